/// Holds one replaceable disposable; replacing it disposes the previous one.
///
/// After `dispose()`, assigning a new disposable disposes it at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`; disposal runs after unlocking.
    private let lock = Lock()
    private var slot = DisposableSlot()

    /// Creates an empty serial disposable.
    public init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { slot.isDisposed }
    }

    /// The current disposable. Setting it disposes the previous one, or the new one if
    /// this serial disposable is already disposed.
    public var disposable: Disposable {
        get {
            lock.withLock { slot.current ?? Disposables.create() }
        }
        set {
            lock.withLock { slot.replace(with: newValue) }?.dispose()
        }
    }

    /// Disposes the current disposable and every one assigned later.
    public func dispose() {
        lock.withLock { slot.dispose() }?.dispose()
    }
}
