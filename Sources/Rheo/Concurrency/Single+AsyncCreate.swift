extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a `Single` whose element an async closure returns, run in a `Task` per
    /// subscription.
    ///
    /// ```swift
    /// let user = Single<User>.create { try await api.fetchUser(id) }
    /// ```
    ///
    /// The `Single` succeeds with what `work` returns, or fails with what it throws.
    /// Disposing the subscription cancels the task; `work` sees that as `Task.isCancelled`
    /// or a `CancellationError` from a cancellation-aware `await`, and its outcome is then
    /// dropped.
    ///
    /// RxSwift 6.10 spells this `create(detached:priority:work:)`, with a labeled
    /// closure; this unlabeled spelling is Rheo's, kept for its earlier users. Both run the
    /// same way.
    ///
    /// - Parameters:
    ///   - work: Runs once per subscription, in a new task, not bound to an actor.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The `Single`.
    @inlinable public static func create(
        _ work: @escaping @Sendable () async throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("create", file, line) {
            create(detached: false, priority: nil, work: work, file: file, line: line)
        }
    }

    /// Creates a `Single` whose element an async closure returns, run in a `Task` per
    /// subscription, as RxSwift's `create(detached:priority:work:)`.
    ///
    /// ```swift
    /// let user = Single<User>.create(priority: .userInitiated) { try await api.fetchUser(id) }
    /// ```
    ///
    /// The `Single` succeeds with what `work` returns, or fails with what it throws.
    /// Disposing the subscription cancels the task; `work` sees that as `Task.isCancelled`
    /// or a `CancellationError` from a cancellation-aware `await`, and its outcome is then
    /// dropped.
    ///
    /// - Parameters:
    ///   - detached: Whether the task is detached (`Task.detached`) rather than a plain
    ///     unstructured `Task`; either way it is not bound to an actor here.
    ///   - priority: The task's priority; nil leaves it to the runtime.
    ///   - work: Runs once per subscription, in the new task.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The `Single`.
    @_disfavoredOverload
    @inlinable public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("create(detached:)", file, line) {
            Single(
                raw: Producer((work: work, detached: detached, priority: priority)) { producer, observer, lifetime in
                    let sink = ForwardingSink(downstream: observer, parent: lifetime)
                    // Handed over to the task, which alone feeds the sink events; disposing the
                    // sink is thread-safe.
                    let handOver = _UncheckedSendableBox(sink)
                    let work = producer._state.work
                    let operation: @Sendable () async -> Void = {
                        let sink = handOver._value
                        if sink.isDisposed { return }
                        do {
                            let element = try await work()
                            sink.on(.next(element))
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
                })
        }
    }
}
