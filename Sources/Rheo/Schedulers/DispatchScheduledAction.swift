import CRheo
import Dispatch

/// One action of a dispatch scheduler's `schedule` (`SerialDispatchQueueScheduler`,
/// `MainScheduler`, `ConcurrentDispatchQueueScheduler`, `ConcurrentMainScheduler`,
/// `OperationQueueScheduler`): the only object allocated per action.
///
/// The action and its state are stored inline, type-erased, next to a function formed in
/// the caller's specialized code (`make` is inlinable), so that neither scheduling nor
/// running looks up generic metadata (the generic item this replaced built the metadata
/// of its `(State, action)` tuple at run time on every action, about 14% of `schedule` in
/// `perf`). It is queued intrusively (it is a `QueuedItem`), and it is the `Disposable`
/// the caller gets.
///
/// Disposal, on the state word in the queue header: `claimed` goes to whichever of `run`
/// and `dispose` comes first, and that one owns the stored action and state. A `dispose`
/// that claims them destroys them at once (the action never runs, and what it captured is
/// released without waiting for the queue); a `run` that claims them runs the action and
/// stores its result in the same bytes. `disposed` and `resultSet` then decide, as in
/// `SerialScheduledAction`, that whichever of `dispose` and `run` comes second disposes the
/// result. Every step is one atomic `fetch_or`; nothing locks.
@usableFromInline
final class DispatchScheduledAction: QueuedItem, Cancelable, @unchecked Sendable {
    // @unchecked: the payload is owned by whichever of `run` and `dispose` claims it
    // (atomically, on the state word); nothing else touches it until `deinit`. So its
    // accesses never overlap, and skip the dynamic exclusivity check (docs/UnsafeAssumptions.md,
    // 6 and 12).

    /// Runs (`run == true`) or only destroys the stored action and state; moves them out
    /// of the payload, which is left uninitialized.
    @usableFromInline typealias Invoke = (_ payload: UnsafeMutableRawPointer, _ run: Bool) -> Disposable?

    // The stored `(state, action)` pair, or a closure wrapping them when the pair does not
    // fit; after the action ran, what it returned (`resultSet`).
    @exclusivity(unchecked) @usableFromInline var _payload = InlinePayload()
    // Formed in specialized code: it captures nothing and costs no allocation.
    @exclusivity(unchecked) @usableFromInline var _invoke: Invoke

    @inlinable static var disposedBit: Int { 1 }
    @inlinable static var resultSetBit: Int { 2 }
    @inlinable static var claimedBit: Int { 4 }
    // Set, with `claimedBit`, for the whole life of an action of `makeRecurring`.
    @inlinable static var recurringBit: Int { 8 }

    @inlinable init(invoke: @escaping Invoke) {
        _invoke = invoke
        super.init()
    }

    deinit {
        let state = rheo_atomic_intptr_load_acquire(_state)
        if state & Self.claimedBit == 0 {
            // Never ran nor disposed (its queue went away): release the action and state.
            _ = withUnsafeMutableBytes(of: &_payload) { _invoke($0.baseAddress!, false) }
        } else if state & (Self.resultSetBit | Self.disposedBit) == Self.resultSetBit {
            // Ran, and never disposed: the result is still stored.
            _ = _takeResult()
        }
    }

    /// An action object holding `action` and `state`.
    ///
    /// Inlinable so that storing and invoking the pair is compiled for the caller's types.
    @inlinable static func make<State>(
        _ state: State, _ action: @escaping (State) -> Disposable
    ) -> DispatchScheduledAction {
        typealias Pair = (State, (State) -> Disposable)
        if MemoryLayout<Pair>.size <= MemoryLayout<InlinePayload>.size,
            MemoryLayout<Pair>.alignment <= MemoryLayout<InlinePayload>.alignment
        {
            let item = DispatchScheduledAction(invoke: { payload, run in
                let (state, action) = payload.assumingMemoryBound(to: Pair.self).move()
                return run ? action(state) : nil
            })
            _ = withUnsafeMutableBytes(of: &item._payload) {
                $0.baseAddress!.initializeMemory(as: Pair.self, repeating: (state, action), count: 1)
            }
            return item
        }
        // Too big to store inline: one closure context holds the pair instead.
        typealias Thunk = () -> Disposable
        let thunk: Thunk = { action(state) }
        let item = DispatchScheduledAction(invoke: { payload, run in
            let thunk = payload.assumingMemoryBound(to: Thunk.self).move()
            return run ? thunk() : nil
        })
        _ = withUnsafeMutableBytes(of: &item._payload) {
            $0.baseAddress!.initializeMemory(as: Thunk.self, repeating: thunk, count: 1)
        }
        return item
    }

    /// An action that drains `target` each time it runs, scheduled again and again by a
    /// batching sink (`BatchingScheduler.scheduleDrain(_:)`), so that waking a sink up costs
    /// no allocation of Rheo's.
    ///
    /// The action does not own `target`: whoever schedules it retains the target first
    /// (`Unmanaged.retain()`), and the run releases it after the drain returns, so a sink
    /// holding its drain action forms no cycle, and a pending drain keeps its sink alive. At
    /// most one run is pending at a time (the sink's queue counter decides it), though the
    /// previous run may still be returning on another thread: a run reads only the stored
    /// target. The recurring action is never disposed; it starts claimed, so the
    /// `dispose`/`run` protocol above never touches its payload.
    @inlinable static func makeRecurring<Target: ScheduledDrainTarget>(for target: Target) -> DispatchScheduledAction {
        let item = DispatchScheduledAction(invoke: { payload, run in
            let target = payload.load(as: Unmanaged<Target>.self)
            if run {
                target.takeRetainedValue()._runScheduledDrain()
            } else {
                target.release()
            }
            return nil
        })
        _ = withUnsafeMutableBytes(of: &item._payload) {
            $0.baseAddress!.initializeMemory(
                as: Unmanaged<Target>.self, repeating: Unmanaged.passUnretained(target), count: 1)
        }
        rheo_atomic_intptr_store_relaxed(item._state, claimedBit | recurringBit)
        return item
    }

    /// Gives up a run of a recurring action that its queue dropped without running it
    /// (an operation cancelled on its `OperationQueue`), releasing the target the run
    /// would have released; for an action of `make`, `deinit` releases what it holds.
    func abandon() {
        if rheo_atomic_intptr_load_acquire(_state) & Self.recurringBit != 0 {
            _ = withUnsafeMutableBytes(of: &_payload) { _invoke($0.baseAddress!, false) }
        }
    }

    @usableFromInline var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_state) & Self.disposedBit != 0
    }

    @usableFromInline func dispose() {
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_state, Self.disposedBit | Self.claimedBit)
        if old & Self.claimedBit == 0 {
            // Disposed before it ran: it never will; release the action and its state now,
            // on this thread (their deinits may be user code; no lock is held).
            _ = withUnsafeMutableBytes(of: &_payload) { _invoke($0.baseAddress!, false) }
        } else if old & (Self.disposedBit | Self.resultSetBit) == Self.resultSetBit {
            _takeResult().dispose()
        }
    }

    /// Runs the action unless it was disposed first, keeping its result for `dispose()`.
    /// Called once, on the scheduler's queue (a recurring action: once per scheduling).
    func run() {
        let claimed = rheo_atomic_intptr_fetch_or_acq_rel(_state, Self.claimedBit)
        guard claimed & Self.claimedBit == 0 else {
            if claimed & Self.recurringBit != 0 {
                _ = withUnsafeMutableBytes(of: &_payload) { _invoke($0.baseAddress!, true) }
            }
            return
        }
        guard let result = withUnsafeMutableBytes(of: &_payload, { _invoke($0.baseAddress!, true) }) else { return }
        _ = withUnsafeMutableBytes(of: &_payload) {
            $0.baseAddress!.initializeMemory(as: Disposable.self, repeating: result, count: 1)
        }
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_state, Self.resultSetBit)
        if old & Self.disposedBit != 0 {
            _takeResult().dispose()
        }
    }

    // Called once, by whichever of `run` and `dispose` saw both `resultSet` and `disposed`
    // (or by `deinit`).
    private func _takeResult() -> Disposable {
        withUnsafeMutableBytes(of: &_payload) { $0.baseAddress!.assumingMemoryBound(to: Disposable.self).move() }
    }

    /// Five words: room for a state of up to three words next to the action closure (an
    /// `observe(on:)` sink and its event, a value and a context), and for the `Disposable`
    /// existential the action returns. Five rather than six keeps the object at 88 bytes,
    /// in the allocator's 96-byte class, which a burst of queued actions fills.
    @usableFromInline struct InlinePayload {
        @usableFromInline var _words: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
        @inlinable init() {}
    }
}

/// The actions of a serial dispatch scheduler (`SerialDispatchQueueScheduler`,
/// `MainScheduler`), run on its dispatch queue with one `DispatchQueue.async` per batch
/// rather than per action.
///
/// Algorithm: the queue-drain pattern (docs/Contracts.md rule 2) over a `DrainQueue`:
/// `schedule` pushes the action onto the lock-free intrusive MPSC list and counts it; the
/// producer that finds the list idle (count 0) dispatches a drain to the queue. The drain
/// runs on the queue itself, so an action sees the queue's `DispatchQueue.getSpecific`
/// values and identity exactly as when it had a block of its own, and actions run one at
/// a time, in the order scheduled.
///
/// Fairness: a drain runs at most `batchLimit` (1,024) actions, those queued when it
/// starts and those queued while it runs (see `DrainQueue.drainPresent(atMost:_:)`); the
/// rest (an action that keeps rescheduling itself, say) wait for a new `async`, behind any
/// block submitted to the queue in between. A batch is therefore finite, and the queue's
/// other work is never starved.
///
/// What batching changes: a block submitted to the same `DispatchQueue` with `async`
/// between two `schedule` calls may run after both actions (when the second joins the
/// first one's batch), where one `async` per action would run it between them. The order of
/// the scheduler's own actions is unchanged.
@usableFromInline
final class DispatchActionQueue: @unchecked Sendable {
    // @unchecked: the DrainQueue is built for any thread; `queue` is immutable.
    @usableFromInline let _actions = DrainQueue<DispatchScheduledAction>()
    @usableFromInline let _queue: DispatchQueue

    /// - Parameter isCounted: false for the process-wide schedulers, whose list lives for
    ///   the whole process and is left out of `Resources.total` as they are.
    init(queue: DispatchQueue, isCounted: Bool) {
        self._queue = queue
        if !isCounted {
            // The DrainQueue counted itself.
            _ = Resources.decrementTotal()
        }
    }

    /// How many actions one drain runs at most before it dispatches the next.
    static var batchLimit: Int { 1024 }

    /// Queues `item` after every action queued before it.
    @usableFromInline func enqueue(_ item: DispatchScheduledAction) {
        if _actions.enqueue(item) {
            scheduleDrain()
        }
    }

    /// Claims the list for running an action in place, if it is idle (`MainScheduler`);
    /// on success the caller must call `endRunInPlace()` once the action returned.
    @usableFromInline func tryClaimIdle() -> Bool {
        _actions.tryClaimIdle()
    }

    /// Ends a claim of `tryClaimIdle()`; actions scheduled meanwhile run in a drain
    /// dispatched now, never before this returns.
    @usableFromInline func endRunInPlace() {
        if _actions.leaveClaim() {
            scheduleDrain()
        }
    }

    // One `async` per batch. The closure captures only `self`, one class reference, which
    // serves as its context: no allocation beyond Dispatch's own. The drain is marked as
    // running on the queue, for `_waitingHereWouldStall`.
    private func scheduleDrain() {
        _queue.async { [self] in
            _QueueRunMark.running(on: _queue) { drain() }
        }
    }

    private func drain() {
        var budget = Self.batchLimit
        var more = true
        while more, budget > 0 {
            more = _actions.drainPresent(atMost: budget) { item in
                budget -= 1
                item.run()
            }
        }
        if more {
            scheduleDrain()
        }
    }
}
