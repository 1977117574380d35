import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class FlatMapFirstTests: RheoTestCase {
    func testElementsArrivingWhileAnInnerRunsAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 21), .completed(20)])
        let ys3 = scheduler.createColdObservable([.next(10, 31), .completed(20)])
        let inners = [1: ys1, 2: ys2, 3: ys3]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(300, 3), .completed(400)])
        let selected = Collected<Int>()
        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                selected.append(value)
                return inners[value]!
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 12), .next(310, 31), .completed(400)])
        XCTAssertEqual(selected.values, [1, 3], "the selector is not called for dropped elements")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [])
        XCTAssertEqual(ys3.subscriptions, [Subscription(300, 320)])
    }

    func testCompletesWhenTheRunningInnerCompletesAfterTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.flatMapFirst { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 310)])
    }

    func testInnerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError(1))])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start { xs.flatMapFirst { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testOuterErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(2))])
        let res = scheduler.start { xs.flatMapFirst { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(250, TestError(2))])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start { xs.flatMapFirst { _ -> Observable<Int> in throw TestError(3) } }
        XCTAssertEqual(res.events, [.error(210, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDisposalMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let res = scheduler.start(disposed: 250) { xs.flatMapFirst { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }
}
