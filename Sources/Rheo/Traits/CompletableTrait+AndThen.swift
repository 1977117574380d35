extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// `andThen`: subscribes `second` when this `Completable` completes, as RxSwift's
    /// `ConcatCompletable`. The subscription keeps only `second`; the first `Completable`'s
    /// subscription is disposed as soon as it completes (right after `second` is
    /// subscribed), so nothing of the first is held while `second` runs.
    @inlinable func _andThen<E>(_ second: Observable<E>) -> Observable<E> {
        Producer((first: primitiveSequence._source, second: second)) { producer, observer, lifetime in
            let sink = AndThenSink(second: producer._state.second, downstream: observer, parent: lifetime)
            producer._state.first._subscribe(EventSink { sink._firstOn($0) }, sink._firstLifetime)
        }
    }
}

/// One `andThen` subscription: the downstream's resource, owning the first `Completable`'s
/// lifetime and then the second sequence's.
@usableFromInline
final class AndThenSink<Element>: ObserverBase<Element> {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _firstLifetime = SinkDisposer()
    @usableFromInline let _secondLifetime = SinkDisposer()
    // Read and cleared once, by the first's completion (the first's events are serial).
    @usableFromInline var _second: Observable<Element>?

    @inlinable init(second: Observable<Element>, downstream: EventSink<Element>, parent: SinkDisposer) {
        _second = second
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives the first `Completable`'s terminal event.
    @inlinable func _firstOn(_ event: Event<Never>) {
        switch event {
        case .next:
            break
        case .error(let error):
            if _firstLifetime._tryStop() {
                _on(.error(error)) { _downstream.on($0) }
            }
        case .completed:
            guard _firstLifetime._tryStop(), let second = _second else {
                return
            }
            _second = nil
            second._subscribe(EventSink { [self] event in _on(event) { _downstream.on($0) } }, _secondLifetime)
            // After subscribing the second, as RxSwift's serial disposable does.
            _firstLifetime.dispose()
        }
    }

    @usableFromInline override func _didDispose() {
        _firstLifetime.dispose()
        _secondLifetime.dispose()
    }
}
