import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Traits and shared sequences against RxSwift 6 / RxCocoa 6 on virtual time. Under
/// `SharingScheduler.mock`, RxCocoa's `Driver.just`/`empty` are `just`/`empty` subscribed on
/// the sharing scheduler, `of`/`from` are `from(_:scheduler:)` on it, and `never` is
/// `never()` (RxCocoa/Traits/SharedSequence/SharedSequence.swift); the test scheduler runs
/// "now" one tick later, so a subscription at 200 sees its first event at 201.
final class TraitParityTests: RheoTestCase {
    private var bag: DisposeBag!

    override func setUp() {
        super.setUp()
        bag = DisposeBag()
    }

    override func tearDown() {
        bag = nil
        super.tearDown()
    }

    private func runDriver<Element>(
        _ scheduler: TestScheduler, _ create: @escaping () -> Driver<Element>
    ) -> TestableObserver<Element> {
        var res: TestableObserver<Element>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start(create)
        }
        return res
    }

    // MARK: Driver and Signal creation

    func testDriverJustAndEmptyDeliverOneTickAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(runDriver(scheduler) { Driver.just(1) }.events, [.next(201, 1), .completed(201)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(runDriver(scheduler2) { Driver<Int>.empty() }.events, [.completed(201)])
        let scheduler3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(runDriver(scheduler3) { Driver<Int>.never() }.events, [])
    }

    func testDriverOfAndFromSendOneElementPerSchedulerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            runDriver(scheduler) { Driver.of(1, 2) }.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            runDriver(scheduler2) { Driver.from([1, 2]) }.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let scheduler3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            runDriver(scheduler3) { Driver.from(optional: 5) }.events, [.next(201, 5), .completed(202)])
    }

    func testSignalDoesNotReplayAndDriverReplaysOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        var late: [TestableObserver<Int>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                _ = scheduler.record(driver, disposeBag: self.bag)
                _ = scheduler.record(signal, disposeBag: self.bag)
            }
            scheduler.scheduleAt(230) {
                late = [scheduler.record(driver, disposeBag: self.bag), scheduler.record(signal, disposeBag: self.bag)]
            }
            scheduler.start()
        }
        XCTAssertEqual(late[0].events, [.next(230, 2), .next(241, 3)])
        XCTAssertEqual(late[1].events, [.next(241, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(200)])
    }

    func testDriveAndEmitForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                driver.drive(
                    onNext: { log.append("drive next \($0) @\(scheduler.clock)") },
                    onCompleted: { log.append("drive completed @\(scheduler.clock)") },
                    onDisposed: { log.append("drive disposed @\(scheduler.clock)") }
                ).disposed(by: self.bag)
                signal.emit(
                    onNext: { log.append("emit next \($0) @\(scheduler.clock)") },
                    onCompleted: { log.append("emit completed @\(scheduler.clock)") },
                    onDisposed: { log.append("emit disposed @\(scheduler.clock)") }
                ).disposed(by: self.bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(
            log,
            [
                "drive next 1 @211", "emit next 1 @211", "drive completed @221", "drive disposed @221",
                "emit completed @221", "emit disposed @221",
            ])
    }

    // MARK: Single, Maybe, Completable

    func testSingleCreateSuccessIsAnElementAndACompletionAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed: [TestTime] = []
        let res = scheduler.start {
            Single<Int>.create { single in
                scheduler.scheduleAt(250) { single(.success(1)) }
                return Disposables.create { disposed.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(disposed, [250])
    }

    func testSingleSubscribeCallsOnDisposedRightAfterOnSuccess() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.asSingle().subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })
        subject.onNext(1)
        log.append("|")
        subject.onCompleted()
        log.append("|")
        subscription.dispose()
        XCTAssertEqual(log, ["|", "success 1", "disposed", "|"])
    }

    func testSingleSubscribeWithSingleEvent() {
        var events: [String] = []
        _ = Single.just(1).subscribe { event in
            switch event {
            case .success(let value): events.append("success \(value)")
            case .failure: events.append("failure")
            }
        }
        _ = Single<Int>.error(TestError(1)).subscribe { event in
            if case .failure(let error) = event { events.append("failure \(error)") }
        }
        XCTAssertEqual(events, ["success 1", "failure \(TestError(1))"])
    }

    func testMaybeCreateForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe<Int>.create { maybe in
                scheduler.scheduleAt(250) { maybe(.completed) }
                scheduler.scheduleAt(260) { maybe(.success(1)) }
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let res2 = scheduler2.start {
            Maybe<Int>.create { maybe in
                scheduler2.scheduleAt(250) { maybe(.success(2)) }
                return Disposables.create()
            }
        }
        XCTAssertEqual(res2.events, [.next(250, 2), .completed(250)])
    }

    func testCompletableCreateAndSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.create { completable in
                scheduler.scheduleAt(250) { completable(.error(TestError(1))) }
                scheduler.scheduleAt(260) { completable(.completed) }
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(250, TestError(1))])

        var log: [String] = []
        _ = Completable.empty().subscribe(
            onCompleted: { log.append("completed") }, onError: { _ in log.append("error") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed"])
    }

    func testTraitConversions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle().asMaybe() }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let res2 = scheduler2.start { ys.asSingle().asCompletable() }
        XCTAssertEqual(res2.events, [.completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    // MARK: Infallible

    func testInfallibleCreateAndConversions() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                scheduler.scheduleAt(210) { observer(.next(1)) }
                scheduler.scheduleAt(220) { observer(.completed) }
                scheduler.scheduleAt(230) { observer(.next(2)) }
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res2 = scheduler2.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res2.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
