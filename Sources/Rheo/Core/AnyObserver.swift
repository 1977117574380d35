/// A type-erased observer: forwards every event to an event handler.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let _observer: EventHandler

    /// Creates an observer that forwards every event to `eventHandler`.
    @inlinable public init(eventHandler: @escaping EventHandler) {
        self._observer = eventHandler
    }

    /// Wraps `observer`.
    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let any = observer as? AnyObserver<Element> {
            self._observer = any._observer
        } else {
            self._observer = observer.on
        }
    }

    /// Forwards `event` to the event handler.
    @inlinable public func on(_ event: Event<Element>) {
        _observer(event)
    }

    /// Returns `self`.
    @inlinable public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// Erases the observer's type.
    @inlinable public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer that transforms elements before forwarding them to `self`.
    ///
    /// - Parameter transform: Applied to each element; if it throws, `self` receives the
    ///   error instead.
    @inlinable public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result>
    {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}

// Rx hands observers between threads by contract (a `create` closure may call its observer
// from any queue); the grammar, not the type system, keeps calls one at a time, and debug
// builds report when it is broken. So the wrapper is sendable even though its handler is not,
// as long as the elements it carries across threads are.
extension AnyObserver: @unchecked Sendable where Element: Sendable {}
