import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class CombineLatestTests: RheoTestCase {
    // MARK: Two sources

    // Rules cited: CombineLatestStateMachine's.

    func testCombinesOnceBothHaveSentAndCompletesWhenBothHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([
            .next(150, 9), .next(220, 10), .next(230, 20), .next(250, 30), .next(350, 40), .completed(400),
        ])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        // After xs completed, its latest element (4) stays in use.
        XCTAssertEqual(
            res.events,
            [.next(220, 12), .next(230, 22), .next(240, 24), .next(250, 34), .next(350, 44), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testOnlyTheLatestElementBeforeTheFirstResultCounts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(240, 10)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(240, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testASourceCompletedWithoutElementsCompletesOnTheNextElementOfTheLastRunningSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        // Rule 3, second case.
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testASourceCompletedWithoutElementsDoesNotCompleteWhileAnotherRunsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testAnErrorFromEitherSourceEndsEverything() {
        for failing in 0..<2 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(
                failing == 0 ? [.next(210, 1), .error(230, TestError(1))] : [.next(210, 1), .next(240, 2)])
            let ys = scheduler.createHotObservable(
                failing == 1 ? [.next(220, 10), .error(230, TestError(1))] : [.next(220, 10), .next(240, 20)])
            let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
            XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError(1))], "failing \(failing)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        }
    }

    func testAnErrorAfterASourceCompletedStillPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .error(240, TestError(2))])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .error(240, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testAThrowingSelectorFailsTheSequenceAndDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(400)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if y == 20 { throw TestError(3) }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .error(240, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testDisposalMidWayDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(400)])
        let res = scheduler.start(disposed: 250) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(240, 22)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testTuplesOfTwoSourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testSynchronousSources() {
        let recorder = RecordingObserver<Int>()
        _ = Observable.combineLatest(Observable.range(start: 0, count: 3), Observable.range(start: 10, count: 3)) {
            $0 * 100 + $1
        }
        .subscribe(recorder)
        // As in RxSwift, the two ranges take turns on the trampoline, one element a step.
        XCTAssertEqual(recorder.elements, [10, 110, 111, 211, 212])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.grammarViolations, [])
    }

    func testASourceFailingWhileSubscribedSubscribesAndDisposesTheLaterSourcesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable.combineLatest(Observable<Int>.error(TestError(4)), xs) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(200, TestError(4))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    // MARK: Three and eight sources, and every overload

    func testThreeSourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b"), .completed(270)])
        let zs = scheduler.createHotObservable([.next(230, true), .next(280, false), .completed(290)])
        let res = scheduler.start { Observable.combineLatest(xs, ys, zs) { "\($0)\($1)\($2)" } }
        XCTAssertEqual(
            res.events,
            [
                .next(230, "1atrue"), .next(240, "2atrue"), .next(250, "2btrue"), .next(280, "2bfalse"),
                .completed(290),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 290)])
    }

    func testThreeSourcesAsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, true), .next(240, false), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys, zs).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(res.events, [.next(230, "1atrue"), .next(240, "1afalse"), .completed(300)])
    }

    func testEightSourcesWithSubscriptionRecordsOnEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<8).map { index in
            scheduler.createHotObservable([
                .next(210 + index, 1 << index), .next(300 + index, 1 << (8 + index)), .completed(400 + index),
            ])
        }
        let s = sources.map { $0.asObservable() }
        let res = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 | $1 | $2 | $3 | $4 | $5 | $6 | $7
            }
        }
        var expected: [Recorded<Event<Int>>] = [.next(217, 0xFF)]
        var bits = 0xFF
        for index in 0..<8 {
            bits = bits & ~(1 << index) | (1 << (8 + index))
            expected.append(.next(300 + index, bits))
        }
        expected.append(.completed(407))
        XCTAssertEqual(res.events, expected)
        for (index, source) in sources.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 400 + index)], "source \(index)")
        }
    }

    func testEveryArityCombinesEachSourceInItsPlace() {
        for arity in 2...8 {
            for tuples in [false, true] {
                let scheduler = TestScheduler(initialClock: 0)
                let sources = (0..<arity).map { index in
                    scheduler.createHotObservable([
                        .next(210 + index, index), .next(300 + index, 10 + index), .completed(400 + index),
                    ])
                }
                let res = scheduler.start { combineLatestOverload(sources.map { $0.asObservable() }, tuples: tuples) }
                var expected: [Recorded<Event<[Int]>>] = [.next(210 + arity - 1, Array(0..<arity))]
                var latest = Array(0..<arity)
                for index in 0..<arity {
                    latest[index] = 10 + index
                    expected.append(.next(300 + index, latest))
                }
                expected.append(.completed(400 + arity - 1))
                XCTAssertEqual(res.events, expected, "arity \(arity), tuples \(tuples)")
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
                        index == failing ? [.next(210, index), .error(220, TestError(index))] : [.next(210, index)])
                }
                let res = scheduler.start { combineLatestOverload(sources.map { $0.asObservable() }, tuples: true) }
                XCTAssertEqual(
                    res.events, [.next(210, Array(0..<arity)), .error(220, TestError(failing))],
                    "arity \(arity), failing \(failing)")
                for source in sources {
                    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
                }
            }
        }
    }

    // MARK: Collections

    func testAnEmptyCollectionSendsTheSelectorOfNothingAndCompletes() {
        let res = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
        let counted = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { $0.count + 7 }
        }
        XCTAssertEqual(counted.events, [.next(200, 7), .completed(200)])
        let failed = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError(5) }
        }
        XCTAssertEqual(failed.events, [.error(200, TestError(5))])
    }

    func testACollectionOfOneSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { Observable.combineLatest([xs]) }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(220, [2]), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testACollectionOfThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(260)])
        let zs = scheduler.createHotObservable([.next(230, 100), .next(270, 200), .completed(280)])
        let res = scheduler.start { Observable.combineLatest([xs, ys, zs]) }
        XCTAssertEqual(
            res.events,
            [.next(230, [1, 10, 100]), .next(240, [2, 10, 100]), .next(270, [2, 10, 200]), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 280)])
    }

    func testACollectionWithAThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(500)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(500)])
        let zs = scheduler.createHotObservable([.next(230, 100), .completed(500)])
        let res = scheduler.start {
            Observable.combineLatest([xs, ys, zs]) { values -> Int in
                if values[0] == 2 { throw TestError(6) }
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(230, 111), .error(240, TestError(6))])
        for source in [xs, ys, zs] {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
        }
    }

    func testACollectionSourceCompletedWithoutElementsEndsOnTheLastRunningSourcesElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.completed(230, Int.self)])
        let zs = scheduler.createHotObservable([.next(240, 100), .next(250, 200)])
        let res = scheduler.start { Observable.combineLatest([xs, ys, zs]) }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }
}
