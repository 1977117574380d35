import CRheo

extension ObservableType {
    /// Creates an observable from a subscribe function.
    ///
    /// `subscribe` receives an observer that enforces the Rx grammar: it ignores everything
    /// after the first terminal event and after the subscription is disposed, and after a
    /// terminal event it disposes the disposable `subscribe` returned.
    ///
    /// - Parameters:
    ///   - subscribe: Called for each subscription; returns what to dispose when
    ///     the subscription ends.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> Disposable, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("create", file, line) {
            Producer(subscribe) { producer, observer, lifetime in
                // The sink's grammar check is needed even though the subscriber checks again
                // (`SinkDisposer._on` in `subscribe`): the observer handed out here is user
                // code's to call at any time, from any thread, after a terminal event or after
                // disposal; the stages between here and the subscriber (`map`, `filter`, `do`)
                // pass events on unchecked, trusting their source to keep the grammar
                // (`Observable._subscribe`); and the first terminal event must dispose what
                // `subscribe` returned, which only this stage holds.
                let sink = ForwardingSink(downstream: observer, parent: lifetime)
                sink.setSubscription(producer._state(AnyObserver { sink._onFromUserCode($0) }))
            }
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

    /// `on(_:)` for the observer `create` hands to user code, which may send after its
    /// terminal event: the event is dropped, as RxSwift drops it, and debug builds also
    /// report it, naming the `create` and the chain below it. Only user code is checked: an
    /// operator's source may still send after the operator ended (it has not yet seen the
    /// disposal), which breaks no contract.
    @inlinable func _onFromUserCode(_ event: Event<Element>) {
        #if DEBUG
        if _slowPath(rheo_atomic_intptr_load_acquire(_atomicState(of: self)) & SinkDisposer.stoppedBit != 0) {
            _tracker.reportMisuse(
                "an event (\(event)) was sent to the observer of create after its terminal event, and dropped: a sequence ends at its first error or completion."
            )
        }
        #endif
        on(event)
    }
}
