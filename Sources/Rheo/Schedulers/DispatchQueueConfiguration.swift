import Dispatch

/// The dispatch logic shared by the dispatch-based schedulers (`SerialDispatchQueueScheduler`,
/// `MainScheduler`, `ConcurrentDispatchQueueScheduler`, `ConcurrentMainScheduler`), as
/// RxSwift's `DispatchQueueConfiguration`.
///
/// An action of `schedule` is a `DispatchScheduledAction`; the serial schedulers queue it
/// in their `DispatchActionQueue`, the concurrent ones `submit` it here, one `async` each.
/// A timed action is guarded by a `DispatchScheduledItem` or `DispatchPeriodicItem`, which
/// decides under its lock whether the action may still start and runs it after unlocking.
/// Either way, disposing an action before it starts means it never starts, and disposal
/// drops the action and its state at once rather than when the queue gets round to it.
@usableFromInline
struct DispatchQueueConfiguration: Sendable {
    /// The queue actions run on.
    @usableFromInline let _queue: DispatchQueue
    /// The leeway given to the timers of relative and periodic scheduling.
    let leeway: DispatchTimeInterval

    /// A configuration running actions on `queue`, with `leeway` for its timers; a negative
    /// leeway is treated as zero and reported through `Hooks.argumentOutOfRangeHandler`.
    init(queue: DispatchQueue, leeway: DispatchTimeInterval) {
        self._queue = queue
        self.leeway = leeway._rheoDispatchLeeway(reporting: "leeway: .\(leeway)")
    }

    /// Runs `item` asynchronously on `queue`, one `async` of its own (the concurrent
    /// schedulers, whose actions may run side by side).
    ///
    /// The block captures only the item, one class reference, which serves as the
    /// closure's context: nothing is allocated here beyond Dispatch's own.
    @usableFromInline func submit(_ item: DispatchScheduledAction) {
        _queue.async {
            item.run()
        }
    }

    /// Runs `action` on `queue` once `dueTime` has passed, measured on the monotonic clock.
    ///
    /// A one-shot `DispatchSourceTimer`, not `asyncAfter`: cancelling a timer releases the
    /// action (and what it captures) when it is disposed, whereas an `asyncAfter` block
    /// would keep it until the due time, an hour later for an hour-long timeout.
    func scheduleRelative<State>(
        _ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> Disposable
    ) -> Disposable {
        let item = DispatchScheduledItem(state: state, action: action)
        let timer = DispatchSource.makeTimerSource(queue: _queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        // The handler holds the item and the item holds the timer until it fires or is
        // disposed; either one cancels the timer and breaks the cycle. Holding the timer
        // also keeps it alive until then, which Dispatch needs.
        timer.setEventHandler { [_queue] in
            _QueueRunMark.running(on: _queue) { item.fire() }
        }
        item.setTimer(timer)
        timer.resume()
        return item
    }

    /// Runs `action` on `queue` after `startAfter` and then every `period`, with a repeating
    /// `DispatchSourceTimer` that disposal cancels.
    func schedulePeriodic<State>(
        _ state: State, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State
    ) -> Disposable {
        let item = DispatchPeriodicItem(state: state, action: action)
        let timer = DispatchSource.makeTimerSource(queue: _queue)
        timer.schedule(
            deadline: .now() + startAfter,
            repeating: period._rheoDispatchPeriod(reporting: "schedulePeriodic(period: .\(period))"), leeway: leeway)
        // As in `scheduleRelative`, handler and item hold each other until disposal.
        timer.setEventHandler { [_queue] in
            _QueueRunMark.running(on: _queue) { item.fire() }
        }
        item.setTimer(timer)
        timer.resume()
        return item
    }
}

/// One action scheduled on a queue: it starts at most once, and never once it is disposed.
///
/// Disposing it after the action ran disposes what the action returned, as RxSwift's
/// `SingleAssignmentDisposable` does. `OperationQueueScheduler` uses it too.
final class DispatchScheduledItem<State>: Cancelable, @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    private enum Stage {
        case pending(State, (State) -> Disposable)
        case running
        case ran(Disposable)
        case disposed
    }

    private let lock = Lock()
    private var stage: Stage
    // The one-shot timer of `scheduleRelative`, until it fires or the item is disposed.
    private var timer: DispatchSourceTimer?

    init(state: State, action: @escaping (State) -> Disposable) {
        stage = .pending(state, action)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        lock.withLock {
            if case .disposed = stage {
                return true
            }
            return false
        }
    }

    /// Stores the timer to cancel on disposal; cancels it at once if already disposed.
    func setTimer(_ timer: DispatchSourceTimer) {
        let disposed = lock.withLock { () -> Bool in
            if case .disposed = stage {
                return true
            }
            self.timer = timer
            return false
        }
        if disposed {
            timer.cancel()
        }
    }

    /// The timer's event handler: a one-shot timer is cancelled before the action runs.
    func fire() {
        let timer = lock.withLock { () -> DispatchSourceTimer? in
            let timer = self.timer
            self.timer = nil
            return timer
        }
        timer?.cancel()
        run()
    }

    /// Runs the action unless it was disposed or has already run.
    func run() {
        let pending = lock.withLock { () -> (State, (State) -> Disposable)? in
            guard case .pending(let state, let action) = stage else { return nil }
            stage = .running
            return (state, action)
        }
        guard let (state, action) = pending else { return }
        let result = action(state)
        let disposedMeanwhile = lock.withLock { () -> Bool in
            guard case .running = stage else { return true }
            stage = .ran(result)
            return false
        }
        if disposedMeanwhile {
            result.dispose()
        }
    }

    func dispose() {
        let (previous, timer) = lock.withLock { () -> (Stage, DispatchSourceTimer?) in
            let previous = stage
            let timer = self.timer
            stage = .disposed
            self.timer = nil
            return (previous, timer)
        }
        timer?.cancel()
        // A pending action and its state are released here, after unlocking: their deinits
        // may be user code.
        if case .ran(let result) = previous {
            result.dispose()
        }
    }
}

/// A periodic action on a repeating timer, each run receiving the state the previous one
/// returned.
///
/// No run starts once `dispose()` has returned; a run already under way finishes, and the
/// state it returns is dropped.
final class DispatchPeriodicItem<State>: Cancelable, @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    private let lock = Lock()
    private var disposed = false
    // nil while a run is under way (Dispatch never runs one source's handler concurrently
    // with itself) and once disposed.
    private var state: State?
    private var action: ((State) -> State)?
    private var timer: DispatchSourceTimer?

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Stores the timer to cancel on disposal; cancels it at once if already disposed.
    func setTimer(_ timer: DispatchSourceTimer) {
        let alreadyDisposed = lock.withLock { () -> Bool in
            if disposed {
                return true
            }
            self.timer = timer
            return false
        }
        if alreadyDisposed {
            timer.cancel()
        }
    }

    /// The timer's event handler.
    func fire() {
        let pending = lock.withLock { () -> (State, (State) -> State)? in
            guard !disposed, let state, let action else { return nil }
            self.state = nil
            return (state, action)
        }
        guard let (state, action) = pending else { return }
        let next = action(state)
        // If disposed meanwhile, `next` is dropped on return, after unlocking.
        lock.withLock {
            if !disposed {
                self.state = next
            }
        }
    }

    func dispose() {
        let released = lock.withLock { () -> (DispatchSourceTimer?, State?, ((State) -> State)?)? in
            guard !disposed else { return nil }
            disposed = true
            defer {
                timer = nil
                state = nil
                action = nil
            }
            return (timer, state, action)
        }
        // The state and action are released after unlocking: their deinits may be user code.
        released?.0?.cancel()
    }
}
