import Foundation
import Rheo

/// A test observable whose events play at their absolute virtual times to whoever is
/// subscribed then, as RxTest's hot observable.
///
/// It sends what it was given, terminal events included, to every current observer, in
/// subscription order, without enforcing the grammar (so a test can feed an operator
/// events after a terminal one); `asObservable()` and the operators enforce it downstream.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked: the observer list is only touched under `observerLock`.
    private typealias Handler = (Event<Element>) -> Void

    private let observerLock = NSLock()
    // Guarded by `observerLock`; in subscription order.
    private var observers: [(key: Int, handler: Handler)] = []
    private var nextKey = 0

    override init(
        testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>],
        site: (name: StaticString, file: StaticString, line: UInt) = ("TestableObservable", "", 0)
    ) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents, site: site)
        for recorded in recordedEvents {
            // Weak: the scheduler's queue must not keep an abandoned observable alive.
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                self?.send(recorded.value)
            }
        }
    }

    private func send(_ event: Event<Element>) {
        // Called outside the lock: observers may subscribe or dispose while receiving.
        observerLock.lock()
        let current = observers
        observerLock.unlock()
        for observer in current {
            observer.handler(event)
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = beginSubscription()
        observerLock.lock()
        let key = nextKey
        nextKey += 1
        observers.append((key, observer.on))
        observerLock.unlock()
        return Disposables.create { [self] in
            observerLock.lock()
            let removed = observers.firstIndex { $0.key == key }.map { observers.remove(at: $0) }
            observerLock.unlock()
            // The observer is released here, after unlocking: its deinit may be user code.
            _ = removed
            endSubscription(at: index)
        }
    }
}
