import Rheo

/// A headless label: a plain view with properties to bind to, and a `Lifetime`.
///
/// Its writable properties are binders through `rx` (`label.rx.text`,
/// `label.rx.textColor`, `label.rx.isHidden`), and `rx.deallocated` works. Use it on the
/// main thread.
open class TestLabel: LifetimeProviding, ReactiveCompatible {
    /// The label's text.
    open var text: String?

    /// The text colour.
    open var textColor: TestColor?

    /// Whether the label is hidden.
    open var isHidden = false

    private let lifetimeToken = Lifetime.Token()

    /// Creates a label with no text.
    public init(text: String? = nil) {
        self.text = text
    }

    /// The label's lifetime; it ends when the label deinitializes.
    public var lifetime: Lifetime {
        lifetimeToken.lifetime
    }
}
