extension ObservableType {
    /// Delivers the events on a serial dispatch queue scheduler, scheduling each event on
    /// its own when it arrives, as RxSwift's `ObserveOnSerialDispatchQueueSink` does: work
    /// another thread schedules on the same queue between two events runs between them.
    /// `observe(on:)` uses it for `SerialDispatchQueueScheduler` and `MainScheduler`.
    ///
    /// The observable counts in `Resources.numberOfSerialDispatchQueueObservables` while it
    /// lives, as RxSwift's `ObserveOnSerialDispatchQueue` does.
    @inlinable func _observeEachEvent(on scheduler: SerialDispatchQueueScheduler) -> Observable<Element> {
        Producer((source: asObservable(), scheduler: scheduler, count: _SerialDispatchQueueObservableCount.make())) {
            producer, observer, lifetime in
            let sink = ObserveOnEachEventSink(
                scheduler: producer.state.scheduler, downstream: observer, parent: lifetime)
            producer.state.source._subscribe(EventSink { sink.on($0) }, sink._upstream)
        }
    }
}

/// One `observe(on:)` subscription on a serial dispatch queue: one scheduled action per
/// event. The queue is serial and FIFO, so the actions run in the order the events arrived
/// (the upstream sends one event at a time, by the Rx grammar).
@usableFromInline
final class ObserveOnEachEventSink<Element>: ObserverBase<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: immutable fields; delivery is serialized by the scheduler's queue.
    @usableFromInline let _scheduler: SerialDispatchQueueScheduler
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _upstream = SinkDisposer()

    @inlinable init(scheduler: SerialDispatchQueueScheduler, downstream: EventSink<Element>, parent: SinkDisposer) {
        _scheduler = scheduler
        _downstream = downstream
        super.init(parent: parent)
        setSubscription(_upstream)
    }

    /// Receives an upstream event and schedules its delivery.
    @inlinable func on(_ event: Event<Element>) {
        // The returned disposable is dropped, as RxSwift drops it: an action checks the
        // grammar state before delivering, and disposing this sink stops the upstream.
        _ = _scheduler.schedule((self, event)) { pair in
            pair.0._on(pair.1) { pair.0._downstream.on($0) }
            return Disposables.create()
        }
    }
}
