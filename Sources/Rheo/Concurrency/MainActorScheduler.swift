import Foundation

/// A scheduler that runs its actions on the main actor, through Swift concurrency's main
/// executor, in the order they were scheduled.
///
/// Use it where a sequence must reach `@MainActor` code: inside an action (and so inside
/// an observer behind `observe(on: MainActorScheduler.instance)`), `MainActor.assumeIsolated`
/// holds, and the work is ordered with the other jobs of the main actor.
///
/// ```swift
/// source
///     .observe(on: MainActorScheduler.instance)
///     .subscribe(onNext: { value in
///         MainActor.assumeIsolated { model.show(value) }
///     })
/// ```
///
/// Scheduling from the main thread while none of this scheduler's actions is queued or
/// running runs the action at once (inside `MainActor.assumeIsolated`), as
/// `MainScheduler.instance` does; otherwise the action is queued. Queued actions run in
/// batches, one main-actor `Task` per batch, in FIFO order whichever thread scheduled
/// them (the scheduler keeps its own queue rather than relying on the order in which
/// tasks are started). Disposing the returned disposable before the action has run
/// cancels it; after, it disposes what the action returned.
///
/// On Linux the main actor's executor is the main dispatch queue: queued actions run only
/// while the main thread runs `dispatchMain()` or its run loop (`RunLoop.main.run`). The
/// "run at once" path is taken only on the main thread itself; after `dispatchMain()`
/// main-queue work runs on other threads, and there actions are always queued.
///
/// It is an `ImmediateSchedulerType` only: for timed operators use `MainScheduler`.
public final class MainActorScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: `_pending`, `_isDraining` and `_isRunningAtOnce` are guarded by `_lock`.

    /// The shared instance.
    public static let instance = MainActorScheduler()

    private let _lock = Lock()
    /// Actions waiting for the drain task, in scheduling order.
    private var _pending: [() -> Void] = []
    /// Whether a drain task is started or running.
    private var _isDraining = false
    /// Whether an action runs at once on the main thread (so a nested one must queue).
    private var _isRunningAtOnce = false

    private init() {}

    /// Schedules `action` on the main actor.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: Runs once, on the main actor; returns what to dispose on cancellation.
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainScheduler.isMainThread, _claimRunAtOnce() {
            // The action, its state and its result stay on this thread (the main thread);
            // the boxes only carry them into and out of `assumeIsolated`.
            let work = _UncheckedSendableBox((state, action))
            let result = MainActor.assumeIsolated {
                _UncheckedSendableBox(work._value.1(work._value.0))
            }
            _lock.withLock { _isRunningAtOnce = false }
            return result._value
        }
        let cancel = SingleAssignmentDisposable()
        let startDrain = _lock.withLock { () -> Bool in
            _pending.append {
                if !cancel.isDisposed {
                    cancel.setDisposable(action(state))
                }
            }
            if _isDraining { return false }
            _isDraining = true
            return true
        }
        if startDrain {
            _startDrain()
        }
        return cancel
    }

    private func _claimRunAtOnce() -> Bool {
        _lock.withLock {
            guard !_isDraining, !_isRunningAtOnce else { return false }
            _isRunningAtOnce = true
            return true
        }
    }

    private func _startDrain() {
        Task { @MainActor in
            self._drainBatch()
        }
    }

    /// Runs the actions queued so far; starts another task for those queued meanwhile, so
    /// a long stream of actions does not keep other main-actor work waiting.
    @MainActor private func _drainBatch() {
        let batch = _lock.withLock { () -> [() -> Void] in
            let batch = _pending
            _pending = []
            return batch
        }
        for run in batch {
            run()
        }
        let more = _lock.withLock { () -> Bool in
            if _pending.isEmpty {
                _isDraining = false
                return false
            }
            return true
        }
        if more {
            _startDrain()
        }
    }
}

// Its actions run on the main queue: a producer there must not wait for them.
extension MainActorScheduler: _RunsActionsOnTheMainQueue {}
