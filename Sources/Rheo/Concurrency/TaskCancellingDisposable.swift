/// A disposable that cancels a task: what a subscription driven by a `Task` hands to its
/// lifetime, so that disposing the subscription cancels the task.
@usableFromInline
final class TaskCancellingDisposable<Success: Sendable, Failure: Swift.Error>: Disposable, Sendable {
    @usableFromInline let _task: Task<Success, Failure>

    @inlinable init(_ task: Task<Success, Failure>) {
        _task = task
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Cancels the task; idempotent and safe from any thread.
    @usableFromInline func dispose() {
        _task.cancel()
    }
}
