extension InfallibleType {
    /// An `Infallible` that sends the element an async closure returns, then completes.
    ///
    /// Rheo's addition: RxSwift 6.10 has no async `from` (its nearest is `Single`'s
    /// `create(detached:priority:work:)`).
    ///
    /// ```swift
    /// let greeting = Infallible<String>.from { await model.loadGreeting() }
    /// ```
    ///
    /// Each subscription runs `block` in a new `Task`, not bound to an actor. Disposing the
    /// subscription cancels the task; `block` sees that as `Task.isCancelled`, and what it
    /// returns afterwards is dropped.
    ///
    /// - Parameter block: Runs once per subscription, in the new task.
    /// - Returns: The `Infallible`.
    @inlinable public static func from(_ block: @escaping @Sendable () async -> Element) -> Infallible<Element> {
        Infallible(raw: Single<Element>.create(detached: false, priority: nil, work: block).asObservable())
    }
}
