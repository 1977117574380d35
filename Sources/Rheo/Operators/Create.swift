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
            // The sink's grammar check is needed even though the subscriber checks again
            // (`SinkDisposer._on` in `subscribe`): the observer handed out here is user
            // code's to call at any time, from any thread, after a terminal event or after
            // disposal; the stages between here and the subscriber (`map`, `filter`, `do`)
            // pass events on unchecked, trusting their source to keep the grammar
            // (`Observable._subscribe`); and the first terminal event must dispose what
            // `subscribe` returned, which only this stage holds.
            let sink = ForwardingSink(downstream: observer, parent: lifetime)
            sink.setSubscription(producer._state(AnyObserver { sink.on($0) }))
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
