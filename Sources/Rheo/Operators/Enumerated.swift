extension ObservableType {
    /// Pairs each element with its index, counting from 0.
    ///
    /// - Returns: The sequence of `(index, element)` pairs. Should the index overflow
    ///   `Int`, the sequence fails with `RxError.overflow` instead of sending that element.
    @inlinable public func enumerated(
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<(index: Int, element: Element)> {
        _assemble("enumerated", file, line) {
            Producer(asObservable()) { producer, observer, lifetime in
                let sink = EnumeratedSink(downstream: observer, parent: lifetime)
                producer._state._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// The next index of one `enumerated` subscription; its lifetime is the source's.
@usableFromInline
final class EnumeratedSink<Element>: ObserverBase<Element>, ObserverType {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _index = 0
    @usableFromInline let _downstream: EventSink<(index: Int, element: Element)>

    @inlinable init(downstream: EventSink<(index: Int, element: Element)>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next(let element):
                let index = _index
                if index == Int.max {
                    _terminate(.error(RxError.overflow), _downstream)
                    return
                }
                _index = index &+ 1
                _downstream.on(.next((index, element)))
            case .error(let error):
                _downstream.on(.error(error))
            case .completed:
                _downstream.on(.completed)
            }
        }
    }
}
