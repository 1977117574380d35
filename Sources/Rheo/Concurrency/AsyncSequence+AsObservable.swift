// `SendableMetatype`: the sequence is iterated in a task of its own, so its conformance
// (and its iterator's) must not be isolated to an actor.
extension AsyncSequence where Self: SendableMetatype, AsyncIterator: SendableMetatype {
    /// The async sequence as an `Observable`: each subscription iterates it in a `Task` of
    /// its own and sends its elements in order, then completes, or fails with the error
    /// the iteration throws.
    ///
    /// Disposing the subscription cancels the task: an iteration suspended in `next()`
    /// ends as the sequence answers cancellation (`AsyncStream` and most standard
    /// sequences end at once), and nothing is sent after the disposal. A sequence that
    /// ignores cancellation keeps its task running until its next element, which is then
    /// dropped.
    ///
    /// The task is unstructured and not bound to an actor; elements arrive on the
    /// concurrency runtime's threads, one at a time.
    ///
    /// - Parameters:
    ///   - detached: Whether the task is detached (`Task.detached`) rather than a plain
    ///     unstructured `Task`; either way it is not bound to an actor here. RxSwift 6's
    ///     parameter.
    ///   - priority: The task's priority; nil leaves it to the runtime. RxSwift 6.10's
    ///     parameter.
    ///   - file: The caller's file, recorded as the source's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: An observable that iterates the sequence once per subscription.
    @inlinable public func asObservable(
        detached: Bool = false, priority: TaskPriority? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("asObservable", file, line) {
            Producer((sequence: self, detached: detached, priority: priority)) { producer, observer, lifetime in
                let sink = ForwardingSink(downstream: observer, parent: lifetime)
                // Handed over to the task: the sequence value is iterated only there (each
                // subscription makes its own iterator), and the sink is thread-safe to dispose
                // and is fed events only by this task.
                let handOver = _UncheckedSendableBox((producer._state.sequence, sink))
                let operation: @Sendable () async -> Void = {
                    let (sequence, sink) = handOver._value
                    // No early return when the subscription is already disposed: the task is
                    // cancelled then, and the iteration must still start so that the sequence
                    // sees the cancellation (`AsyncStream` ends at once and runs its
                    // `onTermination`); a task that never iterated would leave a stream whose
                    // continuation is kept elsewhere waiting for ever.
                    do {
                        for try await element in sequence {
                            if sink.isDisposed { return }
                            sink.on(.next(element))
                        }
                        sink.on(.completed)
                    } catch {
                        sink.on(.error(error))
                    }
                }
                let task =
                    producer._state.detached
                    ? Task.detached(priority: producer._state.priority, operation: operation)
                    : Task(priority: producer._state.priority, operation: operation)
                sink.setSubscription(TaskCancellingDisposable(task))
            }
        }
    }
}
