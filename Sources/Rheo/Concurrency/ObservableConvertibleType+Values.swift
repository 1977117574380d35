extension ObservableConvertibleType {
    /// The sequence's elements as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// Reading `values` subscribes at once (as in RxSwift), and every element is kept, in
    /// order, in the stream's unbounded buffer until the loop takes it. The stream finishes
    /// when the sequence completes and throws the sequence's error when it fails.
    ///
    /// Cancellation: when the consuming task is cancelled (or is already cancelled when it
    /// starts the loop) before the sequence ends, the subscription is disposed at once and
    /// the loop throws `CancellationError` after the elements already waiting in the
    /// stream's buffer, as RxSwift's `values` does. When the loop ends early (`break`, a thrown error) the subscription
    /// is disposed once the stream and its iterators are released, as is a stream dropped
    /// without being iterated: write `for try await x in source.values` rather than
    /// keeping the stream in a variable that outlives the loop.
    ///
    /// The bridge adds no buffer or lock of its own: each element is yielded straight into
    /// the stream's continuation, which is thread-safe.
    @inlinable public var values: AsyncThrowingStream<Element, Swift.Error> {
        values(bufferingPolicy: .unbounded)
    }

    /// The sequence's elements as an `AsyncThrowingStream` whose buffer follows
    /// `bufferingPolicy`.
    ///
    /// Subscribes at once, as `values` does, with the same cancellation behaviour.
    ///
    /// - Parameter bufferingPolicy: What the stream keeps while the consumer is behind:
    ///   `.unbounded` keeps everything (what `values` does); `.bufferingOldest(n)` keeps the
    ///   `n` oldest waiting elements and drops each newer element that arrives while the
    ///   buffer is full; `.bufferingNewest(n)` keeps the `n` newest and drops the oldest
    ///   waiting element to make room. The completion or error is never dropped: it ends
    ///   the stream after the buffered elements. `n == 0` keeps only elements a waiting
    ///   consumer takes at once. A negative `n` does not subscribe: the stream fails at
    ///   once with `RxError.argumentOutOfRange` (`AsyncThrowingStream` would trap). Dropped
    ///   elements are reported through `Hooks.droppedElementsHandler` (as
    ///   `values(bufferingPolicy:)` with `.dropOldest(limit: n)` for `.bufferingNewest(n)`
    ///   and `.dropNewest(limit: n)` for `.bufferingOldest(n)`): a burst's drops together,
    ///   when the next element is enqueued, and the rest when the stream ends.
    /// - Returns: The stream.
    @inlinable public func values(
        bufferingPolicy: AsyncThrowingStream<Element, Swift.Error>.Continuation.BufferingPolicy
    ) -> AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        if let limit = _negativeBufferingLimit(bufferingPolicy) {
            return AsyncThrowingStream { continuation in
                continuation.finish(
                    throwing: RxError.argumentOutOfRange(
                        reporting:
                            "values(bufferingPolicy: \(bufferingPolicy)): the buffer limit \(limit) must not be negative"
                    ))
            }
        }
        // Bounded policies only: reports what the buffer drops (`Hooks.droppedElementsHandler`).
        let reporter = _StreamDropReporter(bufferingPolicy)
        return AsyncThrowingStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
            Observable._subscribeForStream(
                source,
                onTermination: { dispose in
                    // The handler holds the continuation itself: a source that drops its
                    // observer (`never()` does) releases the event handler, and the
                    // cancellation must still reach the stream. The stream's storage holds
                    // the handler until it runs, which it does when the sequence ends,
                    // when the consumer is cancelled, and when the stream and its iterators
                    // are released (that cancels the storage), so this cycle never outlives
                    // the stream.
                    continuation.onTermination = { termination in
                        dispose()
                        reporter?.flush()
                        if case .cancelled = termination {
                            // The consumer was cancelled before the sequence ended: the loop
                            // throws, as RxSwift's `values` does (it finishes the stream
                            // with `CancellationError` when the subscription is disposed
                            // unfinished). A no-op once the stream has finished.
                            continuation.finish(throwing: CancellationError())
                        }
                    }
                }
            ) { event in
                switch event {
                case .next(let element):
                    // The element is handed over to the consumer; the Rx grammar gives
                    // the producer no further use of this event.
                    let sent = _UncheckedSendableBox(element)
                    if let reporter {
                        guard case .dropped = continuation.yield(sent._value) else {
                            return reporter.yielded(dropped: false)
                        }
                        reporter.yielded(dropped: true)
                    } else {
                        continuation.yield(sent._value)
                    }
                case .error(let error):
                    continuation.finish(throwing: error)
                case .completed:
                    continuation.finish()
                }
            }
        }
    }
}

/// The limit of a `.bufferingOldest`/`.bufferingNewest` policy if it is negative, else nil.
@usableFromInline func _negativeBufferingLimit<Element>(
    _ policy: AsyncThrowingStream<Element, Swift.Error>.Continuation.BufferingPolicy
) -> Int? {
    switch policy {
    case .bufferingOldest(let limit), .bufferingNewest(let limit):
        return limit < 0 ? limit : nil
    default:
        return nil
    }
}

/// The limit of a `.bufferingOldest`/`.bufferingNewest` policy if it is negative, else nil.
@usableFromInline func _negativeBufferingLimit<Element>(
    _ policy: AsyncStream<Element>.Continuation.BufferingPolicy
) -> Int? {
    switch policy {
    case .bufferingOldest(let limit), .bufferingNewest(let limit):
        return limit < 0 ? limit : nil
    default:
        return nil
    }
}
