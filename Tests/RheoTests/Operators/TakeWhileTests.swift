import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TakeWhileTests: RheoTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 5), .next(240, 4), .completed(300),
        ])
    }

    func testTakeWhileExclusiveDropsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(while: { $0 < 4 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileInclusivePassesTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 5), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(until: { $0 == 3 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = source(scheduler2)
        let res2 = scheduler2.start { ys.take(until: { $0 == 3 }, behavior: .inclusive) }
        XCTAssertEqual(res2.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testSourceCompletingWhileThePredicateHolds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 5), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.take(until: { $0 > 5 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateFailsAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.take(
                while: { value in
                    if value == 3 { throw TestError(3) }
                    return true
                }, behavior: .inclusive)
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = source(scheduler2)
        let res2 = scheduler2.start { ys.take(until: { _ in throw TestError(4) }) }
        XCTAssertEqual(res2.events, [.error(210, TestError(4))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 215) { xs.take(while: { $0 < 4 }) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testDisposingInsideOnNextOfTheInclusiveElementSuppressesTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 5 }) {
            xs.take(while: { $0 < 4 }, behavior: .inclusive)
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSynchronousSourceStopsAtTheFirstFailure() {
        var pulled = 0
        let recorder = RecordingObserver<Int>()
        _ = Observable.from(
            (0..<1_000).lazy.map { value -> Int in
                pulled += 1
                return value
            }
        ).take(while: { $0 < 3 }).subscribe(recorder)
        XCTAssertEqual(recorder.elements, [0, 1, 2])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(pulled, 4)
    }
}
