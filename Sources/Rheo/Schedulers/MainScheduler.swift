import Dispatch
import Foundation

/// Runs actions on the main dispatch queue, as RxSwift's `MainScheduler`.
///
/// `schedule` called on the main queue runs its action at once when none of this
/// scheduler's own actions is queued or running (an atomic count of them decides, as in
/// RxSwift); otherwise it queues the action to run asynchronously on the main queue, so
/// actions keep their order and an action that schedules does not recurse. Queued actions
/// run in batches, one `DispatchQueue.async` per batch (see `SerialDispatchQueueScheduler`). `asyncInstance` always
/// dispatches. Relative and periodic scheduling use timers on the main queue.
///
/// On Linux the main queue is drained only when the program's main thread calls
/// `dispatchMain()` or runs its run loop (`RunLoop.main.run()`, or
/// `RunLoop.main.run(mode:before:)` in a loop). A command-line program that does neither
/// never runs anything scheduled here asynchronously. After `dispatchMain()`, the main
/// queue's work runs on a worker thread rather than the main thread;
/// `ensureRunningOnMainThread` accepts that.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // @unchecked: a subclass of a non-final class; it adds no stored property.

    /// Creates a scheduler on the main queue. Prefer `MainScheduler.instance`: the decision
    /// to run at once counts only the queued actions of the same instance.
    public convenience init() {
        self.init(isCounted: true)
    }

    private init(isCounted: Bool) {
        super.init(serialQueue: DispatchQueue.main, isCounted: isCounted, runsAtOnceWhenIdle: true)
    }

    /// The shared scheduler on the main queue, which runs actions at once when it can.
    public static let instance = MainScheduler(isCounted: false)

    /// A scheduler on the main queue that always dispatches asynchronously, even when
    /// called on the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main, isCounted: false)

    /// Runs `action` at once if the caller is on the main queue and nothing of this
    /// scheduler is queued or running, as `schedule` would run it; otherwise runs nothing
    /// and returns `false`, and the caller schedules instead.
    ///
    /// The direct path of `Binder` and shared sequences: no action object, no closure
    /// context, no `Disposable`.
    @usableFromInline final func _runAtOnceIfIdle(_ action: () -> Void) -> Bool {
        // "Nothing queued or running" is the action list being idle: RxSwift's
        // `numberEnqueued` counts the same actions. The list stays claimed while the action
        // runs, so what it schedules is queued and runs after it, not inside it.
        guard MainScheduler.isOnMainQueue, _actions.tryClaimIdle() else {
            return false
        }
        action()
        _actions.endRunInPlace()
        return true
    }

    /// Reports a contract violation unless the caller is executing on the main queue.
    ///
    /// RxSwift stops the program here; Rheo reports through
    /// `Hooks.contractViolationHandler` and returns. A queue that targets the main queue
    /// counts as the main queue.
    ///
    /// - Parameter errorMessage: The message to report; a default one says what went wrong.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !isOnMainQueue {
            Hooks.reportContractViolation(
                errorMessage
                    ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to schedule work on the main queue."
            )
        }
    }

    /// Reports a contract violation unless the caller is running on the main thread.
    ///
    /// RxSwift stops the program here (and skips the check on Linux); Rheo checks on every
    /// platform, reports through `Hooks.contractViolationHandler` and returns. Work on the
    /// main queue passes even after `dispatchMain()` has moved it to a worker thread.
    ///
    /// - Parameter errorMessage: The message to report; a default one says what went wrong.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        // `isOnMainQueue` answers true on the main thread itself.
        if !isOnMainQueue {
            Hooks.reportContractViolation(
                errorMessage ?? "Running on a background thread; this must run on the main thread.")
        }
    }

    /// Whether the caller is executing on the main queue (or a queue targeting it), as
    /// RxSwift's `DispatchQueue.isMain`: a queue-specific value set on the main queue is
    /// visible from the main thread, from main-queue work, and from queues targeting it.
    ///
    /// The main thread itself answers from a per-thread cache (`pthread_getspecific`, a few
    /// nanoseconds) rather than `DispatchQueue.getSpecific` (about 33 ns on Linux), since
    /// shared sequences ask on every event. This also counts the main thread inside
    /// another queue's `sync` as the main queue, which is sound for the purpose: the main
    /// queue's work runs only on the main thread until `dispatchMain()`, which ends the
    /// main thread, so code on the main thread never runs beside main-queue work.
    @usableFromInline static var isOnMainQueue: Bool {
        if isMainThread {
            return true
        }
        return DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    // `Thread.isMainThread` costs about 400 ns on Linux; it is asked once per thread.
    static var isMainThread: Bool {
        if let cached = isMainThreadKey.value {
            return Int(bitPattern: cached) == 1
        }
        let isMain = Thread.isMainThread
        isMainThreadKey.setValue(UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
}

// Per thread: nil until asked, then 1 on the main thread and 2 elsewhere.
private let isMainThreadKey = ThreadLocalKey(releasesObjects: false)

// Set once on the main queue, read with `DispatchQueue.getSpecific`.
private let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
}()
