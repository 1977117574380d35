import Dispatch

extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0, 1, 2, ...` every `period`, starting one `period` after
    /// subscription, and never completes.
    ///
    /// Each subscription has its own timer. The counter wraps around on overflow, as in
    /// RxSwift. Equivalent to `timer(period, period: period, scheduler: scheduler)`.
    ///
    /// - Parameters:
    ///   - period: The interval between elements. `.never` gives a sequence that never sends
    ///     anything.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The interval sequence. A `period` that is zero or negative gives an
    ///   `RxError.argumentOutOfRange` error event instead (Rheo deviation: RxSwift sends
    ///   as fast as the scheduler runs timers on a zero period, one element every tick on a
    ///   virtual-time scheduler, and a negative period traps in Dispatch's timer).
    @inlinable public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        if period.rheoNanoseconds <= 0 {
            return Observable.error(
                RxError.argumentOutOfRange(reporting: "interval(.\(period)): period must be positive"))
        }
        return _periodicTimer(dueTime: period, period: period, scheduler: scheduler)
    }
}
