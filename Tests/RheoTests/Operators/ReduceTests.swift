import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ReduceTests: RheoTestCase {
    func testSendsTheFinalValueAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let res = scheduler.start { xs.reduce(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(300, 19), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapResultTransformsTheFinalValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { "sum \($0)" }) }
        XCTAssertEqual(res.events, [.next(300, "sum 5"), .completed(300)])
    }

    func testEmptySourceGivesTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
    }

    func testSourceErrorPassesWithoutAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError(1))])
        let res = scheduler.start { xs.reduce(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAccumulatorFailsAtOnceAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        let res = scheduler.start {
            xs.reduce(0) { sum, value in
                if value == 3 { throw TestError(3) }
                return sum + value
            }
        }
        XCTAssertEqual(res.events, [.error(220, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingMapResultFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start {
            xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> String in throw TestError(5) })
        }
        XCTAssertEqual(res.events, [.error(300, TestError(5))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingBeforeCompletionSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.reduce(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingInsideOnNextSuppressesTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { _ in true }) { xs.reduce(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(300, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
