import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// `asInfallible()` on `Driver`/`Signal`, `Infallible.asDriver()` and `createUnsafe(source:)`.
final class SharedSequenceInfallibleTests: RheoTestCase {
    /// Runs `create` under `SharingScheduler.mock` with the default times.
    private func run<Element>(
        _ scheduler: TestScheduler, _ create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        var res: TestableObserver<Element>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start(create)
        }
        return res
    }

    func testDriverAsInfallibleKeepsTheDriversEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = run(scheduler) {
            let infallible: Infallible<Int> = xs.asDriver(onErrorJustReturn: -1).asInfallible()
            return infallible.asObservable()
        }
        // Delivered on the mocked sharing scheduler (one tick later), the error replaced.
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, -1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSignalAsInfallibleIsStillShared() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscriptions = 0
        let relay = PublishRelay<Int>()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var bag: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = Observable<Int>.deferred {
                subscriptions += 1
                return relay.asObservable()
            }.asSignal(onErrorJustReturn: 0)
            let infallible = signal.asInfallible()
            scheduler.scheduleAt(200) { bag.append(infallible.asObservable().subscribe(a)) }
            scheduler.scheduleAt(205) { bag.append(infallible.asObservable().subscribe(b)) }
            scheduler.scheduleAt(210) { relay.accept(7) }
            scheduler.scheduleAt(300) { bag.forEach { $0.dispose() } }
            scheduler.start()
        }
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(a.events, [.next(211, 7)])
        XCTAssertEqual(b.events, [.next(211, 7)])
    }

    func testInfallibleAsDriverObservesOnTheSharingSchedulerAndReplays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let late = scheduler.createObserver(Int.self)
        let res = run(scheduler) {
            let driver = Infallible<Int>.deferred { xs.asInfallible(onErrorJustReturn: 0) }.asDriver()
            scheduler.scheduleAt(250) { _ = driver.drive(late) }
            return driver.asObservable()
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(301)])
        XCTAssertEqual(late.events, [.next(250, 2), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCreateUnsafeWrapsTheSourceAsItIs() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var subscriptions = 0
        let res = run(scheduler) {
            let driver = Driver<Int>.createUnsafe(
                source: Observable<Int>.deferred {
                    subscriptions += 1
                    return xs.asObservable()
                })
            return driver.asObservable()
        }
        // Not moved to the sharing scheduler: no extra tick.
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(subscriptions, 1)

        let relay = PublishRelay<Int>()
        var counted = 0
        let unshared = Signal<Int>.createUnsafe(
            source: Observable<Int>.deferred {
                counted += 1
                return relay.asObservable()
            })
        let d1 = unshared.emit(onNext: { _ in })
        let d2 = unshared.emit(onNext: { _ in })
        d1.dispose()
        d2.dispose()
        XCTAssertEqual(counted, 2, "createUnsafe does not share")
    }
}
