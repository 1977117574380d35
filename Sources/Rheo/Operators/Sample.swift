extension ObservableType {
    /// Sends the latest element of the source each time `sampler` sends an element, if the
    /// source sent one since the previous sample (otherwise `defaultValue`, if given).
    ///
    /// The sampler's completion takes a last sample. The result completes when a sample is
    /// taken after the source completed, or when the source completes after the sampler
    /// has: nothing could be sampled any more. An error from either side is passed on at
    /// once. The source is disposed when it completes; the sampler when it completes.
    ///
    /// Rheo deviation: when the sampler completes before the source, RxSwift never
    /// completes the result; Rheo completes it when the source completes (dropping an
    /// element that can no longer be sampled), as Rx.NET does.
    ///
    /// Source and sampler events are serialized without a lock held while the observer runs.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements trigger samples. It is subscribed after the
    ///     source.
    ///   - defaultValue: Sent for a sample when the source sent nothing new since the
    ///     previous one; nil (the default) sends nothing then.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sampled sequence.
    @inlinable public func sample<Source: ObservableType>(
        _ sampler: Source, defaultValue: Element? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("sample", file, line) {
            Producer((source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)) {
                producer, observer, lifetime in
                let sink = SampleSink(
                    defaultValue: producer._state.defaultValue, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink._sourceLifetime)
                producer._state.sampler._subscribe(
                    EventSink { event in
                        switch event {
                        case .next:
                            sink._submit(.sample)
                        case .error(let error):
                            sink._submit(.samplerFailed(error))
                        case .completed:
                            sink._submit(.samplerCompleted)
                        }
                    }, sink._samplerLifetime)
            }
        }
    }
}

/// The state of one `sample` subscription.
@usableFromInline
struct SampleStateMachine<Element> {
    @usableFromInline let _defaultValue: Element?
    @usableFromInline var _latest: Element?
    @usableFromInline var _sourceCompleted = false
    @usableFromInline var _samplerCompleted = false

    @inlinable init(defaultValue: Element?) {
        _defaultValue = defaultValue
    }

    @inlinable mutating func sourceNext(_ element: Element) {
        _latest = element
    }

    /// The source completed: true to complete now (the sampler has completed already).
    @inlinable mutating func sourceCompleted() -> Bool {
        _sourceCompleted = true
        return _samplerCompleted
    }

    /// Takes a sample (the sampler sent an element, or completed when `last`): the element
    /// to send, and whether to complete after it.
    @inlinable mutating func sample(last: Bool) -> (element: Element?, complete: Bool) {
        if last {
            _samplerCompleted = true
        }
        let element = _latest ?? _defaultValue
        _latest = nil
        return (element, _sourceCompleted)
    }
}

/// One `sample` subscription: the downstream's resource, owning the source's and the
/// sampler's lifetimes.
@usableFromInline
final class SampleSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline enum Input {
        case source(Event<Element>)
        case sample
        case samplerCompleted
        case samplerFailed(Swift.Error)
    }

    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _sourceLifetime = SinkDisposer()
    @usableFromInline let _samplerLifetime = SinkDisposer()
    @usableFromInline let _inputs = InputSerializer<Input>()
    // Touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _machine: SampleStateMachine<Element>

    @inlinable init(defaultValue: Element?, downstream: EventSink<Element>, parent: SinkDisposer) {
        _machine = SampleStateMachine(defaultValue: defaultValue)
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives a source event.
    @inlinable func on(_ event: Event<Element>) {
        _submit(.source(event))
    }

    @inlinable func _submit(_ input: Input) {
        _inputs.submit(input) { _handle($0) }
    }

    @inlinable func _handle(_ input: Input) {
        if isDisposed {
            return
        }
        switch input {
        case .source(.next(let element)):
            _machine.sourceNext(element)
        case .source(.error(let error)), .samplerFailed(let error):
            _on(.error(error)) { _downstream.on($0) }
        case .source(.completed):
            _sourceLifetime.dispose()
            if _machine.sourceCompleted() {
                _on(.completed) { _downstream.on($0) }
            }
        case .sample:
            _sample(last: false)
        case .samplerCompleted:
            _samplerLifetime.dispose()
            _sample(last: true)
        }
    }

    @inlinable func _sample(last: Bool) {
        let (element, complete) = _machine.sample(last: last)
        if let element {
            _on(.next(element)) { _downstream.on($0) }
        }
        if complete {
            _on(.completed) { _downstream.on($0) }
        }
    }

    @usableFromInline override func _didDispose() {
        _sourceLifetime.dispose()
        _samplerLifetime.dispose()
    }
}
