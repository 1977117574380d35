import Dispatch
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Every operator that takes a time, fed negative, zero and huge intervals: negative (and
/// zero for periods) gives the documented `RxError.argumentOutOfRange` error event without
/// subscribing; huge intervals neither trap nor overflow the scheduler's clock.
final class BadInputTimeTests: RheoTestCase {
    private let negatives: [RxTimeInterval] = [
        .nanoseconds(-1), .seconds(-1), .seconds(Int.min), .nanoseconds(Int.min), .milliseconds(Int.min),
    ]
    private let huge: [RxTimeInterval] = [
        .seconds(Int.max), .milliseconds(Int.max), .microseconds(Int.max), .nanoseconds(Int.max),
    ]

    func testNegativeTimesAreArgumentErrorsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        for bad in negatives {
            assertArgumentErrorWithoutSubscribing("delay(.\(bad))") { $0.delay(bad, scheduler: scheduler) }
            assertArgumentErrorWithoutSubscribing("delaySubscription(.\(bad))") {
                $0.delaySubscription(bad, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("debounce(.\(bad))") { $0.debounce(bad, scheduler: scheduler) }
            assertArgumentErrorWithoutSubscribing("throttle(.\(bad))") { $0.throttle(bad, scheduler: scheduler) }
            assertArgumentErrorWithoutSubscribing("throttle(.\(bad))") {
                $0.throttle(bad, latest: false, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("timeout(.\(bad))") { $0.timeout(bad, scheduler: scheduler) }
            assertArgumentErrorWithoutSubscribing("timeout(.\(bad), other:)") {
                $0.timeout(bad, other: Observable.just(0), scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("skip(for: .\(bad))") { $0.skip(for: bad, scheduler: scheduler) }
            assertArgumentErrorWithoutSubscribing("take(for: .\(bad))") { $0.take(for: bad, scheduler: scheduler) }
            assertArgumentErrorWithoutSubscribing("timeSpan must be positive") {
                $0.buffer(timeSpan: bad, count: 1, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("timeSpan must be positive") {
                $0.window(timeSpan: bad, count: 1, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("interval(.\(bad))") { _ in
                Observable<Int>.interval(bad, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("timer(.\(bad))") { _ in
                Observable<Int>.timer(bad, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("period must be positive") { _ in
                Observable<Int>.timer(.seconds(1), period: bad, scheduler: scheduler)
            }
            // Traits pass the same errors on.
            assertArgumentErrorWithoutSubscribing("delay(.\(bad))") {
                $0.asSingle().delay(bad, scheduler: scheduler).asObservable()
            }
            assertArgumentErrorWithoutSubscribing("delaySubscription(.\(bad))") {
                $0.asMaybe().delaySubscription(bad, scheduler: scheduler).asObservable()
            }
            assertArgumentErrorWithoutSubscribing("timeout(.\(bad))") {
                $0.asSingle().timeout(bad, scheduler: scheduler).asObservable()
            }
            assertArgumentErrorWithoutSubscribing("timer(.\(bad))") { _ in
                Single<Int>.timer(bad, scheduler: scheduler).asObservable()
            }
            assertArgumentErrorWithoutSubscribing("interval(.\(bad))") { _ in
                Infallible<Int>.interval(bad, scheduler: scheduler).asObservable()
            }
            assertArgumentErrorWithoutSubscribing("timer(.\(bad))") { _ in
                Infallible<Int>.timer(bad, scheduler: scheduler).asObservable()
            }
            assertArgumentErrorWithoutSubscribing("debounce(.\(bad))") { _ in
                Infallible.just(1).debounce(bad, scheduler: scheduler).asObservable()
            }
            assertArgumentErrorWithoutSubscribing("throttle(.\(bad))") { _ in
                Infallible.just(1).throttle(bad, scheduler: scheduler).asObservable()
            }
            assertArgumentErrorWithoutSubscribing("take(for: .\(bad))") { _ in
                Infallible.just(1).take(for: bad, scheduler: scheduler).asObservable()
            }
        }
    }

    func testZeroPeriodsAndTimeSpansAreArgumentErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        for zero in [RxTimeInterval.nanoseconds(0), .seconds(0)] {
            assertArgumentErrorWithoutSubscribing("interval(.\(zero)): period must be positive") { _ in
                Observable<Int>.interval(zero, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("period: .\(zero)): period must be positive") { _ in
                Observable<Int>.timer(.seconds(1), period: zero, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("timeSpan must be positive") {
                $0.buffer(timeSpan: zero, count: 3, scheduler: scheduler)
            }
            assertArgumentErrorWithoutSubscribing("timeSpan must be positive") {
                $0.window(timeSpan: zero, count: 3, scheduler: scheduler)
            }
        }
    }

    func testSharedSequencesReportBadTimesAsContractViolationsAndComplete() {
        let cases: [(String, Observable<Int>)] = [
            ("interval(.seconds(-1))", Driver<Int>.interval(.seconds(-1)).asObservable()),
            ("interval(.nanoseconds(0))", Signal<Int>.interval(.nanoseconds(0)).asObservable()),
            ("timer(.seconds(-1))", Driver<Int>.timer(.seconds(-1)).asObservable()),
            ("period must be positive", Driver<Int>.timer(.seconds(1), period: .seconds(0)).asObservable()),
            ("debounce(.seconds(-1))", Driver.just(1).debounce(.seconds(-1)).asObservable()),
            ("throttle(.seconds(-1))", Signal.just(1).throttle(.seconds(-1)).asObservable()),
            ("delay(.seconds(-1))", Driver.just(1).delay(.seconds(-1)).asObservable()),
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
