/// A sequence that can be converted to a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// The sequence as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a UI element, as RxCocoa's `ControlEvent`: a sequence that never fails,
/// is subscribed on the main scheduler, and delivers on it.
///
/// Rules (cited by `ControlEventTests`):
/// 1. Subscription (and disposal) happens on `ConcurrentMainScheduler.instance`: at once
///    when made on the main queue, otherwise dispatched there.
/// 2. Events are delivered where the control sends them, which is the main thread.
/// 3. It never sends an error, and it sends no initial value.
/// 4. It completes when the control deallocates (`controlEvent(_:)` ends with
///    `take(until: rx.deallocated)`).
///
/// Rules 2 and 3 are the contract of the sequence given to `init(events:)`; it is not
/// checked.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The element type of the sequence.
    public typealias Element = PropertyType

    @usableFromInline let _events: Observable<PropertyType>

    /// Wraps `events`, subscribing to it on `ConcurrentMainScheduler.instance`.
    ///
    /// - Parameters:
    ///   - events: The control's events; must never fail, and must deliver on the main
    ///     thread.
    ///   - file: The caller's file, recorded as the event's site while assembly tracking is on.
    ///   - line: The caller's line.
    public init<Events: ObservableType>(
        events: Events, file: StaticString = #fileID, line: UInt = #line
    ) where Events.Element == Element {
        _events = events.subscribe(on: ConcurrentMainScheduler.instance, file: file, line: line)
            ._assembled("ControlEvent", file, line)
    }

    /// Subscribes `observer` to the events.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        _events.subscribe(observer)
    }

    /// The events as an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> {
        _events
    }

    /// Returns `self`.
    @inlinable public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}

extension ControlEvent {
    /// The events as an `Infallible`, as RxCocoa's `ControlEvent.asInfallible()`.
    ///
    /// A control event never fails; if its source breaks that contract, the error is
    /// reported through `Hooks.contractViolationHandler` and the sequence completes.
    ///
    /// - Returns: The infallible sequence.
    @inlinable public func asInfallible(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("asInfallible", file, line) {
            asInfallible(
                onErrorRecover: { error in
                    _reportControlFailure("ControlEvent<\(Element.self)>.asInfallible()", error)
                    return .empty(file: file, line: line)
                }, file: file, line: line)
        }
    }
}
