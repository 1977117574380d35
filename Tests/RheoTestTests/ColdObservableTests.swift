import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ColdObservableTests: RheoTestCase {
    func testEventsPlayRelativeToTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .completed(30)])
        let res = scheduler.start { xs }
        XCTAssertEqual(
            res.events, [.next(200, 1), .next(210, 2), .completed(230)],
            "an event at 0 plays at the subscription's own tick")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEachSubscriptionGetsTheWholeSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, "a"), .next(120, "b"), .completed(130)])
        XCTAssertEqual(second.events, [.next(310, "a"), .next(320, "b"), .completed(330)])
        // Subscribed directly, without an operator to end the subscription on completion.
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(300)])
    }

    func testDisposalCancelsThePendingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let res = scheduler.start(disposed: 250) { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorsPlayAndEndTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(7)), .next(30, 2)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(7))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
