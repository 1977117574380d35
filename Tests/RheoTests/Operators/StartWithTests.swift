import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class StartWithTests: RheoTestCase {
    func testSendsTheElementsThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.startWith(-1, 0) }
        XCTAssertEqual(res.events, [.next(200, -1), .next(200, 0), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testChainedCallsSendTheLastCallsElementsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 9), .completed(300)])
        let res = scheduler.start { xs.startWith(1).startWith(2, 3) }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(200, 1), .next(220, 9), .completed(300)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(1), Int.self)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 250) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingInsideOnNextOfAStartElementNeverSubscribesTheSource() {
        var subscribed = 0
        let source = Observable<Int>.deferred {
            subscribed += 1
            return Observable.just(9)
        }
        XCTAssertEqual(recordDisposingDuringSubscribe(source.startWith(0, 1, 5)) { $0 == 1 }, [.next(0), .next(1)])
        XCTAssertEqual(subscribed, 0)
        XCTAssertEqual(
            recordDisposingDuringSubscribe(source.startWith(0, 1, 5)) { $0 == 5 }, [.next(0), .next(1), .next(5)])
        XCTAssertEqual(subscribed, 0)
        XCTAssertEqual(
            recordDisposingDuringSubscribe(source.startWith(0, 1, 5)) { _ in false },
            [.next(0), .next(1), .next(5), .next(9), .completed])
        XCTAssertEqual(subscribed, 1)
    }
}
