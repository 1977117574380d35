/// The state `SerialDisposable` and `SingleAssignmentDisposable` keep under their lock:
/// the disposable held, and whether the holder is disposed.
///
/// The slot only decides; its owner disposes what a call returns, after unlocking, since a
/// disposable's `dispose()` may run user code.
struct DisposableSlot {
    /// The disposable held; nil before the first one and after disposal.
    private(set) var current: Disposable?
    /// Whether `dispose()` has been called.
    private(set) var isDisposed = false

    /// Holds `disposable` instead of the current one.
    ///
    /// - Returns: The disposable to dispose now: the one replaced, or `disposable` itself
    ///   once the slot is disposed.
    mutating func replace(with disposable: Disposable) -> Disposable? {
        if isDisposed {
            return disposable
        }
        let old = current
        current = disposable
        return old
    }

    /// Marks the slot disposed for good.
    ///
    /// - Returns: The disposable to dispose now, on the first call only.
    mutating func dispose() -> Disposable? {
        if isDisposed {
            return nil
        }
        isDisposed = true
        let old = current
        current = nil
        return old
    }
}
