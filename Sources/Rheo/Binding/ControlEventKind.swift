/// Kinds of control events, as UIKit's `UIControl.Event` (same names and bit values), for
/// controls of any toolkit that adopt `RheoControl`.
///
/// A control sends one or more kinds at a time; a target registered for a set of kinds
/// receives every send that has at least one kind in that set.
public struct ControlEventKind: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates the set with the given bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A touch went down in the control.
    public static let touchDown = ControlEventKind(rawValue: 1 << 0)
    /// A repeated touch went down (a tap count above one).
    public static let touchDownRepeat = ControlEventKind(rawValue: 1 << 1)
    /// A touch was dragged within the control.
    public static let touchDragInside = ControlEventKind(rawValue: 1 << 2)
    /// A touch was dragged outside the control.
    public static let touchDragOutside = ControlEventKind(rawValue: 1 << 3)
    /// A touch was dragged into the control.
    public static let touchDragEnter = ControlEventKind(rawValue: 1 << 4)
    /// A touch was dragged out of the control.
    public static let touchDragExit = ControlEventKind(rawValue: 1 << 5)
    /// A touch was lifted inside the control: a tap.
    public static let touchUpInside = ControlEventKind(rawValue: 1 << 6)
    /// A touch was lifted outside the control.
    public static let touchUpOutside = ControlEventKind(rawValue: 1 << 7)
    /// A touch was cancelled by the system.
    public static let touchCancel = ControlEventKind(rawValue: 1 << 8)
    /// The user changed the control's value (a switch, a slider).
    public static let valueChanged = ControlEventKind(rawValue: 1 << 12)
    /// The control's primary action was triggered (a button's tap).
    public static let primaryActionTriggered = ControlEventKind(rawValue: 1 << 13)
    /// The user started editing (a text field got focus).
    public static let editingDidBegin = ControlEventKind(rawValue: 1 << 16)
    /// The user changed the text being edited.
    public static let editingChanged = ControlEventKind(rawValue: 1 << 17)
    /// The user stopped editing (a text field lost focus).
    public static let editingDidEnd = ControlEventKind(rawValue: 1 << 18)
    /// The user ended editing with the return key.
    public static let editingDidEndOnExit = ControlEventKind(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = ControlEventKind(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEventKind(rawValue: 0x000F_0000)
    /// Kinds an application may define for its own controls.
    public static let applicationReserved = ControlEventKind(rawValue: 0x0F00_0000)
    /// Kinds reserved for a toolkit's internal use.
    public static let systemReserved = ControlEventKind(rawValue: 0xF000_0000)
    /// Every kind.
    public static let allEvents = ControlEventKind(rawValue: 0xFFFF_FFFF)
}
