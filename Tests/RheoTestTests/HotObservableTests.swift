import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class HotObservableTests: RheoTestCase {
    func testEventsPlayAtTheirAbsoluteTimesToCurrentSubscribersOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(220, 3), .completed(300)], "the event at 150 came before the subscription"
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "the terminal event ends the subscription")
        XCTAssertEqual(xs.recordedEvents, [.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
    }

    func testSubscribersAtDifferentTimesShareTheSameTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(110, 1), .next(210, 2), .next(310, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(100) { earlySubscription = xs.subscribe(early) }
        scheduler.scheduleAt(200) { lateSubscription = xs.subscribe(late) }
        scheduler.scheduleAt(250) { earlySubscription?.dispose() }
        scheduler.scheduleAt(400) { lateSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(110, 1), .next(210, 2)])
        XCTAssertEqual(late.events, [.next(210, 2), .next(310, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 250), Subscription(200, 400)])
    }

    func testAnActiveSubscriptionEndsAtInfinity() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
        XCTAssertEqual(xs.subscriptions.first?.unsubscribe, Int.max)
        subscription?.dispose()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testItSendsWhatItWasGivenAndOperatorsEnforceTheGrammar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let raw = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(raw) }
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(
            raw.events, [.next(210, 1), .completed(220), .next(230, 2)],
            "a test observable can break the grammar on purpose")
        XCTAssertEqual(res.events, [.next(210, 10), .completed(220)])
    }

    func testDisposingFromInsideOnNextStopsFurtherEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(onNext: { element in
                received.append(element)
                if element == 2 {
                    subscription?.dispose()
                }
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        subscription = nil
    }

    func testAnAbandonedHotObservableIsReleasedWhileItsEventsArePending() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var weakXs: TestableObservable<Int>?
        do {
            let xs = scheduler.createHotObservable([.next(210, 1)])
            weakXs = xs
        }
        XCTAssertNil(weakXs, "the scheduler's queue does not keep it alive")
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 210)
    }
}
