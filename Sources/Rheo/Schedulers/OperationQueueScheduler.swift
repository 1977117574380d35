import Foundation

/// Runs actions as operations on an `OperationQueue`, as RxSwift's
/// `OperationQueueScheduler`.
///
/// Each `schedule` adds one `BlockOperation` with the scheduler's `queuePriority`; the
/// queue's `maxConcurrentOperationCount` decides whether actions run one at a time.
/// Disposing a scheduled action before its operation starts means it never runs. Like
/// RxSwift's, it is an `ImmediateSchedulerType` only: it has no notion of time.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: a non-final class; its stored properties are immutable and Sendable.

    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority of every operation this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that adds operations to `operationQueue`.
    ///
    /// - Parameter operationQueue: The queue to run actions on.
    /// - Parameter queuePriority: The priority given to each operation.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Schedules `action` to run with `state` as an operation on `operationQueue`.
    ///
    /// Inlinable so that the action object is made for the caller's types, with no generic
    /// metadata looked up per action.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet, and
    ///   afterwards disposes what the action returned.
    @inlinable public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = DispatchScheduledAction.make(state, action)
        _submit(item)
        return item
    }

    @usableFromInline func _submit(_ item: DispatchScheduledAction) {
        let operation = ScheduledActionOperation(item)
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
    }
}

/// The operation of one scheduled action: an `Operation` subclass rather than a
/// `BlockOperation`, which would also allocate its block list and a block.
private final class ScheduledActionOperation: Operation, @unchecked Sendable {
    // @unchecked: `item` is immutable and thread-safe.
    private let item: DispatchScheduledAction
    // Set by `main()`; read in `deinit`, after the queue is done with the operation.
    private var ran = false

    init(_ item: DispatchScheduledAction) {
        self.item = item
    }

    deinit {
        if !ran {
            // Cancelled before it started: a recurring drain gives up the run it was given.
            item.abandon()
        }
    }

    override func main() {
        ran = true
        item.run()
    }
}
