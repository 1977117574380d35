import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// RxSwift 6 parity of debounce, throttle, timeout, sample, take(for:), skip(_:scheduler:),
/// delaySubscription, timer, interval, buffer and window on virtual time.
///
/// Ties: a test observable schedules all its events when it is subscribed, so at a tick
/// where one of its events and an operator's timer are both due, whichever was scheduled
/// first runs first, as on RxSwift's `TestScheduler`.
final class TimeOperatorsParityTests: RheoTestCase {
    // MARK: debounce

    func testDebounceSendsTheLastElementAfterQuiet() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(15, 2), .next(40, 3), .next(45, 4), .completed(48),
        ])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        // 2 is due at 225; 4 (due 255) is sent by the completion at 248, with it.
        XCTAssertEqual(res.events, [.next(225, 2), .next(248, 4), .completed(248)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 248)])
    }

    /// The element that arrives at the tick its predecessor's timer is due wins (it was
    /// scheduled first) and restarts the timer: the predecessor is dropped.
    func testDebounceTieDropsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(50)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(250)])
    }

    func testDebounceErrorDropsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(15, TestError(1))])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(215, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testDebounceZeroSendsEachElementOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(230)])
    }

    func testDebounceDisposedWhileAnElementWaits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let res = scheduler.start(disposed: 215) { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    // MARK: throttle

    func testThrottleLatestSendsTheFirstAndTheLastOfAWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(12, 2), .next(15, 3), .next(40, 4), .completed(60),
        ])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(240, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testThrottleNotLatestDropsTheRestOfAWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(12, 2), .next(15, 3), .next(20, 4), .next(25, 5), .completed(60),
        ])
        let res = scheduler.start { xs.throttle(.seconds(10), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 4), .completed(260)])
    }

    /// A completion while an element waits is sent with it, when the window ends.
    func testThrottleCompletionWaitsForThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(12, 2), .completed(14)])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 214)])
    }

    /// The source's element at the tick the window ends runs before the window's timer
    /// (it was scheduled first): it is sent at once, and the pending element is dropped.
    func testThrottleTieSendsTheNewElementAndDropsThePendingOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(15, 2), .next(20, 3), .completed(40)])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .completed(240)])
    }

    func testThrottleErrorDropsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(12, 2), .error(14, TestError(1))])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(214, TestError(1))])
    }

    func testThrottleZeroPassesEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .next(11, 3), .completed(12)])
        let res = scheduler.start { xs.throttle(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(211, 3), .completed(212)])
    }

    // MARK: timeout

    /// The first timer is scheduled before the source is subscribed, so at a tie it wins.
    func testTimeoutFirstTimerWinsATieWithTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    /// A later timer is scheduled after the source's events, so at a tie the element wins.
    func testTimeoutLaterElementWinsATieWithItsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(15, 2), .next(40, 3)])
        let res = scheduler.start { xs.timeout(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .error(225, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testTimeoutSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(30, 2)])
        let ys = scheduler.createColdObservable([.next(5, 10), .completed(10)])
        let res = scheduler.start { xs.timeout(.seconds(10), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(220, 10), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(215, 225)])
    }

    /// RxSwift subscribes `other` (for the plain form, an error sequence) before it
    /// releases the source: the timeout error reaches the observer before the source is
    /// disposed, and `other` is subscribed before it too.
    func testTimeoutSwitchesBeforeReleasingTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let source = Observable<Int>.never().do(onDispose: { log.append("source disposed") })
        let other = Observable<Int>.never().do(onSubscribe: { log.append("other subscribed") })
        let bag = CompositeDisposable()
        scheduler.scheduleAt(200) {
            _ = bag.insert(
                source.timeout(.seconds(10), scheduler: scheduler)
                    .subscribe(onError: { _ in log.append("timeout error") }))
            _ = bag.insert(source.timeout(.seconds(20), other: other, scheduler: scheduler).subscribe())
        }
        scheduler.start()
        bag.dispose()
        XCTAssertEqual(log, ["timeout error", "source disposed", "other subscribed", "source disposed"])
    }

    func testTimeoutCompletionBeforeTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(8)])
        let ys = scheduler.createColdObservable([.next(5, 10)])
        let res = scheduler.start { xs.timeout(.seconds(10), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(208)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimeoutZeroTimesOutOneTickAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1)])
        let res = scheduler.start { xs.timeout(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(201, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    // MARK: sample

    func testSampleSendsTheLatestElementAtEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(8, 2), .next(25, 3), .completed(40)])
        let ticks = scheduler.createColdObservable([.next(10, ()), .next(20, ()), .next(30, ()), .next(50, ())])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])
    }

    /// The sampler's completion samples too, as in RxSwift 6.
    func testSamplerCompletionSamples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(15, 2), .completed(40)])
        let ticks = scheduler.createColdObservable([.next(10, ()), .completed(20)])
        let res = scheduler.start { xs.sample(ticks) }
        // RxSwift 6 never completes here (nothing is left to send the completion);
        // Rheo completes with the source (safety deviation: "never ends").
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(240)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 220)])
    }

    func testSampleDefaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(40)])
        let ticks = scheduler.createColdObservable([.next(10, ()), .next(20, ()), .next(50, ())])
        let res = scheduler.start { xs.sample(ticks, defaultValue: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .next(250, 0), .completed(250)])
    }

    /// A source that completes with an element waiting: the next tick sends it, then the
    /// completion, as in RxSwift.
    func testSampleSourceCompletionWaitsForTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(25, 2), .completed(28)])
        let ticks = scheduler.createColdObservable([.next(10, ()), .next(30, ()), .next(40, ())])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 228)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 230)])
    }

    // MARK: subscribe(on:)

    /// RxSwift's `SubscribeOn` schedules both the subscription and its disposal on the
    /// scheduler: one tick later each on `TestScheduler`.
    func testSubscribeOnSchedulesSubscriptionAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(900, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    /// RxSwift's `SubscribeOn` subscribes a custom `ObservableType` (the test observable)
    /// directly, so its subscription ends through the scheduled disposal, one tick after
    /// the terminal event.
    func testSubscribeOnCustomSourceCompletionIsDisposedOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 222)])
    }

    /// An `Observable.create` source disposes itself after its terminal event, at once, as
    /// RxSwift's `AnonymousObservableSink` does; only the downstream's disposal goes
    /// through the scheduler.
    func testSubscribeOnCreateSourceDisposesItselfAtItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let source = Observable<Int>.create { observer in
            let timer = scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
            return Disposables.create {
                disposedAt.append(scheduler.clock)
                timer.dispose()
            }
        }
        let res = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(221, 1), .completed(221)])
        XCTAssertEqual(disposedAt, [221])
        let never = TestScheduler(initialClock: 0)
        var neverDisposedAt: [Int] = []
        let open = Observable<Int>.create { _ in Disposables.create { neverDisposedAt.append(never.clock) } }
        _ = never.start { open.subscribe(on: never) }
        XCTAssertEqual(neverDisposedAt, [1001])
    }

    // MARK: take(for:), skip(_:scheduler:)

    /// The timer is scheduled before the source is subscribed: at a tie it completes first.
    func testTakeForTimerWinsATie() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3)])
        let res = scheduler.start { xs.take(for: .seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testTakeForZeroCompletesOneTickAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 0), .next(1, 1), .next(2, 2)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    /// The timer is scheduled before the source is subscribed: at a tie the element passes.
    func testSkipForTimerWinsATie() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .completed(20)])
        let res = scheduler.start { xs.skip(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 3), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipForZeroDropsOnlyWhatComesBeforeTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 0), .next(1, 1), .completed(2)])
        let res = scheduler.start { xs.skip(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    // MARK: delaySubscription

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(235, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    func testDelaySubscriptionDisposedBeforeSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDelaySubscriptionZeroSubscribesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(206, 1), .completed(211)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 211)])
    }

    // MARK: timer, interval

    func testTimerOneShotSendsZeroAndCompletesAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
    }

    func testTimerZeroFiresOneTickAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testTimerPeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 260) {
            Observable<Int>.timer(.seconds(30), period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(230, 0), .next(240, 1), .next(250, 2)])
    }

    func testTimerPeriodicWithZeroDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 230) {
            Observable<Int>.timer(.seconds(0), period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(211, 1), .next(221, 2)])
    }

    /// The tick due at the disposal time does not fire: the disposal was scheduled first.
    func testIntervalStopsAtDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 240) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    // MARK: buffer(timeSpan:count:scheduler:)

    func testBufferByTimeAndCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(5, 1), .next(6, 2), .next(7, 3), .next(25, 4), .completed(35),
        ])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(10), count: 3, scheduler: scheduler) }
        // Full at 207 (a new window and timer start there: due 217, 227, ...).
        XCTAssertEqual(
            res.events,
            [.next(207, [1, 2, 3]), .next(217, []), .next(227, [4]), .next(235, []), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    /// The timer is scheduled before the source is subscribed: at a tie the buffer is sent
    /// first and the element starts the next one.
    func testBufferTimerWinsATieWithTheFirstWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .completed(15)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(10), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(215, [2]), .completed(215)])
    }

    func testBufferErrorDropsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(8, TestError(1))])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(10), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(208, TestError(1))])
    }

    // MARK: window(timeSpan:count:scheduler:)

    func testWindowByTimeAndCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(6, 2), .next(15, 3), .completed(25)])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
                .enumerated()
                .flatMap { index, window in window.map { "\(index):\($0)" } }
        }
        // Window 0 opens at 200 and is full at 206; window 1 opens there (timer due 216),
        // window 2 at 216.
        XCTAssertEqual(res.events, [.next(205, "0:1"), .next(206, "0:2"), .next(215, "1:3"), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }
}
