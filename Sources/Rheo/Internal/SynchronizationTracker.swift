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
    // The traced stage whose code made the observer, when assembly tracking is on: the
    // broken call comes from elsewhere (user code holding `create`'s observer, a stage
    // downstream feeding its own source), so the stage running then is not the one whose
    // observer was misused. Weak: the report falls back to the running stage once the
    // subscription's graph is gone.
    private weak var stage: TraceNode?

    @usableFromInline init() {}

    /// Notes the traced stage running now as the one whose observer this tracker guards.
    /// Called by an operator's sink as it is made, in the code of its stage.
    @usableFromInline func recordStage() {
        let current = TraceNode.current
        lock.withLock { stage = current }
    }

    /// Reports `message`, a misuse of the observer this tracker guards, naming the chain
    /// from its stage down (or from the running stage, when the stage is unknown or gone).
    @usableFromInline @inline(never) func reportMisuse(_ message: String) {
        let stage = lock.withLock { self.stage }
        Hooks.reportContractViolation(message, stage: stage)
    }

    @usableFromInline func register(_ observer: AnyObject) {
        let me = UInt(rheo_current_thread_id())
        let (depth, otherThreads, stage) = lock.withLock { () -> (Int, Int, TraceNode?) in
            let depth = threads[me, default: 0] + 1
            threads[me] = depth
            return (depth, threads.count - 1, depth > 1 || threads.count > 1 ? self.stage : nil)
        }
        if depth > 1 {
            Hooks.reportContractViolation(
                "reentrant on() call on \(type(of: observer)): an event was delivered while the observer was still handling the previous one on the same thread. Rx delivers events one at a time; an observer that synchronously feeds its own source causes this.",
                stage: stage)
        }
        if otherThreads > 0 {
            Hooks.reportContractViolation(
                "concurrent on() calls on \(type(of: observer)) from \(otherThreads + 1) threads. Rx requires events to reach an observer one at a time; serialize the producers (e.g. observe(on:) a serial scheduler).",
                stage: stage)
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
