/// A scheduler of Rheo's own that runs actions on a real queue or thread, where
/// operators that hop events onto it may hand over a run of events in one action.
///
/// On such a scheduler, `observe(on:)` drains the events waiting for it in batches: at
/// most 1,024 per action (the bound the dispatch schedulers put on their own drains), then
/// a fresh action for the rest, so other work on the same queue is not starved. How many
/// actions carry the events is invisible to the observer, which still receives them one
/// at a time, in order, on the scheduler; it changes only how Rheo's work interleaves
/// with unrelated work scheduled on the same queue.
///
/// Schedulers that do not conform keep RxSwift's one event per action: the virtual-time
/// schedulers (`VirtualTimeScheduler`, and so `TestScheduler` and `HistoricalScheduler`),
/// whose tests observe each step's time, and every scheduler a user writes, whose actions
/// Rheo knows nothing about. Conformance is internal, so a user type cannot opt in by
/// accident; the classes that conform cannot be subclassed outside Rheo.
///
/// A batching sink wakes its drain with `scheduleDrain(_:)` rather than `schedule`: it
/// hands over the one recurring action it keeps for its whole life, so that a wake-up
/// allocates nothing of Rheo's (what the queue itself allocates remains: Dispatch's
/// continuation, an `Operation` and Foundation's bookkeeping for it).
@usableFromInline
protocol BatchingScheduler: ImmediateSchedulerType {
    /// Runs `drain` once, where and as `schedule` would run an action (at once, in
    /// `MainScheduler`'s and `ConcurrentMainScheduler`'s cases on the main queue).
    ///
    /// `drain` comes from `DispatchScheduledAction.makeRecurring(for:)`; its owner schedules
    /// it again only after its previous run has started.
    ///
    /// - Parameter yielding: True for the continuation of a full batch: it must run after
    ///   the work already waiting on the queue (a block another part of the program
    ///   dispatched to the main queue, say), not in the same turn of the scheduler's own
    ///   action list, which would carry on without yielding the queue.
    func scheduleDrain(_ drain: DispatchScheduledAction, yielding: Bool)
}

/// What a recurring drain action runs (see `DispatchScheduledAction.makeRecurring(for:)`).
@usableFromInline
protocol ScheduledDrainTarget: AnyObject {
    /// Runs on the scheduler each time the drain action runs.
    func _runScheduledDrain()
}

extension SerialDispatchQueueScheduler: BatchingScheduler {
    @usableFromInline func scheduleDrain(_ drain: DispatchScheduledAction, yielding: Bool) {
        if yielding {
            // Behind whatever waits on the dispatch queue: one `async` of its own.
            _configuration.submit(drain)
            return
        }
        if _runsAtOnceWhenIdle, unsafeDowncast(self, to: MainScheduler.self)._runAtOnceIfIdle({ drain.run() }) {
            return
        }
        _actions.enqueue(drain)
    }
}

extension ConcurrentDispatchQueueScheduler: BatchingScheduler {
    @usableFromInline func scheduleDrain(_ drain: DispatchScheduledAction, yielding: Bool) {
        _configuration.submit(drain)
    }
}

extension OperationQueueScheduler: BatchingScheduler {
    @usableFromInline func scheduleDrain(_ drain: DispatchScheduledAction, yielding: Bool) {
        _submit(drain)
    }
}

extension ConcurrentMainScheduler: BatchingScheduler {
    @usableFromInline func scheduleDrain(_ drain: DispatchScheduledAction, yielding: Bool) {
        if !yielding, MainScheduler.isOnMainQueue {
            drain.run()
            return
        }
        _mainScheduler._configuration.submit(drain)
    }
}

extension SerialScheduler: BatchingScheduler {
    // One of the scheduler's own recycled actions per wake-up; its thread runs nothing
    // else, so a continuation has nothing to yield to but the scheduler's other actions,
    // which a drain of the scheduler bounds already.
    @usableFromInline func scheduleDrain(_ drain: DispatchScheduledAction, yielding: Bool) {
        _ = schedule(drain) { drain in
            drain.run()
            return Disposables.create()
        }
    }
}
