extension Observable {
    /// The elements of a sequence that cannot fail, as an `AsyncStream`: what
    /// `Infallible.values` and `SharedSequence.values` share.
    ///
    /// Subscribes at once and yields each element straight into the stream's continuation.
    /// Should an error arrive anyway (only a bad operator argument can produce one), it is
    /// reported to `Hooks.defaultErrorHandler`, as `subscribe` reports it, and the stream
    /// finishes.
    @inlinable static func _nonFailingValues(
        _ source: Observable<Element>,
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
    ) -> AsyncStream<Element> {
        AsyncStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
            let lifetime = SubscriptionLifetime(onDisposed: nil)
            // The lifetime is thread-safe (one atomic state word; dispose is idempotent).
            let disposer = _UncheckedSendableBox(lifetime)
            continuation.onTermination = { _ in disposer.value.dispose() }
            source._subscribe(EventSink { event in
                lifetime._on(event) { event in
                    switch event {
                    case .next(let element):
                        // Handed over to the consumer; the producer does not use it again.
                        let sent = _UncheckedSendableBox(element)
                        continuation.yield(sent.value)
                    case .error(let error):
                        Hooks.reportUnhandledError(error, callStack: [])
                        continuation.finish()
                    case .completed:
                        continuation.finish()
                    }
                }
            }, lifetime)
        }
    }
}
