import Rheo

/// A test observable that plays its events to each subscriber at times relative to that
/// subscription, as RxTest's cold observable.
///
/// An event recorded at time 0 plays at the subscription's own virtual time. Like the hot
/// observable, it sends exactly what it was given, without enforcing the grammar.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked: adds no state to TestableObservable.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = beginSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                })
        }
        return Disposables.create { [self] in
            endSubscription(at: index)
            scheduled.dispose()
        }
    }
}
