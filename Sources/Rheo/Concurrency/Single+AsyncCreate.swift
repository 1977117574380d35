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
    /// Rheo's addition: RxSwift 6's `Single.create` takes only a subscribe function.
    ///
    /// - Parameter work: Runs once per subscription, in a new task, not bound to an actor.
    /// - Returns: The `Single`.
    @inlinable public static func create(_ work: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        Single(
            raw: Observable<Element>.create { (observer: AnyObserver<Element>) async throws in
                let element = try await work()
                observer.onNext(element)
            })
    }
}
