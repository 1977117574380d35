import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TestSwitchTests: RheoTestCase {
    func testUserToggleSendsValueChangedAndRxIsOnFollows() {
        let toggle = TestSwitch()
        let recorder = RecordingObserver<Bool>()
        _ = toggle.rx.isOn.subscribe(recorder)
        XCTAssertTrue(toggle.simulateUserToggle())
        toggle.simulateUserToggle()
        XCTAssertEqual(recorder.elements, [false, true, false])
    }

    func testProgrammaticChangesSendNothing() {
        let toggle = TestSwitch()
        let recorder = RecordingObserver<Bool>()
        _ = toggle.rx.value.subscribe(recorder)
        toggle.isOn = true
        toggle.setOn(false)
        toggle.setOn(true)
        XCTAssertEqual(recorder.elements, [false])
        toggle.simulateUserToggle()
        XCTAssertEqual(recorder.elements, [false, false])
    }

    func testADisabledSwitchIgnoresTheUser() {
        let toggle = TestSwitch()
        toggle.isEnabled = false
        XCTAssertFalse(toggle.simulateUserToggle())
        XCTAssertFalse(toggle.isOn)
    }

    func testBindingIntoIsOnSetsIt() {
        let toggle = TestSwitch()
        _ = Observable.just(true).bind(to: toggle.rx.isOn)
        XCTAssertTrue(toggle.isOn)
    }

    func testTwoSwitchesBoundBothWaysDoNotLoop() {
        let first = TestSwitch()
        let second = TestSwitch()
        let bag = DisposeBag()
        first.rx.isOn.changed.bind(to: second.rx.isOn).disposed(by: bag)
        second.rx.isOn.changed.bind(to: first.rx.isOn).disposed(by: bag)
        first.simulateUserToggle()
        XCTAssertTrue(second.isOn, "a user change crosses over")
        second.simulateUserToggle()
        XCTAssertFalse(first.isOn)
        XCTAssertFalse(second.isOn)
    }
}
