/// A sequence event: zero or more `next`, then at most one `error` or `completed`.
///
/// The Rx grammar is `next* (error | completed)?`.
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence terminated with an error.
    case error(Swift.Error)
    /// The sequence completed successfully.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// A description of the event.
    public var debugDescription: String {
        switch self {
        case .next(let value):
            return "next(\(value))"
        case .error(let error):
            return "error(\(error))"
        case .completed:
            return "completed"
        }
    }
}

extension Event {
    /// Whether this is an `error` or `completed` event.
    @inlinable public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, else nil.
    @inlinable public var element: Element? {
        if case .next(let value) = self {
            return value
        }
        return nil
    }

    /// The error of an `error` event, else nil.
    @inlinable public var error: Swift.Error? {
        if case .error(let error) = self {
            return error
        }
        return nil
    }

    /// Whether this is a `completed` event.
    @inlinable public var isCompleted: Bool {
        if case .completed = self {
            return true
        }
        return false
    }

    /// Maps the element of a `next` event; a throwing transform gives an `error` event.
    ///
    /// - Parameter transform: Applied to the element of a `next` event.
    /// - Returns: The mapped event; `error` and `completed` pass unchanged.
    @inlinable public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element):
                return .next(try transform(element))
            case .error(let error):
                return .error(error)
            case .completed:
                return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

extension Event: Sendable where Element: Sendable {}

/// A type that can be converted to an `Event`.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
