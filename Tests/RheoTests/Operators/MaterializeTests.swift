import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class MaterializeTests: RheoTestCase {
    func testElementsAndCompletionBecomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            res.events, [.next(210, .next(2)), .next(220, .next(3)), .next(300, .completed), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheErrorBecomesAnElementAndTheResultCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError(1))])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(2)), .next(220, .error(TestError(1))), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(300, 3), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingInsideOnNextOfTheTerminalSuppressesTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0.isStopEvent }) { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(2)), .next(300, .completed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
