import Dispatch
import Foundation

/// Runs actions on the main dispatch queue, at once whenever the caller is already on it,
/// as RxSwift's `ConcurrentMainScheduler`.
///
/// Unlike `MainScheduler.instance`, `schedule` on the main queue always runs the action
/// synchronously, even from inside another action, so nested actions run before the
/// enclosing one returns. Off the main queue it dispatches asynchronously to the main
/// queue. Relative and periodic scheduling go through `MainScheduler.instance`. Suited to
/// `subscribe(on:)` of work that must start on the main queue.
///
/// On Linux the main queue is drained only when the program's main thread calls
/// `dispatchMain()` or runs its run loop; see `MainScheduler`.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// RxSwift's time-interval alias.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's time alias.
    public typealias Time = Date

    @usableFromInline let _mainScheduler: MainScheduler

    /// The current wall-clock time.
    public var now: Date {
        _mainScheduler.now
    }

    // The shared instance lives for the whole process and is left out of `Resources.total`.
    private init(mainScheduler: MainScheduler) {
        _mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// Runs `action` with `state` at once on the main queue, or dispatches it there.
    ///
    /// Off the main queue, each action is one `DispatchQueue.main.async` of its own, as in
    /// RxSwift (not queued with `MainScheduler.instance`'s actions, whose decision to run at
    /// once it would otherwise change). Inlinable so that the action object is made for
    /// the caller's types.
    ///
    /// - Returns: What the action returned if it ran at once; otherwise a disposable that
    ///   cancels the action if it has not started yet, and afterwards disposes what it
    ///   returned.
    @inlinable public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if MainScheduler.isOnMainQueue {
            return action(state)
        }
        let item = DispatchScheduledAction.make(state, action)
        _mainScheduler._configuration.submit(item)
        return item
    }

    /// Schedules `action` on the main queue once `dueTime` has passed, through
    /// `MainScheduler.instance`.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        _mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` on the main queue after `startAfter` and then every `period`,
    /// through `MainScheduler.instance`; each run receives the state the previous one
    /// returned.
    ///
    /// - Returns: A disposable that stops the timer: no run starts after its `dispose()`
    ///   returns, though a run already under way finishes.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        _mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
