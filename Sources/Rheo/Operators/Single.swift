extension ObservableType {
    /// Passes on the source's only element and fails if there is not exactly one.
    ///
    /// The element is sent as soon as it arrives. A second element fails the sequence with
    /// `RxError.moreThanOneElement` and disposes the source; completion without an element
    /// fails it with `RxError.noElements`.
    ///
    /// - Returns: The one element, then completion.
    @inlinable public func single(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        _assemble("single", file, line) {
            Producer(asObservable()) { producer, observer, lifetime in
                let sink = SingleSink(downstream: observer, parent: lifetime)
                producer._state._subscribe(
                    EventSink { event in
                        sink.on(event) { _ in true }
                    }, sink)
            }
        }
    }

    /// Passes on the source's only element that satisfies `predicate` and fails if there is
    /// not exactly one.
    ///
    /// The element is sent as soon as it arrives. A second matching element fails the
    /// sequence with `RxError.moreThanOneElement` and disposes the source; completion
    /// without a matching element fails it with `RxError.noElements`.
    ///
    /// - Parameters:
    ///   - predicate: Selects the elements that count. If it throws, the sequence
    ///     fails with that error and the source is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The one matching element, then completion.
    @inlinable public func single(
        _ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("single", file, line) {
            Producer((source: asObservable(), predicate: predicate)) { producer, observer, lifetime in
                let sink = SingleSink(downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, producer._state.predicate)
                    }, sink)
            }
        }
    }
}

/// Whether one `single` subscription has seen its element; its lifetime is the source's.
@usableFromInline
final class SingleSink<Element>: ObserverBase<Element> {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _seen = false
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(downstream: EventSink<Element>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>, _ predicate: (Element) throws -> Bool) {
        _on(event) { event in
            switch event {
            case .next(let element):
                do {
                    if try !predicate(element) {
                        return
                    }
                } catch {
                    _terminate(.error(error), _downstream)
                    return
                }
                if _seen {
                    _terminate(.error(RxError.moreThanOneElement), _downstream)
                    return
                }
                _seen = true
                _downstream.on(event)
            case .error:
                _downstream.on(event)
            case .completed:
                _downstream.on(_seen ? .completed : .error(RxError.noElements))
            }
        }
    }
}
