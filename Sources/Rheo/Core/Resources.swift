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
    ///
    /// - Returns: The new count, as RxSwift's; 0 in release builds. Discardable, unlike
    ///   RxSwift's (Rheo's own objects call it on every creation); `_ =` still compiles.
    @inlinable @inline(__always) @discardableResult
    public static func incrementTotal() -> Int32 {
        #if DEBUG
        return Int32(truncatingIfNeeded: rheo_resources_add(1))
        #else
        return 0
        #endif
    }

    /// Records the destruction of a runtime object; a no-op in release builds.
    ///
    /// - Returns: The new count, as RxSwift's; 0 in release builds. Discardable, unlike
    ///   RxSwift's; `_ =` still compiles.
    @inlinable @inline(__always) @discardableResult
    public static func decrementTotal() -> Int32 {
        #if DEBUG
        return Int32(truncatingIfNeeded: rheo_resources_add(-1))
        #else
        return 0
        #endif
    }

    /// The number of live observables that `observe(on:)` made for a
    /// `SerialDispatchQueueScheduler`, as RxSwift's (always 0 in release builds).
    ///
    /// RxSwift's test suites read it to check which implementation `observe(on:)` picked:
    /// a serial dispatch queue scheduler (`MainScheduler.instance` and
    /// `MainScheduler.asyncInstance` included, as they are one in RxSwift) gets the one
    /// that schedules each event on its own, and counts here from the moment `observe(on:)`
    /// returns until the observable it returned is released, subscribed or not. Every other
    /// scheduler (concurrent, operation-queue, virtual-time, Rheo's `SerialScheduler`)
    /// leaves it unchanged.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        Int32(truncatingIfNeeded: rheo_serial_dispatch_observables_total())
    }
}

/// Counts one observable of `observe(on:)` on a serial dispatch queue scheduler in
/// `Resources.numberOfSerialDispatchQueueObservables` for as long as it lives: the
/// observable holds it in its state.
@usableFromInline
final class _SerialDispatchQueueObservableCount {
    private init() {
        rheo_serial_dispatch_observables_add(1)
    }

    deinit {
        rheo_serial_dispatch_observables_add(-1)
    }

    /// A new count in debug builds; nil in release builds, which do not count.
    @usableFromInline static func make() -> _SerialDispatchQueueObservableCount? {
        #if DEBUG
        return _SerialDispatchQueueObservableCount()
        #else
        return nil
        #endif
    }
}
