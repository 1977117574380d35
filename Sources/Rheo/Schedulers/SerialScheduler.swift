import CRheo
import Dispatch
import Foundation

/// Rheo's serial scheduler: actions from any thread run one at a time, in FIFO order,
/// on a dispatch queue, with far less than one dispatch per action.
///
/// Producers push actions onto the CRheo lock-free MPSC queue and bump an atomic
/// work-in-progress counter (`DrainQueue`). Only the producer that finds the scheduler idle
/// dispatches a drain to the underlying queue; the drain then runs the actions queued
/// meanwhile in one batch, at most 1,024 of them before it leaves the queue to the timers
/// and other blocks waiting on it. An idle scheduler costs no CPU: nothing polls (a drain
/// that spun a few microseconds before going idle was tried and measured worse: on two
/// cores the spin steals the producer's CPU).
///
/// Relative and periodic actions wait on the dispatch queue's timer and then join the same
/// FIFO. Disposing a scheduled action before it starts means it never runs.
///
/// Action objects are recycled: one whose disposable the caller dropped goes back, after
/// it ran, to a lock-free stack that producer threads take from as a whole into a private
/// cache, so a steady stream of `schedule` calls allocates nothing (see
/// `SerialScheduledAction` and `SerialActionRecycler`).
public final class SerialScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: its only mutable state is the DrainQueue, which is built for any thread.
    @usableFromInline let _drain = DrainQueue<SerialScheduledAction>()
    @usableFromInline let _recycler = SerialActionRecycler()
    @usableFromInline let _queue: DispatchQueue
    private let leeway: DispatchTimeInterval

    /// Creates a serial scheduler draining on a new serial dispatch queue.
    ///
    /// - Parameters:
    ///   - label: The dispatch queue's label.
    ///   - qos: The dispatch queue's quality of service.
    ///   - leeway: The timer leeway for relative and periodic actions; a negative leeway is
    ///     treated as zero and reported through `Hooks.argumentOutOfRangeHandler`.
    public init(
        label: String = "rheo.serial-scheduler", qos: DispatchQoS = .default,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        _queue = DispatchQueue(label: label, qos: qos)
        self.leeway = leeway._rheoDispatchLeeway(reporting: "SerialScheduler(leeway: .\(leeway))")
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// The current time.
    public var now: RxTime {
        Date()
    }

    /// Schedules `action` after everything already scheduled.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet, and
    ///   disposes what the action returned if it has.
    ///
    /// Inlinable so the action object is created with the caller's concrete types (no
    /// generic metadata lookup per call).
    @inlinable public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = SerialScheduledAction.make(state, action, recycler: _recycler)
        _enqueue(item)
        return item
    }

    /// Schedules `action` to join the queue after `dueTime`.
    ///
    /// The wait is a one-shot timer cancelled on disposal, so a disposed action (and what
    /// it captures) is released at once, not at its deadline.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = SerialScheduledAction.make(state, action, recycler: _recycler)
        let nanoseconds = dueTime.rheoNanoseconds
        if nanoseconds <= 0 {
            _enqueue(item)
            return item
        }
        if dueTime == .never {
            return item
        }
        let timer = DispatchSource.makeTimerSource(queue: _queue)
        timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), leeway: leeway)
        // The timer's handler owns the pending action until it fires or is cancelled
        // (cancelling releases the handler), so dropping the returned disposable does not
        // cancel it, as in RxSwift.
        let pending = SerialDelayedAction(item: item, timer: timer)
        timer.setEventHandler { [self] in
            if let item = pending.fire() {
                _enqueue(item)
            }
        }
        timer.resume()
        return pending
    }

    /// Schedules `action` every `period` after `startAfter`, on a repeating timer whose
    /// ticks join the queue; each tick receives the state the previous one returned.
    ///
    /// A negative period or `.never` runs the action once (Dispatch's behaviour); a
    /// negative period is also reported through `Hooks.argumentOutOfRangeHandler`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = SerialPeriodicAction(state: state, action: action)
        let timer = DispatchSource.makeTimerSource(queue: _queue)
        timer.schedule(
            deadline: .now() + startAfter,
            repeating: period._rheoDispatchPeriod(reporting: "schedulePeriodic(period: .\(period))"), leeway: leeway)
        timer.setEventHandler { [self, weak periodic] in
            guard let periodic, !periodic.isDisposed else { return }
            // One tick at a time: if the previous tick is still queued, skip this one
            // rather than let ticks pile up behind a slow action.
            if periodic.tryMarkQueued() {
                _enqueue(
                    SerialScheduledAction.make(
                        periodic,
                        { periodic in
                            periodic.tick()
                            return Disposables.create()
                        }, recycler: _recycler))
            }
        }
        timer.resume()
        periodic.setTimer(timer)
        return periodic
    }

    /// How many actions one drain runs at most before it leaves the queue and dispatches
    /// the next drain.
    static var batchLimit: Int { 1024 }

    @usableFromInline func _enqueue(_ item: SerialScheduledAction) {
        if _drain.enqueue(item) {
            _dispatchDrain()
        }
    }

    // The closure captures only `self`: no allocation beyond Dispatch's own. The drain is
    // marked as running on the queue, for `_waitingHereWouldStall`.
    private func _dispatchDrain() {
        _queue.async { [self] in
            _QueueRunMark.running(on: _queue) { _runQueued() }
        }
    }

    /// The drain: runs the queued actions, at most `batchLimit` of them, recycling those
    /// nobody else references.
    ///
    /// Bounded because the timers of relative and periodic actions fire on the same queue:
    /// an action that keeps rescheduling itself at once (a zero-delay timer loop) would
    /// otherwise keep one drain running for ever and hold every timer back. What is left
    /// runs in the next drain, behind whatever reached the queue meanwhile.
    private func _runQueued() {
        var finished = SerialActionRecycler.Batch()
        var budget = Self.batchLimit
        var more = true
        while more, budget > 0 {
            more = _drain.drainPresent(atMost: budget) { (item: consuming SerialScheduledAction) in
                budget -= 1
                item.run()
                if !isKnownUniquelyReferenced(&item) {
                    // Usually the scheduling thread is still returning the item's disposable
                    // (the drain kept up with it): look again a few actions later.
                    guard let older = _recycler.secondChance(item) else { return }
                    item = older
                    if !isKnownUniquelyReferenced(&item) { return }
                }
                item.prepareForReuse()
                finished.append(item)
                if finished.count == SerialActionRecycler.batchSize {
                    _recycler.give(&finished)
                }
            }
        }
        _recycler.give(&finished)
        if more {
            _dispatchDrain()
        }
    }
}

/// A relative action waiting for its timer: disposing it cancels the timer and the action.
final class SerialDelayedAction: Cancelable, @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`.
    private let lock = Lock()
    private var item: SerialScheduledAction?
    private var timer: DispatchSourceTimer?
    private var disposed = false

    init(item: SerialScheduledAction, timer: DispatchSourceTimer) {
        self.item = item
        self.timer = timer
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Hands over the item when the timer fires, unless disposed first, and cancels the
    /// one-shot timer so that it releases its handler.
    func fire() -> SerialScheduledAction? {
        // The item stays referenced: disposing later still disposes what the action returned.
        let (item, timer) = lock.withLock { () -> (SerialScheduledAction?, DispatchSourceTimer?) in
            defer { self.timer = nil }
            return (disposed ? nil : self.item, self.timer)
        }
        timer?.cancel()
        return item
    }

    func dispose() {
        let (item, timer) = lock.withLock { () -> (SerialScheduledAction?, DispatchSourceTimer?) in
            disposed = true
            defer {
                self.item = nil
                self.timer = nil
            }
            return (self.item, self.timer)
        }
        timer?.cancel()
        item?.dispose()
    }
}

/// The state of a periodic action: its timer and the state threaded through its ticks.
final class SerialPeriodicAction<State>: SinkDisposer, @unchecked Sendable {
    // @unchecked: `state` is touched only by ticks, which the scheduler runs one at a time;
    // the rest is under `lock`.
    private var state: State
    private let action: (State) -> State
    private let lock = Lock()
    private var timer: DispatchSourceTimer?
    private var queued = false

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
        super.init()
    }

    func setTimer(_ timer: DispatchSourceTimer) {
        let cancelNow = lock.withLock { () -> Bool in
            self.timer = timer
            return isDisposed
        }
        if cancelNow {
            timer.cancel()
        }
    }

    func tryMarkQueued() -> Bool {
        lock.withLock {
            if queued { return false }
            queued = true
            return true
        }
    }

    func tick() {
        lock.withLock { queued = false }
        if !isDisposed {
            state = action(state)
        }
    }

    override func _didDispose() {
        let timer = lock.withLock { () -> DispatchSourceTimer? in
            let timer = self.timer
            self.timer = nil
            return timer
        }
        timer?.cancel()
    }
}
