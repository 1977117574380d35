import Rheo

/// `Infallible.subscribe(_:)` hands RxSwift's `InfallibleEvent`, so a `switch` with only
/// `.next` and `.completed` is exhaustive, as in RxSwift.
func infallibleEventUsage(_ source: Infallible<Int>) -> Disposable {
    source.subscribe { event in
        switch event {
        case .next(let element):
            _ = element
        case .completed:
            break
        }
    }
}
