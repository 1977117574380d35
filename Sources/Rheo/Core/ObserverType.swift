/// A consumer of sequence events.
///
/// Observers receive events one at a time, never concurrently, following the grammar
/// `next* (error | completed)?`.
public protocol ObserverType<Element> {
    /// The element type the observer accepts.
    associatedtype Element

    /// Delivers an event to the observer.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends a `next` event.
    @inlinable public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends a `completed` event.
    @inlinable public func onCompleted() {
        on(.completed)
    }

    /// Sends an `error` event.
    @inlinable public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
