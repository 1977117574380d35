/// A scheduler that runs actions as soon as it can, in the order scheduled.
///
/// Refines `Sendable`: a scheduler is called from whatever threads its users run on, so
/// every scheduler (and `any SchedulerType`) can be stored in an actor or captured by a task.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action` to run with `state`.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules `action` recursively: `action` receives a `recurse` function that schedules
    /// the next step with a new state, without growing the stack on trampolining schedulers.
    ///
    /// - Returns: A disposable that cancels every pending step.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursive.schedule(state)
        return Disposables.create(with: recursive.dispose)
    }
}

/// Runs the steps of `scheduleRecursive`, keeping the pending ones cancellable.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    // @unchecked: `action` is only touched under `lock`; the other fields are immutable and thread-safe.
    private let lock = Lock()
    private var action: ((State, (State) -> Void) -> Void)?
    private let scheduler: ImmediateSchedulerType
    private let pending = CompositeDisposable()

    init(action: @escaping (State, (State) -> Void) -> Void, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func schedule(_ state: State) {
        let step = SingleAssignmentDisposable()
        guard let key = pending.insert(step) else { return }
        step.setDisposable(
            scheduler.schedule(state) { [self] state in
                // A step that ran no longer needs cancelling; removing it keeps `pending` small
                // however long the recursion.
                pending.remove(for: key)
                guard let action = lock.withLock({ self.action }) else {
                    return Disposables.create()
                }
                action(state, { self.schedule($0) })
                return Disposables.create()
            })
    }

    func dispose() {
        // Released after unlocking: dropping the last reference may run user deinits.
        let released = lock.withLock { () -> ((State, (State) -> Void) -> Void)? in
            let old = action
            action = nil
            return old
        }
        _ = released
        pending.dispose()
    }
}
