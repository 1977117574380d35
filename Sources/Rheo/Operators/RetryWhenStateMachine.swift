/// How the trigger of `retry(when:)` ended.
@usableFromInline
enum RetryWhenEnd {
    case completed
    case failed(Swift.Error)
}

/// The decisions of one `retry(when:)` subscription; every method is called with the sink's
/// lock held and returns what the caller does after unlocking.
///
/// Phases: an attempt runs; it fails and its error is sent to the handler (`_waiting`); the
/// trigger's next element starts the next attempt. As in RxSwift, the trigger counts only
/// while waiting: an element it sends while an attempt runs is ignored, and an end it
/// reaches then is kept for the next failure. The attempt loop's trampoline is the same as
/// `SourceSequenceStateMachine`'s.
@usableFromInline
struct RetryWhenStateMachine {
    /// What to do when the source failed with an error the handler takes.
    @usableFromInline enum SourceFailedAction {
        /// Send the error to the handler's errors observable.
        case notify
        /// The trigger has ended already: end the result the same way.
        case end(RetryWhenEnd)
        /// Disposed: nothing.
        case none
    }

    // The current attempt's lifetime. The one it replaces has ended and is disposed
    // already, so releasing it here runs no user code.
    @usableFromInline var _current: MergeInner?
    @usableFromInline var _running = false
    @usableFromInline var _attemptRequested = false
    @usableFromInline var _waiting = false
    @usableFromInline var _triggerEnd: RetryWhenEnd?
    @usableFromInline var _disposed = false

    @inlinable init() {}

    /// An attempt is due: true if the caller must run the loop, false if the thread running
    /// it will start the attempt.
    @inlinable mutating func requestAttempt() -> Bool {
        if _running {
            _attemptRequested = true
            return false
        }
        _running = true
        return true
    }

    /// The loop is about to subscribe the attempt of `inner`: false if disposed.
    @inlinable mutating func start(_ inner: MergeInner) -> Bool {
        if _disposed {
            return false
        }
        _current = inner
        return true
    }

    /// The loop subscribed an attempt: true to go on (another one was requested meanwhile).
    @inlinable mutating func endTurn() -> Bool {
        if _attemptRequested, !_disposed {
            _attemptRequested = false
            return true
        }
        _running = false
        return false
    }

    @inlinable mutating func sourceFailed() -> SourceFailedAction {
        if _disposed {
            return .none
        }
        if let end = _triggerEnd {
            return .end(end)
        }
        _waiting = true
        return .notify
    }

    /// The trigger sent an element: true to resubscribe.
    @inlinable mutating func triggerNext() -> Bool {
        if _waiting, !_disposed {
            _waiting = false
            return true
        }
        return false
    }

    /// The trigger ended: how to end the result now, or nil if an attempt runs (the end is
    /// kept for its failure).
    @inlinable mutating func triggerEnded(_ end: RetryWhenEnd) -> RetryWhenEnd? {
        if _waiting {
            _waiting = false
            return end
        }
        if _triggerEnd == nil {
            _triggerEnd = end
        }
        return nil
    }

    /// Returns the current attempt's lifetime, to dispose after unlocking.
    @inlinable mutating func dispose() -> MergeInner? {
        _disposed = true
        let current = _current
        _current = nil
        return current
    }
}
