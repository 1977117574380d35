import Rheo

extension Recorded {
    /// A `next(element)` event at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    ///
    /// - Parameters:
    ///   - time: When the event happens, in virtual time.
    ///   - type: The element type, for when the context does not give it.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .completed)
    }

    /// An `error(error)` event at `time`.
    ///
    /// - Parameters:
    ///   - time: When the event happens, in virtual time.
    ///   - error: The error the event carries.
    ///   - type: The element type, for when the context does not give it.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .error(error))
    }

    /// The recorded events, as an array, for where the context does not give the element
    /// type: `Recorded.events(.next(210, 1), .completed(300))` is a
    /// `[Recorded<Event<Int>>]`.
    ///
    /// RxTest's pair of overloads, this one and `events(_:)` taking an array, and no other:
    /// a third overload (Rheo once had a variadic list of arrays) multiplies the solutions
    /// the type checker tries, and long lists of events with arithmetic in them then fail
    /// with "unable to type-check this expression in reasonable time". Concatenate arrays
    /// with `+`.
    ///
    /// - Parameter recordedEvents: The events, in order.
    /// - Returns: `recordedEvents`, as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// The recorded events of an array literal, for where the context does not give the
    /// element type: `Recorded.events([.next(210, 1), .completed(300)])`.
    ///
    /// - Parameter recordedEvents: The events, in order.
    /// - Returns: `recordedEvents`.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
