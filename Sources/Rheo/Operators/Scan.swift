extension ObservableType {
    /// Applies `accumulator` to each element and the running value, starting from `seed`,
    /// and sends every intermediate value.
    ///
    /// For the final value only, see `reduce`.
    ///
    /// - Parameters:
    ///   - seed: The initial running value, fresh for each subscription.
    ///   - accumulator: Updates the running value in place with an element. If it throws,
    ///     the sequence fails with that error and the source is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The running value after each element.
    @inlinable public func scan<A>(
        into seed: A, accumulator: @escaping (inout A, Element) throws -> Void, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<A> {
        _assemble("scan(into:)", file, line) {
            Producer((source: asObservable(), seed: seed, accumulator: accumulator)) { producer, observer, lifetime in
                let sink = ScanSink<Element, A>(seed: producer._state.seed, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, producer._state.accumulator)
                    }, sink)
            }
        }
    }

    /// Applies `accumulator` to each element and the running value, starting from `seed`,
    /// and sends every intermediate value.
    ///
    /// For the final value only, see `reduce`.
    ///
    /// - Parameters:
    ///   - seed: The initial running value, fresh for each subscription.
    ///   - accumulator: Returns the next running value from the current one and an element.
    ///     If it throws, the sequence fails with that error and the source is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The running value after each element.
    @inlinable public func scan<A>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<A> {
        _assemble("scan", file, line) {
            Producer((source: asObservable(), seed: seed, accumulator: accumulator)) { producer, observer, lifetime in
                let sink = ScanSink<Element, A>(seed: producer._state.seed, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event) { accumulate, element in
                            accumulate = try producer._state.accumulator(accumulate, element)
                        }
                    }, sink)
            }
        }
    }
}

/// The running value of one `scan` subscription; its lifetime is the source's.
///
/// The accumulator is passed in with each event rather than stored: it stays where the
/// operator's specialized code reads it, and the sink holds no closure of its own.
@usableFromInline
final class ScanSink<Element, Accumulate>: ObserverBase<Element> {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _accumulate: Accumulate
    @usableFromInline let _downstream: EventSink<Accumulate>

    @inlinable init(seed: Accumulate, downstream: EventSink<Accumulate>, parent: SinkDisposer) {
        _accumulate = seed
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>, _ accumulator: (inout Accumulate, Element) throws -> Void) {
        _on(event) { event in
            switch event {
            case .next(let element):
                do {
                    try accumulator(&_accumulate, element)
                } catch {
                    _terminate(.error(error), _downstream)
                    return
                }
                _downstream.on(.next(_accumulate))
            case .error(let error):
                _downstream.on(.error(error))
            case .completed:
                _downstream.on(.completed)
            }
        }
    }
}
