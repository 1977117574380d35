extension ObservableType {
    /// Delivers the events on `scheduler`, one scheduled action per event, as RxSwift's
    /// `ObserveOnSink` does: an action delivers one event and, if more wait, schedules the
    /// next action. `observe(on:)` uses it for every scheduler that is not a
    /// `BatchingScheduler`: the virtual-time schedulers and those a user writes.
    @inlinable func _observeStepwise(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer((source: asObservable(), scheduler: scheduler)) { producer, observer, lifetime in
            let sink = ObserveOnStepwiseSink(
                scheduler: producer._state.scheduler, downstream: observer, parent: lifetime)
            producer._state.source._subscribe(EventSink { sink.on($0) }, sink._upstream)
        }
    }
}

/// One stepwise `observe(on:)` subscription: a queue under a lock (never held while the
/// observer runs, docs/Contracts.md rule 2) and at most one scheduled action at a time.
@usableFromInline
final class ObserveOnStepwiseSink<Element>: ObserverBase<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: the queue and the flag are only touched under `_lock`.
    @usableFromInline let _scheduler: ImmediateSchedulerType
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _upstream = SinkDisposer()
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`: the pending action's disposable, for disposal to cancel it, and
    // how many steps have started, which tells a late store from a current one.
    @usableFromInline var _pending: Disposable?
    @usableFromInline var _steps = 0
    // Guarded by `_lock`.
    @usableFromInline var _queue = HeadIndexedQueue<Event<Element>>()
    @usableFromInline var _scheduled = false

    @inlinable init(scheduler: ImmediateSchedulerType, downstream: EventSink<Element>, parent: SinkDisposer) {
        _scheduler = scheduler
        _downstream = downstream
        super.init(parent: parent)
        setSubscription(_upstream)
    }

    /// Receives an upstream event: queues it, and schedules an action if none is pending.
    @inlinable func on(_ event: Event<Element>) {
        let start = _lock.withLock { () -> Bool in
            _queue.append(event)
            if _scheduled {
                return false
            }
            _scheduled = true
            return true
        }
        if start {
            _schedule()
        }
    }

    /// Schedules the next step, and keeps its disposable for disposal to cancel.
    ///
    /// On a scheduler that runs actions concurrently, the step may start (and schedule the
    /// one after it) before `schedule` has returned here: its disposable is then stale and
    /// is not stored, so it cannot replace, and cancel, the newer step's. (RxSwift's
    /// `ObserveOnSink` schedules through `scheduleRecursive`, whose group of pending
    /// actions has the same care.)
    @inlinable func _schedule() {
        let stepsBefore = _lock.withLock { _steps }
        let disposable = _scheduler.schedule(self) { sink in
            sink._step()
            return Disposables.create()
        }
        let replaced = _lock.withLock { () -> (stored: Bool, previous: Disposable?) in
            guard _steps == stepsBefore, !isDisposed else { return (false, nil) }
            let previous = _pending
            _pending = disposable
            return (true, previous)
        }
        // Released, or disposed, after unlocking: a scheduler's disposable may be user code.
        _ = replaced.previous
        if !replaced.stored, isDisposed {
            disposable.dispose()
        }
    }

    /// Delivers the first waiting event, then schedules the next step if more wait.
    @inlinable func _step() {
        let (event, finished) = _lock.withLock { () -> (Event<Element>?, Disposable?) in
            // This step's own action is running: its disposable is no longer pending.
            _steps &+= 1
            let finished = _pending
            _pending = nil
            guard !_queue.isEmpty else { return (nil, finished) }
            return (_queue.removeFirst(), finished)
        }
        _ = finished
        if let event {
            _on(event) { _downstream.on($0) }
        }
        let more = _lock.withLock { () -> Bool in
            if _queue.isEmpty || isDisposed {
                _scheduled = false
                return false
            }
            return true
        }
        if more {
            _schedule()
        }
    }

    @usableFromInline override func _didDispose() {
        let (pending, released) = _lock.withLock { () -> (Disposable?, [Event<Element>]) in
            let pending = _pending
            _pending = nil
            return (pending, _queue.takeAll())
        }
        // Disposed and released after unlocking: a scheduler's disposable and an element's
        // deinit may be user code.
        pending?.dispose()
        _ = released
    }
}
