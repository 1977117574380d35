/// A colour for headless views, such as `TestButton.backgroundColor`: red, green, blue and
/// alpha components from 0 to 1.
public struct TestColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// Creates a colour from its components (not clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = TestColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = TestColor(red: 1, green: 1, blue: 1)
    /// Opaque grey.
    public static let gray = TestColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Opaque red.
    public static let red = TestColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = TestColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = TestColor(red: 0, green: 0, blue: 1)
    /// Fully transparent.
    public static let clear = TestColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The components, as `rgba(r, g, b, a)`.
    public var description: String {
        "rgba(\(red), \(green), \(blue), \(alpha))"
    }
}
