extension ObservableType {
    /// Combines each element of the source with the latest element of `second`, using
    /// `resultSelector`.
    ///
    /// `second` is subscribed first, then the source. An element of the source that
    /// arrives before `second` has sent anything is dropped. `second` completing changes
    /// nothing (its latest element stays in use; it is disposed then). The result completes
    /// when the source completes, and disposes `second`. An error from either, or thrown by
    /// `resultSelector`, is passed on at once and disposes both.
    ///
    /// Events of the two sequences, on any threads, are serialized without a lock:
    /// `resultSelector` and the observer run one event at a time, never under a lock.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined with the source's.
    ///   - resultSelector: Forms a result from an element of the source and the latest of
    ///     `second`; if it throws, the sequence fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The results, one per source element sent after `second` sent one.
    @inlinable public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<ResultType> {
        _assemble("withLatestFrom", file, line) {
            Producer((source: asObservable(), second: second.asObservable(), selector: resultSelector)) {
                producer, observer, lifetime in
                let sink = WithLatestFromSink<Element, Source.Element, ResultType>(
                    downstream: observer, parent: lifetime)
                // Each call site passes the selector read through `producer`, so it is called at
                // its concrete signature, with no thunk and nothing stored in the sink.
                producer._state.second._subscribe(
                    EventSink { event in
                        sink._submit(.second(event)) { try producer._state.selector($0, $1) }
                    }, sink._secondLifetime)
                // Subscribed even when the result has already ended, then disposed at once, as in
                // RxSwift.
                producer._state.source._subscribe(
                    EventSink { event in
                        sink._submit(.first(event)) { try producer._state.selector($0, $1) }
                    }, sink._firstLifetime)
            }
        }
    }

    /// Replaces each element of the source with the latest element of `second`.
    ///
    /// The rules are those of `withLatestFrom(_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is sent for each element of
    ///     the source.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The latest elements of `second`, one per source element sent after
    ///   `second` sent one.
    @inlinable public func withLatestFrom<Source: ObservableConvertibleType>(
        _ second: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Source.Element> {
        _assemble("withLatestFrom", file, line) {
            withLatestFrom(second, resultSelector: { $1 }, file: file, line: line)
        }
    }
}

/// One `withLatestFrom` subscription: the downstream's resource, owning the source's and
/// the second sequence's lifetimes.
@usableFromInline
final class WithLatestFromSink<First, Second, Result>: ObserverBase<Result> {
    @usableFromInline enum Input {
        case first(Event<First>)
        case second(Event<Second>)
    }

    @usableFromInline let _downstream: EventSink<Result>
    @usableFromInline let _firstLifetime = SinkDisposer()
    @usableFromInline let _secondLifetime = SinkDisposer()
    @usableFromInline let _inputs = InputSerializer<Input>()
    // The whole state machine: the latest element of `second`. Touched only by `_handle`,
    // which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _latest: Second?

    @inlinable init(downstream: EventSink<Result>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable @inline(__always)
    func _submit(_ input: Input, _ selector: (First, Second) throws -> Result) {
        _inputs.submit(input) { _handle($0, selector) }
    }

    @inlinable func _handle(_ input: Input, _ selector: (First, Second) throws -> Result) {
        if isDisposed {
            return
        }
        switch input {
        case .first(.next(let element)):
            guard let latest = _latest else {
                return
            }
            let result: Result
            do {
                result = try selector(element, latest)
            } catch {
                _on(.error(error)) { _downstream.on($0) }
                return
            }
            _on(.next(result)) { _downstream.on($0) }
        case .first(.error(let error)), .second(.error(let error)):
            _on(.error(error)) { _downstream.on($0) }
        case .first(.completed):
            _on(.completed) { _downstream.on($0) }
        case .second(.next(let element)):
            _latest = element
        case .second(.completed):
            _secondLifetime.dispose()
        }
    }

    @usableFromInline override func _didDispose() {
        _firstLifetime.dispose()
        _secondLifetime.dispose()
    }
}
