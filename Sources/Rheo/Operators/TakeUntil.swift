extension ObservableType {
    /// Passes on the source's events until `other` sends an element, then completes.
    ///
    /// `other` is subscribed first, then the source (also when `other` has ended the result
    /// already: the source is then disposed at once, as in RxSwift). When `other` sends an element, the result completes and disposes
    /// both. `other` completing changes nothing (it is disposed then, and the source runs
    /// on). An error from either is passed on at once and disposes both; the source's
    /// completion completes the result and disposes `other`.
    ///
    /// Events of the two sequences, on any threads, are serialized without a lock.
    ///
    /// - Parameters:
    ///   - other: The sequence whose first element ends the result.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The source's events until `other` sends an element.
    @inlinable public func take<Source: ObservableType>(
        until other: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("take(until:)", file, line) {
            Producer((source: asObservable(), other: other.asObservable())) { producer, observer, lifetime in
                let sink = TakeUntilSink(downstream: observer, parent: lifetime)
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
                // Subscribed even when the result has already ended, then disposed at once, as in
                // RxSwift.
                producer._state.source._subscribe(EventSink { sink._submit(.source($0)) }, sink._sourceLifetime)
            }
        }
    }
}

/// One `take(until:)` subscription: the downstream's resource, owning the source's and
/// the other sequence's lifetimes. It has no state beyond the grammar's stop flag.
@usableFromInline
final class TakeUntilSink<Element>: ObserverBase<Element> {
    @usableFromInline enum Input {
        case source(Event<Element>)
        case otherNext
        case otherFailed(Swift.Error)
        case otherCompleted
    }

    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _sourceLifetime = SinkDisposer()
    @usableFromInline let _otherLifetime = SinkDisposer()
    @usableFromInline let _inputs = InputSerializer<Input>()

    @inlinable init(downstream: EventSink<Element>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable @inline(__always)
    func _submit(_ input: Input) {
        _inputs.submit(input) { _handle($0) }
    }

    @inlinable func _handle(_ input: Input) {
        switch input {
        case .source(let event):
            _on(event) { _downstream.on($0) }
        case .otherNext:
            _on(.completed) { _downstream.on($0) }
        case .otherFailed(let error):
            _on(.error(error)) { _downstream.on($0) }
        case .otherCompleted:
            _otherLifetime.dispose()
        }
    }

    @usableFromInline override func _didDispose() {
        _sourceLifetime.dispose()
        _otherLifetime.dispose()
    }
}
