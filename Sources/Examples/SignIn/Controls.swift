import Rheo

// Headless stand-ins for a UI toolkit's controls, so that the example runs anywhere
// (`swift run`, Linux included). In an app these are `UITextField`, `UIButton` and a view;
// the bindings in `SignInScreen` read the same with RxCocoa's `rx` extensions.

/// A colour, as a view shows it.
enum Color: String, Sendable {
    case gray, red, green
}

/// What every control here shares: the targets that `ControlEvent` and `ControlProperty`
/// register, and a lifetime that ends their sequences when the control goes.
class Control: RheoControl, ReactiveCompatible {
    private var targets = ControlTargetList()
    private let lifetimeToken = Lifetime.Token()

    var lifetime: Lifetime { lifetimeToken.lifetime }

    func addTarget(_ target: ControlTarget, for events: ControlEventKind) {
        targets.add(target, for: events)
    }

    func removeTarget(_ target: ControlTarget) {
        targets.remove(target)
    }

    /// Tells the targets registered for `events` that the user acted.
    func send(_ events: ControlEventKind) {
        targets.send(events)
    }
}

/// A text field: `text` is what the user typed; typing sends `.editingChanged`, as UIKit's does.
final class TextField: Control {
    /// The field's text.
    var text: String? = ""

    /// What a user's keystrokes do: change the text, then tell the targets.
    func type(_ text: String) {
        self.text = text
        send([.editingChanged, .valueChanged])
    }
}

extension Reactive where Base: TextField {
    /// The field's text, as `UITextField.rx.text` is: the current text, then every edit;
    /// writing it sets the text without sending an edit event.
    var text: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.editingChanged, .valueChanged],
            getter: { $0.text },
            setter: { field, text in
                if field.text != text {
                    field.text = text
                }
            })
    }
}

/// A button: a tap sends `.touchUpInside` while the button is enabled.
final class Button: Control {
    /// Whether a tap does anything.
    var isEnabled = true

    /// What the user's tap does. Returns whether the button was enabled.
    @discardableResult
    func tap() -> Bool {
        guard isEnabled else { return false }
        send(.touchUpInside)
        return true
    }
}

extension Reactive where Base: Button {
    /// The taps, as `UIButton.rx.tap`.
    var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }

    /// Enables or disables the button, as `UIButton.rx.isEnabled`.
    var isEnabled: Binder<Bool> {
        Binder(base) { button, isEnabled in
            button.isEnabled = isEnabled
        }
    }
}

/// A view whose background colour shows whether the form is valid.
final class Indicator: ReactiveCompatible {
    /// The colour shown.
    var color = Color.gray
}

extension Reactive where Base: Indicator {
    /// Sets the colour on the main thread, as a view's `Binder` does.
    var color: Binder<Color> {
        Binder(base) { indicator, color in
            indicator.color = color
        }
    }
}
