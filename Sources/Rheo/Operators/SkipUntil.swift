extension ObservableType {
    /// Drops the source's elements until `other` sends an element, then passes on the
    /// source's events.
    ///
    /// The source is subscribed first, then `other` (also when the source has ended the
    /// result already: `other` is then disposed at once, as in RxSwift). When `other` sends an element, the gate opens and `other` is
    /// disposed; `other` completing without an element disposes it and leaves the gate
    /// closed. An error from either is passed on at once and disposes both.
    ///
    /// As in RxSwift, a source that completes while the gate is still closed ends the
    /// subscription without a completion event: both are disposed and the result never
    /// terminates.
    ///
    /// Events of the two sequences, on any threads, are serialized without a lock.
    ///
    /// - Parameters:
    ///   - other: The sequence whose first element opens the gate.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The source's events from `other`'s first element on.
    @inlinable public func skip<Source: ObservableType>(
        until other: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("skip(until:)", file, line) {
            Producer((source: asObservable(), other: other.asObservable())) { producer, observer, lifetime in
                let sink = SkipUntilSink(downstream: observer, parent: lifetime)
                producer._state.source._subscribe(EventSink { sink._submit(.source($0)) }, sink._sourceLifetime)
                // Subscribed even when the result has already ended, then disposed at once, as in
                // RxSwift.
                producer._state.other._subscribe(
                    EventSink { event in
                        switch event {
                        case .next:
                            sink._submit(.otherNext)
                        case .error(let error):
                            sink._submit(.otherFailed(error))
                        case .completed:
                            sink._submit(.otherCompleted)
                        }
                    }, sink._otherLifetime)
            }
        }
    }
}

/// One `skip(until:)` subscription: the downstream's resource, owning the source's and
/// the other sequence's lifetimes.
@usableFromInline
final class SkipUntilSink<Element>: ObserverBase<Element> {
    @usableFromInline enum Input {
        case source(Event<Element>)
        case otherNext
        case otherFailed(Swift.Error)
        case otherCompleted
    }

    @usableFromInline let _downstream: EventSink<Element>
    // The lifetime this sink was handed to: told to let go of it when the subscription ends
    // without a terminal event (see `_endSilently`).
    @usableFromInline let _parent: SinkDisposer
    @usableFromInline let _sourceLifetime = SinkDisposer()
    @usableFromInline let _otherLifetime = SinkDisposer()
    @usableFromInline let _inputs = InputSerializer<Input>()
    // The whole state machine: whether `other` has sent an element. Touched only by
    // `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _isOpen = false

    @inlinable init(downstream: EventSink<Element>, parent: SinkDisposer) {
        _downstream = downstream
        _parent = parent
        super.init(parent: parent)
    }

    @inlinable @inline(__always)
    func _submit(_ input: Input) {
        _inputs.submit(input) { _handle($0) }
    }

    @inlinable func _handle(_ input: Input) {
        switch input {
        case .source(let event):
            switch event {
            case .next:
                if _isOpen {
                    _on(event) { _downstream.on($0) }
                }
            case .error:
                _on(event) { _downstream.on($0) }
            case .completed:
                if _isOpen {
                    _on(event) { _downstream.on($0) }
                } else {
                    _endSilently()
                }
            }
        case .otherFailed(let error):
            _on(.error(error)) { _downstream.on($0) }
        case .otherNext:
            _isOpen = true
            _otherLifetime.dispose()
        case .otherCompleted:
            _otherLifetime.dispose()
        }
    }

    /// Ends the subscription without a terminal event (the source completed while the gate
    /// was closed): disposes both sequences, and has the lifetime below let go of this sink.
    ///
    /// The downstream sink usually holds that lifetime, which holds this sink: with no
    /// terminal event to end the lifetime, the two would keep each other, and the
    /// subscriber's handlers, alive until the caller disposes, which RxSwift's
    /// `SkipUntilSink` does not (its `dispose()` releases its `SinkDisposer`). The lifetime
    /// stays live: the caller's `dispose()` still runs its `onDisposed`, as in RxSwift.
    @usableFromInline func _endSilently() {
        dispose()
        _parent._detachSubscription()
    }

    @usableFromInline override func _didDispose() {
        _sourceLifetime.dispose()
        _otherLifetime.dispose()
    }
}
