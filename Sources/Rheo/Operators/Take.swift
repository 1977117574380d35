extension ObservableType {
    /// Passes on the first `count` elements, then completes and disposes the source.
    ///
    /// - Parameters:
    ///   - count: How many elements; 0 completes at once without subscribing to
    ///     the source; negative is an `RxError.argumentOutOfRange` error event.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func take(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        _assemble("take", file, line) {
            if count < 0 {
                return Observable.error(
                    RxError.argumentOutOfRange(reporting: "take(\(count)): count must not be negative"), file: file,
                    line: line)
            }
            if count == 0 {
                return Observable.empty(file: file, line: line)
            }
            return Producer((source: asObservable(), count: count)) { producer, observer, lifetime in
                let sink = TakeCountSink(count: producer._state.count, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// The state of one `take(_ count:)` subscription; its lifetime is the source's.
@usableFromInline
final class TakeCountSink<Element>: ObserverBase<Element>, ObserverType {
    // Touched only by `on`, which the Rx grammar serializes; the dynamic exclusivity
    // check Swift would otherwise make on every event buys nothing here.
    @exclusivity(unchecked) @usableFromInline var _remaining: Int
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(count: Int, downstream: EventSink<Element>, parent: SinkDisposer) {
        _remaining = count
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next:
                _remaining -= 1
                _downstream.on(event)
                if _remaining == 0 {
                    _terminate(.completed, _downstream)
                }
            case .error, .completed:
                _downstream.on(event)
            }
        }
    }
}
