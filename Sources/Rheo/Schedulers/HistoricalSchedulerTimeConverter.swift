import Foundation

/// The converter of `HistoricalScheduler`: virtual time is real time, a `Date`, and
/// virtual intervals are seconds, as in RxSwift 6.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point on the virtual clock: a date.
    public typealias VirtualTimeUnit = RxTime

    /// A difference of virtual times: seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates the converter.
    public init() {}

    /// Returns `virtualTime`: virtual time is a date.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    /// Returns `time`: virtual time is a date.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    /// Returns `virtualTimeInterval`: virtual intervals are seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// Returns `timeInterval`: virtual intervals are seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// Returns `time` moved by `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// Compares two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs {
            return .lessThan
        }
        if lhs > rhs {
            return .greaterThan
        }
        return .equal
    }
}
