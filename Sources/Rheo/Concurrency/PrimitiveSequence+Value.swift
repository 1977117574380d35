extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes and waits for the element.
    ///
    /// Each read subscribes anew. The getter runs in the caller's isolation
    /// (`nonisolated(nonsending)`), so an actor or the main actor can await a non-`Sendable`
    /// element.
    ///
    /// Cancellation: a task already cancelled still subscribes, as in RxSwift, so a
    /// `Single` that succeeds or fails during `subscribe` gives its outcome; one still
    /// running when `subscribe` returns, or when the task is cancelled later, is disposed
    /// and this throws `CancellationError` at once, without waiting for the source
    /// (RxSwift's awaiting task is never resumed then).
    ///
    /// - Throws: The `Single`'s error, or `CancellationError`.
    nonisolated(nonsending) public var value: Element {
        get async throws {
            guard let element = try await AsyncValueAwaiter.lastElement(of: primitiveSequence._source) else {
                // A `Single` built by Rheo's functions always has an element; kept for safety.
                throw RxError.noElements
            }
            return element
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes and waits for the element; nil if the `Maybe` completes with none.
    ///
    /// Each read subscribes anew. The getter runs in the caller's isolation
    /// (`nonisolated(nonsending)`), so an actor or the main actor can await a non-`Sendable`
    /// element.
    ///
    /// Cancellation: a task already cancelled still subscribes, as in RxSwift, so a
    /// `Maybe` that ends during `subscribe` gives its outcome (nil if it completed empty);
    /// one still running when `subscribe` returns, or when the task is cancelled later, is
    /// disposed and this throws `CancellationError` at once (RxSwift's awaiting task is
    /// never resumed then). Cancellation never returns nil, so nil always means "completed
    /// empty".
    ///
    /// - Throws: The `Maybe`'s error, or `CancellationError`.
    nonisolated(nonsending) public var value: Element? {
        get async throws {
            try await AsyncValueAwaiter.lastElement(of: primitiveSequence._source)
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for the completion.
    ///
    /// Each read subscribes anew. The getter runs in the caller's isolation
    /// (`nonisolated(nonsending)`), so an actor or the main actor can await a non-`Sendable`
    /// element.
    ///
    /// Cancellation: a task already cancelled still subscribes, as in RxSwift, so a
    /// `Completable` that ends during `subscribe` gives its outcome; one still running when
    /// `subscribe` returns, or when the task is cancelled later, is disposed and this
    /// throws `CancellationError` at once (RxSwift's awaiting task is never resumed then).
    ///
    /// - Throws: The `Completable`'s error, or `CancellationError`.
    nonisolated(nonsending) public var value: Void {
        get async throws {
            _ = try await AsyncValueAwaiter.lastElement(of: primitiveSequence._source)
        }
    }
}
