import Dispatch
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Every operator that takes a time, fed negative, zero and huge intervals: a negative span
/// acts as zero, as in RxSwift, and is reported; a negative period gives the
/// documented `RxError.argumentOutOfRange` error event without subscribing; a zero period
/// or time span is the shortest one, as in RxSwift; huge intervals neither trap nor
/// overflow the scheduler's clock.
final class BadInputTimeTests: RheoTestCase {
    private let negatives: [RxTimeInterval] = [
        .nanoseconds(-1), .seconds(-1), .seconds(Int.min), .nanoseconds(Int.min), .milliseconds(Int.min),
    ]
    private let huge: [RxTimeInterval] = [
        .seconds(Int.max), .milliseconds(Int.max), .microseconds(Int.max), .nanoseconds(Int.max),
    ]

    /// RxSwift treats a negative span as zero (its schedulers run such an action as soon as
    /// they can), so Rheo does too: the same events at the same times as with zero. The
    /// call is still reported, once, through `Hooks.argumentOutOfRangeHandler`.
    func testNegativeSpansBehaveAsZeroAndAreReported() {
        for bad in negatives {
            assertNegativeActsAsZero("delay(.\(bad))", bad) { $0.delay($2, scheduler: $1) }
            assertNegativeActsAsZero("delaySubscription(.\(bad))", bad) { $0.delaySubscription($2, scheduler: $1) }
            assertNegativeActsAsZero("debounce(.\(bad))", bad) { $0.debounce($2, scheduler: $1) }
            assertNegativeActsAsZero("throttle(.\(bad))", bad) { $0.throttle($2, scheduler: $1) }
            assertNegativeActsAsZero("throttle(.\(bad))", bad) { $0.throttle($2, latest: false, scheduler: $1) }
            assertNegativeActsAsZero("timeout(.\(bad))", bad) { $0.timeout($2, scheduler: $1) }
            assertNegativeActsAsZero("timeout(.\(bad), other:)", bad) {
                $0.timeout($2, other: Observable.just(0), scheduler: $1)
            }
            assertNegativeActsAsZero("skip(for: .\(bad))", bad) { $0.skip(for: $2, scheduler: $1) }
            assertNegativeActsAsZero("skip(.\(bad), scheduler:)", bad) { $0.skip($2, scheduler: $1) }
            assertNegativeActsAsZero("take(for: .\(bad))", bad) { $0.take(for: $2, scheduler: $1) }
            assertNegativeActsAsZero("timer(.\(bad))", bad) { _, scheduler, span in
                Observable<Int>.timer(span, scheduler: scheduler)
            }
            assertNegativeActsAsZero("timer(.\(bad))", bad) { _, scheduler, span in
                Observable<Int>.timer(span, period: .seconds(10), scheduler: scheduler)
            }
            assertNegativeActsAsZero("buffer(timeSpan: .\(bad), count: 2)", bad) {
                $0.buffer(timeSpan: $2, count: 2, scheduler: $1)
            }
            assertNegativeActsAsZero("window(timeSpan: .\(bad), count: 2)", bad) {
                $0.window(timeSpan: $2, count: 2, scheduler: $1).map { _ in 0 }
            }
            // Traits pass the same spans on.
            assertNegativeActsAsZero("delay(.\(bad))", bad) {
                $0.take(1).asSingle().delay($2, scheduler: $1).asObservable()
            }
            assertNegativeActsAsZero("delaySubscription(.\(bad))", bad) {
                $0.take(1).asMaybe().delaySubscription($2, scheduler: $1).asObservable()
            }
            assertNegativeActsAsZero("timeout(.\(bad))", bad) {
                $0.take(1).asSingle().timeout($2, scheduler: $1).asObservable()
            }
            assertNegativeActsAsZero("timer(.\(bad))", bad) { _, scheduler, span in
                Single<Int>.timer(span, scheduler: scheduler).asObservable()
            }
            assertNegativeActsAsZero("timer(.\(bad))", bad) { _, scheduler, span in
                Infallible<Int>.timer(span, scheduler: scheduler).asObservable()
            }
            assertNegativeActsAsZero("debounce(.\(bad))", bad) { _, scheduler, span in
                Infallible.just(1).debounce(span, scheduler: scheduler).asObservable()
            }
            assertNegativeActsAsZero("throttle(.\(bad))", bad) { _, scheduler, span in
                Infallible.just(1).throttle(span, scheduler: scheduler).asObservable()
            }
            assertNegativeActsAsZero("take(for: .\(bad))", bad) { _, scheduler, span in
                Infallible.just(1).take(for: span, scheduler: scheduler).asObservable()
            }
        }
    }

    /// Where RxSwift traps (a negative period reaches Dispatch's timer, which converts it to
    /// an unsigned interval), Rheo sends an `argumentOutOfRange` error. (A negative time span
    /// of `buffer`/`window` reaches only one-shot timers, which RxSwift runs at once: it acts
    /// as zero, above.)
    func testNegativePeriodsAreArgumentErrorsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        for bad in negatives {
            assertArgumentErrorWithoutSubscribing("interval(.\(bad))") { _ in
                Observable<Int>.interval(bad, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("period must not be negative") { _ in
                Observable<Int>.timer(.seconds(1), period: bad, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("interval(.\(bad))") { _ in
                Infallible<Int>.interval(bad, scheduler: scheduler).asObservable()
            }
        }
    }

    /// Runs `make` with `bad` and with zero on fresh schedulers, over a hot source
    /// `1 @ 210, 2 @ 212, 3 @ 230, completed @ 300`, and asserts the same events, the same
    /// source subscriptions, and one report naming `fragment` for `bad` only.
    private func assertNegativeActsAsZero<Element: Equatable>(
        _ fragment: String, _ bad: RxTimeInterval, file: StaticString = #filePath, line: UInt = #line,
        _ make: @escaping (Observable<Int>, TestScheduler, RxTimeInterval) -> Observable<Element>
    ) {
        func play(_ span: RxTimeInterval) -> ([Recorded<Event<Element>>], [Subscription]) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .completed(300)])
            let events = scheduler.start { make(xs.asObservable(), scheduler, span) }.events
            return (events, xs.subscriptions)
        }
        var negative: ([Recorded<Event<Element>>], [Subscription]) = ([], [])
        var zero: ([Recorded<Event<Element>>], [Subscription]) = ([], [])
        let badMessages = captureArgumentOutOfRangeMessages { negative = play(bad) }
        let zeroMessages = captureArgumentOutOfRangeMessages { zero = play(.seconds(0)) }
        XCTAssertEqual(negative.0, zero.0, "\(fragment): events", file: file, line: line)
        XCTAssertEqual(negative.1, zero.1, "\(fragment): subscriptions", file: file, line: line)
        let argumentErrors = negative.0.filter { recorded in
            guard case .argumentOutOfRange? = recorded.value.error as? RxError else { return false }
            return true
        }
        XCTAssertEqual(argumentErrors, [], "\(fragment): no argument error", file: file, line: line)
        assertOneArgumentOutOfRangeMessage(badMessages, mentioning: fragment, file: file, line: line)
        XCTAssertEqual(zeroMessages, [], "\(fragment): zero is not reported", file: file, line: line)
    }

    /// As in RxSwift, zero is the shortest period or time span: one tick on `TestScheduler`,
    /// in every unit, with nothing reported.
    func testZeroPeriodsAndTimeSpansTickEveryVirtualTick() {
        for zero in [RxTimeInterval.nanoseconds(0), .seconds(0)] {
            let messages = captureArgumentOutOfRangeMessages {
                XCTAssertEqual(
                    run { _, scheduler in Observable<Int>.interval(zero, scheduler: scheduler).take(3) },
                    [.next(201, 0), .next(202, 1), .next(203, 2), .completed(203)], "interval(.\(zero))")
                XCTAssertEqual(
                    run { _, scheduler in
                        Observable<Int>.timer(.seconds(5), period: zero, scheduler: scheduler).take(3)
                    },
                    [.next(205, 0), .next(206, 1), .next(207, 2), .completed(207)], "timer(period: .\(zero))")
                XCTAssertEqual(
                    run { $0.buffer(timeSpan: zero, count: 5, scheduler: $1).take(3) },
                    [.next(201, []), .next(202, []), .next(203, []), .completed(203)], "buffer(timeSpan: .\(zero))")
                XCTAssertEqual(
                    run { $0.window(timeSpan: zero, count: 5, scheduler: $1).take(3).map { _ in 0 } },
                    [.next(200, 0), .next(201, 0), .next(202, 0), .completed(202)], "window(timeSpan: .\(zero))")
            }
            XCTAssertEqual(messages, [], "zero is not reported")
        }
    }

    func testSharedSequencesReportNegativePeriodsAsContractViolationsAndComplete() {
        let cases: [(String, Observable<Int>)] = [
            ("interval(.seconds(-1))", Driver<Int>.interval(.seconds(-1)).asObservable()),
            ("interval(.nanoseconds(-1))", Signal<Int>.interval(.nanoseconds(-1)).asObservable()),
            ("period must not be negative", Driver<Int>.timer(.seconds(1), period: .seconds(-1)).asObservable()),
        ]
        for (fragment, observable) in cases {
            var events: [Event<Int>] = []
            let violations = captureContractViolations {
                events = synchronousEvents(observable)
            }
            XCTAssertEqual(eventSummary(events), "completed", fragment)
            XCTAssertEqual(violations.count, 1, fragment)
            XCTAssertTrue(violations.first?.contains(fragment) ?? false, "\(violations) does not mention \(fragment)")
        }
    }

    /// As RxCocoa's, the shared sequences' zero period is the scheduler's shortest one.
    func testSharedSequencesTickEveryVirtualTickOnAZeroPeriod() {
        let cases: [(String, () -> Observable<Int>)] = [
            ("Driver.interval", { Driver<Int>.interval(.seconds(0)).asObservable() }),
            ("Signal.interval", { Signal<Int>.interval(.nanoseconds(0)).asObservable() }),
            ("Driver.timer", { Driver<Int>.timer(.seconds(1), period: .seconds(0)).asObservable() }),
        ]
        for (name, make) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            var events: [Recorded<Event<Int>>] = []
            let violations = captureContractViolations {
                SharingScheduler.mock(scheduler: scheduler) {
                    events = scheduler.start { make().take(3) }.events
                }
            }
            XCTAssertEqual(violations, [], name)
            XCTAssertEqual(events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(203)], name)
        }
    }

    /// RxCocoa accepts a negative span for the shared sequences' time operators and treats it
    /// as zero; so does Rheo, reporting it through `Hooks.argumentOutOfRangeHandler`.
    func testSharedSequencesTreatNegativeSpansAsZero() {
        let cases: [(String, () -> Observable<Int>)] = [
            ("timer(.seconds(-1))", { Driver<Int>.timer(.seconds(-1)).asObservable() }),
            ("debounce(.seconds(-1))", { Driver.just(1).debounce(.seconds(-1)).asObservable() }),
            ("throttle(.seconds(-1))", { Signal.just(1).throttle(.seconds(-1)).asObservable() }),
            ("delay(.seconds(-1))", { Driver.just(1).delay(.seconds(-1)).asObservable() }),
        ]
        for (fragment, make) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            var events: [Recorded<Event<Int>>] = []
            let messages = captureArgumentOutOfRangeMessages {
                SharingScheduler.mock(scheduler: scheduler) {
                    events = scheduler.start { make() }.events
                }
            }
            assertOneArgumentOutOfRangeMessage(messages, mentioning: fragment)
            XCTAssertEqual(events.count, 2, "\(fragment): \(events)")
            XCTAssertEqual(events.first?.value.element, fragment.hasPrefix("timer") ? 0 : 1, fragment)
            XCTAssertTrue(events.last?.value.isCompleted ?? false, "\(fragment): \(events)")
        }
    }

    /// Runs `make` on a hot source `1 @ 210, 2 @ 220, completed @ 300` with the default
    /// `TestScheduler.start` (subscribe at 200, dispose at 1000).
    private func run<Element: Equatable>(
        _ make: @escaping (Observable<Int>, TestScheduler) -> Observable<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        return scheduler.start { make(xs.asObservable(), scheduler) }.events
    }

    func testHugeTimesOnVirtualTimeNeitherTrapNorFire() {
        for long in huge {
            let passThrough: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
            XCTAssertEqual(run { $0.delay(long, scheduler: $1) }, [], "delay(\(long))")
            XCTAssertEqual(run { $0.delaySubscription(long, scheduler: $1) }, [], "delaySubscription(\(long))")
            XCTAssertEqual(
                run { $0.debounce(long, scheduler: $1) }, [.next(300, 2), .completed(300)], "debounce(\(long))")
            // As documented, the completion waits behind the element waiting for its window.
            XCTAssertEqual(run { $0.throttle(long, scheduler: $1) }, [.next(210, 1)], "throttle(\(long))")
            XCTAssertEqual(
                run { $0.throttle(long, latest: false, scheduler: $1) }, [.next(210, 1), .completed(300)],
                "throttle(\(long), latest: false)")
            XCTAssertEqual(run { $0.timeout(long, scheduler: $1) }, passThrough, "timeout(\(long))")
            XCTAssertEqual(run { $0.take(for: long, scheduler: $1) }, passThrough, "take(for: \(long))")
            XCTAssertEqual(run { $0.skip(for: long, scheduler: $1) }, [.completed(300)], "skip(for: \(long))")
            XCTAssertEqual(
                run { $0.buffer(timeSpan: long, count: 5, scheduler: $1) }, [.next(300, [1, 2]), .completed(300)],
                "buffer(\(long))")
            XCTAssertEqual(
                run { $0.window(timeSpan: long, count: 5, scheduler: $1).flatMap { $0 } }, passThrough,
                "window(\(long))")
            XCTAssertEqual(
                run { _, scheduler in Observable<Int>.interval(long, scheduler: scheduler) }, [], "interval(\(long))")
            XCTAssertEqual(
                run { _, scheduler in Observable<Int>.timer(long, scheduler: scheduler) }, [], "timer(\(long))")
            XCTAssertEqual(
                run { _, scheduler in Observable<Int>.timer(.seconds(0), period: long, scheduler: scheduler) }.count, 1,
                "timer(0, period: \(long))")
        }
    }

    func testPeriodsBelowTheVirtualResolutionTakeOneTickInsteadOfSpinning() {
        // One tick is a second here: a nanosecond period must still move the clock on, or
        // `start()` would never reach its disposal time.
        XCTAssertEqual(
            run { _, scheduler in Observable<Int>.interval(.nanoseconds(1), scheduler: scheduler).take(3) },
            [.next(201, 0), .next(202, 1), .next(203, 2), .completed(203)])
        XCTAssertEqual(
            run { _, scheduler in Observable<Int>.timer(.nanoseconds(1), period: .nanoseconds(1), scheduler: scheduler)
            }.count, 799)
    }

    func testNeverBehavesAsDocumented() {
        let passThrough: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
        XCTAssertEqual(run { $0.delay(.never, scheduler: $1) }, [], "delay(.never) never sends elements or completion")
        XCTAssertEqual(run { $0.delaySubscription(.never, scheduler: $1) }, [])
        XCTAssertEqual(
            run { $0.throttle(.never, scheduler: $1) }, [.next(210, 1), .completed(300)],
            "Rheo deviation: the terminal passes at once")
        XCTAssertEqual(run { $0.timeout(.never, scheduler: $1) }, passThrough)
        XCTAssertEqual(run { $0.take(for: .never, scheduler: $1) }, passThrough)
        XCTAssertEqual(run { $0.skip(for: .never, scheduler: $1) }, [.completed(300)])
        XCTAssertEqual(
            run { $0.buffer(timeSpan: .never, count: 1, scheduler: $1) },
            [.next(210, [1]), .next(220, [2]), .next(300, []), .completed(300)])
        XCTAssertEqual(run { _, scheduler in Observable<Int>.interval(.never, scheduler: scheduler) }, [])
        XCTAssertEqual(run { _, scheduler in Observable<Int>.timer(.never, scheduler: scheduler) }, [])
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(5))])
        let delayed = scheduler.start { failing.delay(.never, scheduler: scheduler) }
        XCTAssertEqual(delayed.events, [.error(250, TestError(5))], "delay(.never) passes errors at once")
    }

    func testHugeTimesOnDispatchSchedulersNeitherTrapNorFire() {
        let schedulers: [SchedulerType] = [
            SerialDispatchQueueScheduler(qos: .default),
            ConcurrentDispatchQueueScheduler(qos: .default),
            SerialScheduler(),
            MainScheduler.instance,
        ]
        for scheduler in schedulers {
            for long in huge {
                let recorder = RecordingObserver<Int>()
                let subscriptions = [
                    Observable<Int>.timer(long, scheduler: scheduler).subscribe(recorder),
                    Observable<Int>.interval(long, scheduler: scheduler).subscribe(recorder),
                    Observable<Int>.timer(long, period: long, scheduler: scheduler).subscribe(recorder),
                    Observable.just(1).delay(long, scheduler: scheduler).subscribe(recorder),
                    Observable.just(1).delaySubscription(long, scheduler: scheduler).subscribe(recorder),
                    Observable<Int>.never().timeout(long, scheduler: scheduler).subscribe(recorder),
                ]
                subscriptions.forEach { $0.dispose() }
                XCTAssertEqual(recorder.events.count, 0, "\(scheduler) \(long)")
            }
        }
    }
}
