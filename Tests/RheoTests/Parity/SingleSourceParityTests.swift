import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Single-source operators against RxSwift 6 on virtual time: the events, their times and
/// the source's `Subscription` records that RxTest shows for the same marbles. Each
/// expectation is RxSwift's (read from its RxSwift/Observables/<Name>.swift): a terminal
/// event is sent at the time of the event that causes it, and the source's subscription
/// ends at that same time, since every RxSwift sink disposes itself after forwarding a
/// terminal event.
final class SingleSourceParityTests: RheoTestCase {
    private let error = TestError(1)

    // MARK: map, compactMap, filter

    func testMapThrowingFailsAtTheElementAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let error = self.error
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 3 { throw error }
                return value * 10
            }
        }
        XCTAssertEqual(res.events, [.next(210, 20), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapDropsNilAndCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
        ])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterPredicateThrowingFailsAtTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let error = self.error
        let res = scheduler.start {
            xs.filter { value in
                if value == 3 { throw error }
                return value.isMultiple(of: 2)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 2), .error(230, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingFromInsideOnNextStopsMapAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 20 }) { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: scan, reduce

    func testScanSendsEachAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.scan(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanIntoThrowingFailsAtTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let error = self.error
        let res = scheduler.start {
            xs.scan(into: [Int]()) { acc, value in
                if value == 2 { throw error }
                acc.append(value)
            }
        }
        XCTAssertEqual(res.events, [.next(210, [1]), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReduceSendsTheResultAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(300, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceOfNothingSendsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.reduce(7, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceMapResultThrowingFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let error = self.error
        let res = scheduler.start {
            xs.reduce(0, accumulator: +) { (_: Int) -> String in throw error }
        }
        XCTAssertEqual(res.events, [.error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceAccumulatorThrowingFailsAtTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let error = self.error
        let res = scheduler.start {
            xs.reduce(0) { acc, value in
                if value == 2 { throw error }
                return acc + value
            }
        }
        XCTAssertEqual(res.events, [.error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: distinctUntilChanged

    func testDistinctUntilChangedForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(300),
        ])
        let plain = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(plain.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 2), .next(240, 4), .completed(300),
        ])
        let keyed = scheduler2.start { ys.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(keyed.events, [.next(210, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedComparerThrowingFailsAtTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let error = self.error
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw error }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedAtKeyPath() {
        struct Item: Equatable {
            let key: Int
            let tag: String
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Item(key: 1, tag: "a")), .next(220, Item(key: 1, tag: "b")),
            .next(230, Item(key: 2, tag: "c")), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.key) }
        XCTAssertEqual(
            res.events,
            [.next(210, Item(key: 1, tag: "a")), .next(230, Item(key: 2, tag: "c")), .completed(300)])
    }

    // MARK: element(at:), take, takeLast, skip

    func testElementAtSendsAndCompletesAtTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAtPastTheEndFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(RheoTestCase.takeArgumentOutOfRangeMessages().count, 1)
    }

    func testTakeCompletesAtTheLastElementTaken() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeZeroNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeWhileExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let exclusive = scheduler.start { xs.take(while: { $0 < 2 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let inclusive = scheduler2.start { ys.take(while: { $0 < 2 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhilePredicateThrowingFailsAtTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let error = self.error
        let res = scheduler.start {
            xs.take(while: { value in
                if value == 2 { throw error }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeLastSendsEverythingAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLastDropsTheBufferOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, error)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// RxSwift's `SkipCount` does not check its count: a negative count skips nothing
    /// (RxSwift/Observables/Skip.swift, `remaining <= 0` forwards).
    func testNegativeSkipSkipsNothingAndIsReported() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var res: TestableObserver<Int>?
        let reported = captureContractViolations {
            res = scheduler.start { xs.skip(-3) }
        }
        XCTAssertEqual(res?.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(reported.first?.contains("skip(-3)") ?? false, "\(reported)")
        XCTAssertEqual(RheoTestCase.takeArgumentOutOfRangeMessages(), [])
    }

    func testSkipWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 5), .next(230, 2), .completed(300),
        ])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(220, 5), .next(230, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: toArray, materialize, dematerialize, ignoreElements, enumerated

    func testToArraySendsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(300, [1, 2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMaterializeTurnsTheTerminalEventIntoAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, error)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            res.events.map { "\($0.time) \($0.value)" },
            ["210 next(next(1))", "300 next(error(\(error)))", "300 completed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDematerializeEndsAtAnErrorElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event<Int>.next(1)), .next(220, Event<Int>.error(error)), .next(230, Event<Int>.next(2)),
            .completed(300),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerializeEndsAtACompletedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event<Int>.next(1)), .next(220, Event<Int>.completed), .completed(300),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testIgnoreElementsKeepsTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumeratedCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0a"), .next(220, "1b"), .completed(300)])
    }

    // MARK: single, defaultIfEmpty

    /// RxSwift's `single()` sends the first element when it arrives, not at completion
    /// (RxSwift/Observables/SingleAsync.swift), and fails at a second one.
    func testSingleSendsTheElementAtOnceAndFailsAtASecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleOfNothingFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.single { $0 > 5 } }
        XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSinglePredicateSendsTheMatchAndCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 6), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.single { $0 > 5 } }
        XCTAssertEqual(res.events, [.next(220, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testIfEmptyDefaultSendsTheDefaultAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(300, 9), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: withUnretained, decode

    func testWithUnretainedCompletesAtTheFirstElementAfterTheObjectIsGone() {
        final class Owner {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        var owner: Owner? = Owner()
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!).map { $0.1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDecodeFailsAtTheUndecodableElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data("1".utf8)), .next(220, Data("x".utf8)), .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: Int.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, 1))
        XCTAssertEqual(res.events.last?.time, 220)
        XCTAssertNotNil(res.events.last?.value.error)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: Conversions to traits

    func testAsSingleSendsTheElementAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAsSingleFailsAtASecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleOfNothingFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
    }

    func testAsMaybeOfNothingCompletesAndOfTwoFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res2 = scheduler2.start { ys.asMaybe() }
        XCTAssertEqual(res2.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testAsCompletableIgnoresElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.ignoreElements().asCompletable() }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: do

    /// RxSwift's `Do.run`: `onSubscribe`, subscribe the source, `onSubscribed`; its
    /// disposable disposes the source and then calls `onDispose`, which a terminal event
    /// triggers right after `after...` (RxSwift/Observables/Do.swift).
    func testDoHandlerOrderForACompletingSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let res = scheduler.start {
            xs.do(
                onNext: { log.append("onNext \($0) @\(scheduler.clock)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted @\(scheduler.clock)") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose @\(scheduler.clock)") })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(
            log,
            [
                "onSubscribe @200", "onSubscribed", "onNext 1 @210", "afterNext 1", "onCompleted @300",
                "afterCompleted", "onDispose @300",
            ])
    }

    func testDoOnDisposeRunsAtTheDisposalTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(900)])
        var log: [String] = []
        let res = scheduler.start(disposed: 400) {
            xs.do(onDispose: { log.append("onDispose @\(scheduler.clock)") })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(log, ["onDispose @400"])
    }

    func testDoOnErrorThrowingReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError(1))])
        let res = scheduler.start {
            xs.do(onError: { _ in throw TestError(2) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDoAfterNextThrowingFailsAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 1 { throw TestError(2) } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(210, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: create, deferred, just, empty, error, never

    func testCreateIgnoresEventsAfterItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed: [TestTime] = []
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(TestError(1))
                return Disposables.create { disposed.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(disposed, [200])
    }

    func testCreateStopsDeliveringOnceDisposedFromInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed: [TestTime] = []
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 1 }) {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(210) {
                    observer.onNext(1)
                    observer.onNext(2)
                    observer.onCompleted()
                }
                return Disposables.create { disposed.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(disposed, [210])
    }

    func testDeferredFactoryThrowingFailsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.deferred { throw TestError(1) }
        }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
    }

    func testDeferredCallsItsFactoryAtEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var calls: [TestTime] = []
        let res = scheduler.start {
            Observable<Int>.deferred {
                calls.append(scheduler.clock)
                return xs.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls, [200])
    }

    /// `just`, `empty`, `error` and `never` deliver during `subscribe` in RxSwift: they
    /// override `subscribe` and do not go through the trampoline
    /// (RxSwift/Observables/Just.swift, Empty.swift, Error.swift, Never.swift).
    func testImmediateSourcesDeliverBeforeSubscribeReturns() {
        var log: [String] = []
        _ = Observable.just(1).subscribe { log.append("just \($0)") }
        log.append("|")
        _ = Observable<Int>.empty().subscribe { log.append("empty \($0)") }
        log.append("|")
        _ = Observable<Int>.error(TestError(1)).subscribe { log.append("error \($0.error != nil)") }
        log.append("|")
        _ = Observable<Int>.never().subscribe { log.append("never \($0)") }
        log.append("|")
        XCTAssertEqual(
            log, ["just next(1)", "just completed", "|", "empty completed", "|", "error true", "|", "|"])
    }
}
