/// One subscription of an operator that subscribes sources one after another, each when
/// the previous one has ended: `concat` of a sequence of observables (moves on at
/// completion), `catch(sequence:)` and `retry` (move on at an error).
///
/// `nextSource` yields the next source, given the error the previous one ended with (nil
/// at the start and after a completion), or nil when there is none: then the result
/// completes, or, when moving on errors, fails with the last error if there was one.
///
/// The sources are subscribed by the subscribe loop (`SubscribeLoopSink`): constant stack
/// however many sources end synchronously, one source at a time, no lock held while user
/// code runs. As RxSwift's `TailRecursiveSink` does, the source that ended is disposed
/// before the next one is subscribed.
@usableFromInline
final class SourceSequenceSink<Element>: ObserverBase<Element>, SubscribeLoopSink {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _movesOnError: Bool
    // Called only by the thread running the loop (one at a time, handed over under `_lock`).
    @usableFromInline let _nextSource: (Swift.Error?) throws -> Observable<Element>?
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`, which already makes the accesses exclusive: the dynamic
    // exclusivity checks Swift would make on each buy nothing. `_lastError`: the error the
    // last source ended with, nil at the start and after a completion.
    @exclusivity(unchecked) @usableFromInline var _loop = SubscribeLoopStateMachine()
    @exclusivity(unchecked) @usableFromInline var _lastError: Swift.Error?

    /// - Parameters:
    ///   - movesOnError: True to move on when a source fails and pass its completion on
    ///     (`catch(sequence:)`, `retry`); false to move on when it completes and pass its error on
    ///     (`concat`).
    ///   - nextSource: Yields the next source; see the type's discussion.
    @inlinable init(
        movesOnError: Bool, nextSource: @escaping (Swift.Error?) throws -> Observable<Element>?,
        downstream: EventSink<Element>, parent: SinkDisposer
    ) {
        _movesOnError = movesOnError
        _nextSource = nextSource
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Moves to the next source: at subscription (`error` nil), and when the current one
    /// ended.
    @inlinable func _moveNext(after error: Swift.Error?) {
        let runsLoop = _lock.withLock { () -> Bool in
            _lastError = error
            return _loop.requestTurn()
        }
        if runsLoop {
            _turnLoopSlowPath()
        }
    }

    /// The next source, or nil once the result has ended (no source left, or `nextSource`
    /// threw).
    @inlinable func _turnSource() -> Observable<Element>? {
        let lastError = _lock.withLock { _lastError }
        let source: Observable<Element>?
        do {
            source = try _nextSource(lastError)
        } catch {
            _on(.error(error)) { _downstream.on($0) }
            return nil
        }
        guard let source else {
            if _movesOnError, let lastError {
                _on(.error(lastError)) { _downstream.on($0) }
            } else {
                _on(.completed) { _downstream.on($0) }
            }
            return nil
        }
        return source
    }

    /// Receives an event of the current source.
    @inlinable func _sourceOn(_ event: Event<Element>, _ inner: MergeInner) {
        switch event {
        case .next:
            if inner._isLive {
                _on(event) { _downstream.on($0) }
            }
        case .error(let error):
            guard inner._tryStop() else {
                return
            }
            inner.dispose()
            if _movesOnError {
                _moveNext(after: error)
            } else {
                _on(event) { _downstream.on($0) }
            }
        case .completed:
            guard inner._tryStop() else {
                return
            }
            inner.dispose()
            if _movesOnError {
                _on(event) { _downstream.on($0) }
            } else {
                _moveNext(after: nil)
            }
        }
    }

    @usableFromInline override func _didDispose() {
        _disposeLoop()
    }
}

/// The state of a producer whose subscription walks a sequence of sources with
/// `SourceSequenceSink`: `concat` of a sequence (`_ConcatSources`), `catch(sequence:)` and
/// `retry` (`_CatchSources`).
@usableFromInline
protocol _SourceSequenceState<Sources> {
    associatedtype Sources: Swift.Sequence

    /// The sources, iterated anew for each subscription.
    var sources: Sources { get }
    /// How many sources there are, if known (a collection's count).
    var count: Int? { get }
}

/// The state of `concat` of a sequence or collection of observables.
@usableFromInline
struct _ConcatSources<Sources: Swift.Sequence>: _SourceSequenceState {
    @usableFromInline let sources: Sources
    @usableFromInline let count: Int?

    @inlinable init(_ sources: Sources, count: Int?) {
        self.sources = sources
        self.count = count
    }
}

/// The state of `catch(sequence:)` and `retry`; their count is never known, as in RxSwift.
@usableFromInline
struct _CatchSources<Sources: Swift.Sequence>: _SourceSequenceState {
    @usableFromInline let sources: Sources

    @inlinable init(_ sources: Sources) {
        self.sources = sources
    }

    @inlinable var count: Int? {
        nil
    }
}

/// The same observable for ever: the sources of `retry()`.
@usableFromInline
struct _RepeatForever<Element>: Swift.Sequence, IteratorProtocol {
    @usableFromInline let _element: Element

    @inlinable init(_ element: Element) {
        self._element = element
    }

    @inlinable mutating func next() -> Element? {
        _element
    }
}

/// The sources one `SourceSequenceSink` subscription walks, flattened as RxSwift's
/// `TailRecursiveSink` flattens them: a stack of iterators.
///
/// A source that is itself a producer of the same kind over the same sequence type (a
/// `concat` among the observables of a `concat`, a `retry(n)` retried again) is not
/// subscribed: its iterator goes on the stack, and its sources are walked in place. So
/// `[a, [b, [c, ...].concat()].concat()].concat()`, however deep, runs as one flat
/// `concat`: one sink and constant stack, where subscribing each level would nest one
/// sink (and the delivery of every element through it) per level and overflow the stack
/// at a few thousand levels. An iterator whose count is known leaves the stack with its
/// last source, so tail nesting keeps the stack at one; one whose count is unknown stays
/// until it runs out. The deepest stack is recorded in `maxTailRecursiveSinkStackSize`.
///
/// Used only by the thread running the subscribe loop, one turn at a time.
@usableFromInline
struct _TailRecursiveSources<State: _SourceSequenceState, Element>
where State.Sources.Element == Observable<Element> {
    @usableFromInline var _stack: [(iterator: State.Sources.Iterator, remaining: Int?)]

    @inlinable init(_ state: State) {
        _stack = [(state.sources.makeIterator(), state.count)]
    }

    /// The next source to subscribe, or nil when every sequence has run out.
    @inlinable mutating func next() -> Observable<Element>? {
        while let (popped, remaining) = _stack.popLast() {
            var iterator = popped
            guard let source = iterator.next() else {
                continue
            }
            if let remaining {
                if remaining > 1 {
                    _stack.append((iterator, remaining - 1))
                }
            } else {
                _stack.append((iterator, nil))
            }
            if let nested = source as? Producer<State, Element> {
                _stack.append((nested._state.sources.makeIterator(), nested._state.count))
                _recordTailRecursiveSinkStackSize(_stack.count)
                continue
            }
            return source
        }
        return nil
    }
}
