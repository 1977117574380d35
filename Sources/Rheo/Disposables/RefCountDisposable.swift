/// Disposes its underlying disposable once it is disposed itself and every disposable
/// handed out by `retain()` has been disposed too.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`; disposal runs after unlocking.
    private let lock = Lock()
    private var underlying: Disposable?
    private var count = 0
    private var primaryDisposed = false

    /// Creates a reference-counting wrapper around `disposable`.
    public init(disposable: Disposable) {
        underlying = disposable
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { underlying == nil }
    }

    /// Takes a reference that keeps the underlying disposable alive until disposed.
    ///
    /// - Returns: The reference; after the underlying disposable is gone, a no-op disposable.
    public func retain() -> Disposable {
        let retained = lock.withLock { () -> Bool in
            guard underlying != nil else { return false }
            count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return AnonymousDisposable { [self] in release() }
    }

    /// Disposes the primary reference.
    public func dispose() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard underlying != nil, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            let old = underlying
            underlying = nil
            return old
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard underlying != nil else { return nil }
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            let old = underlying
            underlying = nil
            return old
        }
        toDispose?.dispose()
    }
}
