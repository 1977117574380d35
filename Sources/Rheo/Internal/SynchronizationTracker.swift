#if DEBUG
import CRheo

/// Debug-build detector of reentrant and concurrent `on` calls to one observer.
///
/// It counts, per thread, how many `on` calls are in flight on its observer. A second
/// call from the same thread is reentrancy; calls from two threads at once are a
/// concurrency violation. Both are reported through `Hooks.contractViolationHandler`
/// (outside the lock), and delivery goes on; the tracker changes no observer state.
@usableFromInline
final class SynchronizationTracker: @unchecked Sendable {
    // @unchecked: `threads` is only touched under `lock`.
    private let lock = Lock()
    private var threads: [UInt: Int] = [:]

    @usableFromInline init() {}

    @usableFromInline func register(_ observer: AnyObject) {
        let me = UInt(rheo_current_thread_id())
        let (depth, otherThreads) = lock.withLock { () -> (Int, Int) in
            let depth = threads[me, default: 0] + 1
            threads[me] = depth
            return (depth, threads.count - 1)
        }
        if depth > 1 {
            Hooks.reportContractViolation(
                "reentrant on() call on \(type(of: observer)): an event was delivered while the observer was still handling the previous one on the same thread. Rx delivers events one at a time; an observer that synchronously feeds its own source causes this."
            )
        }
        if otherThreads > 0 {
            Hooks.reportContractViolation(
                "concurrent on() calls on \(type(of: observer)) from \(otherThreads + 1) threads. Rx requires events to reach an observer one at a time; serialize the producers (e.g. observe(on:) a serial scheduler)."
            )
        }
    }

    @usableFromInline func unregister() {
        let me = UInt(rheo_current_thread_id())
        lock.withLock {
            let depth = threads[me, default: 1] - 1
            threads[me] = depth == 0 ? nil : depth
        }
    }
}
#endif
