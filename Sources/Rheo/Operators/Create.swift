extension ObservableType {
    /// Creates an observable from a subscribe function.
    ///
    /// `subscribe` receives an observer that enforces the Rx grammar: it ignores everything
    /// after the first terminal event and after the subscription is disposed, and after a
    /// terminal event it disposes the disposable `subscribe` returned.
    ///
    /// - Parameter subscribe: Called for each subscription; returns what to dispose when
    ///   the subscription ends.
    @inlinable public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> Disposable
    ) -> Observable<Element> {
        Producer(subscribe) { producer, observer, lifetime in
            let sink = ForwardingSink(downstream: observer, parent: lifetime)
            sink.setSubscription(producer.state(AnyObserver { sink.on($0) }))
        }
    }
}

/// An `ObserverBase` that forwards what the grammar allows to a downstream closure.
///
/// Used where a stage needs a lifetime of its own but no other state (`create`).
@usableFromInline
final class ForwardingSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(downstream: EventSink<Element>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { _downstream.on($0) }
    }
}
