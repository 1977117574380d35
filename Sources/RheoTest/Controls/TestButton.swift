import Rheo

/// A headless button: `tap()` stands for the user's tap, `rx.tap` observes it.
///
/// A tap on an enabled button sends `.touchDown`, then `.touchUpInside` and
/// `.primaryActionTriggered`, as UIKit does; a disabled button ignores taps. Setting
/// `title`, `backgroundColor` or `isEnabled` in code sends nothing.
open class TestButton: TestControl {
    /// The button's title.
    open var title: String?

    /// The button's background colour.
    open var backgroundColor: TestColor?

    /// Creates an enabled button.
    public override init() {
        super.init()
    }

    /// Simulates the user's tap: sends the tap's events if the button is enabled.
    ///
    /// - Returns: Whether the button was enabled and so sent the events.
    @discardableResult
    open func tap() -> Bool {
        guard isEnabled else {
            return false
        }
        sendActions(for: .touchDown)
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
}

extension Reactive where Base: TestButton {
    /// The button's taps (`.touchUpInside`), as RxCocoa's `UIButton.rx.tap`.
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }

    /// Sets the title, on the main scheduler, as RxCocoa's `UIButton.rx.title()`.
    public var title: Binder<String?> {
        Binder(base) { button, title in
            button.title = title
        }
    }
}
