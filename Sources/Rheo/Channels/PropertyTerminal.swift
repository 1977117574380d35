/// What a property terminal's writer and its subscriptions share: the property's values,
/// how to write it, the echo suppression of the writes made through the terminal, and the
/// terminal's end.
///
/// Its per-value paths are inlinable, so that a terminal made where the element type is
/// known (`relay.channelTerminal`, inlinable too) runs specialized code.
///
/// The terminal ends at the first terminal event sent into it or coming out of `values`
/// (the property's owner went away): every subscription, present and later, then receives
/// that event, and values sent into the terminal are dropped.
@usableFromInline
final class PropertyTerminal<Element>: @unchecked Sendable {
    // @unchecked: every stored property is `let` and thread-safe (subject, atomic flag), or
    // a closure the terminal's contract lets any thread call (`write`, as the property's
    // own writer is).
    @usableFromInline let _values: Observable<Element>
    @usableFromInline let _write: (Element) -> Void
    @usableFromInline let _echo = ChannelEcho()
    // Carries the terminal's terminal event only: to the subscriptions present, and,
    // replayed, to later ones.
    @usableFromInline let _end = ReplaySubject<Element>._unrecorded(bufferSize: 0)
    // Set before the end is sent: a value sent into the terminal after it is dropped.
    @usableFromInline let _ended = BooleanDisposable()

    @usableFromInline init(values: Observable<Element>, write: @escaping (Element) -> Void) {
        self._values = values
        self._write = write
    }

    /// Takes what is sent into the terminal: a value is written to the property, marked as
    /// this terminal's write (its echo is dropped); a terminal event ends the terminal.
    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if !_ended.isDisposed {
                _echo.write { _write(value) }
            }
        case .error, .completed:
            finish(event)
        }
    }

    /// Ends the terminal for every subscription, present and later, with `event`.
    @usableFromInline func finish(_ event: Event<Element>) {
        _ended.dispose()
        _end.on(event)
    }

    /// What the terminal's subscribers receive: one `PropertyTerminalSink` a subscription.
    @inlinable var observable: Observable<Element> {
        Producer(self) { producer, observer, lifetime in
            PropertyTerminalSink(terminal: producer._state, downstream: observer, parent: lifetime).run()
        }
    }
}

/// One subscription to a property terminal: the property's values without the echoes of
/// the terminal's writes, until the terminal ends.
///
/// The values and the end may arrive on different threads at once; a queue-drain
/// serializer hands them downstream one at a time, never under a lock. The echo check
/// runs before it, on the thread the value arrives on, since the write mark it reads is
/// that thread's (see `ChannelEcho`).
@usableFromInline
final class PropertyTerminalSink<Element>: ObserverBase<Element> {
    @usableFromInline enum Input {
        case value(Event<Element>)
        case end(Event<Element>)
    }

    @usableFromInline let _terminal: PropertyTerminal<Element>
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _valuesLifetime = SinkDisposer()
    @usableFromInline let _endLifetime = SinkDisposer()
    @usableFromInline let _inputs = InputSerializer<Input>()
    // The generation of the write whose echo this subscription dropped last. Touched only
    // by the values' events, which their source sends one at a time.
    @usableFromInline var _suppressedGeneration = 0

    @inlinable init(terminal: PropertyTerminal<Element>, downstream: EventSink<Element>, parent: SinkDisposer) {
        self._terminal = terminal
        self._downstream = downstream
        super.init(parent: parent)
    }

    /// Subscribes to the end first: after the terminal has ended, its end is all a new
    /// subscriber receives, and the property is not subscribed.
    @inlinable func run() {
        _terminal._end._subscribe(EventSink { [self] event in submit(.end(event)) }, _endLifetime)
        if isDisposed {
            return
        }
        _terminal._values._subscribe(
            EventSink { [self] event in
                if case .next = event, _terminal._echo.isEcho(&_suppressedGeneration) {
                    return
                }
                submit(.value(event))
            }, _valuesLifetime)
    }

    @inlinable @inline(__always) func submit(_ input: Input) {
        _inputs.submit(input) { handle($0) }
    }

    @inlinable func handle(_ input: Input) {
        switch input {
        case .value(let event):
            if event.isStopEvent {
                // The property's values ended: so does the terminal, for every subscription.
                // This one's end is queued behind this input and finds the sink stopped.
                _terminal.finish(event)
            }
            _on(event) { _downstream.on($0) }
        case .end(let event):
            _on(event) { _downstream.on($0) }
        }
    }

    @usableFromInline override func _didDispose() {
        _valuesLifetime.dispose()
        _endLifetime.dispose()
    }
}
