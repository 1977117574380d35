/// Whether `take(while:behavior:)` and `take(until:behavior:)` pass on the element that
/// ends the sequence.
public enum TakeBehavior: Sendable {
    /// The element that ends the sequence is passed on before the completion.
    case inclusive
    /// The element that ends the sequence is dropped. The default.
    case exclusive
}

extension ObservableType {
    /// Passes on elements while `predicate` holds; at the first element for which it does
    /// not, completes and disposes the source.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element. If it throws, the sequence fails with that
    ///     error and the source is disposed.
    ///   - behavior: `.exclusive` (the default) drops the element that fails `predicate`;
    ///     `.inclusive` passes it on before completing.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The leading elements that satisfy `predicate`.
    @inlinable public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("take(while:)", file, line) {
            Producer((source: asObservable(), predicate: predicate, inclusive: behavior == .inclusive)) {
                producer, observer, lifetime in
                let sink = TakeWhileSink(inclusive: producer._state.inclusive, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, producer._state.predicate)
                    }, sink)
            }
        }
    }

    /// Passes on elements until `predicate` holds for one; then completes and disposes the
    /// source.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element. If it throws, the sequence fails with that
    ///     error and the source is disposed.
    ///   - behavior: `.exclusive` (the default) drops the element that satisfies
    ///     `predicate`; `.inclusive` passes it on before completing.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The leading elements that do not satisfy `predicate`.
    @inlinable public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("take(until:)", file, line) {
            Producer((source: asObservable(), predicate: predicate, inclusive: behavior == .inclusive)) {
                producer, observer, lifetime in
                let sink = TakeWhileSink(inclusive: producer._state.inclusive, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event) { try !producer._state.predicate($0) }
                    }, sink)
            }
        }
    }
}

/// One `take(while:)` or `take(until:)` subscription; its lifetime is the source's.
///
/// The predicate is passed in with each event rather than stored: it stays where the
/// operator's specialized code reads it.
@usableFromInline
final class TakeWhileSink<Element>: ObserverBase<Element> {
    @usableFromInline let _inclusive: Bool
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(inclusive: Bool, downstream: EventSink<Element>, parent: SinkDisposer) {
        _inclusive = inclusive
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>, _ predicate: (Element) throws -> Bool) {
        _on(event) { event in
            guard case .next(let element) = event else {
                _downstream.on(event)
                return
            }
            let passes: Bool
            do {
                passes = try predicate(element)
            } catch {
                _terminate(.error(error), _downstream)
                return
            }
            if passes {
                _downstream.on(event)
                return
            }
            if _inclusive {
                _downstream.on(event)
            }
            _terminate(.completed, _downstream)
        }
    }
}
