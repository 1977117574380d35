import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ControlPropertyTests: MainQueueTestCase {
    // Rule 1.
    func testSendsTheCurrentValueThenTheValueAfterEachUserEdit() {
        let field = TestTextField()
        field.text = "a"
        let recorder = RecordingObserver<String?>()
        _ = field.rx.text.subscribe(recorder)
        XCTAssertEqual(recorder.elements, ["a"], "the current value at once")
        field.simulateUserTyping("bc")
        XCTAssertEqual(recorder.elements, ["a", "a", "ab", "abc"], "editingDidBegin, then one per character")
    }

    // Rule 1: programmatic changes send nothing; the next user edit sends the text then.
    func testProgrammaticEditsSendNothing() {
        let field = TestTextField()
        let recorder = RecordingObserver<String?>()
        _ = field.rx.text.subscribe(recorder)
        field.text = "set in code"
        XCTAssertEqual(recorder.elements, [""])
        field.simulateUserTyping("!")
        XCTAssertEqual(recorder.elements, ["", "set in code", "set in code!"])
    }

    // Rules 1 and 4: binding into the property sets it without sending.
    func testBindingIntoThePropertySetsItWithoutSending() {
        drainMainQueue()
        let field = TestTextField()
        let recorder = RecordingObserver<String?>()
        _ = field.rx.text.subscribe(recorder)
        _ = Observable.just("bound").bind(to: field.rx.text)
        XCTAssertEqual(field.text, "bound")
        XCTAssertEqual(recorder.elements, [""], "a programmatic change, as in UIKit")
    }

    // Rule 4: the sink ignores completion and reports errors.
    func testTheSinkIgnoresCompletionAndReportsErrors() {
        drainMainQueue()
        let toggle = TestSwitch()
        let property = toggle.rx.isOn
        property.onNext(true)
        property.onCompleted()
        XCTAssertTrue(toggle.isOn)
        let reports = captureBindingErrors {
            property.onError(TestError(3))
        }
        XCTAssertEqual(reports.map(\.binding), ["ControlProperty<Bool>"])
        XCTAssertEqual(reports.first?.error as? TestError, TestError(3))
        XCTAssertTrue(toggle.isOn)
    }

    // Rule 4: the sink is a Binder, applied on the main thread.
    func testTheSinkAppliesOnTheMainThread() {
        let toggle = TestSwitch()
        let sink = SendableBox(toggle.rx.isOn.asObserver())
        DispatchQueue.global().async {
            sink.value!.onNext(true)
        }
        runMainLoop(until: { toggle.isOn })
    }

    // Rule 3.
    func testCompletesWhenTheControlDeallocates() {
        var field: TestTextField? = TestTextField()
        let recorder = RecordingObserver<String?>()
        _ = field!.rx.text.subscribe(recorder)
        field!.simulateUserReplacingText(with: "x")
        field = nil
        XCTAssertEqual(recorder.elements, ["", "", "x"])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertNil(recorder.error)
    }

    func testSubscribedAfterTheControlIsGoneCompletesAtOnce() {
        var field: TestTextField? = TestTextField()
        let text = field!.rx.text
        field = nil
        let recorder = RecordingObserver<String?>()
        _ = text.subscribe(recorder)
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testDisposalUnregistersAndTheControlIsNotKeptAlive() {
        var field: TestTextField? = TestTextField()
        weak let weakField = field
        let first = field!.rx.text.subscribe { _ in }
        let second = field!.rx.text.changed.subscribe { _ in }
        XCTAssertEqual(field!.targetCount, 2)
        first.dispose()
        XCTAssertEqual(field!.targetCount, 1)
        field = nil
        XCTAssertNil(weakField)
        second.dispose()
    }

    // Rule 5.
    func testChangedSkipsTheValueAtSubscription() {
        let toggle = TestSwitch()
        toggle.isOn = true
        let recorder = RecordingObserver<Bool>()
        _ = toggle.rx.isOn.changed.subscribe(recorder)
        XCTAssertEqual(recorder.elements, [])
        toggle.simulateUserToggle()
        XCTAssertEqual(recorder.elements, [false])
        let asEvent: ControlEvent<Bool> = toggle.rx.isOn.changed.asControlEvent()
        _ = asEvent
    }

    func testOrEmptyReadsNilAsTheEmptyStringAndSetsTheProperty() {
        drainMainQueue()
        let field = TestTextField()
        field.text = nil
        let recorder = RecordingObserver<String>()
        _ = field.rx.text.orEmpty.subscribe(recorder)
        field.simulateUserTyping("a")
        XCTAssertEqual(recorder.elements, ["", "", "a"])
        field.rx.text.orEmpty.onNext("from orEmpty")
        XCTAssertEqual(field.text, "from orEmpty")
    }

    // Rule 2: values reach a subscription made on a background thread on the main thread,
    // starting with the current value.
    func testSubscribingOnABackgroundThreadDeliversOnTheMainThread() {
        let stepper = Stepper()
        stepper.value = 5
        let property = SendableBox(stepper.rx.value)
        let received = Collected<String>()
        let subscription = SerialDisposable()
        let subscribed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            subscription.disposable = property.value!.subscribe(onNext: {
                received.append("\($0) on main: \(Thread.isMainThread)")
            })
            subscribed.signal()
        }
        waitOrFail(subscribed)
        runMainLoop(until: { !received.values.isEmpty })
        stepper.userIncrements()
        XCTAssertEqual(received.values, ["5 on main: true", "6 on main: true"])
        subscription.dispose()
        runMainLoop(until: { stepper.targetCount == 0 })
    }

    func testConversionsAndMap() {
        let stepper = Stepper()
        let property = stepper.rx.value
        let converted: ControlProperty<Int> = property.asControlProperty()
        let recorder = RecordingObserver<String>()
        _ = converted.asObservable().map { "#\($0)" }.subscribe(recorder)
        stepper.userIncrements()
        XCTAssertEqual(recorder.elements, ["#0", "#1"])
    }

    func testWrapsAnyValuesAndSink() {
        let values = BehaviorSubject(value: 1)
        let sink = RecordingObserver<Int>()
        let property = ControlProperty(values: values, valueSink: sink)
        let recorder = RecordingObserver<Int>()
        let subscription = property.subscribe(recorder)
        values.onNext(2)
        property.onNext(9)
        property.onCompleted()
        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertEqual(sink.events.count, 2)
        XCTAssertEqual(sink.elements, [9])
        XCTAssertTrue(sink.isCompleted)
        subscription.dispose()
    }
}
