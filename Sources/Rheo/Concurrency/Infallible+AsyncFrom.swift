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
    /// - Parameters:
    ///   - block: Runs once per subscription, in the new task.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The `Infallible`.
    @inlinable public static func from(
        _ block: @escaping @Sendable () async -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("from", file, line) {
            Infallible(
                raw: Single<Element>.create(detached: false, priority: nil, work: block, file: file, line: line)
                    .asObservable())
        }
    }
}
