/// A control that reports user events to registered targets: what `ControlEvent` and
/// `ControlProperty` need from a UI toolkit, with no UIKit and no Objective-C runtime.
///
/// An adapter for a toolkit (or a headless model in tests, see `RheoTest`'s `TestTextField`)
/// conforms in a few lines: keep a `ControlTargetList`, add and remove targets in it, call
/// its `send(_:)` when the user acts, and own a `Lifetime.Token` so that sequences complete
/// when the control goes away:
///
/// ```swift
/// final class Slider: RheoControl, ReactiveCompatible {
///     var value: Double = 0
///     private var targets = ControlTargetList()
///     private let lifetimeToken = Lifetime.Token()
///     var lifetime: Lifetime { lifetimeToken.lifetime }
///     func addTarget(_ target: ControlTarget, for events: ControlEventKind) { targets.add(target, for: events) }
///     func removeTarget(_ target: ControlTarget) { targets.remove(target) }
///     func userMoved(to value: Double) { self.value = value; targets.send(.valueChanged) }
/// }
/// extension Reactive where Base: Slider {
///     var value: ControlProperty<Double> {
///         controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })
///     }
/// }
/// ```
///
/// Contract (as UIKit's): a control is used on the main thread; it sends events only for
/// user actions, never for programmatic changes of its values; values are read and written
/// through the getter and setter closures given to `controlProperty`.
public protocol RheoControl: LifetimeProviding {
    /// Registers `target` to receive the events of the kinds in `events`.
    ///
    /// Called on the main thread. A target is registered at most once.
    func addTarget(_ target: ControlTarget, for events: ControlEventKind)

    /// Unregisters `target` for every kind; unknown targets are ignored.
    ///
    /// Called on the main thread.
    func removeTarget(_ target: ControlTarget)
}

/// A handler that a control calls for the event kinds it was registered for.
///
/// Rheo creates targets for `controlEvent` and `controlProperty` subscriptions and removes
/// them when the subscription ends.
public final class ControlTarget {
    private let handler: (ControlEventKind) -> Void

    /// Creates a target that calls `handler` with the kinds of each event sent to it.
    public init(_ handler: @escaping (ControlEventKind) -> Void) {
        self.handler = handler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Delivers an event of the given kinds; called by the control, on the main thread.
    public func send(_ events: ControlEventKind) {
        handler(events)
    }
}

/// The registered targets of one control, for `RheoControl` adapters to store.
///
/// Not thread-safe: a control and its targets are used on the main thread.
public struct ControlTargetList {
    private var entries: [(target: ControlTarget, events: ControlEventKind)] = []

    /// An empty list.
    public init() {}

    /// The number of registered targets.
    public var count: Int {
        entries.count
    }

    /// Registers `target` for `events`, replacing an earlier registration of it.
    public mutating func add(_ target: ControlTarget, for events: ControlEventKind) {
        remove(target)
        entries.append((target, events))
    }

    /// Unregisters `target`; does nothing if it is not registered.
    public mutating func remove(_ target: ControlTarget) {
        entries.removeAll { $0.target === target }
    }

    /// Sends an event of the kinds `events` to every target registered for one of them, in
    /// the order they were added.
    ///
    /// Works on a snapshot: targets added or removed by a handler take effect from the next
    /// send (a removed target's subscription ignores what it still gets).
    public func send(_ events: ControlEventKind) {
        for entry in entries where !entry.events.isDisjoint(with: events) {
            entry.target.send(events)
        }
    }
}
