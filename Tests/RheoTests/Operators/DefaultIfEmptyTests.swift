import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class DefaultIfEmptyTests: RheoTestCase {
    func testNonEmptySourcePassesUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(207, 2), .completed(210)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(207, 2), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testEmptySourceSendsTheDefaultWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(210, 9), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testErrorIsPassedOnWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, TestError(1), Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSilentSourceSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
