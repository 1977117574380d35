import CRheo

extension ObservableType {
    /// Delivers the events of the sequence on `scheduler`, in order.
    ///
    /// How the events reach the scheduler depends on its kind:
    /// - On a virtual-time scheduler (`TestScheduler`, `HistoricalScheduler`, any
    ///   `VirtualTimeScheduler`) and on any scheduler Rheo does not know (one a user
    ///   writes), one scheduled action delivers one event and, if more wait, schedules the
    ///   next, as RxSwift's `ObserveOnSink` does: an element and a completion that arrive
    ///   together are delivered one scheduler step apart (one tick apart on
    ///   `TestScheduler`).
    /// - On Rheo's schedulers of real queues and threads (`SerialDispatchQueueScheduler`,
    ///   `MainScheduler`, `ConcurrentDispatchQueueScheduler`, `ConcurrentMainScheduler`,
    ///   `OperationQueueScheduler`, `SerialScheduler`), events are buffered in a lock-free
    ///   single-producer single-consumer queue and one scheduled action delivers the events
    ///   waiting, up to 1,024, then runs its action again for the rest. The cost is far
    ///   below one dispatch per element, and steady-state buffering allocates about one
    ///   segment per 1,024 events. The observer sees no difference; work that another
    ///   thread schedules on the same queue runs between batches rather than between
    ///   events (RxSwift schedules one block per event on a serial dispatch queue).
    ///
    /// The terminal event is delivered after every element before it, and the source is
    /// disposed when it is delivered.
    ///
    /// - Parameters:
    ///   - scheduler: Where the observer receives events; on a serial scheduler
    ///     they arrive one at a time.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func observe(
        on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("observe(on:)", file, line) {
            if let scheduler = scheduler as? BatchingScheduler {
                return _observeBatching(on: scheduler)
            }
            return _observeStepwise(on: scheduler)
        }
    }

    /// `observe(on:)` draining in bounded batches, for a `BatchingScheduler`.
    ///
    /// On a `SerialDispatchQueueScheduler` (and `MainScheduler`) the observable counts in
    /// `Resources.numberOfSerialDispatchQueueObservables` while it lives, as RxSwift's
    /// `ObserveOnSerialDispatchQueue` does.
    @inlinable func _observeBatching(on scheduler: BatchingScheduler) -> Observable<Element> {
        let count = scheduler is SerialDispatchQueueScheduler ? _SerialDispatchQueueObservableCount.make() : nil
        return Producer((source: asObservable(), scheduler: scheduler, count: count)) { producer, observer, lifetime in
            let sink = ObserveOnSink(scheduler: producer._state.scheduler, downstream: observer, parent: lifetime)
            producer._state.source._subscribe(EventSink { sink.on($0) }, sink._upstream)
        }
    }
}

/// One batching `observe(on:)` subscription: a queue filled by the upstream and drained on
/// the scheduler, at most `batchLimit` events per scheduled action.
///
/// The sink itself is the downstream stage's resource (disposing it stops delivery); its
/// `upstream` lifetime cancels the source.
@usableFromInline
final class ObserveOnSink<Element>: ObserverBase<Element>, ObserverType, BatchDrainer, @unchecked Sendable {
    // @unchecked: the SPSC queue has one producer (upstream, by the grammar) and one drainer; `_handOff` is set once, before it is shared.
    @usableFromInline let _scheduler: BatchingScheduler
    // See `init`.
    @usableFromInline let _deliversInPlaceOnMain: Bool
    // The one action that wakes the drain, scheduled again each time the queue goes from
    // idle to busy. Set once, in `init`.
    @exclusivity(unchecked) @usableFromInline var _drainAction: DispatchScheduledAction?
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _upstream = SinkDisposer()
    @usableFromInline let _queue = SPSCDrainQueue<Event<Element>>()
    // Made by the first drain that fills a batch, so that a subscription whose drains keep
    // up allocates none. Drainer only; an action reads it after the drainer that scheduled
    // it wrote it (the scheduler orders the two), or after the queue's counter handed the
    // drain over.
    @exclusivity(unchecked) @usableFromInline var _handOff: DrainHandOff?

    /// - Parameter deliversInPlaceOnMain: True for the shared sequences' `observe(on:)` on
    ///   a `MainScheduler`: an event that arrives on the main queue while nothing of this
    ///   subscription waits is delivered at once, in place.
    @inlinable init(
        scheduler: BatchingScheduler, downstream: EventSink<Element>, parent: SinkDisposer,
        deliversInPlaceOnMain: Bool = false
    ) {
        _scheduler = scheduler
        _deliversInPlaceOnMain = deliversInPlaceOnMain
        _downstream = downstream
        super.init(parent: parent)
        _drainAction = DispatchScheduledAction.makeRecurring(for: self)
        setSubscription(_upstream)
    }

    /// Receives an upstream event (the upstream is the queue's single producer, by the Rx
    /// grammar): queues it, and schedules a drain if none is pending.
    @inlinable func on(_ event: Event<Element>) {
        if _deliversInPlaceOnMain {
            _onInPlaceOnMain(event)
        } else if _queue.push(event) {
            _scheduleDrainSlowPath()
        }
    }

    /// `on(_:)` for the shared sequences on a `MainScheduler`: on the main queue with
    /// nothing of this subscription waiting, the event is delivered at once (then costing
    /// no dispatch, no allocation and no queue traffic, which keeps a `Driver` driven on
    /// the main thread as cheap as a plain chain); events that arrived meanwhile are then
    /// drained here, in bounded batches. Anything else is queued, as by `observe(on:)`.
    @inlinable @inline(__always) func _onInPlaceOnMain(_ event: Event<Element>) {
        switch _queue.submit(event, inlineIf: { MainScheduler.isOnMainQueue }, handle: { _deliverQueued($0) }) {
        case .done:
            break
        case .scheduleDrain:
            _scheduleDrainSlowPath()
        case .drainHere:
            _drainBatchesSlowPath()
        }
    }

    /// Delivers a queued event, on the scheduler.
    @inlinable @inline(__always) func _deliverQueued(_ event: Event<Element>) {
        _on(event) { _downstream.on($0) }
    }

    /// Disposal stops delivery; what is queued goes with the sink.
    @inlinable var _stopsDraining: Bool { isDisposed }
}
