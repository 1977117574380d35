#if canImport(Observation)
import Observation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension Observable where Element: Sendable {
    /// A sequence of the values `read` returns from `@Observable` objects, observed with
    /// `Observations` (SE-0475): for use with Swift concurrency, where the model lives in
    /// an actor or on the main actor.
    ///
    /// Each subscription iterates its own `Observations(read)` in a `Task`
    /// (`AsyncSequence.asObservable()`): the first element is the current value, then one
    /// element per change transaction, read after the change has been stored (Observation's
    /// `didSet` tracking) in `read`'s isolation: a closure formed on the main actor reads
    /// there, with no `MainActor.assumeIsolated`. Changes made while a value is being read
    /// or delivered coalesce into the next element (the latest value is never lost).
    /// Elements arrive on the concurrency runtime's threads (apply `observe(on:)` to move
    /// them), one at a time and asynchronously: even the first is not sent inside
    /// `subscribe`. Disposing the subscription cancels the task, which ends the iteration.
    ///
    /// Compared with `observe(on:_:)`: that one reads on a Rheo scheduler and sends the
    /// first value synchronously, for models confined to a thread or queue; this one
    /// needs `read` to be `@Sendable` (it runs on the isolation it was formed in, which
    /// may not be the subscriber's) and `Element` to be `Sendable` (values cross from that
    /// isolation to the subscriber).
    ///
    /// - Parameters:
    ///   - read: Reads the value; isolated as it was formed (inherits the actor
    ///     context of the caller).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: An observable of the values.
    public static func observations(
        @_inheritActorContext _ read: @escaping @isolated(any) @Sendable () -> Element, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> {
        _assemble("observations", file, line) {
            Observations(read).asObservable(file: file, line: line)
        }
    }
}
#endif
