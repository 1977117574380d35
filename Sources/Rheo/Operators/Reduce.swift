extension ObservableType {
    /// Applies `accumulator` to each element and the running value, starting from `seed`,
    /// and when the source completes sends `mapResult` of the final value, then completes.
    ///
    /// For every intermediate value, see `scan`.
    ///
    /// - Parameters:
    ///   - seed: The initial running value, fresh for each subscription.
    ///   - accumulator: Returns the next running value from the current one and an element.
    ///   - mapResult: Turns the final value into the result.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: One element, the result, then completion; the source's error if it fails.
    ///   If `accumulator` or `mapResult` throws, the sequence fails with that error and the
    ///   source is disposed.
    @inlinable public func reduce<A, Result>(
        _ seed: A,
        accumulator: @escaping (A, Element) throws -> A,
        mapResult: @escaping (A) throws -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Result> {
        _assemble("reduce", file, line) {
            Producer((source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)) {
                producer, observer, lifetime in
                let sink = ReduceSink<Element, A, Result>(
                    seed: producer._state.seed, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, producer._state.accumulator, producer._state.mapResult)
                    }, sink)
            }
        }
    }

    /// Applies `accumulator` to each element and the running value, starting from `seed`,
    /// and when the source completes sends the final value, then completes.
    ///
    /// For every intermediate value, see `scan`.
    ///
    /// - Parameters:
    ///   - seed: The initial running value, fresh for each subscription; it is the result
    ///     of an empty source.
    ///   - accumulator: Returns the next running value from the current one and an element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: One element, the final value, then completion; the source's error if it
    ///   fails. If `accumulator` throws, the sequence fails with that error and the source
    ///   is disposed.
    @inlinable public func reduce<A>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<A> {
        _assemble("reduce", file, line) {
            Producer((source: asObservable(), seed: seed, accumulator: accumulator)) { producer, observer, lifetime in
                let sink = ReduceSink<Element, A, A>(seed: producer._state.seed, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, producer._state.accumulator) { $0 }
                    }, sink)
            }
        }
    }
}

/// The running value of one `reduce` subscription; its lifetime is the source's.
@usableFromInline
final class ReduceSink<Element, Accumulate, Result>: ObserverBase<Element> {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _accumulate: Accumulate
    @usableFromInline let _downstream: EventSink<Result>

    @inlinable init(seed: Accumulate, downstream: EventSink<Result>, parent: SinkDisposer) {
        _accumulate = seed
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(
        _ event: Event<Element>,
        _ accumulator: (Accumulate, Element) throws -> Accumulate,
        _ mapResult: (Accumulate) throws -> Result
    ) {
        _on(event) { event in
            switch event {
            case .next(let element):
                do {
                    _accumulate = try accumulator(_accumulate, element)
                } catch {
                    _terminate(.error(error), _downstream)
                }
            case .error(let error):
                _downstream.on(.error(error))
            case .completed:
                let result: Result
                do {
                    result = try mapResult(_accumulate)
                } catch {
                    _downstream.on(.error(error))
                    return
                }
                _downstream.on(.next(result))
                // The observer may have disposed the subscription in `onNext`.
                if !isDisposed {
                    _downstream.on(.completed)
                }
            }
        }
    }
}
