import CRheo

/// The elements of a `Binder` whose scheduler runs on a real queue (a `BatchingScheduler`:
/// `MainScheduler`, the dispatch and operation-queue schedulers, `SerialScheduler`),
/// waiting to be applied there: queued by any thread, applied on the scheduler in batches
/// of at most 1,024 by one recurring drain action (see `BatchDrainer`), rather than one
/// scheduled action per element.
///
/// One binder may be fed by several subscriptions at once, so producers take turns at the
/// queue's producer side under a lock held only while a slot is written (the
/// several-producers mode of `SPSCDrainQueue`); the drain runs on the scheduler, one at a
/// time, as the queue's counter decides.
@usableFromInline
final class BinderQueue<Value>: BatchDrainer, @unchecked Sendable {
    // @unchecked: producers write slots under `_producerLock`; the drainer is one at a time
    // (the queue's counter); `_drainAction` is set once in `init`, `_handOff` by the drainer.
    @usableFromInline let _scheduler: BatchingScheduler
    // An empty first segment: a binder never sent an element off its direct path allocates
    // no slots.
    @usableFromInline let _queue = SPSCDrainQueue<Value>(firstSegmentCapacity: 0)
    @usableFromInline let _producerLock = Lock()
    // The binder's `_applyIfAlive`.
    @usableFromInline let _apply: (Value) -> Void
    // Unchecked exclusivity: `_drainAction` is set once in `init`, before the queue is
    // shared, and `_handOff` is touched by the one drainer only (docs/UnsafeAssumptions.md, 12).
    @exclusivity(unchecked) @usableFromInline var _drainAction: DispatchScheduledAction?
    @exclusivity(unchecked) @usableFromInline var _handOff: DrainHandOff?

    @usableFromInline init(scheduler: BatchingScheduler, apply: @escaping (Value) -> Void) {
        _scheduler = scheduler
        _apply = apply
        _drainAction = DispatchScheduledAction.makeRecurring(for: self)
    }

    /// True when none of the binder's elements waits or is being applied (an acquire load:
    /// it sees every element queued before an event that happened before this call).
    @inlinable var isIdle: Bool {
        _queue._counter.isIdle
    }

    /// Queues `value` behind the binder's earlier elements and wakes the drain if it was
    /// idle.
    @inlinable func send(_ value: Value) {
        _producerLock.lock()
        _queue._append(value)
        _producerLock.unlock()
        if _queue._counter.arrive() {
            _scheduleDrainSlowPath()
        }
    }

    /// Applies one element, on the scheduler, if the target is still alive.
    @inlinable @inline(__always) func _deliverQueued(_ value: Value) {
        _apply(value)
    }

    /// A binder has no disposal: what is queued is applied (or dropped, once the target is
    /// gone).
    @inlinable var _stopsDraining: Bool { false }
}
