extension ObservableType {
    /// Drops elements while `predicate` holds, then passes on every element from the first
    /// one for which it does not.
    ///
    /// `predicate` is not called again once an element has passed.
    ///
    /// - Parameters:
    ///   - predicate: Tested on the leading elements. If it throws, the sequence
    ///     fails with that error and the source is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence from the first element that fails `predicate` on.
    @inlinable public func skip(
        while predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("skip(while:)", file, line) {
            Producer((source: asObservable(), predicate: predicate)) { producer, observer, lifetime in
                let sink = SkipWhileSink(downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, producer._state.predicate)
                    }, sink)
            }
        }
    }
}

/// Whether one `skip(while:)` subscription is still dropping; its lifetime is the source's.
@usableFromInline
final class SkipWhileSink<Element>: ObserverBase<Element> {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _skipping = true
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(downstream: EventSink<Element>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>, _ predicate: (Element) throws -> Bool) {
        _on(event) { event in
            if _skipping, case .next(let element) = event {
                do {
                    if try predicate(element) {
                        return
                    }
                } catch {
                    _terminate(.error(error), _downstream)
                    return
                }
                _skipping = false
            }
            _downstream.on(event)
        }
    }
}
