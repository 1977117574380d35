extension ObservableType {
    /// Delivers the events of the sequence on `scheduler`, in order.
    ///
    /// How the events reach the scheduler depends on its kind, as in RxSwift:
    /// - On a `SerialDispatchQueueScheduler` (and `MainScheduler`), each event is scheduled
    ///   on its own when it arrives, as RxSwift's `ObserveOnSerialDispatchQueueSink` does.
    /// - On Rheo's `SerialScheduler` (which RxSwift lacks), events are buffered in a
    ///   lock-free single-producer single-consumer queue and drained in batches: one
    ///   scheduled action delivers every event that arrived while the previous batch was
    ///   waiting or running, so the cost is far below one dispatch per element, and
    ///   steady-state buffering allocates about one segment per 1,024 events.
    /// - On any other scheduler (`TestScheduler`, concurrent and operation-queue
    ///   schedulers, ...), one scheduled action delivers one event and, if more wait,
    ///   schedules the next, as RxSwift's `ObserveOnSink` does: an element and a completion
    ///   that arrive together are delivered one scheduler step apart (one tick apart on
    ///   `TestScheduler`).
    ///
    /// The terminal event is delivered after every element before it, and the source is
    /// disposed when it is delivered.
    ///
    /// - Parameter scheduler: Where the observer receives events; on a serial scheduler
    ///   they arrive one at a time.
    @inlinable public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialScheduler {
            return _observeBatching(on: serial)
        }
        if let dispatch = scheduler as? SerialDispatchQueueScheduler {
            return _observeEachEvent(on: dispatch)
        }
        return _observeStepwise(on: scheduler)
    }

    /// `observe(on:)` draining in batches, for Rheo's `SerialScheduler`.
    @inlinable func _observeBatching(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer((source: asObservable(), scheduler: scheduler)) { producer, observer, lifetime in
            let sink = ObserveOnSink(scheduler: producer.state.scheduler, downstream: observer, parent: lifetime)
            producer.state.source._subscribe(EventSink { sink.on($0) }, sink.upstream)
        }
    }
}

/// One `observe(on:)` subscription: a queue filled by the upstream and drained on the
/// scheduler.
///
/// The sink itself is the downstream stage's resource (disposing it stops delivery); its
/// `upstream` lifetime cancels the source.
@usableFromInline
final class ObserveOnSink<Element>: ObserverBase<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: immutable fields; the SPSC queue has one producer (upstream, by the grammar) and one drainer.
    @usableFromInline let _scheduler: ImmediateSchedulerType
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let upstream = SinkDisposer()
    @usableFromInline let _queue = SPSCDrainQueue<Event<Element>>()

    @inlinable init(scheduler: ImmediateSchedulerType, downstream: EventSink<Element>, parent: SinkDisposer) {
        _scheduler = scheduler
        _downstream = downstream
        super.init(parent: parent)
        setSubscription(upstream)
    }

    /// Receives an upstream event (the upstream is the queue's single producer, by the Rx
    /// grammar): queues it, and schedules a drain if none is pending.
    @inlinable func on(_ event: Event<Element>) {
        if _queue.push(event) {
            _scheduleDrainSlowPath()
        }
    }

    // Inlinable (but never inlined) so that the drain below is specialized for `Element`.
    @inlinable @inline(never) func _scheduleDrainSlowPath() {
        // The returned disposable is dropped: a drain checks the grammar state before
        // delivering, and disposing this sink stops the upstream.
        _ = _scheduler.schedule(self) { sink in
            sink._queue.drain { event in
                sink._on(event) { sink._downstream.on($0) }
            }
            return Disposables.create()
        }
    }
}
