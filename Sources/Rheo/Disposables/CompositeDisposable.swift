/// A group of disposables disposed together.
///
/// Adding to a disposed group disposes the added disposable at once. Disposal runs
/// outside the internal lock, in insertion order.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: every mutable field is only touched under its lock; disposal runs after unlocking.
    /// A key that removes one disposable from the group.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private let lock = Lock()
    // nil once disposed.
    private var disposables: [UInt64: Disposable]? = [:]
    private var nextKey: UInt64 = 0

    /// Creates an empty group.
    public init() {
        Resources.incrementTotal()
    }

    /// Creates a group of two disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a group of three disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a group of three or more disposables.
    public convenience init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// Creates a group of `disposables`.
    public init(disposables: [Disposable]) {
        var table: [UInt64: Disposable] = [:]
        for disposable in disposables {
            table[nextKey] = disposable
            nextKey += 1
        }
        self.disposables = table
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposables == nil }
    }

    /// The number of disposables in the group (0 once disposed).
    public var count: Int {
        lock.withLock { disposables?.count ?? 0 }
    }

    /// Adds `disposable` to the group.
    ///
    /// - Returns: A key to remove it with, or nil if the group is already disposed, in
    ///   which case `disposable` has been disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: UInt64? = lock.withLock {
            guard disposables != nil else { return nil }
            let key = nextKey
            nextKey += 1
            disposables![key] = disposable
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable for `key` from the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = lock.withLock { disposables?.removeValue(forKey: disposeKey.value) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group and every one added later.
    public func dispose() {
        let table = lock.withLock { () -> [UInt64: Disposable]? in
            let table = disposables
            disposables = nil
            return table
        }
        guard let table else { return }
        for key in table.keys.sorted() {
            table[key]!.dispose()
        }
    }
}

/// RxSwift's spelling of `CompositeDisposable.DisposeKey`.
public typealias DisposeKey = CompositeDisposable.DisposeKey
