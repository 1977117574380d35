extension SinkDisposer {
    /// Ends the stage on its own initiative: claims the terminal event, sends `event`
    /// downstream, and disposes the stage, which disposes its upstream.
    ///
    /// For operators that end the sequence while handling a `next` (a throwing user
    /// closure, `take(while:)`, `single`, ...): call it inside `_on`'s delivery, where the
    /// grammar has already checked that the stage is live. Does nothing if the stage was
    /// stopped or disposed in the meantime (the downstream may dispose from inside the
    /// `onNext` that came just before). Inlinable: it sits on the per-event path.
    ///
    /// - Parameter event: A terminal event.
    @inlinable final func _terminate<Output>(_ event: Event<Output>, _ downstream: EventSink<Output>) {
        if _tryStop() {
            downstream.on(event)
            dispose()
        }
    }
}
