import CRheo

/// The live-object counter of debug builds, as RxSwift's `Resources`.
///
/// Debug builds of Rheo count every live runtime object (observables, subscriptions,
/// observers, disposables, scheduled items). A test reads `Resources.total` at its start
/// and checks the count is back at that value at its end: anything else is a leak.
/// Release builds do not count, and `total` stays 0.
public enum Resources {
    /// The number of live Rheo runtime objects (always 0 in release builds).
    public static var total: Int32 {
        Int32(truncatingIfNeeded: rheo_resources_total())
    }

    /// Whether this build counts live objects (true in debug builds).
    public static var isTracking: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// Records the creation of a runtime object; a no-op in release builds.
    @inlinable @inline(__always)
    public static func incrementTotal() {
        #if DEBUG
        _ = rheo_resources_add(1)
        #endif
    }

    /// Records the destruction of a runtime object; a no-op in release builds.
    @inlinable @inline(__always)
    public static func decrementTotal() {
        #if DEBUG
        _ = rheo_resources_add(-1)
        #endif
    }
}
