import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// RxSwift 6 parity of the traits' time operators (`Single`, `Maybe`, `Completable`,
/// `Driver`, `Signal`), and of disposal from inside a delivery, on virtual time.
final class TimeTraitParityTests: RheoTestCase {
    // MARK: Single, Maybe, Completable

    func testSingleDelaySendsTheCompletionOneTickAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .completed(216)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMaybeDelayOfAnEmptyMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start { xs.asMaybe().delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(215)])
    }

    func testCompletableDelayAndErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start { xs.asCompletable().delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(215)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.error(10, TestError(1), Never.self)])
        let res2 = scheduler2.start { ys.asCompletable().delay(.seconds(5), scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.error(210, TestError(1))])
    }

    func testSingleTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMaybeTimeoutSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(5)])
        let res = scheduler.start {
            xs.asMaybe().timeout(.seconds(10), other: ys.asMaybe(), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(215, 2), .completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 215)])
    }

    func testCompletableTimeoutWithinTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(5, Never.self)])
        let res = scheduler.start { xs.asCompletable().timeout(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(205)])
    }

    func testSingleDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(5)])
        let res = scheduler.start { xs.asSingle().delaySubscription(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 225)])
    }

    func testCompletableDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(5, Never.self)])
        let res = scheduler.start { xs.asCompletable().delaySubscription(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 225)])
    }

    func testSingleObserveOnSendsTheCompletionOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(212)])
    }

    // MARK: Driver, Signal

    func testDriverDebounceThrottleDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .completed(300)])
        var debounced: [Recorded<Event<Int>>] = []
        var throttled: [Recorded<Event<Int>>] = []
        var delayed: [Recorded<Event<Int>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let a = scheduler.record(driver.debounce(.seconds(5)))
            let b = scheduler.record(driver.throttle(.seconds(5)))
            let c = scheduler.record(driver.delay(.seconds(5)))
            scheduler.start()
            debounced = a.events
            throttled = b.events
            delayed = c.events
        }
        // `asDriver` observes on the strategy's scheduler, as RxCocoa's does: every source
        // event reaches the operators one tick later (211, 213, 231, completed 301).
        XCTAssertEqual(debounced, [.next(218, 2), .next(236, 3), .completed(301)])
        XCTAssertEqual(throttled, [.next(211, 1), .next(216, 2), .next(231, 3), .completed(301)])
        XCTAssertEqual(delayed, [.next(216, 1), .next(218, 2), .next(236, 3), .completed(306)])
    }

    func testSignalThrottleNotLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(216, 3), .completed(300)])
        var events: [Recorded<Event<Int>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let observer = scheduler.record(signal.throttle(.seconds(5), latest: false))
            scheduler.start()
            events = observer.events
        }
        // One tick later for `asSignal`'s `observe(on:)`, as in RxCocoa.
        XCTAssertEqual(events, [.next(211, 1), .next(217, 3), .completed(301)])
    }

    // MARK: disposal from inside a delivery

    /// Disposing from inside the first delayed element: nothing more is sent, and the
    /// timer of the next one does not fire (RxSwift's sink is disposed, its timer with it).
    func testDelayDisposedFromInsideADelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(212)])
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.delay(.seconds(5), scheduler: scheduler).subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    func testObserveOnDisposedFromInsideADelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(230, 3)])
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.observe(on: scheduler).subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 211)])
    }

    func testThrottleDisposedFromInsideTheTimersDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .completed(213)])
        var received: [Int] = []
        var completed = false
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.throttle(.seconds(10), scheduler: scheduler).subscribe(
                onNext: { value in
                    received.append(value)
                    if value == 2 { subscription?.dispose() }
                }, onCompleted: { completed = true })
        }
        scheduler.start()
        // RxSwift sends 2 and then the completion from the same timer action; disposal in
        // between stops the completion.
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(completed)
    }
}
