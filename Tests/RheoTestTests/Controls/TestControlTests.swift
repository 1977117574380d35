import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TestControlTests: RheoTestCase {
    func testSendActionsReachesTargetsRegisteredForOneOfTheKinds() {
        let control = TestControl()
        var log: [String] = []
        let editing = ControlTarget { log.append("editing \($0.rawValue)") }
        let value = ControlTarget { _ in log.append("value") }
        control.addTarget(editing, for: .allEditingEvents)
        control.addTarget(value, for: .valueChanged)
        XCTAssertEqual(control.targetCount, 2)
        control.sendActions(for: .editingChanged)
        control.sendActions(for: [.valueChanged, .editingDidEnd])
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(
            log,
            [
                "editing \(ControlEventKind.editingChanged.rawValue)",
                "editing \(ControlEventKind([.valueChanged, .editingDidEnd]).rawValue)",
                "value",
            ])
        control.removeTarget(editing)
        control.sendActions(for: .editingChanged)
        XCTAssertEqual(log.count, 3)
        XCTAssertEqual(control.targetCount, 1)
    }

    func testAddingATargetAgainReplacesItsKinds() {
        let control = TestControl()
        var count = 0
        let target = ControlTarget { _ in count += 1 }
        control.addTarget(target, for: .touchDown)
        control.addTarget(target, for: .touchUpInside)
        XCTAssertEqual(control.targetCount, 1)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(count, 1)
        control.removeTarget(ControlTarget { _ in })
        XCTAssertEqual(control.targetCount, 1, "removing an unknown target does nothing")
    }

    func testAHandlerRemovingTargetsDoesNotDisturbTheCurrentSend() {
        let control = TestControl()
        var log: [String] = []
        let second = ControlTarget { _ in log.append("second") }
        let first = ControlTarget { [unowned control] _ in
            log.append("first")
            control.removeTarget(second)
        }
        control.addTarget(first, for: .valueChanged)
        control.addTarget(second, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, ["first", "second", "first"])
    }

    func testLifetimeEndsWithTheControl() {
        var control: TestControl? = TestControl()
        let lifetime = control!.lifetime
        XCTAssertFalse(lifetime.hasEnded)
        control = nil
        XCTAssertTrue(lifetime.hasEnded)
    }

    func testEnabledAndSelectedBinders() {
        let control = TestControl()
        _ = Observable.of(false).bind(to: control.rx.isEnabled)
        _ = Observable.of(true).bind(to: control.rx.isSelected)
        XCTAssertFalse(control.isEnabled)
        XCTAssertTrue(control.isSelected)
    }

    func testEventKindsHaveUIKitsValues() {
        XCTAssertEqual(ControlEventKind.touchUpInside.rawValue, 1 << 6)
        XCTAssertEqual(ControlEventKind.valueChanged.rawValue, 1 << 12)
        XCTAssertEqual(ControlEventKind.editingChanged.rawValue, 1 << 17)
        XCTAssertTrue(
            ControlEventKind.allEditingEvents.isSuperset(of: [
                .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
            ]))
        XCTAssertTrue(ControlEventKind.allTouchEvents.isDisjoint(with: .allEditingEvents))
        XCTAssertTrue(
            ControlEventKind.allEvents.isSuperset(of: [
                .allTouchEvents, .allEditingEvents, .valueChanged, .primaryActionTriggered,
            ]))
    }
}
