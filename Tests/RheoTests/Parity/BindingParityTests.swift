import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Bindings against RxCocoa 6 / RxRelay 6 on virtual time.
///
/// RxCocoa's `bind(to: observers...)` is `subscribe { event in observers.forEach { $0.on(event) } }`
/// (RxCocoa/Common/Observable+Bind.swift): every event, completion included, reaches the
/// observers. RxRelay's `bind(to: relays...)` accepts elements only; a completion is dropped
/// and an error is a binding error (RxRelay/Observable+Bind.swift). `Binder` schedules each
/// element on its scheduler and ignores completion (RxCocoa/Common/Binder.swift).
/// `Driver.drive`/`Signal.emit` into relays accept elements only, into observers forward
/// every event (RxCocoa/Traits/Driver/Driver+Subscription.swift, Signal+Subscription.swift).
final class BindingParityTests: RheoTestCase {
    private final class Target {
        var values: [String] = []
    }

    func testBindToSubjectsForwardsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let subject = PublishSubject<Int>()
        let optionalSubject = PublishSubject<Int?>()
        let res = scheduler.createObserver(Int.self)
        let optionalRes = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            subject.subscribe(res).disposed(by: bag)
            optionalSubject.subscribe(optionalRes).disposed(by: bag)
        }
        scheduler.scheduleAt(200) {
            xs.bind(to: subject).disposed(by: bag)
            xs.bind(to: optionalSubject).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(optionalRes.events, [.next(210, 1), .next(220, 2), .completed(230)])
        // RxSwift subscribes a test observable through `asObservable()` (a `create`), whose
        // sink ends the subscription at the terminal event.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
    }

    func testBindToRelaysDropsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let res = scheduler.createObserver(Int.self)
        let behaviorRes = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            publish.subscribe(res).disposed(by: bag)
            behavior.subscribe(behaviorRes).disposed(by: bag)
        }
        scheduler.scheduleAt(200) {
            xs.bind(to: publish, publish).disposed(by: bag)
            xs.bind(to: behavior).disposed(by: bag)
            xs.bind(to: replay).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 1), .next(220, 2), .next(220, 2)])
        XCTAssertEqual(behaviorRes.events, [.next(100, nil), .next(210, 1), .next(220, 2)])
        XCTAssertEqual(behavior.value, 2)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [2])
    }

    func testBindOnNextReceivesElementsOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var log: [String] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.bind(onNext: { log.append("\($0) @\(scheduler.clock)") }).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(log, ["1 @210", "2 @220"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// RxTest's `TestScheduler` runs work scheduled for "now" one tick later
    /// (`simulateProcessingDelay`), so the binding is applied at 211.
    func testBinderAppliesOnItsSchedulerAfterTheDeliveringAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let target = Target()
        let binder = Binder<Int>(target, scheduler: scheduler) { target, value in
            target.values.append("\(value) @\(scheduler.clock)")
        }
        let bag = DisposeBag()
        var seenAtSend: [String] = []
        scheduler.scheduleAt(200) { subject.bind(to: binder).disposed(by: bag) }
        scheduler.scheduleAt(210) {
            subject.onNext(1)
            subject.onNext(2)
            seenAtSend = target.values
        }
        scheduler.scheduleAt(220) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(seenAtSend, [])
        XCTAssertEqual(target.values, ["1 @211", "2 @211"])
    }

    func testBindingIntoAControlPropertyFromVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let field = TestTextField()
        let values = scheduler.createObserver(String?.self)
        let changes = scheduler.createObserver(String?.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            field.rx.text.subscribe(values).disposed(by: bag)
            field.rx.text.changed.subscribe(changes).disposed(by: bag)
            xs.map { Optional($0) }.bind(to: field.rx.text).disposed(by: bag)
        }
        scheduler.scheduleAt(240) { field.simulateUserTyping("c") }
        scheduler.start()
        // Setting the property programmatically sends nothing (a `UITextField` sends no
        // editing event for it); beginning to edit (`.editingDidBegin`, one of
        // `.allEditingEvents`) sends the current value, and each typed character the new one.
        XCTAssertEqual(values.events, [.next(200, ""), .next(240, "b"), .next(240, "bc")])
        XCTAssertEqual(changes.events, [.next(240, "b"), .next(240, "bc")])
        XCTAssertEqual(field.text, "bc")
    }

    func testControlEventAsObservableSendsEachEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let button = TestButton()
        let res = scheduler.createObserver(Void.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { button.rx.tap.asObservable().subscribe(res).disposed(by: bag) }
        scheduler.scheduleAt(210) { _ = button.tap() }
        scheduler.scheduleAt(230) { _ = button.tap() }
        scheduler.start()
        XCTAssertEqual(res.events.map(\.time), [210, 230])
    }

    func testDriveAndEmitIntoRelaysDropTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let relay = BehaviorRelay<Int>(value: 0)
        let optionalRelay = PublishRelay<Int?>()
        let subject = PublishSubject<Int>()
        let relayRes = scheduler.createObserver(Int.self)
        let optionalRes = scheduler.createObserver(Int?.self)
        let subjectRes = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(100) {
                relay.subscribe(relayRes).disposed(by: bag)
                optionalRelay.subscribe(optionalRes).disposed(by: bag)
                subject.subscribe(subjectRes).disposed(by: bag)
            }
            scheduler.scheduleAt(200) {
                driver.drive(relay).disposed(by: bag)
                signal.emit(to: optionalRelay).disposed(by: bag)
                driver.drive(subject).disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(relayRes.events, [.next(100, 0), .next(211, 1)])
        XCTAssertEqual(optionalRes.events, [.next(211, 1)])
        XCTAssertEqual(subjectRes.events, [.next(211, 1), .completed(221)])
        // A `Driver` shares one subscription (`share(replay: 1, scope: .whileConnected)`), so
        // its two drives and the signal make two.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 220)])
    }

    func testBindDisposalEndsTheSourcesSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let relay = PublishRelay<Int>()
        let res = scheduler.createObserver(Int.self)
        var binding: Disposable?
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { relay.subscribe(res).disposed(by: bag) }
        scheduler.scheduleAt(200) { binding = xs.bind(to: relay) }
        scheduler.scheduleAt(250) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
