extension ObservableType {
    /// Creates an observable whose elements an async closure sends, run in a `Task` per
    /// subscription.
    ///
    /// ```swift
    /// let lines = Observable<String>.create { observer in
    ///     for try await line in url.lines { observer.onNext(line) }
    /// }
    /// ```
    ///
    /// `body` sends elements with `observer.onNext(_:)`. When it returns, the sequence
    /// completes; when it throws, the sequence fails with the error. It may also end the
    /// sequence itself with `onCompleted()`/`onError(_:)`; everything after the first
    /// terminal event, and after disposal, is ignored.
    ///
    /// Disposing the subscription cancels the task. `body` sees that through
    /// `Task.isCancelled`, `Task.checkCancellation()` or a cancellation-aware `await`
    /// (`Task.sleep` throws `CancellationError`); the error it then throws is not sent,
    /// since the subscription is gone. A `body` that ignores cancellation runs on, but
    /// what it sends is dropped.
    ///
    /// The task is unstructured and not bound to an actor. `body` must call the observer
    /// from its own task only (one event at a time, as the Rx grammar requires).
    ///
    /// Rheo's addition: RxSwift has no async `create` for `Observable`.
    ///
    /// - Parameters:
    ///   - body: Runs once per subscription, in a new task.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The observable.
    @inlinable public static func create(
        _ body: @escaping @Sendable (AnyObserver<Element>) async throws -> Void, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> {
        _assemble("create", file, line) {
            Producer(body) { producer, observer, lifetime in
                let sink = ForwardingSink(downstream: observer, parent: lifetime)
                // Handed over to the task, which alone feeds the sink events; disposing the
                // sink is thread-safe.
                let handOver = _UncheckedSendableBox(sink)
                let body = producer._state
                let task = Task {
                    let sink = handOver._value
                    if sink.isDisposed { return }
                    do {
                        try await body(AnyObserver { sink.on($0) })
                        sink.on(.completed)
                    } catch {
                        sink.on(.error(error))
                    }
                }
                sink.setSubscription(TaskCancellingDisposable(task))
            }
        }
    }
}
