import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SingleTests: RheoTestCase {
    func testOneElementPassesAtOnceThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNoElementIsNoElementsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 300)
        guard case RxError.noElements? = res.events.first?.value.error else {
            return XCTFail("expected noElements, got \(res.events)")
        }
    }

    func testASecondElementIsMoreThanOneElementErrorAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, 1))
        XCTAssertEqual(res.events.last?.time, 220)
        guard case RxError.moreThanOneElement? = res.events.last?.value.error else {
            return XCTFail("expected moreThanOneElement, got \(res.events)")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testPredicateCountsOnlyMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res2 = scheduler2.start { ys.single { $0 > 5 } }
        guard res2.events.count == 1, case RxError.noElements? = res2.events.first?.value.error else {
            return XCTFail("expected noElements, got \(res2.events)")
        }

        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res3 = scheduler3.start { zs.single { $0 % 2 == 1 } }
        XCTAssertEqual(res3.events.first, .next(210, 1))
        guard res3.events.count == 2, case RxError.moreThanOneElement? = res3.events.last?.value.error else {
            return XCTFail("expected moreThanOneElement, got \(res3.events)")
        }
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 230)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateFailsAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.single { value in
                if value == 2 { throw TestError(2) }
                return false
            }
        }
        XCTAssertEqual(res.events, [.error(220, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { _ in true }) { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
