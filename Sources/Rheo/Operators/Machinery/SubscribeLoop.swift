/// A sink that subscribes sources one after another, each when the previous one has ended:
/// `SourceSequenceSink` (`concat` of a sequence, `catch(sequence:)`, `retry`) and `RetryWhenSink`
/// (`retry(when:)`). The loop that subscribes them (`_requestTurn`, `_turnLoopSlowPath`)
/// and its bookkeeping (`SubscribeLoopStateMachine`) are this file's; a conforming sink says
/// which source a turn subscribes and what its events do.
///
/// Bounded stack (docs/Contracts.md rule 3): moving on is a loop with a trampoline. The
/// thread that starts the loop subscribes a source; if a new turn is requested while that
/// subscribe runs (the source ended synchronously inside it, or a `retry(when:)` trigger
/// answered synchronously), the request is only recorded, and the loop takes the turn after
/// the subscribe returns. A million sources that end synchronously run in constant stack.
/// A turn requested later, on another thread, runs the loop on that thread.
///
/// Only one source is subscribed at a time, and each one's events come after the previous
/// one's end, so deliveries never overlap and need no serializer; `_lock` guards only the
/// loop's bookkeeping (and what the sink keeps beside it), never a call-out.
@usableFromInline
protocol SubscribeLoopSink<Element>: SinkDisposer {
    associatedtype Element

    /// Guards `_loop`; never held while user code runs.
    var _lock: Lock { get }
    /// The loop's bookkeeping. Guarded by `_lock`.
    var _loop: SubscribeLoopStateMachine { get set }

    /// The source the current turn subscribes, or nil when the loop is over (the sink has
    /// then ended the result, or has nothing to do). Called by the thread running the loop,
    /// one turn at a time, outside the lock, and never after disposal.
    func _turnSource() -> Observable<Element>?

    /// Receives an event of the source subscribed in the turn whose lifetime is `inner`.
    func _sourceOn(_ event: Event<Element>, _ inner: MergeInner)
}

extension SubscribeLoopSink {
    /// A turn is due (at subscription, or when the current source has ended): runs the loop
    /// on this thread, unless a thread runs it already, which then takes the turn.
    @inlinable func _requestTurn() {
        if _lock.withLock({ _loop.requestTurn() }) {
            _turnLoopSlowPath()
        }
    }

    /// Runs turns while they are requested; call it when `SubscribeLoopStateMachine.
    /// requestTurn()` (under `_lock`) returned true.
    @inlinable @inline(never) func _turnLoopSlowPath() {
        repeat {
            // No user closure runs after disposal (a `catch` handler, an iterator).
            if isDisposed {
                return
            }
            guard let source = _turnSource() else {
                return
            }
            let inner = MergeInner()
            guard _lock.withLock({ _loop.start(inner) }) else {
                inner.dispose()
                return
            }
            source._subscribe(
                EventSink { [self] event in
                    _sourceOn(event, inner)
                }, inner)
        } while _lock.withLock({ _loop.endTurn() })
    }

    /// Disposes the current source; for the sink's `_didDispose`.
    @inlinable func _disposeLoop() {
        let current = _lock.withLock { _loop.dispose() }
        current?.dispose()
    }
}

/// The bookkeeping of the subscribe loop (`SubscribeLoopSink`); every method is called with
/// the sink's lock held and returns what the caller does after unlocking.
@usableFromInline
struct SubscribeLoopStateMachine {
    // The current source's lifetime. The one it replaces has ended and is disposed already,
    // so releasing it here runs no user code.
    @usableFromInline var _current: MergeInner?
    @usableFromInline var _running = false
    @usableFromInline var _turnRequested = false
    @usableFromInline var _disposed = false

    @inlinable init() {}

    /// Whether the sink was disposed.
    @inlinable var isDisposed: Bool {
        _disposed
    }

    /// A turn is due: true if the caller must run the loop, false if the thread running it
    /// will take the turn.
    @inlinable mutating func requestTurn() -> Bool {
        if _running {
            _turnRequested = true
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

    /// The loop subscribed a source: true to go on (a turn was requested meanwhile), false
    /// to stop.
    @inlinable mutating func endTurn() -> Bool {
        if _turnRequested, !_disposed {
            _turnRequested = false
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
