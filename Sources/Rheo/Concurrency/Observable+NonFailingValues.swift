extension Observable {
    /// The elements of a sequence that cannot fail, as an `AsyncStream`: what
    /// `Infallible.values` and `SharedSequence.values` share.
    ///
    /// Subscribes at once and yields each element straight into the stream's continuation.
    /// Should an error arrive anyway (only the cases `InfallibleType` lists can produce one), it is
    /// reported to `Hooks.defaultErrorHandler`, as `subscribe` reports it, and the stream
    /// finishes.
    @inlinable static func _nonFailingValues(
        _ source: Observable<Element>,
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
    ) -> AsyncStream<Element> {
        if let limit = _negativeBufferingLimit(bufferingPolicy) {
            // An AsyncStream cannot fail: report the error as an unhandled one, and end.
            Hooks.reportUnhandledError(
                RxError.argumentOutOfRange(
                    reporting:
                        "values(bufferingPolicy: \(bufferingPolicy)): the buffer limit \(limit) must not be negative"),
                callStack: [])
            return AsyncStream { $0.finish() }
        }
        // Bounded policies only: reports what the buffer drops (`Hooks.droppedElementsHandler`).
        let reporter = _StreamDropReporter(bufferingPolicy)
        return AsyncStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
            _subscribeForStream(
                source,
                onTermination: { dispose in
                    continuation.onTermination = { _ in
                        dispose()
                        reporter?.flush()
                    }
                }
            ) { event in
                switch event {
                case .next(let element):
                    // Handed over to the consumer; the producer does not use it again.
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
                    Hooks.reportUnhandledError(error, callStack: [])
                    continuation.finish()
                case .completed:
                    continuation.finish()
                }
            }
        }
    }

    /// Subscribes `source` for an async stream being built: `onTermination` receives what
    /// disposes the subscription (for the stream's termination handler), and `handle` gets
    /// the events, one at a time, up to the first terminal one. What `values` on every kind
    /// of sequence shares.
    @inlinable static func _subscribeForStream(
        _ source: Observable<Element>,
        onTermination: (_ dispose: @escaping @Sendable () -> Void) -> Void,
        _ handle: @escaping (Event<Element>) -> Void
    ) {
        let lifetime = SubscriptionLifetime(onDisposed: nil)
        // The lifetime is thread-safe (one atomic state word; dispose is idempotent).
        let disposer = _UncheckedSendableBox(lifetime)
        onTermination { disposer._value.dispose() }
        source._subscribe(
            EventSink { event in
                lifetime._on(event, handle)
            }, lifetime)
    }
}
