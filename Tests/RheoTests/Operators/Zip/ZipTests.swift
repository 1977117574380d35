import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// What only `zip` does; what it shares with `combineLatest` is in `CombiningSinkTests`.
final class ZipTests: RheoTestCase {
    // Rules cited: ZipStateMachine's (RxSwift's: complete once every source has completed).

    func testPairsElementsByIndexAndCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, 0), .next(215, 10), .next(250, 20), .next(270, 30), .next(280, 40), .completed(400),
        ])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        // Rule 1; rule 3: xs completes at 300 with nothing queued, but the result waits for
        // ys to complete (40 stays queued); xs alone is disposed at 300.
        XCTAssertEqual(res.events, [.next(215, 11), .next(250, 22), .next(270, 33), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testTakingTheLastQueuedElementOfACompletedSourceDoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .next(260, 30), .completed(400)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        // Rule 3: no result can form after 250, but the result completes with ys, at 400.
        XCTAssertEqual(res.events, [.next(240, 11), .next(250, 22), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testASourceCompletingWithNothingSentDoesNotEndItWhileAnotherNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(205, 1), .next(220, 2)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        // Rule 3: ys never completes, so neither does the result.
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testWaitsWhileEverySourceMaySendMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(240, 10)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(240, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testAnErrorEndsEverythingAtOnceDroppingQueuedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(215, 10), .error(240, TestError(1)), .next(250, 20)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11), .error(240, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testAnErrorAfterASourceCompletedWithElementsQueuedStillPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.error(240, TestError(2), Int.self)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(240, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testManyQueuedElementsPairInOrder() {
        // One source runs ahead by 1,000 elements: its queue grows, then drains (and compacts).
        let recorder = RecordingObserver<Int>()
        _ = Observable.zip(Observable.range(start: 0, count: 1_000), Observable.range(start: 0, count: 1_000)) {
            $0 * 10_000 + $1
        }
        .subscribe(recorder)
        XCTAssertTrue(recorder.elements == (0..<1_000).map { $0 * 10_000 + $0 })
        XCTAssertTrue(recorder.isCompleted)
    }

    func testJustAndJustPairAndComplete() {
        let recorder = RecordingObserver<String>()
        _ = Observable.zip(Observable.just(1), Observable.just("a")).map { "\($0.0)\($0.1)" }.subscribe(recorder)
        XCTAssertEqual(recorder.elements, ["1a"])
        XCTAssertTrue(recorder.isCompleted)
    }
}
