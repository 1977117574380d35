import Rheo

/// A headless text field: the `simulateUser...` methods stand for the user's editing,
/// `rx.text` is its `ControlProperty`.
///
/// As with `UITextField`: user edits send editing events (`.editingDidBegin` when editing
/// starts, `.editingChanged` after each change, `.editingDidEnd` when it ends), so
/// `rx.text` sends the text after each of them; setting `text` in code sends no event, so
/// `rx.text` does not see programmatic changes (bind the value to where it is needed
/// instead, or send `.valueChanged` yourself with `sendActions(for:)`). A disabled field
/// ignores simulated editing.
open class TestTextField: TestControl {
    /// The field's text; as with `UITextField`, it starts as `""`.
    open var text: String? = ""

    /// Whether the user is editing (the field has focus).
    open private(set) var isEditing = false

    /// Creates an enabled, empty text field.
    public override init() {
        super.init()
    }

    /// Simulates the user focusing the field: sends `.editingDidBegin` unless editing.
    ///
    /// - Returns: Whether the field was enabled.
    @discardableResult
    open func simulateUserBeginEditing() -> Bool {
        guard isEnabled else {
            return false
        }
        if !isEditing {
            isEditing = true
            sendActions(for: .editingDidBegin)
        }
        return true
    }

    /// Simulates the user typing `characters` one at a time at the end of the text,
    /// beginning editing first if needed: sends `.editingChanged` after each character.
    ///
    /// - Returns: Whether the field was enabled.
    @discardableResult
    open func simulateUserTyping(_ characters: String) -> Bool {
        guard simulateUserBeginEditing() else {
            return false
        }
        for character in characters {
            text = (text ?? "") + String(character)
            sendActions(for: .editingChanged)
        }
        return true
    }

    /// Simulates the user deleting the last `count` characters (backspace), one at a time:
    /// sends `.editingChanged` after each deletion; deleting from an empty text does
    /// nothing, as the keyboard does, and so does a `count` below 1.
    ///
    /// - Returns: Whether the field was enabled.
    @discardableResult
    open func simulateUserDeletingBackward(_ count: Int = 1) -> Bool {
        guard simulateUserBeginEditing() else {
            return false
        }
        for _ in 0..<max(0, count) {
            guard let current = text, !current.isEmpty else {
                break
            }
            text = String(current.dropLast())
            sendActions(for: .editingChanged)
        }
        return true
    }

    /// Simulates the user replacing the whole text in one edit (a paste over a selection,
    /// an autocorrection): sends one `.editingChanged`.
    ///
    /// - Returns: Whether the field was enabled.
    @discardableResult
    open func simulateUserReplacingText(with newText: String) -> Bool {
        guard simulateUserBeginEditing() else {
            return false
        }
        text = newText
        sendActions(for: .editingChanged)
        return true
    }

    /// Simulates the field losing focus: sends `.editingDidEnd` if editing.
    open func simulateUserEndEditing() {
        if isEditing {
            isEditing = false
            sendActions(for: .editingDidEnd)
        }
    }
}

extension Reactive where Base: TestTextField {
    /// The field's text, as RxCocoa's `UITextField.rx.text`: the current text at
    /// subscription, then the text after each editing event (and `.valueChanged`).
    ///
    /// Values repeat when an event leaves the text unchanged (begin and end of editing);
    /// add `distinctUntilChanged()` where that matters, as with RxCocoa. The setter writes
    /// only a different text, so binding the same text does not disturb editing.
    public var text: ControlProperty<String?> {
        value
    }

    /// The same as `text`, as RxCocoa's `UITextField.rx.value`.
    public var value: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { $0.text },
            setter: { field, value in
                if field.text != value {
                    field.text = value
                }
            }
        )
    }
}
