import Rheo

/// A headless control: the base of `TestTextField`, `TestButton` and `TestSwitch`, and of
/// your own test doubles of UI controls.
///
/// It implements `RheoControl` as UIKit's `UIControl` behaves: targets are registered for
/// kinds of events; `sendActions(for:)` sends an event to the targets registered for one of
/// its kinds; setting a property in code sends nothing (only the `simulate...` methods of
/// the subclasses, which stand for user actions, send events). A disabled control
/// (`isEnabled == false`) ignores simulated user actions, as UIKit ignores touches.
///
/// It owns a `Lifetime`, so `rx.deallocated` works, and every `controlEvent` and
/// `controlProperty` of it completes when it deinitializes.
///
/// Like a UIKit control it is not thread-safe: use it on the main thread (XCTest runs test
/// methods there).
open class TestControl: RheoControl, ReactiveCompatible {
    /// Whether the control responds to (simulated) user actions.
    open var isEnabled = true

    /// Whether the control is selected.
    open var isSelected = false

    private var targets = ControlTargetList()
    private let lifetimeToken = Lifetime.Token()

    /// Creates an enabled control with no targets.
    public init() {}

    /// The control's lifetime; it ends when the control deinitializes.
    public var lifetime: Lifetime {
        lifetimeToken.lifetime
    }

    /// The number of registered targets: one per live `controlEvent`/`controlProperty`
    /// subscription. Tests use it to check that disposal unregisters.
    public var targetCount: Int {
        targets.count
    }

    /// Registers `target` for the kinds in `events`.
    public func addTarget(_ target: ControlTarget, for events: ControlEventKind) {
        targets.add(target, for: events)
    }

    /// Unregisters `target`.
    public func removeTarget(_ target: ControlTarget) {
        targets.remove(target)
    }

    /// Sends an event of the kinds in `events` to the targets registered for one of them,
    /// whether or not the control is enabled (as `UIControl.sendActions(for:)`).
    public func sendActions(for events: ControlEventKind) {
        targets.send(events)
    }
}

extension Reactive where Base: TestControl {
    /// Sets `isEnabled`, on the main scheduler, as RxCocoa's `UIControl.rx.isEnabled`.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, value in
            control.isEnabled = value
        }
    }

    /// Sets `isSelected`, on the main scheduler, as RxCocoa's `UIControl.rx.isSelected`.
    public var isSelected: Binder<Bool> {
        Binder(base) { control, value in
            control.isSelected = value
        }
    }
}
