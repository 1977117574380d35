extension ChannelTerminal {
    /// A property terminal: the following terminal of a channel whose leading side is a
    /// property. Its subscribers receive `values` (the current value, then every change)
    /// without the echoes of the writes made through it (see `ChannelEcho`); a value sent
    /// into it is written with `write`. A terminal event sent into it, or the end of
    /// `values` (its owner went away), ends it for every subscriber, present and later;
    /// after that, values sent into it are dropped.
    ///
    /// Inlinable, as are the terminals made with it: the values and the writes then run
    /// code specialized for the element type.
    @inlinable convenience init<Values: ObservableType>(property values: Values, write: @escaping (Element) -> Void)
    where Values.Element == Element {
        let property = PropertyTerminal(values: values.asObservable(), write: write)
        self.init(_values: property.observable, sink: .property(property), other: nil, feeds: CompositeDisposable())
    }
}

extension BehaviorRelay {
    /// A channel terminal for the relay, as ReactiveCocoa's `RACChannelTo`: a subscriber
    /// receives the current value, then every accepted value except those sent into this
    /// terminal (no echo); a value sent into it is accepted by the relay.
    ///
    /// Each access creates a new terminal. A terminal event sent into it ends that
    /// terminal only (a relay cannot end); values sent into it afterwards are dropped.
    @inlinable public var channelTerminal: ChannelTerminal<Element> {
        ChannelTerminal(property: self, write: { [self] in accept($0) })
    }
}

extension ControlPropertyType {
    /// A channel terminal for the control property: a subscriber receives the current
    /// value, then every change, except the echoes of writes made through this terminal;
    /// a value sent into it sets the property (on the main scheduler, as any binding to a
    /// control). It completes when the property's values complete, which is when the
    /// control goes away.
    @inlinable public var channelTerminal: ChannelTerminal<Element> {
        let property = self
        return ChannelTerminal(property: self, write: { property.onNext($0) })
    }
}

extension Reactive where Base: AnyObject & LifetimeProviding {
    /// A channel terminal for the observable property at `keyPath` of the base object,
    /// as ReactiveCocoa's `RACChannelTo(object, property)`; declare the property with
    /// `@Observed` and pass its projected value's key path (`\.$name`).
    ///
    /// A subscriber receives the current value, then every change, except the writes made
    /// through this terminal; a value sent into it writes the property. It holds the
    /// property's storage but not the object: when the object deinitializes (its lifetime
    /// ends), the terminal completes for every subscriber, and values sent into it are
    /// dropped.
    ///
    /// - Parameters:
    ///   - keyPath: The key path of the property's storage, `\.$name`.
    ///   - file: The caller's file, recorded as the terminal's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: A new terminal.
    @inlinable public func channel<Value>(
        _ keyPath: KeyPath<Base, BehaviorRelay<Value>>, file: StaticString = #fileID, line: UInt = #line
    ) -> ChannelTerminal<Value> {
        let relay = base[keyPath: keyPath]
        let lifetime = base.lifetime
        return ChannelTerminal(
            property: relay.take(until: lifetime._ended(owner: "\(Base.self)"), file: file, line: line),
            write: { value in
                if !lifetime.hasEnded {
                    relay.accept(value)
                }
            })
    }

    /// A channel terminal for the observable property at `keyPath`, as `channel(_:)`, with
    /// optional values: `nil` sent into it writes `nilValue` (ReactiveCocoa's `nilValue`),
    /// and the property's values arrive wrapped.
    ///
    /// - Parameters:
    ///   - keyPath: The key path of the property's storage, `\.$name`.
    ///   - nilValue: What a `nil` sent into the terminal writes.
    ///   - file: The caller's file, recorded as the terminal's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: A new terminal.
    @inlinable public func channel<Value>(
        _ keyPath: KeyPath<Base, BehaviorRelay<Value>>, nilValue: Value,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ChannelTerminal<Value?> {
        let relay = base[keyPath: keyPath]
        let lifetime = base.lifetime
        return ChannelTerminal(
            property: relay.take(until: lifetime._ended(owner: "\(Base.self)"), file: file, line: line)
                .map({ Optional($0) }, file: file, line: line),
            write: { value in
                if !lifetime.hasEnded {
                    relay.accept(value ?? nilValue)
                }
            })
    }
}
