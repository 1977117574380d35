extension ObservableType {
    /// Sends only the element at `index` (counting from 0), then completes and disposes the
    /// source.
    ///
    /// - Parameters:
    ///   - index: The position of the element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The one element. If the source completes before reaching `index`, the
    ///   sequence fails with `RxError.argumentOutOfRange`. A negative `index` gives an
    ///   `RxError.argumentOutOfRange` error event instead, without subscribing.
    @inlinable public func element(
        at index: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("element(at:)", file, line) {
            if index < 0 {
                return Observable.error(
                    RxError.argumentOutOfRange(reporting: "element(at: \(index)): index must not be negative"),
                    file: file, line: line)
            }
            return Producer((source: asObservable(), index: index)) { producer, observer, lifetime in
                let sink = ElementAtSink(index: producer._state.index, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// The countdown of one `element(at:)` subscription; its lifetime is the source's.
@usableFromInline
final class ElementAtSink<Element>: ObserverBase<Element>, ObserverType {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _remaining: Int
    @usableFromInline let _index: Int
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(index: Int, downstream: EventSink<Element>, parent: SinkDisposer) {
        _remaining = index
        _index = index
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next:
                if _remaining > 0 {
                    _remaining -= 1
                    return
                }
                _downstream.on(event)
                _terminate(.completed, _downstream)
            case .error:
                _downstream.on(event)
            case .completed:
                _downstream.on(
                    .error(
                        RxError.argumentOutOfRange(
                            reporting:
                                "element(at: \(_index)): the sequence completed after \(_index - _remaining) elements"))
                )
            }
        }
    }
}
