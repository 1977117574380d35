import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class FlatMapLatestTests: RheoTestCase {
    func testSwitchesToTheLatestSelectedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .next(60, 13), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 21), .completed(20)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(250, 2), .completed(260)])
        let res = scheduler.start { xs.flatMapLatest { inners[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 12), .next(260, 21), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testAThrowingSelectorFailsAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 {
                    throw TestError(2)
                }
                return ys1
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(250, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testAnInnerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError(1))])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start { xs.flatMapLatest { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testAnOuterErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(2))])
        let res = scheduler.start { xs.flatMapLatest { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError(2))])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testDisposalMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let res = scheduler.start(disposed: 260) { xs.flatMapLatest { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
    }

    func testSynchronousInners() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 3)
            .flatMapLatest { Observable.range(start: $0 * 10, count: 2) }
            .subscribe(onNext: { received.append($0) })
        // As in RxSwift: each outer element arrives before the previous inner's second
        // step, so only the last inner runs to its end.
        XCTAssertEqual(received, [0, 10, 20, 21])
    }
}
