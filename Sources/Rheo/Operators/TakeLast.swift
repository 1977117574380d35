extension ObservableType {
    /// Keeps the last `count` elements and sends them when the source completes, then
    /// completes.
    ///
    /// Nothing is sent before the source completes. If the source fails, the kept elements
    /// are dropped and the error passed on.
    ///
    /// - Parameters:
    ///   - count: How many elements to keep; 0 keeps none (the result only
    ///     completes). Memory grows with the elements seen, up to `count`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The source's last `count` elements, then completion. A negative `count`
    ///   gives an `RxError.argumentOutOfRange` error event instead, without subscribing.
    @inlinable public func takeLast(
        _ count: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("takeLast", file, line) {
            if count < 0 {
                return Observable.error(
                    RxError.argumentOutOfRange(reporting: "takeLast(\(count)): count must not be negative"), file: file,
                    line: line)
            }
            return Producer((source: asObservable(), count: count)) { producer, observer, lifetime in
                let sink = TakeLastSink(count: producer._state.count, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// The last elements of one `takeLast` subscription; its lifetime is the source's.
@usableFromInline
final class TakeLastSink<Element>: ObserverBase<Element>, ObserverType {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _buffer: TakeLastBuffer<Element>
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(count: Int, downstream: EventSink<Element>, parent: SinkDisposer) {
        _buffer = TakeLastBuffer(capacity: count)
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next(let element):
                _buffer.append(element)
            case .error(let error):
                _buffer = TakeLastBuffer(capacity: 0)
                _downstream.on(.error(error))
            case .completed:
                let elements = _buffer.removeAllInOrder()
                for element in elements {
                    // The observer may dispose the subscription in `onNext`.
                    if isDisposed {
                        return
                    }
                    _downstream.on(.next(element))
                }
                if !isDisposed {
                    _downstream.on(.completed)
                }
            }
        }
    }
}

/// A ring of at most `capacity` elements that drops the oldest when full.
///
/// The storage grows with the elements appended, up to `capacity`, so a large count costs
/// nothing until the elements arrive; once full, appending overwrites in place and
/// allocates nothing.
@usableFromInline
struct TakeLastBuffer<Element> {
    @usableFromInline let _capacity: Int
    @usableFromInline var _storage: [Element] = []
    // The oldest element once the storage is full; 0 before.
    @usableFromInline var _head = 0

    @inlinable init(capacity: Int) {
        _capacity = capacity
    }

    @inlinable mutating func append(_ element: Element) {
        if _storage.count < _capacity {
            _storage.append(element)
            return
        }
        if _capacity == 0 {
            return
        }
        _storage[_head] = element
        _head += 1
        if _head == _capacity {
            _head = 0
        }
    }

    /// The elements, oldest first; the buffer is left empty.
    @inlinable mutating func removeAllInOrder() -> [Element] {
        var storage: [Element] = []
        swap(&storage, &_storage)
        if _head == 0 {
            return storage
        }
        var ordered: [Element] = []
        ordered.reserveCapacity(storage.count)
        ordered.append(contentsOf: storage[_head...])
        ordered.append(contentsOf: storage[..<_head])
        _head = 0
        return ordered
    }
}
