import Dispatch
import Foundation

/// A time interval, as in RxSwift 6.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute point in time, as in RxSwift 6.
public typealias RxTime = Date

/// A scheduler that can run actions after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's notion of the current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run first after `startAfter`, then every `period`; each run
    /// receives the state the previous one returned.
    ///
    /// - Returns: A disposable that stops the periodic action.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built on `scheduleRelative`, as RxSwift's
    /// `SchedulePeriodicRecursive`: each tick first schedules the next one, `period` after
    /// the scheduler's `now`, then runs the action. On `TestScheduler` a zero `startAfter`
    /// runs the first tick one tick after now, and the later ones `period` after it, as in
    /// RxSwift. A tick that comes while the action still runs (on a concurrent scheduler)
    /// is counted, and the action runs again after it returns, so runs never overlap.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = PeriodicRecursiveAction(state: state, period: period, action: action)
        return scheduleRecursive(PeriodicRecursiveAction<StateType>.Command.tick, dueTime: startAfter) {
            command, recurse in
            periodic.run(command, recurse)
        }
    }

    /// Schedules `action` after `dueTime`; `action` receives a scheduler with which it
    /// schedules its next step, after a delay or at once.
    ///
    /// - Returns: A disposable that cancels every pending step.
    public func scheduleRecursive<State>(
        _ state: State,
        dueTime: RxTimeInterval,
        action: @escaping (_ state: State, _ scheduler: AnyRecursiveScheduler<State>) -> Void
    ) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: scheduler.dispose)
    }
}

/// Schedules the steps of a recursive action on a `SchedulerType`, keeping the pending
/// ones cancellable.
public final class AnyRecursiveScheduler<State>: @unchecked Sendable {
    // @unchecked: `action` is only touched under `lock`; the other fields are immutable and thread-safe.
    private let lock = Lock()
    private var action: ((State, AnyRecursiveScheduler<State>) -> Void)?
    private let scheduler: SchedulerType
    private let pending = CompositeDisposable()

    init(scheduler: SchedulerType, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) {
        self.scheduler = scheduler
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Schedules the next step with `state` after `dueTime`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        let step = SingleAssignmentDisposable()
        guard let key = pending.insert(step) else { return }
        step.setDisposable(
            scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
                run(state, key: key)
            })
    }

    /// Schedules the next step with `state` as soon as possible.
    public func schedule(_ state: State) {
        let step = SingleAssignmentDisposable()
        guard let key = pending.insert(step) else { return }
        step.setDisposable(
            scheduler.schedule(state) { [self] state in
                run(state, key: key)
            })
    }

    private func run(_ state: State, key: CompositeDisposable.DisposeKey) -> Disposable {
        // A step that ran no longer needs cancelling; removing it keeps `pending` small.
        pending.remove(for: key)
        if let action = lock.withLock({ self.action }) {
            action(state, self)
        }
        return Disposables.create()
    }

    /// Cancels every pending step; no step runs after this returns on the same thread.
    public func dispose() {
        // Released after unlocking: dropping the last reference may run user deinits.
        let released = lock.withLock { () -> ((State, AnyRecursiveScheduler<State>) -> Void)? in
            let old = action
            action = nil
            return old
        }
        _ = released
        pending.dispose()
    }
}

/// A disposable whose disposal runs on a given scheduler.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: the mutable fields are only touched under `lock`; the scheduler is immutable.
    /// The scheduler disposal runs on.
    public let scheduler: ImmediateSchedulerType
    private let lock = Lock()
    private var disposable: Disposable?
    private var disposed = false

    /// Wraps `disposable` so that `dispose()` disposes it on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Schedules the disposal of the wrapped disposable on `scheduler`; runs once.
    public func dispose() {
        let first = lock.withLock { () -> Bool in
            defer { disposed = true }
            return !disposed
        }
        guard first else { return }
        _ = scheduler.schedule(self) { scheduled in
            let inner = scheduled.lock.withLock { () -> Disposable? in
                let inner = scheduled.disposable
                scheduled.disposable = nil
                return inner
            }
            inner?.dispose()
            return Disposables.create()
        }
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is `.infinity`.
    public var rheoSeconds: Double {
        switch self {
        case .seconds(let value):
            return Double(value)
        case .milliseconds(let value):
            return Double(value) / 1_000
        case .microseconds(let value):
            return Double(value) / 1_000_000
        case .nanoseconds(let value):
            return Double(value) / 1_000_000_000
        case .never:
            return .infinity
        @unknown default:
            return .infinity
        }
    }

    /// The interval, or zero if it is negative, as RxSwift's schedulers and operators treat
    /// a negative span. A negative span is reported through
    /// `Hooks.argumentOutOfRangeHandler` (naming the call with `spelling`, as
    /// `"delay(.seconds(-1))"`), but the sequence is not changed: no error event.
    @inlinable func _rheoClampedToZero(reporting spelling: @autoclosure () -> String) -> DispatchTimeInterval {
        if rheoNanoseconds >= 0 {
            return self
        }
        Hooks.reportAcceptedArgumentOutOfRange(
            "\(spelling()): a negative time span is treated as zero, as in RxSwift")
        return .nanoseconds(0)
    }

    /// The period to give a repeating `DispatchSourceTimer`: a negative period becomes
    /// `.never` (the timer fires once), which is what Dispatch's C interface does with it and
    /// what the dispatch schedulers document; Swift's `DispatchSourceTimer.schedule` would
    /// trap converting it to an unsigned interval. The negative period is reported through
    /// `Hooks.argumentOutOfRangeHandler`, naming the call with `spelling`.
    func _rheoDispatchPeriod(reporting spelling: @autoclosure () -> String) -> DispatchTimeInterval {
        if rheoNanoseconds >= 0 {
            return self
        }
        Hooks.reportAcceptedArgumentOutOfRange(
            "\(spelling()): a negative period runs the action once, as Dispatch does")
        return .never
    }

    /// The leeway to give a `DispatchSourceTimer`: a negative leeway becomes zero (Swift's
    /// `DispatchSourceTimer.schedule` would trap converting it to an unsigned interval),
    /// reported through `Hooks.argumentOutOfRangeHandler`, naming the call with `spelling`.
    func _rheoDispatchLeeway(reporting spelling: @autoclosure () -> String) -> DispatchTimeInterval {
        if rheoNanoseconds >= 0 {
            return self
        }
        Hooks.reportAcceptedArgumentOutOfRange("\(spelling()): a negative leeway is treated as zero")
        return .nanoseconds(0)
    }

    /// The interval in nanoseconds, saturating at `Int.max`; `.never` is `Int.max`.
    public var rheoNanoseconds: Int {
        switch self {
        case .seconds(let value):
            return value.multipliedReportingOverflow(by: 1_000_000_000).overflow
                ? (value < 0 ? .min : .max) : value * 1_000_000_000
        case .milliseconds(let value):
            return value.multipliedReportingOverflow(by: 1_000_000).overflow
                ? (value < 0 ? .min : .max) : value * 1_000_000
        case .microseconds(let value):
            return value.multipliedReportingOverflow(by: 1_000).overflow ? (value < 0 ? .min : .max) : value * 1_000
        case .nanoseconds(let value):
            return value
        case .never:
            return .max
        @unknown default:
            return .max
        }
    }

    /// An interval of `seconds`, rounded to whole nanoseconds; `.never` for +infinity, and
    /// clamped to `Int.min` nanoseconds for huge negative values.
    public static func rheoSeconds(_ seconds: Double) -> DispatchTimeInterval {
        guard seconds.isFinite, seconds * 1_000_000_000 < Double(Int.max) else {
            return seconds < 0 ? .nanoseconds(Int.min) : .never
        }
        // Clamped below as well: `Int(_:)` traps on a value out of range.
        return .nanoseconds(Int(Swift.max((seconds * 1_000_000_000).rounded(), Double(Int.min))))
    }
}

/// The state of one default `schedulePeriodic`: the action's state and the ticks not yet
/// served.
final class PeriodicRecursiveAction<StateType>: @unchecked Sendable {
    // @unchecked: `pendingTicks` is guarded by `lock`; `state` is touched only by the one
    // `dispatchStart` step running at a time (the count lets only one run), each step
    // ordered after the previous one by `lock`.
    enum Command {
        /// The period elapsed: schedule the next tick, then run the action unless it runs.
        case tick
        /// Run the action once more.
        case dispatchStart
    }

    private let lock = Lock()
    private let period: RxTimeInterval
    private let action: (StateType) -> StateType
    private var state: StateType
    private var pendingTicks = 0

    init(state: StateType, period: RxTimeInterval, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.period = period
        self.action = action
    }

    func run(_ command: Command, _ recurse: AnyRecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recurse.schedule(.tick, dueTime: period)
            let idle = lock.withLock { () -> Bool in
                pendingTicks += 1
                return pendingTicks == 1
            }
            if idle {
                run(.dispatchStart, recurse)
            }
        case .dispatchStart:
            let current = lock.withLock { state }
            // User code: no lock held (docs/Contracts.md rule 2).
            let next = action(current)
            let more = lock.withLock { () -> Bool in
                state = next
                pendingTicks -= 1
                return pendingTicks > 0
            }
            if more {
                recurse.schedule(.dispatchStart)
            }
        }
    }
}
