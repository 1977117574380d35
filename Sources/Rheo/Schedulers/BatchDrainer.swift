import CRheo

/// The drain of a batching delivery (`observe(on:)`, `Binder`) on a `BatchingScheduler`:
/// values wait in an `SPSCDrainQueue`, and one scheduled action delivers the values that
/// wait, up to `batchLimit`, then yields the queue for the rest.
///
/// A conforming class keeps one recurring drain action for its life
/// (`DispatchScheduledAction.makeRecurring(for:)`), schedules it with
/// `_scheduleDrainSlowPath()` when its queue goes from idle to busy, and delivers each value
/// in `_deliverQueued(_:)`; the loop, the bound, the wait for a streaming producer
/// (`SPSCDrainQueue.drainPresent(atMost:lingering:_:)`) and the hand-off to a continuation
/// live here, once.
@usableFromInline
protocol BatchDrainer: ScheduledDrainTarget {
    associatedtype Queued
    /// The values waiting for the scheduler.
    var _queue: SPSCDrainQueue<Queued> { get }
    /// Where the drains run.
    var _scheduler: BatchingScheduler { get }
    /// The one action that wakes the drain; set once, when the drainer is made.
    var _drainAction: DispatchScheduledAction? { get }
    /// Made by the first drain that fills a batch; drainer only.
    var _handOff: DrainHandOff? { get set }
    /// True when queued values must no longer be delivered (disposal).
    var _stopsDraining: Bool { get }
    /// Delivers one queued value, on the scheduler.
    func _deliverQueued(_ value: Queued)
}

extension BatchDrainer {
    /// The most values one scheduled action delivers, the bound the dispatch schedulers put
    /// on their own drains.
    @inlinable static var batchLimit: Int { 1024 }

    // Inlinable (but never inlined) so that the drain is specialized for the drainer.
    @inlinable @inline(never) func _scheduleDrainSlowPath(yielding: Bool = false) {
        // Nothing to cancel: a drain checks `_stopsDraining` before delivering. The run
        // releases this retain.
        _ = Unmanaged.passUnretained(self).retain()
        _scheduler.scheduleDrain(_drainAction.unsafelyUnwrapped, yielding: yielding)
    }

    /// Runs on the scheduler, each time the drain action runs: gives the drain back to a
    /// drainer still inside the `schedule` of this run (see `_drainBatches()`), or drains.
    @inlinable func _runScheduledDrain() {
        if let handOff = _handOff, handOff.giveBack() {
            return
        }
        _drainBatches()
    }

    // Specialized for the drainer, never inlined: an in-place path's rare drain.
    @inlinable @inline(never) func _drainBatchesSlowPath() {
        _drainBatches()
    }

    /// Runs on the scheduler: delivers batches of values until the queue goes idle,
    /// handing each batch after the first to a new run of the drain action, behind the
    /// work already waiting on the queue.
    ///
    /// A scheduler may run the new run on another thread before `schedule` has returned.
    /// The action then finds the hand-off armed and gives the drain back to the drainer
    /// that scheduled it, which goes on in a loop: the stack does not grow by a frame per
    /// batch, and one thread at a time drains.
    @inlinable func _drainBatches() {
        var budget = Self.batchLimit
        while _queue.drainPresent(
            atMost: budget, lingering: true,
            { value in
                budget -= 1
                _deliverQueued(value)
            })
        {
            if _stopsDraining {
                return
            }
            if budget > 0 {
                // Values arrived while this batch ran and it has room for them: go on here
                // rather than wake the scheduler again.
                continue
            }
            budget = Self.batchLimit
            let handOff = _handOff ?? _makeHandOffSlowPath()
            handOff.arm()
            _scheduleDrainSlowPath(yielding: true)
            if !handOff.disarmWasGivenBack() {
                return
            }
        }
    }

    @inlinable @inline(never) func _makeHandOffSlowPath() -> DrainHandOff {
        let handOff = DrainHandOff()
        _handOff = handOff
        return handOff
    }
}

/// The hand-over between a drain that schedules its continuation and the continuation:
/// which of the two goes on draining (see `BatchDrainer._drainBatches()`).
///
/// States: 0 idle; 1 armed (the drainer is inside `schedule`); 2 given back (the
/// continuation ran while armed and left the drain to the drainer).
@usableFromInline
final class DrainHandOff: @unchecked Sendable {
    // @unchecked: one atomic word.
    // First stored property: reached by address. Do not reorder.
    @usableFromInline var _state = rheo_atomic_intptr()

    @usableFromInline init() {}

    /// The drainer is about to schedule its continuation.
    @inlinable func arm() {
        rheo_atomic_intptr_store_release(_atomicState(of: self), 1)
    }

    /// The drainer's `schedule` returned: true if the continuation already ran and gave
    /// the drain back, so the drainer goes on; false if the continuation will drain.
    @inlinable func disarmWasGivenBack() -> Bool {
        rheo_atomic_intptr_exchange_acq_rel(_atomicState(of: self), 0) == 2
    }

    /// The continuation starts: true if the drainer is still inside `schedule` and takes
    /// the drain back (the continuation must return at once).
    @inlinable func giveBack() -> Bool {
        var armed = 1
        return rheo_atomic_intptr_compare_exchange_strong_acq_rel(_atomicState(of: self), &armed, 2)
    }
}
