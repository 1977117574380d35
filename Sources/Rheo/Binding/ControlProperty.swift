/// A type that is both a sequence of values and their sink, convertible to a
/// `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI element, as RxCocoa's `ControlProperty`: a sequence of its values
/// and an observer that sets it.
///
/// Rules (cited by `ControlPropertyTests`):
/// 1. Subscribing sends the current value at once, then the value after each user edit
///    (the control's editing events); programmatic changes send nothing.
/// 2. Subscription (and disposal) happens on `ConcurrentMainScheduler.instance`: at once
///    when made on the main queue, otherwise dispatched there; values are delivered on
///    the main thread.
/// 3. It never sends an error; it completes when the control deallocates.
/// 4. As an observer it is the control's value sink, a `Binder`: `next` sets the value on
///    the main scheduler, `completed` is ignored, and an `error` is a programming error
///    reported through `Hooks.bindingErrorHandler`.
/// 5. `changed` is the same sequence without the value sent at subscription.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The element type of the sequence.
    public typealias Element = PropertyType

    @usableFromInline let _values: Observable<PropertyType>
    @usableFromInline let _valueSink: AnyObserver<PropertyType>

    /// Creates a property from a sequence of its values and an observer that sets it.
    ///
    /// - Parameters:
    ///   - values: The current value on subscription, then the value after each user edit;
    ///     must never fail. Subscribed on `ConcurrentMainScheduler.instance`.
    ///   - valueSink: Sets the value; usually a `Binder`.
    ///   - file: The caller's file, recorded as the property's site while assembly tracking
    ///     is on.
    ///   - line: The caller's line.
    public init<Values: ObservableType, Sink: ObserverType>(
        values: Values, valueSink: Sink, file: StaticString = #fileID, line: UInt = #line
    )
    where Element == Values.Element, Element == Sink.Element {
        _values = values.subscribe(on: ConcurrentMainScheduler.instance, file: file, line: line)
            ._assembled("ControlProperty", file, line)
        _valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the values.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        _values.subscribe(observer)
    }

    /// The values after each user edit, without the value sent at subscription.
    public var changed: ControlEvent<PropertyType> {
        // A property takes no file and line: its stages take the site of this property.
        let event = ControlEvent(events: _values.skip(1)._assembled("changed", at: _values))
        _ = event._events._assembled("changed", at: _values)
        return event
    }

    /// The values as an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> {
        _values
    }

    /// Returns `self`.
    @inlinable public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Passes `next` and `completed` to the value sink (which sets the value, and ignores
    /// completion); reports an `error` through `Hooks.bindingErrorHandler`.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            Hooks.reportBindingError(in: "ControlProperty<\(PropertyType.self)>", error)
        case .next, .completed:
            _valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string.
    ///
    /// Values `nil` become `""`; a string sent to it sets the underlying property.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        // A property takes no file and line: its stages take the site of the original.
        let values: Observable<String> = original._values.map { $0 ?? "" }._assembled("orEmpty", at: original)
        let valueSink: AnyObserver<String> = original._valueSink.mapObserver { $0 }
        let property = ControlProperty<String>(values: values, valueSink: valueSink)
        _ = property._values._assembled("orEmpty", at: original)
        return property
    }
}
