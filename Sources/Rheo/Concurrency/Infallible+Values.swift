extension Infallible {
    /// The sequence's elements as an `AsyncStream`, for `for await` loops (no `try`: an
    /// `Infallible` cannot fail).
    ///
    /// Reading `values` subscribes at once; every element is kept, in order, in the
    /// stream's unbounded buffer until the loop takes it. Cancelling the consuming task
    /// disposes the subscription at once; so does releasing the stream and its iterators
    /// (after a `break`, or a stream never iterated).
    /// An error from a bad operator argument is reported to `Hooks.defaultErrorHandler`
    /// and ends the stream.
    @inlinable public var values: AsyncStream<Element> {
        values(bufferingPolicy: .unbounded)
    }

    /// The sequence's elements as an `AsyncStream` whose buffer follows `bufferingPolicy`.
    ///
    /// - Parameter bufferingPolicy: `.unbounded` keeps every waiting element;
    ///   `.bufferingOldest(n)` keeps the `n` oldest and drops newer arrivals while full;
    ///   `.bufferingNewest(n)` keeps the `n` newest and drops the oldest waiting one. The
    ///   completion is never dropped. A negative `n` does not subscribe: the stream ends at once and `RxError.argumentOutOfRange` goes to `Hooks.defaultErrorHandler`.
    ///   Dropped elements are reported through `Hooks.droppedElementsHandler`.
    /// - Returns: The stream.
    @inlinable public func values(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
    ) -> AsyncStream<Element> {
        Observable._nonFailingValues(_source, bufferingPolicy: bufferingPolicy)
    }

    /// The sequence's elements as an `AsyncStream` whose buffer follows a `BufferPolicy`,
    /// as `values(buffer:)` of an `Observable`: the dropping policies drop and report
    /// through `Hooks.droppedElementsHandler`; `.block(limit:)` makes a sending thread wait
    /// for the loop (never on the main thread or inside a task). Where the throwing stream
    /// would throw, this one ends, after the elements kept, and reports the error to
    /// `Hooks.defaultErrorHandler`: the `BufferOverflowError` of `.fail(limit:)` or of a
    /// `.block` that could not wait, and `RxError.argumentOutOfRange` for a limit below 1
    /// (the stream then ends at once, without subscribing).
    ///
    /// - Parameter policy: What happens when `policy.limit` elements wait for the loop.
    /// - Returns: The stream.
    public func values(buffer policy: BufferPolicy) -> AsyncStream<Element> {
        Observable._nonFailingBoundedValues(_source, policy: policy)
    }
}
