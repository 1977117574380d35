import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class EnumeratedTests: RheoTestCase {
    func testPairsEachElementWithItsIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
        ])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachSubscriptionCountsFromZero() {
        let source = Observable.of("a", "b").enumerated().map { $0.index }
        let first = RecordingObserver<Int>()
        let second = RecordingObserver<Int>()
        _ = source.subscribe(first)
        _ = source.subscribe(second)
        XCTAssertEqual(first.elements, [0, 1])
        XCTAssertEqual(second.elements, [0, 1])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError(1))])
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.next(210, 0), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(300, "b"), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.next(210, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c")])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 1 }) { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
