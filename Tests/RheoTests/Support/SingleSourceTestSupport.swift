import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Holds a subscription that its own observer may dispose.
final class SubscriptionBox {
    var subscription: Disposable?
    var disposeRequested = false

    func dispose() {
        if let subscription {
            subscription.dispose()
        } else {
            // Asked from inside a synchronous `subscribe`, before it returned the disposable.
            disposeRequested = true
        }
    }
}

extension TestScheduler {
    /// Subscribes to `create()` at 200 and disposes the subscription from inside the
    /// observer, right after it records the first element for which `disposeAfter` is true;
    /// runs the scheduler, and returns what the observer recorded.
    func recordDisposingInsideOnNext<Element>(
        disposeAfter: @escaping (Element) -> Bool,
        _ create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        let box = SubscriptionBox()
        scheduleAt(TestSchedulerDefaults.subscribed) {
            let subscription = create().subscribe { event in
                observer.on(event)
                if case .next(let element) = event, disposeAfter(element) {
                    box.dispose()
                }
            }
            box.subscription = subscription
            if box.disposeRequested {
                subscription.dispose()
            }
        }
        start()
        box.subscription?.dispose()
        box.subscription = nil
        return observer
    }
}

/// A resource for `using` that records when it was disposed, and into a shared log.
final class TestResource: Disposable {
    let id: Int
    let scheduler: TestScheduler
    let log: Collected<String>
    private(set) var disposedAt: [TestTime] = []

    init(_ id: Int, scheduler: TestScheduler, log: Collected<String>) {
        self.id = id
        self.scheduler = scheduler
        self.log = log
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
        log.append("dispose resource \(id)")
    }
}
