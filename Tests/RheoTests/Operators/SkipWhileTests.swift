import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SkipWhileTests: RheoTestCase {
    func testDropsWhileThePredicateHoldsThenPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        var calls = 0
        let res = scheduler.start {
            xs.skip(while: { value in
                calls += 1
                return value < 3
            })
        }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(calls, 3, "the predicate is not called after the first element passes")
    }

    func testAllSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateFailsAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 2 { throw TestError(2) }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(220, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(300, 6)])
        let res = scheduler.start(disposed: 250) { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(220, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 6)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 5 }) { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(220, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
