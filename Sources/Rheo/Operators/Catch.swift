extension ObservableType {
    /// Continues with the sequence `handler` returns when the source fails.
    ///
    /// The source's elements and completion pass through. At its error, `handler` is called
    /// with the error, what it returns is subscribed, and then the failed source is
    /// disposed, in that order as in RxSwift; the new sequence's events pass through, an
    /// error included (it is not handled again).
    ///
    /// - Parameters:
    ///   - handler: Maps the source's error to the sequence to continue with. If it throws,
    ///     the result fails with the thrown error.
    ///   - file: The caller's file, recorded as the stage's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: The sequence with the error handled.
    @inlinable public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> Observable<Element>,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("catch", file, line) {
            Producer((source: asObservable(), handler: handler)) { producer, observer, lifetime in
                let sink = CatchSink(handler: producer._state.handler, downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { [sink] event in
                        sink._sourceOn(event)
                    }, sink._sourceLifetime)
            }
        }
    }

    /// Ends with `element`, then completes, when the source fails.
    ///
    /// - Parameters:
    ///   - element: The last element, sent in place of the source's error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence with the error replaced.
    @inlinable public func catchAndReturn(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("catchAndReturn", file, line) {
            `catch`({ _ in Observable.just(element, file: file, line: line) }, file: file, line: line)
        }
    }

    /// Subscribes the observables of `sequence` one after another, moving on whenever one
    /// fails, until one completes.
    ///
    /// Each one's elements pass through; the first completion completes the result. If the
    /// last one fails, its error is passed on; an empty `sequence` completes at once (as
    /// RxSwift). `sequence` is iterated anew for each subscription, lazily. Observables that
    /// fail synchronously are subscribed in a loop, not recursively. As in RxSwift, a
    /// `catch(sequence:)` of the same sequence type among the observables is not subscribed
    /// but walked in place (see `maxTailRecursiveSinkStackSize`).
    ///
    /// - Parameters:
    ///   - sequence: The observables to try, in order.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence with errors handled.
    @inlinable public static func `catch`<Sequence: Swift.Sequence>(
        sequence: Sequence, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        _assemble("catch(sequence:)", file, line) {
            _catch(_CatchSources(sequence))
        }
    }

    /// `catch(sequence:)` of `sources`, also `retry`'s: subscribes them one after another,
    /// moving on at each error, with a flattening walk.
    @inlinable static func _catch<Sources: Swift.Sequence>(_ sources: _CatchSources<Sources>) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Producer(sources) { producer, observer, lifetime in
            var walk = _TailRecursiveSources<_CatchSources<Sources>, Element>(producer._state)
            let sink = SourceSequenceSink(
                movesOnError: true, nextSource: { _ in walk.next() }, downstream: observer, parent: lifetime)
            sink._moveNext(after: nil)
        }
    }
}

/// One `catch(_:)` subscription: the source, then, at its error, the sequence the handler
/// returns.
///
/// At the source's error the handler's sequence is subscribed before the source is
/// disposed, as RxSwift's `CatchSink` does (it assigns the new subscription to a serial
/// disposable, which disposes the old one). There is only one hand-over, so subscribing
/// the new sequence from inside the source's error costs one level of stack, as in
/// RxSwift; the subscribe loop of `catch(sequence:)` and `retry` is not needed here.
/// The two sequences never deliver at the same time (the second is subscribed after the
/// first stopped), so no serializer is needed.
@usableFromInline
final class CatchSink<Element>: ObserverBase<Element> {
    @usableFromInline let _downstream: EventSink<Element>
    // Called at most once, by the thread delivering the source's error.
    @usableFromInline let _handler: (Swift.Error) throws -> Observable<Element>
    @usableFromInline let _sourceLifetime = MergeInner()
    @usableFromInline let _handlerLifetime = SinkDisposer()

    @inlinable init(
        handler: @escaping (Swift.Error) throws -> Observable<Element>, downstream: EventSink<Element>,
        parent: SinkDisposer
    ) {
        _handler = handler
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives an event of the source.
    @inlinable func _sourceOn(_ event: Event<Element>) {
        switch event {
        case .next:
            if _sourceLifetime._isLive {
                _on(event) { _downstream.on($0) }
            }
        case .completed:
            if _sourceLifetime._tryStop() {
                _on(event) { _downstream.on($0) }
            }
        case .error(let error):
            guard _sourceLifetime._tryStop(), !isDisposed else {
                return
            }
            let next: Observable<Element>
            do {
                next = try _handler(error)
            } catch {
                _on(.error(error)) { _downstream.on($0) }
                return
            }
            next._subscribe(
                EventSink { [self] event in
                    _on(event) { _downstream.on($0) }
                }, _handlerLifetime)
            _sourceLifetime.dispose()
        }
    }

    @usableFromInline override func _didDispose() {
        _sourceLifetime.dispose()
        _handlerLifetime.dispose()
    }
}
