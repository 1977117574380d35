import Dispatch

/// The integer element types of `interval` and `timer`, as in RxSwift 6.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0` after `dueTime`, then completes; or, given a `period`,
    /// sends `0, 1, 2, ...` after `dueTime` and then every `period`, and never completes.
    ///
    /// The timer starts at subscription; each subscription has its own. Periodic ticks come
    /// from `scheduler.schedulePeriodic`, whose runs are sequential (each receives the state
    /// the previous one returned), so they reach the observer one at a time. The counter
    /// wraps around on overflow, as in RxSwift.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the first element. `.never` gives a sequence that never
    ///     sends anything; zero sends as soon as the scheduler runs the action.
    ///   - period: The interval between elements after the first; nil (the default) for a
    ///     single element followed by completion. `.never` sends `0` once and never completes.
    ///     Zero, as in RxSwift, is the shortest period the scheduler has: one element per tick
    ///     on `TestScheduler`, and as often as the queue runs the timer on a dispatch
    ///     scheduler (see `interval(_:scheduler:)`).
    ///   - scheduler: Where the timer runs and the elements are sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The timer sequence. A negative `dueTime` is treated as zero, as in
    ///   RxSwift, and reported through `Hooks.argumentOutOfRangeHandler`. A negative `period`
    ///   gives an `RxError.argumentOutOfRange` error event instead (Rheo deviation: RxSwift
    ///   traps on a dispatch scheduler, where Dispatch converts the period to an unsigned
    ///   interval).
    @inlinable public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("timer", file, line) {
            let dueTime = dueTime._rheoClampedToZero(reporting: "timer(.\(dueTime))")
            if let period {
                if period.rheoNanoseconds < 0 {
                    return Observable.error(
                        RxError.argumentOutOfRange(
                            reporting: "timer(.\(dueTime), period: .\(period)): period must not be negative"),
                        file: file, line: line)
                }
                return _periodicTimer(dueTime: dueTime, period: period, scheduler: scheduler, file, line)
            }
            if dueTime == .never {
                return Observable.never(file: file, line: line)
            }
            return Producer((dueTime: dueTime, scheduler: scheduler)) { producer, observer, lifetime in
                lifetime.setSubscription(
                    producer._state.scheduler.scheduleRelative((), dueTime: producer._state.dueTime) { _ in
                        if !lifetime.isDisposed {
                            observer.on(.next(0))
                        }
                        if !lifetime.isDisposed {
                            observer.on(.completed)
                        }
                        return Disposables.create()
                    })
            }
        }
    }

    /// `0, 1, 2, ...` after `dueTime` and then every `period`; the arguments are valid.
    @inlinable static func _periodicTimer(
        dueTime: RxTimeInterval, period: RxTimeInterval, scheduler: SchedulerType, _ file: StaticString, _ line: UInt
    ) -> Observable<Element> {
        if dueTime == .never {
            return Observable.never(file: file, line: line)
        }
        return Producer((dueTime: dueTime, period: period, scheduler: scheduler)) { producer, observer, lifetime in
            let state = producer._state
            if state.period == .never {
                // The second tick is infinitely far away: one element, and no periodic
                // action asked to compute a time at infinity.
                lifetime.setSubscription(
                    state.scheduler.scheduleRelative((), dueTime: state.dueTime) { _ in
                        if !lifetime.isDisposed {
                            observer.on(.next(0))
                        }
                        return Disposables.create()
                    })
                return
            }
            lifetime.setSubscription(
                state.scheduler.schedulePeriodic(0 as Element, startAfter: state.dueTime, period: state.period) {
                    value in
                    if !lifetime.isDisposed {
                        observer.on(.next(value))
                    }
                    return value &+ 1
                })
        }
    }
}
