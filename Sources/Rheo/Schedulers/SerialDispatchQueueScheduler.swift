import Dispatch
import Foundation

/// Runs actions on a serial dispatch queue, one at a time in the order scheduled, as
/// RxSwift's `SerialDispatchQueueScheduler`.
///
/// `schedule` always runs the action asynchronously, even when called from the queue
/// itself. Actions scheduled faster than the queue runs them are run in batches, one
/// `DispatchQueue.async` per batch rather than per action, each batch bounded to 1,024
/// actions so that other work on the queue is not starved (see `DispatchActionQueue`).
/// Relative scheduling uses a one-shot `DispatchSourceTimer` and periodic scheduling a
/// repeating one, both on the scheduler's queue and measured on the monotonic clock.
/// Disposing a scheduled action before it starts means it never starts.
///
/// The initializers given a queue or a quality of service create an internal serial queue
/// that targets it, so work on a concurrent queue is still serialized. For one
/// cross-thread hop per batch rather than per element, see `SerialScheduler`.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: a non-final class; its stored properties are immutable and Sendable.

    /// RxSwift's time-interval alias.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's time alias.
    public typealias Time = Date

    @usableFromInline let _configuration: DispatchQueueConfiguration
    // The actions of `schedule`, run in batches on the queue.
    @usableFromInline let _actions: DispatchActionQueue
    // True for `MainScheduler` (not its `asyncInstance`): `schedule` runs the action at
    // once when called on the main queue with none of its actions queued or running.
    @usableFromInline let _runsAtOnceWhenIdle: Bool
    private let isCounted: Bool

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Wraps `serialQueue`, which must be serial. The process-wide instances
    /// (`MainScheduler.instance`, `MainScheduler.asyncInstance`) pass `isCounted: false`:
    /// they live for the whole process and are left out of `Resources.total`.
    init(
        serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0), isCounted: Bool = true,
        runsAtOnceWhenIdle: Bool = false
    ) {
        _configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
        _actions = DispatchActionQueue(queue: serialQueue, isCounted: isCounted)
        _runsAtOnceWhenIdle = runsAtOnceWhenIdle
        self.isCounted = isCounted
        if isCounted {
            Resources.incrementTotal()
        }
    }

    deinit {
        if isCounted {
            Resources.decrementTotal()
        }
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameter internalSerialQueueName: The label of the new queue.
    /// - Parameter serialQueueConfiguration: Called with the new queue before the scheduler
    ///   uses it, for instance to set queue-specific values.
    /// - Parameter leeway: The leeway of the timers used for relative and periodic scheduling
    ///   (a negative leeway is treated as zero and reported through
    ///   `Hooks.argumentOutOfRangeHandler`).
    public convenience init(
        internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets `queue`.
    ///
    /// - Parameter queue: Where the work finally runs; it may be concurrent, the new serial
    ///   queue keeps the actions one at a time.
    /// - Parameter internalSerialQueueName: The label of the new serial queue.
    /// - Parameter leeway: The leeway of the timers used for relative and periodic scheduling
    ///   (a negative leeway is treated as zero and reported through
    ///   `Hooks.argumentOutOfRangeHandler`).
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of `qos`.
    ///
    /// - Parameter qos: The quality of service of the global queue the work runs on.
    /// - Parameter internalSerialQueueName: The label of the new serial queue.
    /// - Parameter leeway: The leeway of the timers used for relative and periodic scheduling
    ///   (a negative leeway is treated as zero and reported through
    ///   `Hooks.argumentOutOfRangeHandler`).
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rheo.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
            leeway: leeway)
    }

    /// Schedules `action` to run with `state` on the queue, after the actions scheduled
    /// before it.
    ///
    /// One object is allocated per action; actions scheduled faster than the queue runs
    /// them are run in batches, one `DispatchQueue.async` per batch (see
    /// `DispatchActionQueue`). Inlinable so that the action object is made for the
    /// caller's types, with no generic metadata looked up per action.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet, and
    ///   afterwards disposes what the action returned.
    @inlinable public final func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if _runsAtOnceWhenIdle {
            // `MainScheduler.instance`: at once when on the main queue with nothing queued.
            var result: Disposable?
            if unsafeDowncast(self, to: MainScheduler.self)._runAtOnceIfIdle({ result = action(state) }) {
                return result!
            }
        }
        let item = DispatchScheduledAction.make(state, action)
        _actions.enqueue(item)
        return item
    }

    /// Schedules `action` to run with `state` on the queue once `dueTime` has passed.
    ///
    /// A due time of zero or less runs the action as soon as possible; `.never` never runs
    /// it (the action and its state are kept until disposal).
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet, and
    ///   afterwards disposes what the action returned.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        _configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the queue after `startAfter` and then every `period`;
    /// each run receives the state the previous one returned.
    ///
    /// Runs never overlap. A period of zero runs the action back to back as fast as the
    /// queue allows; a negative period or `.never` runs it once (Dispatch's behaviour; a
    /// negative period is also reported through `Hooks.argumentOutOfRangeHandler`).
    ///
    /// - Returns: A disposable that stops the timer: no run starts after its `dispose()`
    ///   returns, though a run already under way finishes.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        _configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
