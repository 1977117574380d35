/// Runs work on the current thread as a trampoline, as RxSwift's `CurrentThreadScheduler`.
///
/// The first `schedule` on a thread runs its action at once and then drains, in FIFO
/// order, everything scheduled meanwhile on that thread; a `schedule` made while the
/// trampoline runs only enqueues. Recursion through it therefore uses a loop, not the
/// stack. As in RxSwift, the outermost `subscribe` of an operator on a thread runs inside
/// the trampoline too, and the synchronous sources (`of`, `from`, `range`, `generate`,
/// `repeatElement`) send their elements through it, so nested synchronous sources
/// interleave step by step.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: no stored state; the trampoline lives in thread-local storage.
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether a `schedule` call on this thread would run its action at once (no
    /// trampoline is running on this thread).
    public static var isScheduleRequired: Bool {
        !Trampoline.isRunningOnCurrentThread
    }

    /// Schedules `action` on the current thread's trampoline.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline._isRunning {
            let item = ScheduledItem(state: state, action: action)
            trampoline.enqueue(item)
            return item
        }
        trampoline._isRunning = true
        let disposable = action(state)
        trampoline.drainAndStop()
        return disposable
    }
}

/// An action with its state, cancellable until it runs.
final class ScheduledItem<State>: TrampolineTask, Cancelable, @unchecked Sendable {
    // @unchecked: immutable fields; cancellation goes through the thread-safe SingleAssignmentDisposable.
    private let state: State
    private let action: (State) -> Disposable
    private let disposable = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        disposable.isDisposed
    }

    override func runOnTrampoline(_ trampoline: Trampoline) -> Bool {
        if !disposable.isDisposed {
            disposable.setDisposable(action(state))
        }
        return false
    }

    func dispose() {
        disposable.dispose()
    }
}

extension CurrentThreadScheduler {
    /// Runs `body` with a trampoline of its own on this thread, set aside the one running.
    ///
    /// For code that must see a subscription made in `body` run to its end before it goes
    /// on, such as a blocking operator that then waits: inside a running trampoline, the
    /// steps of a synchronous source would be queued behind the waiting caller and never
    /// run (RxBlocking deadlocks there). Outside one, `body` just runs.
    package static func withSeparateTrampoline<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Trampoline.withSeparateTrampoline(body)
    }
}
