import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Subjects and relays against RxSwift 6 on virtual time (RxSwift/Subjects/*.swift,
/// RxRelay/*.swift): what a subscriber that comes after the terminal event receives, what
/// `dispose()` of the subject does, `hasObservers`, and that events after the terminal
/// event are ignored. The source (`subjectTestSource`) completes at 630, then sends
/// `next(640)`, `completed(650)` and `error(660)`, which every subject must ignore.
final class SubjectParityTests: RheoTestCase {
    // MARK: Late subscribers

    func testPublishSubjectLateSubscriberGetsOnlyTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { PublishSubject<Int>() },
            windows: [(300, nil), (700, nil)])
        XCTAssertEqual(
            observers[0].events, [.next(340, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[1].events, [.completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testBehaviorSubjectLateSubscriberGetsOnlyTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler, failing: true)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { BehaviorSubject(value: 100) },
            windows: [(150, nil), (300, nil), (700, nil)])
        XCTAssertEqual(
            observers[0].events,
            [
                .next(150, 100), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6), .next(520, 7),
                .error(630, TestError(1)),
            ])
        XCTAssertEqual(
            observers[1].events,
            [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7), .error(630, TestError(1))])
        XCTAssertEqual(observers[2].events, [.error(700, TestError(1))])
    }

    func testReplaySubjectLateSubscriberGetsTheBufferThenTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { ReplaySubject<Int>.create(bufferSize: 2) },
            windows: [(300, nil), (700, nil)])
        XCTAssertEqual(
            observers[0].events,
            [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[1].events, [.next(700, 6), .next(700, 7), .completed(700)])
    }

    func testUnboundedReplaySubjectReplaysEverythingAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler, failing: true)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { ReplaySubject<Int>.createUnbounded() },
            windows: [(700, nil)])
        XCTAssertEqual(
            observers[0].events,
            [.next(700, 3), .next(700, 4), .next(700, 5), .next(700, 6), .next(700, 7), .error(700, TestError(1))])
    }

    func testAsyncSubjectSendsTheLastElementAtCompletionAndToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { AsyncSubject<Int>() },
            windows: [(300, nil), (700, nil)])
        XCTAssertEqual(observers[0].events, [.next(630, 7), .completed(630)])
        XCTAssertEqual(observers[1].events, [.next(700, 7), .completed(700)])
    }

    func testAsyncSubjectLateSubscriberAfterAnErrorGetsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler, failing: true)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { AsyncSubject<Int>() },
            windows: [(300, nil), (700, nil)])
        XCTAssertEqual(observers[0].events, [.error(630, TestError(1))])
        XCTAssertEqual(observers[1].events, [.error(700, TestError(1))])
    }

    // MARK: dispose() of the subject

    /// After `dispose()`, RxSwift's subjects ignore events, drop their observers without a
    /// terminal event, and fail a new subscription with `RxError.disposed(object:)`.
    func testDisposedSubjectsFailNewSubscriptionsAndDropObservers() {
        func check<Subject: SubjectType & Disposable>(_ name: String, _ make: @escaping () -> Subject)
        where Subject.Element == Int, Subject.Observer.Element == Int {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = subjectTestSource(scheduler)
            let (observers, _) = runSubjectScenario(
                scheduler, source: xs, make: make,
                windows: [(300, nil), (500, nil)],
                actions: [(400, { $0.dispose() })])
            XCTAssertEqual(observers[0].events.filter { $0.value.isStopEvent }, [], name)
            XCTAssertEqual(observers[0].events.last?.time ?? 0 < 400, true, name)
            XCTAssertEqual(observers[1].events.count, 1, name)
            XCTAssertEqual(observers[1].events.first?.time, 500, name)
            if case RxError.disposed? = observers[1].events.first?.value.error {
            } else {
                XCTFail("\(name): \(observers[1].events)")
            }
        }
        check("PublishSubject") { PublishSubject<Int>() }
        check("BehaviorSubject") { BehaviorSubject(value: 0) }
        check("ReplaySubject") { ReplaySubject<Int>.create(bufferSize: 3) }
    }

    func testHasObservers() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe()
        let second = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        let third = subject.subscribe()
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        third.dispose()

        let behavior = BehaviorSubject(value: 1)
        let subscription = behavior.subscribe()
        XCTAssertTrue(behavior.hasObservers)
        behavior.dispose()
        XCTAssertFalse(behavior.hasObservers)
        subscription.dispose()
    }

    func testBehaviorSubjectValueAfterTerminalAndDispose() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(try subject.value(), 2)
        let failed = BehaviorSubject(value: 1)
        failed.onError(TestError(1))
        XCTAssertThrowsError(try failed.value()) { XCTAssertEqual($0 as? TestError, TestError(1)) }
        subject.dispose()
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed? = error as? RxError else { return XCTFail("\(error)") }
        }
    }

    // MARK: Relays

    func testRelaysNeverTerminateAndReplayAsTheirSubjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let bag = DisposeBag()
        var late: [TestableObserver<Int>] = []
        scheduler.scheduleAt(210) {
            publish.accept(1)
            behavior.accept(1)
            replay.accept(1)
        }
        scheduler.scheduleAt(220) {
            publish.accept(2)
            behavior.accept(2)
            replay.accept(2)
        }
        scheduler.scheduleAt(300) {
            late = [publish.asObservable(), behavior.asObservable(), replay.asObservable()].map {
                scheduler.record($0, disposeBag: bag)
            }
        }
        scheduler.scheduleAt(310) {
            publish.accept(3)
            behavior.accept(3)
            replay.accept(3)
        }
        scheduler.start()
        XCTAssertEqual(late[0].events, [.next(310, 3)])
        XCTAssertEqual(late[1].events, [.next(300, 2), .next(310, 3)])
        XCTAssertEqual(late[2].events, [.next(300, 2), .next(310, 3)])
        XCTAssertEqual(behavior.value, 3)
    }
}
