import CRheo

extension ObservableType {
    /// `observe(on: scheduler)` as shared sequences use it, with a direct path for the main
    /// scheduler.
    ///
    /// On a `MainScheduler`, an event that arrives on the main queue while nothing is
    /// queued is delivered at once, as RxSwift's `MainScheduler` runs such an action at
    /// once; it then costs no dispatch, no allocation and no queue traffic, which is what
    /// keeps a `Driver` driven on the main thread as cheap as a plain chain. Any other event
    /// (from a background thread, or arriving while earlier ones wait or are being
    /// delivered, including reentrant ones) goes through the queue of `observe(on:)` and
    /// keeps its order. Other schedulers (a mocked `TestScheduler`) use `observe(on:)`.
    ///
    /// Rheo deviation: RxSwift schedules each event on the scheduler, so an event arriving
    /// on the main queue also waits behind unrelated actions queued on the same
    /// `MainScheduler` instance; here it waits only behind the events of its own sequence.
    /// `SharingScheduler.make()` gives each shared sequence its own `MainScheduler()`, so
    /// the two only differ with a custom `make` returning one shared instance.
    @inlinable func _observe(onSharingScheduler scheduler: SchedulerType) -> Observable<Element> {
        guard let mainScheduler = scheduler as? MainScheduler else {
            return observe(on: scheduler)
        }
        return Producer((source: asObservable(), scheduler: mainScheduler)) { producer, observer, lifetime in
            let sink = MainObserveOnSink(scheduler: producer.state.scheduler, downstream: observer, parent: lifetime)
            producer.state.source._subscribe(EventSink { sink.on($0) }, sink.upstream)
        }
    }
}

/// One `_observe(onSharingScheduler:)` subscription on a `MainScheduler`: delivers directly
/// when it can, queues otherwise.
///
/// The queue's work-in-progress count doubles as the "delivering" flag: the direct path
/// holds one unit of it while it delivers, so that an event arriving meanwhile (reentrant,
/// or from another thread after a hand-over) is queued behind, and the direct path then
/// drains it. Thread rule: the direct path runs only on the main queue, where the drain
/// also runs, and only for the upstream (the queue's single producer); so while it reads
/// and writes the count, no other thread does, and plain (relaxed) loads and stores suffice
/// (`SPSCDrainQueue.submit(_:inlineIf:handler:)`).
@usableFromInline
final class MainObserveOnSink<Element>: ObserverBase<Element>, ObserverType, DrainHandler, @unchecked Sendable {
    // @unchecked: immutable fields; the SPSC queue has one producer and one drainer.
    // @unchecked: the scheduler and downstream are immutable; the queue has its own
    // thread rules (see above and `SPSCDrainQueue`).
    @usableFromInline let _scheduler: MainScheduler
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let upstream = SinkDisposer()
    @usableFromInline let _queue = SPSCDrainQueue<Event<Element>>()

    @inlinable init(scheduler: MainScheduler, downstream: EventSink<Element>, parent: SinkDisposer) {
        _scheduler = scheduler
        _downstream = downstream
        super.init(parent: parent)
        setSubscription(upstream)
    }

    /// Receives an upstream event: delivers it at once on the main queue when nothing is
    /// queued, else queues it and schedules a drain if none is pending.
    ///
    /// Inlinable: the per-event path, specialized for the caller's element type.
    @inlinable func on(_ event: Event<Element>) {
        if _queue.submit(event, inlineIf: { MainScheduler.isOnMainQueue }, handler: self) {
            _scheduleDrainSlowPath()
        }
    }

    /// Delivers an event, on the main queue: in place, or after it waited in the queue.
    @inlinable @inline(__always) func _handleQueued(_ event: Event<Element>) {
        _on(event) { _downstream.on($0) }
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
