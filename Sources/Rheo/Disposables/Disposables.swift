/// Factories for the common disposables, with RxSwift's names.
public struct Disposables {
    private init() {}
}

extension Disposables {
    /// A disposable that does nothing.
    @inlinable public static func create() -> Disposable {
        // A fresh empty struct, not a shared global: it fits the existential's inline
        // buffer, so this costs nothing, while a global would cost a `swift_once` per call.
        NopDisposable()
    }

    /// A disposable that runs `dispose` once, on the first `dispose()` call.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three arguments, in order.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all arguments, in order.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every element of `disposables`, in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2:
            return BinaryDisposable(disposables[0], disposables[1])
        default:
            return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The do-nothing disposable.
@usableFromInline
struct NopDisposable: Disposable, Sendable {
    @inlinable init() {}

    @inlinable func dispose() {}
}
