import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TakeLastTests: RheoTestCase {
    func testSendsTheLastElementsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        let res = scheduler.start { xs.takeLast(3) }
        XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .next(300, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEveryBufferPositionComesOutInOrder() {
        // Exhaustive over small counts and lengths: the ring's head at every position.
        for count in 0...5 {
            for length in 0...12 {
                let recorder = RecordingObserver<Int>()
                _ = Observable.range(start: 0, count: length).takeLast(count).subscribe(recorder)
                XCTAssertEqual(recorder.elements, Array((0..<length).suffix(count)), "takeLast(\(count)) of \(length)")
                XCTAssertTrue(recorder.isCompleted)
            }
        }
    }

    func testFewerElementsThanTheCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.takeLast(3) }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
    }

    func testZeroOnlyCompletesWhenTheSourceDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNegativeCountIsAnArgumentErrorWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.takeLast(-1) }
        assertArgumentOutOfRange(res.events, mentioning: "takeLast(-1)", "must not be negative")
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSourceErrorDropsTheKeptElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.takeLast(3) }
        XCTAssertEqual(res.events, [.error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.takeLast(3) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingInsideOnNextStopsTheFlush() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 2 }) { xs.takeLast(3) }
        XCTAssertEqual(res.events, [.next(300, 1), .next(300, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
