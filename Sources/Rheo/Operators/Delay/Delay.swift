import Dispatch
import Foundation

extension ObservableType {
    /// Sends each element and the completion `dueTime` after the source sent it, on
    /// `scheduler`; an error is sent at once.
    ///
    /// Events keep their order and their spacing. An error jumps ahead of the elements still
    /// waiting, which are dropped (as in RxSwift). The source is disposed as soon as it
    /// completes or fails; the delayed events are still sent.
    ///
    /// Elements and the completion are always sent from the timer, on `scheduler`, each in a
    /// timer step of its own, as RxSwift's `DelaySink` does: after sending an event, the
    /// next one is scheduled even if it is already due (with a zero delay, one tick later on
    /// `TestScheduler`), so an element and a completion the source sent at the same time
    /// arrive one step apart. That holds on virtual time (`TestScheduler`,
    /// `HistoricalScheduler`) and on any scheduler a user writes; on Rheo's schedulers of
    /// real queues (`SerialDispatchQueueScheduler`, `MainScheduler`, the concurrent and
    /// operation-queue schedulers, `SerialScheduler`), a timer step also sends the events
    /// that are already due, up to 1,024, rather than a timer each (the batching rule of
    /// `observe(on:)`). The error is sent from the source's thread, or from the timer if it
    /// is sending an element at that moment. The queue is guarded by a lock that is never
    /// held while the observer runs.
    ///
    /// - Parameters:
    ///   - dueTime: The delay. `.never` means elements and completion are never sent (and
    ///     not stored); errors still are, at once. Zero sends each event as soon as the
    ///     scheduler runs the timer.
    ///   - scheduler: Where the timers run and the events are sent, and whose clock gives
    ///     each event its due time.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The delayed sequence. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func delay(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("delay", file, line) {
            let dueTime = dueTime._rheoClampedToZero(reporting: "delay(.\(dueTime))")
            return Producer(
                (source: asObservable(), dueTime: dueTime, scheduler: scheduler)
            ) {
                producer, observer, lifetime in
                let sink = DelaySink(
                    dueTime: producer._state.dueTime, scheduler: producer._state.scheduler, downstream: observer,
                    parent: lifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink._upstream)
            }
        }
    }
}

/// One `delay` subscription: the downstream's resource, owning the source's lifetime and
/// the drain timer.
@usableFromInline
final class DelaySink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _dueTime: RxTimeInterval
    @usableFromInline let _dueSeconds: Double
    @usableFromInline let _scheduler: SchedulerType
    // True on a scheduler of a real queue (`BatchingScheduler`): a drain then sends the
    // events already due in one action, up to `ObserveOnSink.batchLimit`.
    @usableFromInline let _sendsDueRuns: Bool
    @usableFromInline let _upstream = SinkDisposer()
    @usableFromInline let _timer = SerialDisposable()
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`.
    @usableFromInline var _machine = DelayStateMachine<Element>()

    @inlinable init(
        dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: EventSink<Element>, parent: SinkDisposer
    ) {
        _dueTime = dueTime
        _dueSeconds = dueTime.rheoSeconds
        _scheduler = scheduler
        _sendsDueRuns = scheduler is BatchingScheduler
        _downstream = downstream
        super.init(parent: parent)
        setSubscription(_upstream)
    }

    /// Receives a source event.
    @inlinable func on(_ event: Event<Element>) {
        if event.isStopEvent {
            // Nothing more will come from the source; release it now, as RxSwift does.
            _upstream.dispose()
        }
        if _dueTime == .never, event.error == nil {
            // Never due: not worth storing.
            return
        }
        // The due time is read before locking: `now` belongs to the scheduler.
        let due = _scheduler.now.addingTimeInterval(_dueSeconds)
        let action = _lock.withLock { _machine.sourceEvent(event, due: due) }
        switch action {
        case .none:
            break
        case .startTimer:
            _scheduleDrainSlowPath(after: _dueTime)
        case .sendError(let error):
            _on(.error(error)) { _downstream.on($0) }
        }
    }

    // Inlinable so that the drain closure is formed in specialized code.
    @inlinable @inline(never) func _scheduleDrainSlowPath(after delay: RxTimeInterval) {
        // Replacing the serial disposable releases the timer that just fired.
        _timer.disposable = _scheduler.scheduleRelative(self, dueTime: delay) { sink in
            sink._drain()
            return Disposables.create()
        }
    }

    /// Sends the event the timer was started for, then schedules itself for the next one;
    /// on a scheduler of a real queue, it first sends the events already due, up to
    /// `ObserveOnSink.batchLimit` in all. Runs on the scheduler, one drain at a time (the
    /// next one is scheduled only when this one ends).
    @inlinable func _drain() {
        var timerFired = true
        var budget = _sendsDueRuns ? ObserveOnSink<Element>.batchLimit : 0
        while !isDisposed {
            let now = _scheduler.now
            let dueBy = budget > 0 ? now : nil
            budget -= 1
            let action = _lock.withLock {
                _machine.drainStep(timerFired: timerFired, dueBy: dueBy)
            }
            timerFired = false
            switch action {
            case .send(let event):
                _on(event) { _downstream.on($0) }
            case .sendError(let error):
                _on(.error(error)) { _downstream.on($0) }
                return
            case .wait(let due):
                _scheduleDrainSlowPath(after: .rheoSeconds(Swift.max(0, due.timeIntervalSince(now))))
                return
            case .idle:
                return
            }
        }
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
    }
}
