import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// What `zip` and `combineLatest` share through `CombiningSink`, one test a behaviour, each
/// checked on both operators with that operator's own exact events and subscription
/// records. What only one of them does is in `ZipTests` and `CombineLatestTests`; the
/// serialization they share is in `CombiningSinkConcurrencyTests`.
final class CombiningSinkTests: RheoTestCase {
    // MARK: Two sources

    func testAThrowingSelectorFailsTheSequenceAndDisposesEverySource() {
        check(
            .combineLatest,
            [.next(210, 1), .next(230, 2), .completed(400)],
            [.next(220, 10), .next(240, 20), .completed(400)],
            {
                CombiningOperator.combineLatest.combine($0, $1) { x, y -> Int in
                    if y == 20 { throw TestError(3) }
                    return x + y
                }
            },
            events: [.next(220, 11), .next(230, 12), .error(240, TestError(3))],
            subscriptions: [Subscription(200, 240)], [Subscription(200, 240)])
        check(
            .zip,
            [.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)],
            [.next(215, 10), .next(225, 20), .next(235, 30), .completed(400)],
            {
                CombiningOperator.zip.combine($0, $1) { x, y -> Int in
                    if x == 2 { throw TestError(3) }
                    return x + y
                }
            },
            events: [.next(215, 11), .error(225, TestError(3))],
            subscriptions: [Subscription(200, 225)], [Subscription(200, 225)])
    }

    func testDisposalMidWayDisposesEverySource() {
        check(
            .combineLatest,
            [.next(210, 1), .next(230, 2), .next(260, 3), .completed(400)],
            [.next(220, 10), .next(240, 20), .completed(400)], disposed: 250,
            { CombiningOperator.combineLatest.combine($0, $1, +) },
            events: [.next(220, 11), .next(230, 12), .next(240, 22)],
            subscriptions: [Subscription(200, 250)], [Subscription(200, 250)])
        check(
            .zip,
            [.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)],
            [.next(215, 10), .next(235, 20), .next(245, 30), .completed(400)], disposed: 240,
            { CombiningOperator.zip.combine($0, $1, +) },
            events: [.next(215, 11), .next(235, 22)],
            subscriptions: [Subscription(200, 240)], [Subscription(200, 240)])
    }

    func testTuplesOfTwoSourcesOfDifferentTypes() {
        check(
            .combineLatest,
            [.next(210, 1), .next(230, 2), .completed(300)],
            [.next(220, "a"), .next(240, "b"), .completed(250)],
            { CombiningOperator.combineLatest.tuples($0, $1).map { "\($0.0)\($0.1)" } },
            events: [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(300)],
            subscriptions: [Subscription(200, 300)], [Subscription(200, 250)])
        check(
            .zip,
            [.next(210, 1), .next(220, 2), .completed(300)],
            [.next(215, "a"), .next(225, "b"), .next(235, "c"), .completed(400)],
            { CombiningOperator.zip.tuples($0, $1).map { "\($0.0)\($0.1)" } },
            events: [.next(215, "1a"), .next(225, "2b"), .completed(400)],
            subscriptions: [Subscription(200, 300)], [Subscription(200, 400)])
    }

    func testASourceFailingWhileSubscribedSubscribesAndDisposesTheLaterSourcesAtOnce() {
        for combiner in CombiningOperator.allCases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start { combiner.combine(Observable<Int>.error(TestError(4)), xs.asObservable(), +) }
            XCTAssertEqual(res.events, [.error(200, TestError(4))], "\(combiner)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)], "\(combiner)")
        }
    }

    func testSynchronousSources() {
        // As in RxSwift, the two ranges take turns on the trampoline, one element a step;
        // zip pairs by index and ends with the shorter range.
        let cases: [(CombiningOperator, firstCount: Int, elements: [Int])] = [
            (.combineLatest, 3, [10, 110, 111, 211, 212]),
            (.zip, 5, [10, 111, 212]),
        ]
        for (combiner, firstCount, elements) in cases {
            let recorder = RecordingObserver<Int>()
            _ = combiner.combine(Observable.range(start: 0, count: firstCount), Observable.range(start: 10, count: 3)) {
                $0 * 100 + $1
            }
            .subscribe(recorder)
            XCTAssertEqual(recorder.elements, elements, "\(combiner)")
            XCTAssertTrue(recorder.isCompleted, "\(combiner)")
            XCTAssertEqual(recorder.grammarViolations, [], "\(combiner)")
        }
    }

    // MARK: Three and eight sources, and every overload

    func testThreeSourcesOfDifferentTypes() {
        check(
            .combineLatest,
            [.next(210, 1), .next(240, 2), .completed(260)],
            [.next(220, "a"), .next(250, "b"), .completed(270)],
            [.next(230, true), .next(280, false), .completed(290)],
            { CombiningOperator.combineLatest.combine($0, $1, $2) { "\($0)\($1)\($2)" } },
            events: [
                .next(230, "1atrue"), .next(240, "2atrue"), .next(250, "2btrue"), .next(280, "2bfalse"),
                .completed(290),
            ],
            subscriptions: [Subscription(200, 260)], [Subscription(200, 270)], [Subscription(200, 290)])
        check(
            .zip,
            [.next(210, 1), .next(240, 2), .next(250, 3), .completed(260)],
            [.next(220, "a"), .next(230, "b"), .completed(500)],
            [.next(225, 0.5), .next(245, 1.5), .next(255, 2.5), .completed(500)],
            { CombiningOperator.zip.combine($0, $1, $2) { "\($0)\($1)\($2)" } },
            events: [.next(225, "1a0.5"), .next(245, "2b1.5"), .completed(500)],
            subscriptions: [Subscription(200, 260)], [Subscription(200, 500)], [Subscription(200, 500)])
    }

    func testThreeSourcesAsTuples() {
        let cases: [(CombiningOperator, zs: [Recorded<Event<Bool>>], events: [Recorded<Event<String>>])] = [
            (
                .combineLatest, [.next(230, true), .next(240, false), .completed(300)],
                [.next(230, "1atrue"), .next(240, "1afalse"), .completed(300)]
            ),
            (.zip, [.next(230, true), .completed(300)], [.next(230, "1atrue"), .completed(300)]),
        ]
        for (combiner, zs, events) in cases {
            check(
                combiner, [.next(210, 1), .completed(300)], [.next(220, "a"), .completed(300)], zs,
                { combiner.tuples($0, $1, $2).map { "\($0.0)\($0.1)\($0.2)" } },
                events: events,
                subscriptions: [Subscription(200, 300)], [Subscription(200, 300)], [Subscription(200, 300)])
        }
    }

    func testEightSourcesWithSubscriptionRecordsOnEach() {
        // combineLatest: each source's second element replaces its first in the result.
        var combineLatestEvents: [Recorded<Event<Int>>] = [.next(217, 0xFF)]
        var bits = 0xFF
        for index in 0..<8 {
            bits = bits & ~(1 << index) | (1 << (8 + index))
            combineLatestEvents.append(.next(300 + index, bits))
        }
        combineLatestEvents.append(.completed(407))
        checkEight(
            .combineLatest,
            sources: { index in
                [.next(210 + index, 1 << index), .next(300 + index, 1 << (8 + index)), .completed(400 + index)]
            },
            {
                Observable.combineLatest($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6], $0[7]) {
                    $0 | $1 | $2 | $3 | $4 | $5 | $6 | $7
                }
            },
            events: combineLatestEvents, completions: (0..<8).map { 400 + $0 })
        // zip: source 3 completes at 245 with both its elements taken: no third result can
        // form, but the result completes only with the last source, at 400.
        checkEight(
            .zip,
            sources: { index in
                [
                    .next(210 + index, index), .next(230 + index, 10 + index), .next(250 + index, 20 + index),
                    .completed(index == 3 ? 245 : 400),
                ]
            },
            {
                Observable.zip($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6], $0[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            },
            events: [.next(217, 28), .next(237, 108), .completed(400)],
            completions: (0..<8).map { $0 == 3 ? 245 : 400 })
    }

    func testEveryArityPlacesEachSourceInItsPlace() {
        for combiner in CombiningOperator.allCases {
            for arity in 2...8 {
                for tuples in [false, true] {
                    let scheduler = TestScheduler(initialClock: 0)
                    let sources = (0..<arity).map { index in
                        scheduler.createHotObservable([
                            .next(210 + index, index), .next(300 + index, 10 + index), .completed(400 + index),
                        ])
                    }
                    let res = scheduler.start { combiner.overload(sources.map { $0.asObservable() }, tuples: tuples) }
                    var expected: [Recorded<Event<[Int]>>] = [.next(210 + arity - 1, Array(0..<arity))]
                    switch combiner {
                    case .combineLatest:
                        var latest = Array(0..<arity)
                        for index in 0..<arity {
                            latest[index] = 10 + index
                            expected.append(.next(300 + index, latest))
                        }
                    case .zip:
                        expected.append(.next(300 + arity - 1, Array(10..<10 + arity)))
                    }
                    expected.append(.completed(400 + arity - 1))
                    XCTAssertEqual(res.events, expected, "\(combiner), arity \(arity), tuples \(tuples)")
                    for (index, source) in sources.enumerated() {
                        XCTAssertEqual(
                            source.subscriptions, [Subscription(200, 400 + index)],
                            "\(combiner), arity \(arity), source \(index)")
                    }
                }
            }
        }
    }

    func testEveryArityFailsOnAnyOfItsSources() {
        for combiner in CombiningOperator.allCases {
            for arity in 2...8 {
                for failing in 0..<arity {
                    let scheduler = TestScheduler(initialClock: 0)
                    // combineLatest with a result before the error, zip without.
                    let sources = (0..<arity).map { index in
                        switch (combiner, index == failing) {
                        case (.combineLatest, true):
                            scheduler.createHotObservable([.next(210, index), .error(220, TestError(index))])
                        case (.zip, true): scheduler.createHotObservable([.error(220, TestError(index), Int.self)])
                        case (_, false): scheduler.createHotObservable([.next(210, index)])
                        }
                    }
                    let res = scheduler.start {
                        combiner.overload(sources.map { $0.asObservable() }, tuples: combiner == .combineLatest)
                    }
                    let expected: [Recorded<Event<[Int]>>] =
                        combiner == .combineLatest
                        ? [.next(210, Array(0..<arity)), .error(220, TestError(failing))]
                        : [.error(220, TestError(failing))]
                    XCTAssertEqual(res.events, expected, "\(combiner), arity \(arity), failing \(failing)")
                    for source in sources {
                        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], "\(combiner), arity \(arity)")
                    }
                }
            }
        }
    }

    // MARK: Collections

    func testAnEmptyCollection() {
        // combineLatest sends the selector of nothing and completes; zip completes at once.
        let cases: [(CombiningOperator, plain: [Recorded<Event<[Int]>>], selected: [Recorded<Event<Int>>])] = [
            (.combineLatest, [.next(200, []), .completed(200)], [.next(200, 7), .completed(200)]),
            (.zip, [.completed(200)], [.completed(200)]),
        ]
        for (combiner, plain, selected) in cases {
            let res = TestScheduler(initialClock: 0).start { combiner.collection([]) }
            XCTAssertEqual(res.events, plain, "\(combiner)")
            let counted = TestScheduler(initialClock: 0).start { combiner.collection([]) { $0.count + 7 } }
            XCTAssertEqual(counted.events, selected, "\(combiner)")
        }
        let failed = TestScheduler(initialClock: 0).start {
            CombiningOperator.combineLatest.collection([]) { _ -> Int in throw TestError(5) }
        }
        XCTAssertEqual(failed.events, [.error(200, TestError(5))])
        let notCalled = TestScheduler(initialClock: 0).start {
            CombiningOperator.zip.collection([]) { _ -> Int in throw TestError(5) }
        }
        XCTAssertEqual(notCalled.events, [.completed(200)])
    }

    func testACollectionOfOneSource() {
        for combiner in CombiningOperator.allCases {
            checkCollection(
                combiner, [[.next(210, 1), .next(220, 2), .completed(230)]], { combiner.collection($0) },
                events: [.next(210, [1]), .next(220, [2]), .completed(230)], completions: [230])
        }
    }

    func testACollectionOfThreeSources() {
        checkCollection(
            .combineLatest,
            [
                [.next(210, 1), .next(240, 2), .completed(250)],
                [.next(220, 10), .completed(260)],
                [.next(230, 100), .next(270, 200), .completed(280)],
            ],
            { CombiningOperator.combineLatest.collection($0) },
            events: [.next(230, [1, 10, 100]), .next(240, [2, 10, 100]), .next(270, [2, 10, 200]), .completed(280)],
            completions: [250, 260, 280])
        // ys completed at 228 with 20 queued; the result taking it is the last. xs completes
        // at 240 (3 queued); zs's 300 at 245 forms no result while every other source has
        // completed: the result completes then (ZipCollectionStateMachine rule 3).
        checkCollection(
            .zip,
            [
                [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)],
                [.next(215, 10), .next(225, 20), .completed(228)],
                [.next(212, 100), .next(235, 200), .next(245, 300), .completed(500)],
            ],
            { CombiningOperator.zip.collection($0) },
            events: [.next(215, [1, 10, 100]), .next(235, [2, 20, 200]), .completed(245)],
            completions: [240, 228, 245])
    }

    func testACollectionWithAThrowingSelector() {
        let selector = { (values: [Int]) -> Int in
            if values[0] == 2 { throw TestError(6) }
            return values.reduce(0, +)
        }
        checkCollection(
            .combineLatest,
            [
                [.next(210, 1), .next(240, 2), .completed(500)],
                [.next(220, 10), .completed(500)],
                [.next(230, 100), .completed(500)],
            ],
            { CombiningOperator.combineLatest.collection($0, selector) },
            events: [.next(230, 111), .error(240, TestError(6))], completions: [240, 240, 240])
        checkCollection(
            .zip,
            [
                [.next(210, 1), .next(220, 2), .completed(500)],
                [.next(215, 10), .next(225, 20), .completed(500)],
                [.next(212, 100), .next(235, 200), .completed(500)],
            ],
            { CombiningOperator.zip.collection($0, selector) },
            events: [.next(215, 111), .error(235, TestError(6))], completions: [235, 235, 235])
    }

    // MARK: Helpers

    /// Runs `combine` over two hot sources on a fresh scheduler and checks its events and
    /// each source's subscriptions.
    private func check<X, Y, Result: Equatable>(
        _ combiner: CombiningOperator, _ xsEvents: [Recorded<Event<X>>], _ ysEvents: [Recorded<Event<Y>>],
        disposed: TestTime = 1000, _ combine: @escaping (Observable<X>, Observable<Y>) -> Observable<Result>,
        events: [Recorded<Event<Result>>], subscriptions xsSubscriptions: [Subscription],
        _ ysSubscriptions: [Subscription],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(xsEvents)
        let ys = scheduler.createHotObservable(ysEvents)
        let res = scheduler.start(disposed: disposed) { combine(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, events, "\(combiner)", file: file, line: line)
        XCTAssertEqual(xs.subscriptions, xsSubscriptions, "\(combiner), xs", file: file, line: line)
        XCTAssertEqual(ys.subscriptions, ysSubscriptions, "\(combiner), ys", file: file, line: line)
    }

    /// The same for three sources.
    private func check<X, Y, Z, Result: Equatable>(
        _ combiner: CombiningOperator, _ xsEvents: [Recorded<Event<X>>], _ ysEvents: [Recorded<Event<Y>>],
        _ zsEvents: [Recorded<Event<Z>>],
        _ combine: @escaping (Observable<X>, Observable<Y>, Observable<Z>) -> Observable<Result>,
        events: [Recorded<Event<Result>>], subscriptions xsSubscriptions: [Subscription],
        _ ysSubscriptions: [Subscription],
        _ zsSubscriptions: [Subscription], file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(xsEvents)
        let ys = scheduler.createHotObservable(ysEvents)
        let zs = scheduler.createHotObservable(zsEvents)
        let res = scheduler.start { combine(xs.asObservable(), ys.asObservable(), zs.asObservable()) }
        XCTAssertEqual(res.events, events, "\(combiner)", file: file, line: line)
        XCTAssertEqual(xs.subscriptions, xsSubscriptions, "\(combiner), xs", file: file, line: line)
        XCTAssertEqual(ys.subscriptions, ysSubscriptions, "\(combiner), ys", file: file, line: line)
        XCTAssertEqual(zs.subscriptions, zsSubscriptions, "\(combiner), zs", file: file, line: line)
    }

    /// Runs `combine` over eight hot sources whose events `sources` gives by index, and
    /// checks its events and that source `i` was subscribed from 200 to `completions[i]`.
    private func checkEight(
        _ combiner: CombiningOperator, sources: (Int) -> [Recorded<Event<Int>>],
        _ combine: @escaping ([Observable<Int>]) -> Observable<Int>, events: [Recorded<Event<Int>>],
        completions: [TestTime],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = (0..<8).map { scheduler.createHotObservable(sources($0)) }
        let res = scheduler.start { combine(hot.map { $0.asObservable() }) }
        XCTAssertEqual(res.events, events, "\(combiner)", file: file, line: line)
        for (index, source) in hot.enumerated() {
            XCTAssertEqual(
                source.subscriptions, [Subscription(200, completions[index])], "\(combiner), source \(index)",
                file: file, line: line)
        }
    }

    /// Runs `combine` over hot sources with `sourceEvents` and checks its events and that
    /// source `i` was subscribed from 200 to `completions[i]`.
    private func checkCollection<Result: Equatable>(
        _ combiner: CombiningOperator, _ sourceEvents: [[Recorded<Event<Int>>]],
        _ combine: @escaping ([Observable<Int>]) -> Observable<Result>, events: [Recorded<Event<Result>>],
        completions: [TestTime], file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = sourceEvents.map { scheduler.createHotObservable($0) }
        let res = scheduler.start { combine(hot.map { $0.asObservable() }) }
        XCTAssertEqual(res.events, events, "\(combiner)", file: file, line: line)
        XCTAssertEqual(
            hot.map(\.subscriptions), completions.map { [Subscription(200, $0)] }, "\(combiner)", file: file,
            line: line)
    }
}
