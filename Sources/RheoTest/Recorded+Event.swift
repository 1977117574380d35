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

    /// The recorded events, as an array: `Recorded.events(.next(210, 1), .completed(300))`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// The recorded events of several arrays, concatenated in order.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents.flatMap { $0 }
    }
}
