import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SharedSequenceOperatorsTests: RheoTestCase {
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

    /// Runs `create` under `SharingScheduler.mock` on a new test scheduler with the default
    /// times (created 100, subscribed 200, disposed 1000).
    private func run<Element>(
        _ scheduler: TestScheduler,
        _ create: @escaping () -> Driver<Element>
    ) -> TestableObserver<Element> {
        var res: TestableObserver<Element>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start(create)
        }
        return res
    }

    func testMapFilterCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let res = run(scheduler) {
            xs.asDriver(onErrorJustReturn: 0)
                .map { $0 * 10 }
                .filter { $0 != 20 }
                .compactMap { $0 == 30 ? nil : "\($0)" }
        }
        XCTAssertEqual(res.events, [.next(211, "10"), .next(241, "40"), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testOperatorsKeepTheStrategyAndShareAgain() {
        var subscribeCount = 0
        let relay = PublishRelay<Int>()
        let mapped = Observable<Int>.deferred {
            subscribeCount += 1
            return relay.asObservable()
        }.asDriver(onErrorJustReturn: 0).map { $0 + 1 }
        let a = RecordingObserver<Int>()
        let b = RecordingObserver<Int>()
        let subscriptions = [mapped.drive(a), mapped.drive(b)]
        relay.accept(1)
        XCTAssertEqual(subscribeCount, 1)
        XCTAssertEqual(a.elements, [2])
        XCTAssertEqual(b.elements, [2])
        let late = RecordingObserver<Int>()
        let lateSubscription = mapped.drive(late)
        XCTAssertEqual(late.elements, [2], "the mapped driver replays its latest element")
        (subscriptions + [lateSubscription]).forEach { $0.dispose() }
    }

    func testFlatMapLatestSwitchesToTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let inner1 = scheduler.createHotObservable([.next(220, 10), .next(260, 11), .completed(300)])
        let inner2 = scheduler.createHotObservable([.next(270, 20), .completed(280)])
        let res = run(scheduler) {
            xs.asDriver(onErrorJustReturn: 0).flatMapLatest { value in
                (value == 1 ? inner1 : inner2).asDriver(onErrorJustReturn: -1)
            }
        }
        XCTAssertEqual(res.events, [.next(221, 10), .next(271, 20), .completed(401)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(211, 251)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(251, 280)])
    }

    func testFlatMapFirstAndFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(400)])
        let first = run(scheduler) {
            xs.asDriver(onErrorJustReturn: 0).flatMapFirst { value in
                Driver<Int>.timer(.seconds(20)).map { _ in value }
            }
        }
        XCTAssertEqual(first.events, [.next(231, 1), .completed(401)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .completed(400)])
        let all = run(scheduler2) {
            ys.asDriver(onErrorJustReturn: 0).flatMap { value in
                Driver<Int>.timer(.seconds(20)).map { _ in value }
            }
        }
        XCTAssertEqual(all.events, [.next(231, 1), .next(236, 2), .completed(401)])
    }

    func testDistinctUntilChangedForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 12), .next(250, 3),
        ])
        var plain: TestableObserver<Int>!
        var keyed: TestableObserver<Int>!
        var compared: TestableObserver<Int>!
        var keyedCompared: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            plain = scheduler.record(driver.distinctUntilChanged(), disposeBag: bag)
            keyed = scheduler.record(driver.distinctUntilChanged { $0 % 10 }, disposeBag: bag)
            compared = scheduler.record(driver.distinctUntilChanged { $0 % 10 == $1 % 10 }, disposeBag: bag)
            keyedCompared = scheduler.record(
                driver.distinctUntilChanged({ $0 % 10 }, comparer: { $0 == $1 }), disposeBag: bag)
            scheduler.start()
        }
        XCTAssertEqual(plain.events.compactMap(\.value.element), [1, 2, 12, 3])
        XCTAssertEqual(keyed.events.compactMap(\.value.element), [1, 2, 3])
        XCTAssertEqual(compared.events.compactMap(\.value.element), [1, 2, 3])
        XCTAssertEqual(keyedCompared.events.compactMap(\.value.element), [1, 2, 3])
    }

    func testStartWithScanSkipEnumerated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        var scanned: TestableObserver<Int>!
        var scannedInto: TestableObserver<[Int]>!
        var enumerated: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            scanned = scheduler.record(driver.startWith(100).scan(0, accumulator: +).skip(1), disposeBag: bag)
            scannedInto = scheduler.record(driver.scan(into: [Int]()) { $0.append($1) }, disposeBag: bag)
            enumerated = scheduler.record(driver.enumerated().map { $0.index * 100 + $0.element }, disposeBag: bag)
            scheduler.start()
        }
        XCTAssertEqual(scanned.events, [.next(211, 101), .next(221, 103), .next(231, 106), .completed(241)])
        XCTAssertEqual(scannedInto.events.compactMap(\.value.element), [[1], [1, 2], [1, 2, 3]])
        XCTAssertEqual(enumerated.events.compactMap(\.value.element), [1, 102, 203])
    }

    func testDebounceThrottleDelayUseTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(300, 3), .completed(400)])
        var debounced: TestableObserver<Int>!
        var throttled: TestableObserver<Int>!
        var delayed: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            debounced = scheduler.record(driver.debounce(.seconds(20)), disposeBag: bag)
            throttled = scheduler.record(driver.throttle(.seconds(50), latest: false), disposeBag: bag)
            delayed = scheduler.record(driver.delay(.seconds(5)), disposeBag: bag)
            scheduler.start()
        }
        XCTAssertEqual(debounced.events, [.next(236, 2), .next(321, 3), .completed(401)])
        XCTAssertEqual(throttled.events, [.next(211, 1), .next(301, 3), .completed(401)])
        XCTAssertEqual(delayed.events.compactMap(\.value.element), [1, 2, 3])
        XCTAssertEqual(delayed.events.first?.time, 216)
    }

    func testCombineLatestZipAndWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
        var combined: TestableObserver<Int>!
        var tuples: TestableObserver<String>!
        var zipped: TestableObserver<Int>!
        var zippedCollection: TestableObserver<[Int]>!
        var combinedCollection: TestableObserver<[Int]>!
        var latest: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            let a = xs.asDriver(onErrorJustReturn: 0)
            let b = ys.asDriver(onErrorJustReturn: 0)
            combined = scheduler.record(Driver.combineLatest(a, b) { $0 + $1 }, disposeBag: bag)
            tuples = scheduler.record(Driver.combineLatest(a, b, a).map { "\($0.0)\($0.1)\($0.2)" }, disposeBag: bag)
            zipped = scheduler.record(Driver.zip(a, b) { $0 * $1 }, disposeBag: bag)
            zippedCollection = scheduler.record(Driver.zip([a, b]), disposeBag: bag)
            combinedCollection = scheduler.record(Driver.combineLatest([a, b]), disposeBag: bag)
            latest = scheduler.record(a.withLatestFrom(b) { $0 + $1 }, disposeBag: bag)
            scheduler.start()
        }
        XCTAssertEqual(combined.events.compactMap(\.value.element), [11, 12, 22])
        XCTAssertEqual(tuples.events.compactMap(\.value.element), ["1101", "2101", "2102", "2202"])
        XCTAssertEqual(zipped.events.compactMap(\.value.element), [10, 40])
        XCTAssertEqual(zippedCollection.events.compactMap(\.value.element), [[1, 10], [2, 20]])
        XCTAssertEqual(combinedCollection.events.compactMap(\.value.element), [[1, 10], [2, 10], [2, 20]])
        XCTAssertEqual(latest.events.compactMap(\.value.element), [12])
    }

    func testMergeConcatSwitchLatestSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(310)])
        let ticks = scheduler.createHotObservable([.next(235, ()), .next(250, ()), .completed(320)])
        var merged: TestableObserver<Int>!
        var concatenated: TestableObserver<Int>!
        var switched: TestableObserver<Int>!
        var mergedInner: TestableObserver<Int>!
        var sampled: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            let a = xs.asDriver(onErrorJustReturn: 0)
            let b = ys.asDriver(onErrorJustReturn: 0)
            merged = scheduler.record(Driver.merge(a, b), disposeBag: bag)
            concatenated = scheduler.record(Driver.concat([Driver.of(7, 8), Driver.just(9)]), disposeBag: bag)
            switched = scheduler.record(Driver.just(b).switchLatest(), disposeBag: bag)
            mergedInner = scheduler.record(Driver.of(a, b).merge(), disposeBag: bag)
            sampled = scheduler.record(a.sample(ticks.asDriver(onErrorJustReturn: ())), disposeBag: bag)
            scheduler.start()
        }
        XCTAssertEqual(merged.events.compactMap(\.value.element), [1, 2, 3, 4])
        XCTAssertEqual(concatenated.events.compactMap(\.value.element), [7, 8, 9])
        XCTAssertTrue(concatenated.events.last?.value.isCompleted ?? false)
        XCTAssertEqual(switched.events.compactMap(\.value.element), [2, 4])
        XCTAssertEqual(mergedInner.events.compactMap(\.value.element), [1, 2, 3, 4])
        XCTAssertEqual(sampled.events.compactMap(\.value.element), [3])
    }

    /// A `Driver` of `Signal`s, from hot test observables: the outer sends 1 at 210 and 2 at
    /// 250 and completes at 400; element 1 maps to a signal of 10 (220), 11 (260) and
    /// completion (300), element 2 to a signal of 20 (310) and completion (320).
    private func driverOfSignals(
        _ scheduler: TestScheduler
    ) -> (outer: TestableObservable<Int>, inner: [TestableObservable<Int>], driver: Driver<Signal<Int>>) {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let inner1 = scheduler.createHotObservable([.next(220, 10), .next(260, 11), .completed(300)])
        let inner2 = scheduler.createHotObservable([.next(310, 20), .completed(320)])
        let driver = xs.asDriver(onErrorJustReturn: 0).map { value in
            (value == 1 ? inner1 : inner2).asSignal(onErrorJustReturn: -1)
        }
        return (xs, [inner1, inner2], driver)
    }

    func testSwitchLatestOfAnotherKindIsOfTheInnerKind() {
        // RxCocoa: `Driver<Signal<Int>>.switchLatest()` is a `Signal<Int>`, shared as a
        // signal (no replay), with the elements at the times the inner signals deliver them.
        let scheduler = TestScheduler(initialClock: 0)
        var res: TestableObserver<Int>!
        var late: TestableObserver<Int>!
        var sources: (outer: TestableObservable<Int>, inner: [TestableObservable<Int>], driver: Driver<Signal<Int>>)!
        SharingScheduler.mock(scheduler: scheduler) {
            sources = driverOfSignals(scheduler)
            let switched: Signal<Int> = sources.driver.switchLatest()
            scheduler.scheduleAt(200) { res = scheduler.record(switched, disposeBag: self.bag) }
            scheduler.scheduleAt(300) { late = scheduler.record(switched, disposeBag: self.bag) }
            scheduler.start()
        }
        // The first signal's 11 (260) comes after the switch to the second signal (251).
        XCTAssertEqual(res.events, [.next(221, 10), .next(311, 20), .completed(401)])
        // A signal replays nothing: the late subscriber does not get 10.
        XCTAssertEqual(late.events, [.next(311, 20), .completed(401)])
        XCTAssertEqual(sources.outer.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(sources.inner[0].subscriptions, [Subscription(211, 251)])
        XCTAssertEqual(sources.inner[1].subscriptions, [Subscription(251, 320)])
    }

    func testSwitchLatestOfDriversInASignalIsADriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let inner = scheduler.createHotObservable([.next(220, 10), .next(260, 11), .completed(300)])
        var res: TestableObserver<Int>!
        var late: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            let drivers: Signal<Driver<Int>> = xs.asSignal(onErrorJustReturn: 0).map { _ in
                inner.asDriver(onErrorJustReturn: -1)
            }
            let switched: Driver<Int> = drivers.switchLatest()
            scheduler.scheduleAt(200) { res = scheduler.record(switched, disposeBag: self.bag) }
            scheduler.scheduleAt(265) { late = scheduler.record(switched, disposeBag: self.bag) }
            scheduler.start()
        }
        XCTAssertEqual(res.events, [.next(221, 10), .next(261, 11), .completed(401)])
        // A driver replays its latest element to a new subscriber.
        XCTAssertEqual(late.events, [.next(265, 11), .completed(401)])
        XCTAssertEqual(inner.subscriptions, [Subscription(211, 300)])
    }

    func testMergeOfAnotherKindIsOfTheInnerKind() {
        let scheduler = TestScheduler(initialClock: 0)
        var res: TestableObserver<Int>!
        var late: TestableObserver<Int>!
        var sources: (outer: TestableObservable<Int>, inner: [TestableObservable<Int>], driver: Driver<Signal<Int>>)!
        SharingScheduler.mock(scheduler: scheduler) {
            sources = driverOfSignals(scheduler)
            let merged: Signal<Int> = sources.driver.merge()
            scheduler.scheduleAt(200) { res = scheduler.record(merged, disposeBag: self.bag) }
            scheduler.scheduleAt(265) { late = scheduler.record(merged, disposeBag: self.bag) }
            scheduler.start()
        }
        XCTAssertEqual(res.events, [.next(221, 10), .next(261, 11), .next(311, 20), .completed(401)])
        XCTAssertEqual(late.events, [.next(311, 20), .completed(401)])
        XCTAssertEqual(sources.inner[0].subscriptions, [Subscription(211, 300)])
        XCTAssertEqual(sources.inner[1].subscriptions, [Subscription(251, 320)])
    }

    func testMergeMaxConcurrentOfAnotherKindIsOfTheInnerKind() {
        let scheduler = TestScheduler(initialClock: 0)
        var res: TestableObserver<Int>!
        var late: TestableObserver<Int>!
        var sources: (outer: TestableObservable<Int>, inner: [TestableObservable<Int>], driver: Driver<Signal<Int>>)!
        SharingScheduler.mock(scheduler: scheduler) {
            sources = driverOfSignals(scheduler)
            let merged: Signal<Int> = sources.driver.merge(maxConcurrent: 1)
            scheduler.scheduleAt(200) { res = scheduler.record(merged, disposeBag: self.bag) }
            scheduler.scheduleAt(265) { late = scheduler.record(merged, disposeBag: self.bag) }
            scheduler.start()
        }
        XCTAssertEqual(res.events, [.next(221, 10), .next(261, 11), .next(311, 20), .completed(401)])
        XCTAssertEqual(late.events, [.next(311, 20), .completed(401)])
        // The second signal waits for the first one's completion, delivered at 301.
        XCTAssertEqual(sources.inner[0].subscriptions, [Subscription(211, 300)])
        XCTAssertEqual(sources.inner[1].subscriptions, [Subscription(301, 320)])
    }

    func testWithUnretainedDoAndDebug() {
        final class Owner {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var owner: Owner? = Owner()
        var log: [String] = []
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.record(
                xs.asDriver(onErrorJustReturn: 0)
                    .do(
                        onNext: { log.append("do \($0)") }, onCompleted: { log.append("do completed") },
                        onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") }
                    )
                    .withUnretained(owner!) { _, value in value * 2 }, disposeBag: bag)
            scheduler.scheduleAt(215) { owner = nil }
            scheduler.start()
        }
        // The owner is gone when the second element arrives: the sequence completes.
        XCTAssertEqual(res.events, [.next(211, 2), .completed(221)])
        XCTAssertEqual(log, ["subscribe", "do 1", "do 2", "dispose"])
    }

    func testBadArgumentsAreReportedAndTheSequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var results: [TestableObserver<Int>] = []
        let violations = captureContractViolations {
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = xs.asDriver(onErrorJustReturn: 0)
                results.append(scheduler.record(Driver<Int>.interval(.seconds(-1)), disposeBag: bag))
                results.append(scheduler.record(Driver<Int>.timer(.seconds(1), period: .seconds(-1)), disposeBag: bag))
                results.append(scheduler.record(Driver.of(driver).merge(maxConcurrent: 0), disposeBag: bag))
                scheduler.start()
            }
        }
        // A negative debounce, throttle, delay or timer due time is accepted, as in RxCocoa
        // (BadInputTimeTests checks it); a negative skip passes everything, as in RxSwift
        // (SkipTests checks it).
        XCTAssertEqual(violations.count, 3, "\(violations)")
        for (violation, name) in zip(violations, ["interval(", "period", "maxConcurrent: 0"]) {
            XCTAssertTrue(violation.contains(name), "\(violation) should name \(name)")
        }
        for res in results {
            XCTAssertEqual(res.events, [.completed(0)])
        }
    }
}
