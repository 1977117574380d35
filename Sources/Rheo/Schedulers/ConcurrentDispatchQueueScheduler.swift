import Dispatch
import Foundation

/// Runs actions on a dispatch queue that may run several at once, as RxSwift's
/// `ConcurrentDispatchQueueScheduler`.
///
/// Actions scheduled with `schedule` or `scheduleRelative` may run concurrently with each
/// other; the runs of one periodic action never overlap (a dispatch timer's handler does
/// not run concurrently with itself). Relative scheduling uses a one-shot
/// `DispatchSourceTimer`, periodic scheduling a repeating one. Disposing a scheduled action
/// before it starts means it never starts.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: a non-final class; its stored properties are immutable and Sendable.

    /// RxSwift's time-interval alias.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's time alias.
    public typealias Time = Date

    @usableFromInline let _configuration: DispatchQueueConfiguration

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Creates a scheduler that runs actions on `queue`.
    ///
    /// - Parameter queue: The queue actions run on, usually a concurrent one. A serial
    ///   queue works too: the actions then run one at a time.
    /// - Parameter leeway: The leeway of the timers used for relative and periodic scheduling
    ///   (a negative leeway is treated as zero and reported through
    ///   `Hooks.argumentOutOfRangeHandler`).
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        _configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Creates a scheduler on a new concurrent queue with quality of service `qos`.
    ///
    /// - Parameter qos: The quality of service of the new queue.
    /// - Parameter leeway: The leeway of the timers used for relative and periodic scheduling
    ///   (a negative leeway is treated as zero and reported through
    ///   `Hooks.argumentOutOfRangeHandler`).
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: "rheo.queue.\(qos.qosClass)", qos: qos, attributes: [.concurrent], target: nil)
        self.init(queue: queue, leeway: leeway)
    }

    /// Schedules `action` to run with `state` on the queue, one `DispatchQueue.async` per
    /// action.
    ///
    /// Inlinable so that the action object (the one allocation of Rheo's own per action)
    /// is made for the caller's types, with no generic metadata looked up per action.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet, and
    ///   afterwards disposes what the action returned.
    @inlinable public final func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = DispatchScheduledAction.make(state, action)
        _configuration.submit(item)
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
