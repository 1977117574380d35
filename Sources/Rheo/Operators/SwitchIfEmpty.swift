extension ObservableType {
    /// The source's events, or, if the source completes without an element, `other`'s.
    ///
    /// `other` is subscribed when the source completes, and only if the source sent no
    /// element. As in RxSwift, the source's subscription is then kept until `other` ends
    /// (or the result is disposed): both end together. An error from the source ends the
    /// sequence without subscribing `other`. Each subscription keeps its own "seen an
    /// element" record.
    ///
    /// - Parameters:
    ///   - other: The sequence to continue with when the source is empty.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The source's elements, or `other`'s if it had none.
    @inlinable public func ifEmpty(
        switchTo other: Observable<Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("ifEmpty(switchTo:)", file, line) {
            asObservable()._switchIfEmpty(other)
        }
    }
}

extension Observable {
    /// The source, then `other` if the source completed with no element: `ifEmpty(switchTo:)`,
    /// shared by the observable and the traits.
    @inlinable func _switchIfEmpty(_ other: Observable<Element>) -> Observable<Element> {
        Producer((source: self, other: other)) { producer, observer, lifetime in
            let sink = SwitchIfEmptySink(other: producer._state.other, downstream: observer, parent: lifetime)
            producer._state.source._subscribe(
                EventSink { [sink] event in
                    sink._sourceOn(event)
                }, sink._sourceLifetime)
        }
    }
}

/// One `ifEmpty(switchTo:)` subscription: the source, then, if it completed empty, the
/// alternative.
///
/// As RxSwift's `SwitchIfEmptySink` does, the source's subscription is not disposed at its
/// empty completion: it ends with the whole subscription. The alternative is subscribed
/// after the source stopped, so the two never deliver at once and need no serializer.
@usableFromInline
final class SwitchIfEmptySink<Element>: ObserverBase<Element> {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _other: Observable<Element>
    @usableFromInline let _sourceLifetime = SinkDisposer()
    @usableFromInline let _otherLifetime = SinkDisposer()
    // Touched only by the source's events, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _isEmpty = true

    @inlinable init(other: Observable<Element>, downstream: EventSink<Element>, parent: SinkDisposer) {
        _other = other
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives an event of the source.
    @inlinable func _sourceOn(_ event: Event<Element>) {
        switch event {
        case .next:
            _isEmpty = false
            _on(event) { _downstream.on($0) }
        case .error:
            _on(event) { _downstream.on($0) }
        case .completed:
            guard _isEmpty else {
                _on(event) { _downstream.on($0) }
                return
            }
            if isDisposed {
                return
            }
            _other._subscribe(
                EventSink { [self] event in
                    _on(event) { _downstream.on($0) }
                }, _otherLifetime)
        }
    }

    @usableFromInline override func _didDispose() {
        _sourceLifetime.dispose()
        _otherLifetime.dispose()
    }
}
