import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SkipTests: RheoTestCase {
    func testDropsTheFirstElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testZeroPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.skip(0) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkippingMoreThanAvailable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(5) }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testNegativeCountSkipsNothingAsRxSwiftAndIsReported() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var res: TestableObserver<Int>?
        let violations = captureContractViolations {
            res = scheduler.start { xs.skip(-3) }
        }
        XCTAssertEqual(res?.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations.first?.contains("skip(-3)") ?? false, "\(violations)")
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.skip(3) }
        XCTAssertEqual(res.events, [.error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 250) { xs.skip(1) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 2 }) { xs.skip(1) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
