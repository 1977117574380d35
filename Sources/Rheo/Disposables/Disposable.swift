/// A resource that can be released: a subscription, a scheduled action, a binding.
///
/// `dispose()` is idempotent and safe to call from any thread, including from inside an
/// observer's `onNext`.
///
/// Sendable: the protocol does not refine `Sendable`, so a user's own disposable types and
/// the non-`@Sendable` closures given to `Disposables.create(with:)` keep compiling. Every
/// disposable Rheo returns is a thread-safe class, and the concrete types (`DisposeBag`,
/// `CompositeDisposable`, `SerialDisposable`, `SingleAssignmentDisposable`,
/// `BooleanDisposable`, `RefCountDisposable`, `ScheduledDisposable`) are `Sendable`: to
/// dispose a subscription from another task, put it in one of those (or send it, if this
/// task no longer uses it).
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can say whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
