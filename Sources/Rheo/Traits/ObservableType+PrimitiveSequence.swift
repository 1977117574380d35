extension ObservableType {
    /// The sequence as a `Single`: succeeds with the source's only element when the source
    /// completes.
    ///
    /// The element is held until the source completes, as in RxSwift. A second element
    /// fails the `Single` with `RxError.moreThanOneElement` and disposes the source;
    /// completion without an element fails it with `RxError.noElements`; the source's error
    /// is passed on.
    @inlinable public func asSingle(file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        _assemble("asSingle", file, line) {
            Single(
                raw: Producer(asObservable()) { producer, observer, lifetime in
                    let sink = AsPrimitiveSequenceSink(requiresElement: true, downstream: observer, parent: lifetime)
                    producer._state._subscribe(EventSink { sink.on($0) }, sink)
                })
        }
    }

    /// The sequence as a `Maybe`: succeeds with the source's only element when the source
    /// completes, or completes empty if there was none.
    ///
    /// The element is held until the source completes, as in RxSwift. A second element
    /// fails the `Maybe` with `RxError.moreThanOneElement` and disposes the source; the
    /// source's error is passed on.
    @inlinable public func asMaybe(file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        _assemble("asMaybe", file, line) {
            Maybe(
                raw: Producer(asObservable()) { producer, observer, lifetime in
                    let sink = AsPrimitiveSequenceSink(requiresElement: false, downstream: observer, parent: lifetime)
                    producer._state._subscribe(EventSink { sink.on($0) }, sink)
                })
        }
    }

    /// A `Single` of the source's first element, or of nil if the source completes empty.
    ///
    /// The first element is sent as soon as it arrives, and the source is disposed then.
    /// The source's error, before any element, fails the `Single`.
    @inlinable public func first(file: StaticString = #fileID, line: UInt = #line) -> Single<Element?> {
        _assemble("first", file, line) {
            Single(
                raw: Producer(asObservable()) { producer, observer, lifetime in
                    let sink = FirstSink(downstream: observer, parent: lifetime)
                    producer._state._subscribe(EventSink { sink.on($0) }, sink)
                })
        }
    }
}

/// One `asSingle`/`asMaybe` subscription: holds the element until completion; its
/// lifetime is the source's.
@usableFromInline
final class AsPrimitiveSequenceSink<Element>: ObserverBase<Element>, ObserverType {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _element: Element?
    @usableFromInline let _requiresElement: Bool
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(requiresElement: Bool, downstream: EventSink<Element>, parent: SinkDisposer) {
        _requiresElement = requiresElement
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next(let element):
                if _element != nil {
                    _element = nil
                    _terminate(.error(RxError.moreThanOneElement), _downstream)
                    return
                }
                _element = element
            case .error:
                _element = nil
                _downstream.on(event)
            case .completed:
                guard let element = _element else {
                    _downstream.on(_requiresElement ? .error(RxError.noElements) : .completed)
                    return
                }
                _element = nil
                _downstream.on(.next(element))
                if !isDisposed {
                    _downstream.on(.completed)
                }
            }
        }
    }
}

/// One `first()` subscription; its lifetime is the source's.
@usableFromInline
final class FirstSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _downstream: EventSink<Element?>

    @inlinable init(downstream: EventSink<Element?>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next(let element):
                if _tryStop() {
                    _downstream.on(.next(element))
                    if !isDisposed {
                        _downstream.on(.completed)
                    }
                    dispose()
                }
            case .error(let error):
                _downstream.on(.error(error))
            case .completed:
                _downstream.on(.next(nil))
                if !isDisposed {
                    _downstream.on(.completed)
                }
            }
        }
    }
}

extension ObservableType where Element == Never {
    /// The sequence as a `Completable`: ends as the source does.
    ///
    /// Constrained to `Never` elements as in RxSwift, so that a sequence whose element
    /// type is not yet known (`scheduler.createColdObservable([.completed(20)])`) infers
    /// `Never`. For a sequence with elements, drop them first:
    /// `ignoreElements().asCompletable()`.
    ///
    /// - Returns: The completable.
    @inlinable public func asCompletable(file: StaticString = #fileID, line: UInt = #line) -> Completable {
        _assemble("asCompletable", file, line) {
            Completable(raw: asObservable())
        }
    }
}
