import Foundation
import Rheo

/// An observable that plays recorded events on a `TestScheduler` and records its
/// subscriptions, as RxTest's `TestableObservable`.
///
/// Create one with `TestScheduler.createHotObservable(_:)` (events play at their absolute
/// times whether or not anyone subscribes) or `createColdObservable(_:)` (each subscription
/// plays the events at times relative to its own start). Safe to read from any thread.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    // @unchecked: the subscription records are only touched under `lock`; the rest is immutable.
    /// The events this observable plays.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// The scheduler the events play on.
    let testScheduler: TestScheduler

    private let lock = NSLock()
    // Guarded by `lock`.
    private var recordedSubscriptions: [Subscription] = []

    /// Where the test made it (`createHotObservable`, `createColdObservable`), for assembly
    /// tracking: the observable `asObservable()` makes records it, so traces and graphs show
    /// the test's own source.
    let site: (name: StaticString, file: StaticString, line: UInt)

    init(
        testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>],
        site: (name: StaticString, file: StaticString, line: UInt) = ("TestableObservable", "", 0)
    ) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.site = site
    }

    /// This observable as an `Observable`, recorded as built where the test made it.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
            .assembled(as: site.name, file: site.file, line: site.line)
    }

    /// Every subscription so far, in subscription order, with its subscribe and unsubscribe
    /// times; an active one has `unsubscribe == Int.max`.
    public var subscriptions: [Subscription] {
        lock.lock()
        defer { lock.unlock() }
        return recordedSubscriptions
    }

    /// Subscribes `observer`; the subclass decides when the events play.
    ///
    /// - Returns: A disposable that ends the subscription and records its end time.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // Unreachable: the initializer is internal and both subclasses override this.
        fatalError("TestableObservable.subscribe must be overridden")
    }

    /// Records a subscription starting now; returns its index for `endSubscription`.
    func beginSubscription() -> Int {
        let time = testScheduler.clock
        lock.lock()
        defer { lock.unlock() }
        recordedSubscriptions.append(Subscription(time))
        return recordedSubscriptions.count - 1
    }

    /// Records that the subscription at `index` ended now.
    func endSubscription(at index: Int) {
        let time = testScheduler.clock
        lock.lock()
        defer { lock.unlock() }
        let started = recordedSubscriptions[index].subscribe
        recordedSubscriptions[index] = Subscription(started, time)
    }
}
