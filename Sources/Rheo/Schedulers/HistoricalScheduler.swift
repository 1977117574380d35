import Foundation

/// A virtual-time scheduler whose clock is a `Date`, as RxSwift 6's `HistoricalScheduler`.
///
/// Use it to replay recorded, time-stamped work at the speed of the CPU: schedule actions
/// at their historical dates with `scheduleAbsoluteVirtual(_:time:action:)`, then `start()`
/// or `advanceTo(_:)`. Virtual time intervals are `TimeInterval` seconds.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    // @unchecked: restates VirtualTimeScheduler's conformance; adds no state.
    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameter initialClock: The start date; the Unix epoch by default, as in RxSwift.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
