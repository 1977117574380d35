import Foundation
import Rheo

/// The converter of `TestScheduler`: virtual time and intervals are Int ticks, and one tick
/// is `resolution` seconds of real time, as in RxTest 6.
///
/// Conversions to ticks round to the nearest tick (halves up) and saturate at `Int.min` and
/// `Int.max` instead of trapping, so `.seconds(.max)` schedules at the end of time; a NaN
/// converts to tick 0. Offsets saturate too.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point on the virtual clock, in ticks.
    public typealias VirtualTimeUnit = Int

    /// A difference of virtual times, in ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    /// Creates a converter where one tick is `resolution` seconds.
    ///
    /// - Parameter resolution: Seconds per tick; must be positive and finite (`TestScheduler`
    ///   checks it).
    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after the Unix epoch.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// The tick nearest to `time`, counted from the Unix epoch.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        Self.ticks(time.timeIntervalSince1970 / resolution)
    }

    /// `virtualTimeInterval` ticks in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The number of ticks nearest to `timeInterval` seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        Self.ticks(timeInterval / resolution)
    }

    /// `time` plus `offset` ticks, saturating.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        if overflow {
            return offset > 0 ? .max : .min
        }
        return sum
    }

    /// Compares two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs {
            return .lessThan
        }
        if lhs > rhs {
            return .greaterThan
        }
        return .equal
    }

    // RxTest computes `Int(value + 0.5)`; the same rounding for positive values, without the
    // trap on values out of Int's range.
    private static func ticks(_ value: Double) -> Int {
        let rounded = (value + 0.5).rounded(.down)
        if rounded.isNaN {
            return 0
        }
        if rounded >= Double(Int.max) {
            return .max
        }
        if rounded <= Double(Int.min) {
            return .min
        }
        return Int(rounded)
    }
}
