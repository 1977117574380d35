import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Counts the work in progress and says whether any is running, as RxSwift's widely
/// copied `ActivityIndicator` example: it adopts `SharedSequenceConvertibleType` with
/// `asSharedSequence()` alone, and no `asObservable()` of its own.
private final class ActivityCounter: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let count = BehaviorRelay(value: 0)
    private let loading: SharedSequence<DriverSharingStrategy, Bool>

    init() {
        loading = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    func started() { count.accept(count.value + 1) }

    func ended() { count.accept(count.value - 1) }

    func asSharedSequence() -> SharedSequence<DriverSharingStrategy, Bool> {
        loading
    }
}

final class SharedSequenceTests: RheoTestCase {
    // Holds the subscriptions `record` makes; emptied before the live-object count is checked.
    private var bag: DisposeBag!

    override func setUp() {
        super.setUp()
        bag = DisposeBag()
    }

    override func tearDown() {
        bag = nil
        super.tearDown()
    }

    /// Runs `create` under `SharingScheduler.mock` with the default times.
    private func run<Element>(
        _ scheduler: TestScheduler, _ create: @escaping () -> Driver<Element>
    ) -> TestableObserver<Element> {
        var res: TestableObserver<Element>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start(create)
        }
        return res
    }

    func testCreationFunctions() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalls = 0
        var just: TestableObserver<Int>!
        var empty: TestableObserver<Int>!
        var never: TestableObserver<Int>!
        var from: TestableObserver<Int>!
        var optional: TestableObserver<Int>!
        var deferred: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            just = scheduler.record(Driver.just(1), disposeBag: bag)
            empty = scheduler.record(Driver<Int>.empty(), disposeBag: bag)
            never = scheduler.record(Driver<Int>.never(), disposeBag: bag)
            from = scheduler.record(Driver.from([1, 2]), disposeBag: bag)
            optional = scheduler.record(Driver.from(optional: 5), disposeBag: bag)
            let lazy = Driver<Int>.deferred {
                factoryCalls += 1
                return Driver.just(factoryCalls)
            }
            deferred = scheduler.record(lazy, disposeBag: bag)
            scheduler.start()
        }
        XCTAssertEqual(just.events.map(\.value), [.next(1), .completed])
        XCTAssertEqual(empty.events.map(\.value), [.completed])
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(from.events.compactMap(\.value.element), [1, 2])
        XCTAssertEqual(optional.events.map(\.value), [.next(5), .completed])
        XCTAssertEqual(deferred.events.map(\.value), [.next(1), .completed])
        XCTAssertEqual(factoryCalls, 1)
    }

    func testIntervalAndTimerRunOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = run(scheduler) { Driver<Int>.interval(.seconds(100)) }
        XCTAssertEqual(
            res.events,
            [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let once = run(scheduler2) { Driver<Int>.timer(.seconds(30)) }
        XCTAssertEqual(once.events, [.next(230, 0), .completed(230)])
    }

    func testSignalCreationFunctionsDeliverOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var just: TestableObserver<Int>!
        var empty: TestableObserver<Int>!
        var of: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            just = scheduler.record(Signal.just(1), disposeBag: bag)
            empty = scheduler.record(Signal<Int>.empty(), disposeBag: bag)
            of = scheduler.record(Signal.of(1, 2, 3), disposeBag: bag)
            XCTAssertEqual(just.events, [], "nothing before the scheduler runs")
            scheduler.start()
        }
        XCTAssertEqual(just.events, [.next(1, 1), .completed(1)])
        XCTAssertEqual(empty.events, [.completed(1)])
        XCTAssertEqual(of.events.compactMap(\.value.element), [1, 2, 3])
    }

    func testJustOnTheMainThreadDeliversAtOnce() {
        var received: [Int] = []
        let subscription = Driver.just(4).drive(onNext: { received.append($0) })
        XCTAssertEqual(received, [4], "the main scheduler runs at once on the main thread")
        subscription.dispose()
    }

    func testATypeWithOnlyAsSharedSequenceIsAnObservableConvertibleType() {
        // RxCocoa gives `SharedSequenceConvertibleType` a default `asObservable()`.
        let scheduler = TestScheduler(initialClock: 0)
        var viaObservable: TestableObserver<Bool>!
        var viaDriver: TestableObserver<Bool>!
        SharingScheduler.mock(scheduler: scheduler) {
            let activity = ActivityCounter()
            let observable: Observable<Bool> = activity.asObservable()
            let driver: Driver<Bool> = activity.asDriver()
            viaObservable = scheduler.record(observable, disposeBag: bag)
            viaDriver = scheduler.record(driver, disposeBag: bag)
            scheduler.scheduleAt(210) { activity.started() }
            scheduler.scheduleAt(220) { activity.started() }
            scheduler.scheduleAt(230) { activity.ended() }
            scheduler.scheduleAt(240) { activity.ended() }
            scheduler.start()
        }
        XCTAssertEqual(viaObservable.events, [.next(1, false), .next(211, true), .next(241, false)])
        XCTAssertEqual(viaDriver.events, [.next(1, false), .next(211, true), .next(241, false)])
    }
}
