import Dispatch
import Foundation

/// Whether a wait on the calling thread for `scheduler` to run its actions could never end,
/// because the calling thread is where, or the only thread on which, those actions run.
///
/// Answers what Rheo can tell, and false where it cannot:
/// - `SerialDispatchQueueScheduler` and `SerialScheduler`: the calling code runs in an
///   action or a timer of the scheduler, on its serial queue (`_QueueRunMark`);
///   `MainScheduler`, `MainScheduler.asyncInstance` and `ConcurrentMainScheduler`: the
///   calling code runs on the main thread or the main queue.
/// - `MainActorScheduler`: the calling code runs on the main thread or the main queue.
/// - `CurrentThreadScheduler`: a trampoline runs on the calling thread, so the action
///   waits in it for the calling code to return.
/// - `OperationQueueScheduler`: the calling code runs in an operation of its queue and the
///   queue runs one operation at a time.
/// - A virtual-time scheduler: always, since its actions run on the thread that advances
///   its clock, which is the thread running the test.
/// - `ConcurrentDispatchQueueScheduler` and a scheduler Rheo does not know: false; another
///   worker of a concurrent queue can run the action, and a user's scheduler says nothing
///   about its threads.
///
/// Out of line: asked only on the slow path of a producer about to wait.
@usableFromInline
func _waitingHereWouldStall(_ scheduler: ImmediateSchedulerType) -> Bool {
    if let scheduler = scheduler as? SerialDispatchQueueScheduler {
        return scheduler._isOnItsQueue
    }
    if let scheduler = scheduler as? SerialScheduler {
        return _QueueRunMark.isRunning(scheduler._queue)
    }
    if scheduler is ConcurrentMainScheduler || scheduler is _RunsActionsOnTheMainQueue {
        return MainScheduler.isOnMainQueue
    }
    if scheduler is CurrentThreadScheduler {
        return !CurrentThreadScheduler.isScheduleRequired
    }
    if let scheduler = scheduler as? OperationQueueScheduler {
        return scheduler.operationQueue.maxConcurrentOperationCount == 1
            && OperationQueue.current === scheduler.operationQueue
    }
    return scheduler is _VirtualTimeRunning
}

/// Marks, for `_waitingHereWouldStall`, a scheduler of a higher layer whose actions run on
/// the main queue (`MainActorScheduler`).
protocol _RunsActionsOnTheMainQueue {}

/// Marks the virtual-time schedulers for `_waitingHereWouldStall`.
protocol _VirtualTimeRunning {}

extension VirtualTimeScheduler: _VirtualTimeRunning {}

extension SerialDispatchQueueScheduler {
    /// Whether the caller runs on this scheduler's queue (on the main queue, for the
    /// schedulers of the main queue, which several instances share).
    var _isOnItsQueue: Bool {
        if _configuration._queue === DispatchQueue.main {
            return MainScheduler.isOnMainQueue
        }
        return _QueueRunMark.isRunning(_configuration._queue)
    }
}

/// Which queue the calling thread runs a block of, for the blocks Rheo's serial schedulers
/// submit to their own queues (the drains of scheduled actions and the handlers of their
/// timers): a per-thread slot holding the queue's identity while such a block runs.
///
/// Not a queue-specific value (`DispatchQueue.setSpecific`): with one set on a
/// `SerialDispatchQueueScheduler`'s queue, its scheduling stress test corrupted the heap
/// in a few runs in a hundred (glibc aborting with "double free or corruption"), and a
/// queue-specific value also belongs to whoever made the queue. A per-thread slot costs a
/// read and two writes per block rather than per action. It sees only Rheo's blocks: a
/// block that a user submits to the queue handed to `serialQueueConfiguration` is not
/// marked, so a producer there is not known to be on the scheduler's queue.
enum _QueueRunMark {
    /// Runs `body` marked as running on `queue`, restoring the previous mark afterwards (a
    /// block of a queue can run another queue's `sync` work on the same thread).
    @inline(__always)
    static func running<Result>(on queue: DispatchQueue, _ body: () -> Result) -> Result {
        let previous = runningQueueKey.value
        runningQueueKey.setValue(Unmanaged.passUnretained(queue).toOpaque())
        defer { runningQueueKey.setValue(previous) }
        return body()
    }

    /// Whether the calling thread runs a block of `queue` that `running(on:_:)` marked.
    static func isRunning(_ queue: DispatchQueue) -> Bool {
        runningQueueKey.value == Unmanaged.passUnretained(queue).toOpaque()
    }
}

// The identity of the queue the calling thread runs a marked block of; nil outside one.
// Not retained: a mark lives only while its block runs, and the block's queue outlives it.
private let runningQueueKey = ThreadLocalKey(releasesObjects: false)
