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
    ///     anything. Zero, as in RxSwift, is the shortest period the scheduler has: one
    ///     element per tick on `TestScheduler` (0 one tick after subscription, then 1, 2, ...
    ///     on the following ticks), and on a dispatch scheduler one element each time the
    ///     queue runs the repeating timer, with the queue's other work in between, until
    ///     disposed.
    ///   - scheduler: Where the timer runs and the elements are sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The interval sequence. A negative `period` gives an
    ///   `RxError.argumentOutOfRange` error event instead (Rheo deviation: RxSwift traps on
    ///   a dispatch scheduler, where Dispatch converts the period to an unsigned interval).
    @inlinable public static func interval(
        _ period: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("interval", file, line) {
            if period.rheoNanoseconds < 0 {
                return Observable.error(
                    RxError.argumentOutOfRange(reporting: "interval(.\(period)): period must not be negative"),
                    file: file, line: line)
            }
            return _periodicTimer(dueTime: period, period: period, scheduler: scheduler, file, line)
        }
    }
}
