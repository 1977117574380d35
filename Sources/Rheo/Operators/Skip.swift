extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    ///
    /// - Parameters:
    ///   - count: How many elements to drop; 0 passes everything on.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence without its first `count` elements. A negative `count` skips
    ///   nothing, as in RxSwift (whose `skip` does not check it); the misuse is reported
    ///   through `Hooks.contractViolationHandler` when `skip` is called.
    @inlinable public func skip(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        _assemble("skip", file, line) {
            if count < 0 {
                // RxSwift's `SkipCount` forwards once its countdown is `<= 0`: nothing is skipped.
                Hooks.reportContractViolation("skip(\(count)): a negative count skips nothing")
                return asObservable()
            }
            if count == 0 {
                return asObservable()
            }
            return Producer((source: asObservable(), count: count)) { producer, observer, lifetime in
                let sink = SkipCountSink(count: producer._state.count, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// The countdown of one `skip(_ count:)` subscription; its lifetime is the source's.
@usableFromInline
final class SkipCountSink<Element>: ObserverBase<Element>, ObserverType {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _remaining: Int
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(count: Int, downstream: EventSink<Element>, parent: SinkDisposer) {
        _remaining = count
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            if case .next = event, _remaining > 0 {
                _remaining -= 1
                return
            }
            _downstream.on(event)
        }
    }
}
