extension ObservableType {
    /// Collects every element and, when the source completes, succeeds with them as one
    /// array.
    ///
    /// - Returns: A `Single` of the array of all elements (empty if there were none); it
    ///   fails with the source's error if the source fails.
    @inlinable public func toArray(file: StaticString = #fileID, line: UInt = #line) -> Single<[Element]> {
        _assemble("toArray", file, line) {
            Single(
                raw: Producer(asObservable()) { producer, observer, lifetime in
                    let sink = ToArraySink(downstream: observer, parent: lifetime)
                    producer._state._subscribe(EventSink { sink.on($0) }, sink)
                })
        }
    }
}

/// The collected elements of one `toArray` subscription; its lifetime is the source's.
@usableFromInline
final class ToArraySink<Element>: ObserverBase<Element>, ObserverType {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _elements: [Element] = []
    @usableFromInline let _downstream: EventSink<[Element]>

    @inlinable init(downstream: EventSink<[Element]>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next(let element):
                _elements.append(element)
            case .error(let error):
                _elements = []
                _downstream.on(.error(error))
            case .completed:
                // Moved out, so the observer receives a uniquely referenced array.
                let elements = _elements
                _elements = []
                _downstream.on(.next(elements))
                if !isDisposed {
                    _downstream.on(.completed)
                }
            }
        }
    }
}
