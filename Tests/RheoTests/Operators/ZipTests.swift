import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ZipTests: RheoTestCase {
    // MARK: Two sources

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

    func testAThrowingSelectorFailsTheSequenceAndDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .next(235, 30), .completed(400)])
        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError(3) }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(215, 11), .error(225, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testDisposalMidWayDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(235, 20), .next(245, 30), .completed(400)])
        let res = scheduler.start(disposed: 240) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11), .next(235, 22)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testTuplesOfTwoSourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(225, "b"), .next(235, "c"), .completed(400)])
        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(215, "1a"), .next(225, "2b"), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testASourceFailingWhileSubscribedSubscribesAndDisposesTheLaterSourcesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable.zip(Observable<Int>.error(TestError(4)), xs) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(200, TestError(4))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testSynchronousSources() {
        let recorder = RecordingObserver<Int>()
        _ = Observable.zip(Observable.range(start: 0, count: 5), Observable.range(start: 10, count: 3)) {
            $0 * 100 + $1
        }
        .subscribe(recorder)
        XCTAssertEqual(recorder.elements, [10, 111, 212])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.grammarViolations, [])
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

    // MARK: Three and eight sources, and every overload

    func testThreeSourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(250, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(230, "b"), .completed(500)])
        let zs = scheduler.createHotObservable([.next(225, 0.5), .next(245, 1.5), .next(255, 2.5), .completed(500)])
        let res = scheduler.start { Observable.zip(xs, ys, zs) { "\($0)\($1)\($2)" } }
        XCTAssertEqual(res.events, [.next(225, "1a0.5"), .next(245, "2b1.5"), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 500)])
    }

    func testThreeSourcesAsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, true), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys, zs).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(res.events, [.next(230, "1atrue"), .completed(300)])
    }

    func testEightSourcesWithSubscriptionRecordsOnEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<8).map { index in
            scheduler.createHotObservable([
                .next(210 + index, index), .next(230 + index, 10 + index), .next(250 + index, 20 + index),
                .completed(index == 3 ? 245 : 400),
            ])
        }
        let s = sources.map { $0.asObservable() }
        let res = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        // Source 3 completes at 245 with both its elements taken: no third result can form,
        // but the result completes only with the last source, at 400.
        XCTAssertEqual(res.events, [.next(217, 28), .next(237, 108), .completed(400)])
        for (index, source) in sources.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, index == 3 ? 245 : 400)], "source \(index)")
        }
    }

    func testEveryArityPairsEachSourceInItsPlace() {
        for arity in 2...8 {
            for tuples in [false, true] {
                let scheduler = TestScheduler(initialClock: 0)
                let sources = (0..<arity).map { index in
                    scheduler.createHotObservable([
                        .next(210 + index, index), .next(300 + index, 10 + index), .completed(400 + index),
                    ])
                }
                let res = scheduler.start { zipOverload(sources.map { $0.asObservable() }, tuples: tuples) }
                XCTAssertEqual(
                    res.events,
                    [
                        .next(210 + arity - 1, Array(0..<arity)),
                        .next(300 + arity - 1, Array(10..<10 + arity)),
                        .completed(400 + arity - 1),
                    ], "arity \(arity), tuples \(tuples)")
                for (index, source) in sources.enumerated() {
                    XCTAssertEqual(
                        source.subscriptions, [Subscription(200, 400 + index)], "arity \(arity), source \(index)")
                }
            }
        }
    }

    func testEveryArityFailsOnAnyOfItsSources() {
        for arity in 2...8 {
            for failing in 0..<arity {
                let scheduler = TestScheduler(initialClock: 0)
                let sources = (0..<arity).map { index in
                    scheduler.createHotObservable(
                        index == failing ? [.error(220, TestError(index))] : [.next(210, index)])
                }
                let res = scheduler.start { zipOverload(sources.map { $0.asObservable() }, tuples: false) }
                XCTAssertEqual(res.events, [.error(220, TestError(failing))], "arity \(arity), failing \(failing)")
                for source in sources {
                    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
                }
            }
        }
    }

    // MARK: Collections

    func testAnEmptyCollectionCompletesAtOnce() {
        let res = TestScheduler(initialClock: 0).start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
        let selected = TestScheduler(initialClock: 0).start {
            Observable.zip([Observable<Int>]()) { _ -> Int in throw TestError(5) }
        }
        XCTAssertEqual(selected.events, [.completed(200)])
    }

    func testACollectionOfOneSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { Observable.zip([xs]) }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(220, [2]), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testACollectionOfThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(228)])
        let zs = scheduler.createHotObservable([.next(212, 100), .next(235, 200), .next(245, 300), .completed(500)])
        let res = scheduler.start { Observable.zip([xs, ys, zs]) }
        // ys completed at 228 with 20 queued; the result taking it is the last. xs completes
        // at 240 (3 queued); zs's 300 at 245 forms no result while every other source has
        // completed: the result completes then (ZipCollectionStateMachine rule 3).
        XCTAssertEqual(res.events, [.next(215, [1, 10, 100]), .next(235, [2, 20, 200]), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 228)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 245)])
    }

    func testACollectionWithASelectorAndAThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(500)])
        let zs = scheduler.createHotObservable([.next(212, 100), .next(235, 200), .completed(500)])
        let res = scheduler.start {
            Observable.zip([xs, ys, zs]) { values -> Int in
                if values[0] == 2 { throw TestError(6) }
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(215, 111), .error(235, TestError(6))])
        for source in [xs, ys, zs] {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 235)])
        }
    }
}
