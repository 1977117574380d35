/// One subscription of an operator that subscribes sources one after another, each when
/// the previous one has ended: `concat` of a sequence of observables (moves on at
/// completion), `catch`, `catch(sequence:)` and `retry` (move on at an error).
///
/// `nextSource` yields the next source, given the error the previous one ended with (nil
/// at the start and after a completion), or nil when there is none: then the result
/// completes, or, when moving on errors, fails with the last error if there was one.
///
/// Bounded stack (docs/Contracts.md rule 3): moving on is a loop with a trampoline. The thread that
/// starts the loop subscribes a source; if that source ends synchronously, inside its
/// subscribe, the end only records that a move is due, and the loop takes the next source
/// after the subscribe returns. A million sources that end synchronously run in constant
/// stack. A source that ends later, on another thread, runs the loop on that thread.
///
/// Only one source is subscribed at a time, and each one's events come after the previous
/// one's end, so deliveries never overlap and need no serializer; the lock guards only the
/// loop's bookkeeping and the current source's lifetime, never a call-out.
@usableFromInline
final class SourceSequenceSink<Element>: ObserverBase<Element> {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _movesOnError: Bool
    // Called only by the thread running the loop (one at a time, handed over under `_lock`).
    @usableFromInline let _nextSource: (Swift.Error?) throws -> Observable<Element>?
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`.
    @usableFromInline var _machine = SourceSequenceStateMachine()

    /// - Parameters:
    ///   - movesOnError: True to move on when a source fails and pass its completion on
    ///     (`catch`, `retry`); false to move on when it completes and pass its error on
    ///     (`concat`).
    ///   - nextSource: Yields the next source; see the type's discussion.
    @inlinable init(movesOnError: Bool, nextSource: @escaping (Swift.Error?) throws -> Observable<Element>?, downstream: EventSink<Element>, parent: SinkDisposer) {
        _movesOnError = movesOnError
        _nextSource = nextSource
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Moves to the next source: at subscription (`error` nil), and when the current one
    /// ended.
    @inlinable func _moveNext(after error: Swift.Error?) {
        if _lock.withLock({ _machine.requestMove(after: error) }) {
            _moveLoopSlowPath()
        }
    }

    @inlinable @inline(never) func _moveLoopSlowPath() {
        repeat {
            // No user closure runs after disposal (a `catch` handler, an iterator).
            if isDisposed {
                return
            }
            let lastError = _lock.withLock { _machine._lastError }
            let source: Observable<Element>?
            do {
                source = try _nextSource(lastError)
            } catch {
                _on(.error(error)) { _downstream.on($0) }
                return
            }
            guard let source else {
                if _movesOnError, let lastError {
                    _on(.error(lastError)) { _downstream.on($0) }
                } else {
                    _on(.completed) { _downstream.on($0) }
                }
                return
            }
            let inner = MergeInner()
            guard _lock.withLock({ _machine.start(inner) }) else {
                inner.dispose()
                return
            }
            source._subscribe(EventSink { [self] event in
                _innerOn(event, inner)
            }, inner)
        } while _lock.withLock({ _machine.endTurn() })
    }

    /// Receives an event of the current source.
    @inlinable func _innerOn(_ event: Event<Element>, _ inner: MergeInner) {
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
        let current = _lock.withLock { _machine.dispose() }
        current?.dispose()
    }
}

/// The loop bookkeeping of a `SourceSequenceSink`; every method is called with the sink's
/// lock held and returns what the caller does after unlocking.
@usableFromInline
struct SourceSequenceStateMachine {
    // The current source's lifetime. The one it replaces has ended and is disposed already,
    // so releasing it here runs no user code.
    @usableFromInline var _current: MergeInner?
    @usableFromInline var _running = false
    @usableFromInline var _moveRequested = false
    @usableFromInline var _lastError: Swift.Error?
    @usableFromInline var _disposed = false

    @inlinable init() {}

    /// A move is due (the current source ended with `error`, or nil): true if the caller
    /// must run the loop, false if the thread running it will make the move.
    @inlinable mutating func requestMove(after error: Swift.Error?) -> Bool {
        _lastError = error
        if _running {
            _moveRequested = true
            return false
        }
        _running = true
        return true
    }

    /// The loop is about to subscribe the source of `inner`: false if disposed.
    @inlinable mutating func start(_ inner: MergeInner) -> Bool {
        if _disposed {
            return false
        }
        _current = inner
        return true
    }

    /// The loop subscribed a source: true to go on (it ended meanwhile), false to stop.
    @inlinable mutating func endTurn() -> Bool {
        if _moveRequested, !_disposed {
            _moveRequested = false
            return true
        }
        _running = false
        return false
    }

    /// Returns the current source's lifetime, to dispose after unlocking.
    @inlinable mutating func dispose() -> MergeInner? {
        _disposed = true
        let current = _current
        _current = nil
        return current
    }
}
