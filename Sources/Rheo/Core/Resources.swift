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

/// The deepest stack of nested source sequences that `concat`, `catch(sequence:)` or
/// `retry` has flattened, as RxSwift's debug global of that name (0 in release builds
/// unless set).
///
/// RxSwift's `TailRecursiveSink` keeps the iterators of the sequences it walks on a stack:
/// a `concat` found among the sources of a `concat` of the same sequence type (a `retry`
/// among those of a `retry`, a `catch(sequence:)` among those of a `catch(sequence:)`) is
/// not subscribed but pushed there, and this is the deepest that stack has been. Rheo
/// walks the sources the same way (`_TailRecursiveSources`), so the values match
/// RxSwift's: a flat `concat` of any number of sources leaves it at 0; `a.concat(b)
/// .concat(c)` raises it to 2; `[x0, [x1, [x2, ...].concat()].concat()].concat()` over a
/// collection stays at 1 however deep, because an iterator whose count is known leaves
/// the stack with its last source; over a sequence of unknown count each level stays on
/// the stack, and it grows with the depth. A test sets it to 0, runs the sequence, and
/// reads it.
///
/// A computed global, not RxSwift's stored `var`, so that a Swift 6 client can read and
/// assign it (a stored global `var` is shared mutable state that Swift 6 rejects); it is
/// backed by an atomic, so concurrent subscriptions lose no deeper value.
public var maxTailRecursiveSinkStackSize: Int {
    get {
        rheo_tail_recursion_depth_max()
    }
    set {
        rheo_tail_recursion_depth_set(newValue)
    }
}

/// Records that a tail-recursive walk reached `depth` nested sequences; debug builds only.
@usableFromInline
func _recordTailRecursiveSinkStackSize(_ depth: Int) {
    #if DEBUG
    rheo_tail_recursion_depth_record(depth)
    #endif
}
