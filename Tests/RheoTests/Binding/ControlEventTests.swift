import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// A control adapted in a few lines, as a toolkit adapter would be; records on which
/// thread targets are added and removed.
final class Stepper: RheoControl, ReactiveCompatible, @unchecked Sendable {
    // @unchecked: used on the main thread; other threads only start subscriptions, which ControlEvent moves to the main queue.
    var value = 0
    private var targets = ControlTargetList()
    private let lifetimeToken = Lifetime.Token()
    let registrationThreads = Collected<String>()

    var lifetime: Lifetime {
        lifetimeToken.lifetime
    }

    var targetCount: Int {
        targets.count
    }

    func addTarget(_ target: ControlTarget, for events: ControlEventKind) {
        registrationThreads.append("add on main: \(Thread.isMainThread)")
        targets.add(target, for: events)
    }

    func removeTarget(_ target: ControlTarget) {
        registrationThreads.append("remove on main: \(Thread.isMainThread)")
        targets.remove(target)
    }

    func userIncrements() {
        value += 1
        targets.send([.valueChanged, .touchUpInside])
    }
}

extension Reactive where Base: Stepper {
    var value: ControlProperty<Int> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })
    }
}

final class ControlEventTests: MainQueueTestCase {
    func testSendsOnePerEventOfTheKindsAndRegistersOneTarget() {
        let button = TestButton()
        let recorder = RecordingObserver<Void>()
        let subscription = button.rx.tap.subscribe(recorder)
        XCTAssertEqual(button.targetCount, 1, "subscribing on the main thread registers at once")
        button.tap()
        button.sendActions(for: .touchDown)
        button.tap()
        XCTAssertEqual(recorder.elements.count, 2, "only .touchUpInside, no initial element")
        subscription.dispose()
        XCTAssertEqual(button.targetCount, 0, "disposal unregisters")
        button.tap()
        XCTAssertEqual(recorder.events.count, 2)
    }

    func testAnEventMatchingSeveralKindsIsSentOnce() {
        let button = TestButton()
        var count = 0
        _ = button.rx.controlEvent([.touchUpInside, .primaryActionTriggered, .touchDown]).subscribe(onNext: {
            count += 1
        })
        button.tap()
        XCTAssertEqual(count, 2, "touchDown, then touchUpInside with primaryActionTriggered")
    }

    func testADisabledButtonSendsNoTap() {
        let button = TestButton()
        button.isEnabled = false
        var taps = 0
        _ = button.rx.tap.subscribe(onNext: { taps += 1 })
        XCTAssertFalse(button.tap())
        XCTAssertEqual(taps, 0)
    }

    // Rule 4.
    func testCompletesWhenTheControlDeallocates() {
        var button: TestButton? = TestButton()
        let recorder = RecordingObserver<Void>()
        _ = button!.rx.tap.subscribe(recorder)
        button!.tap()
        button = nil
        XCTAssertEqual(recorder.elements.count, 1)
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.events.count, 2, "never an error")
    }

    func testSubscribedAfterTheControlIsGoneCompletesAtOnce() {
        var button: TestButton? = TestButton()
        let tap = button!.rx.tap
        button = nil
        let recorder = RecordingObserver<Void>()
        _ = tap.subscribe(recorder)
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.events.count, 1)
    }

    func testTheEventDoesNotKeepTheControlAlive() {
        var button: TestButton? = TestButton()
        weak let weakButton = button
        let tap = button!.rx.tap
        let subscription = tap.subscribe { _ in }
        button = nil
        XCTAssertNil(weakButton)
        subscription.dispose()
    }

    // Rule 1: a subscription made on a background thread registers on the main queue, and
    // events arrive on the main thread.
    func testSubscribingOnABackgroundThreadRegistersOnTheMainQueue() {
        let stepper = Stepper()
        let event = SendableBox(stepper.rx.controlEvent(.touchUpInside))
        let onMainThread = Collected<Bool>()
        let subscribed = DispatchSemaphore(value: 0)
        let subscription = SerialDisposable()
        DispatchQueue.global().async {
            subscription.disposable = event.value!.subscribe(onNext: { onMainThread.append(Thread.isMainThread) })
            subscribed.signal()
        }
        waitOrFail(subscribed)
        runMainLoop(until: { stepper.targetCount == 1 })
        stepper.userIncrements()
        XCTAssertEqual(onMainThread.values, [true])
        let disposed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            subscription.dispose()
            disposed.signal()
        }
        waitOrFail(disposed)
        runMainLoop(until: { stepper.targetCount == 0 })
        XCTAssertEqual(stepper.registrationThreads.values, ["add on main: true", "remove on main: true"])
    }

    func testConversions() {
        let button = TestButton()
        let tap = button.rx.tap
        let converted: ControlEvent<Void> = tap.asControlEvent()
        var count = 0
        _ = converted.asObservable().subscribe(onNext: { count += 1 })
        button.tap()
        XCTAssertEqual(count, 1)
    }

    func testMapGivesAnObservableOfTheMappedEvents() {
        let button = TestButton()
        var taps = 0
        let numbered: Observable<Int> = button.rx.tap.map {
            taps += 1
            return taps
        }
        let recorder = RecordingObserver<Int>()
        _ = numbered.subscribe(recorder)
        button.tap()
        button.tap()
        XCTAssertEqual(recorder.elements, [1, 2])
    }

    func testWrapsAnySequence() {
        let subject = PublishSubject<Int>()
        let event = ControlEvent(events: subject)
        let recorder = RecordingObserver<Int>()
        _ = event.subscribe(recorder)
        subject.onNext(4)
        subject.onCompleted()
        XCTAssertEqual(recorder.elements, [4])
        XCTAssertTrue(recorder.isCompleted)
    }
}
