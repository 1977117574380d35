import CRheo

/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: its only state is an atomic word.
    // First stored property: reached by address. Do not reorder.
    var _state = rheo_atomic_intptr()

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // RxSwift's name, kept so that code moving from RxSwift compiles unchanged.
    /// A shared instance that is already disposed.
    public static let BooleanDisposableTrue = BooleanDisposable(sharedDisposed: ())

    /// Creates a disposable that is not yet disposed.
    public init() {
        Resources.incrementTotal()
    }

    /// Creates a disposable in the given state.
    public init(isDisposed: Bool) {
        rheo_atomic_intptr_init(_atomicState(of: self), isDisposed ? 1 : 0)
        Resources.incrementTotal()
    }

    // The shared instance lives for the whole process and is left out of `Resources.total`.
    private init(sharedDisposed: ()) {
        rheo_atomic_intptr_init(_atomicState(of: self), 1)
        isCounted = false
    }

    private var isCounted = true

    deinit {
        if isCounted {
            Resources.decrementTotal()
        }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) != 0
    }

    /// Marks the disposable disposed.
    public func dispose() {
        rheo_atomic_intptr_store_release(_atomicState(of: self), 1)
    }
}
