import Rheo

/// A headless on/off switch: `simulateUserToggle()` stands for the user's flip, `rx.isOn`
/// is its `ControlProperty`.
///
/// A flip by the user sends `.valueChanged`; setting `isOn` (or `setOn(_:)`) in code sends
/// nothing, as with `UISwitch`.
open class TestSwitch: TestControl {
    /// Whether the switch is on.
    open var isOn = false

    /// Creates an enabled switch, off.
    public override init() {
        super.init()
    }

    /// Sets the switch in code; sends no event.
    open func setOn(_ on: Bool) {
        isOn = on
    }

    /// Simulates the user flipping the switch: toggles `isOn` and sends `.valueChanged`, if
    /// the switch is enabled.
    ///
    /// - Returns: Whether the switch was enabled and so flipped.
    @discardableResult
    open func simulateUserToggle() -> Bool {
        guard isEnabled else {
            return false
        }
        isOn.toggle()
        sendActions(for: .valueChanged)
        return true
    }
}

extension Reactive where Base: TestSwitch {
    /// The switch's state, as RxCocoa's `UISwitch.rx.isOn`: the current value at
    /// subscription, then the value after each user flip.
    public var isOn: ControlProperty<Bool> {
        value
    }

    /// The same as `isOn`, as RxCocoa's `UISwitch.rx.value`.
    public var value: ControlProperty<Bool> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.isOn }, setter: { $0.setOn($1) })
    }
}
