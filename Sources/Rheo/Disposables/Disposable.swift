/// A resource that can be released: a subscription, a scheduled action, a binding.
///
/// `dispose()` is idempotent and safe to call from any thread, including from inside an
/// observer's `onNext`.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can say whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
