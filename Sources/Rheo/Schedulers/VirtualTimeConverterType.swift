import Foundation

/// Converts between a `VirtualTimeScheduler`'s virtual time and real time, as in RxSwift 6.
///
/// A virtual-time scheduler keeps its clock in `VirtualTimeUnit` (ticks, dates, ...) and
/// differences of clocks in `VirtualTimeIntervalUnit`. Operators only know `RxTime`
/// (`Date`) and `RxTimeInterval`, so the scheduler converts with these functions at its
/// `SchedulerType` boundary (`now`, `scheduleRelative`).
public protocol VirtualTimeConverterType<VirtualTimeUnit, VirtualTimeIntervalUnit> {
    /// A point on the virtual clock.
    associatedtype VirtualTimeUnit

    /// The difference of two points on the virtual clock.
    associatedtype VirtualTimeIntervalUnit

    /// Converts a virtual time to a real time.
    ///
    /// - Parameter virtualTime: A point on the virtual clock.
    /// - Returns: The real time it stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// Converts a real time to a virtual time.
    ///
    /// - Parameter time: A real time.
    /// - Returns: The point on the virtual clock it stands for.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// Converts a virtual time interval to seconds.
    ///
    /// - Parameter virtualTimeInterval: A difference of virtual times.
    /// - Returns: The interval in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// Converts seconds to a virtual time interval.
    ///
    /// - Parameter timeInterval: An interval in seconds.
    /// - Returns: The interval in virtual units.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// Adds an interval to a virtual time.
    ///
    /// - Parameters:
    ///   - time: A point on the virtual clock.
    ///   - offset: The interval to add.
    /// - Returns: `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Compares two virtual times.
    ///
    /// - Returns: How `lhs` is ordered relative to `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times, as in RxSwift 6.
public enum VirtualTimeComparison: Sendable {
    /// The left time is before the right one.
    case lessThan
    /// Both times are equal.
    case equal
    /// The left time is after the right one.
    case greaterThan
}

// Internal, unlike the enum: RxSwift keeps these helpers internal too (one of them is
// spelled `lessThen` there), so no ported code depends on them.
extension VirtualTimeComparison {
    var isLessThan: Bool {
        self == .lessThan
    }

    var isGreaterThan: Bool {
        self == .greaterThan
    }
}
