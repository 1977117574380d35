/// The state of one `delay` subscription, guarded by the sink's lock.
///
/// Elements and the completion wait in a FIFO queue with their due times; one timer at a
/// time drains it, on the scheduler. An error jumps the queue: it is sent at once by the
/// source's thread, unless the drain is sending an event right now, in which case the
/// drain sends it next. `_delivering` records who may send, so the two never overlap.
@usableFromInline
struct DelayStateMachine<Element> {
    /// What the source's thread does after handing over an event.
    @usableFromInline enum SourceAction {
        case none
        /// Start the drain timer: the queue was idle.
        case startTimer
        /// Send the error now, and nothing after it.
        case sendError(Swift.Error)
    }

    /// What the drain does next.
    @usableFromInline enum DrainAction {
        /// Send the event (after a completion, nothing follows).
        case send(Event<Element>)
        /// Send the error, and stop.
        case sendError(Swift.Error)
        /// Schedule the drain again for the next event, due at `due`.
        case wait(due: RxTime)
        /// Nothing left: the next event starts a new timer.
        case idle
    }

    // A FIFO as an array and a head index; the consumed prefix is dropped when it is most of
    // the array, so each event is moved O(1) times on average.
    @usableFromInline var _queue: [(due: RxTime, event: Event<Element>)] = []
    @usableFromInline var _head = 0
    @usableFromInline var _timerRunning = false
    @usableFromInline var _delivering = false
    @usableFromInline var _pendingError: Swift.Error?
    @usableFromInline var _stopped = false

    @inlinable init() {}

    /// The source sent `event`; a `next` or `completed` is due at `due`.
    @inlinable mutating func sourceEvent(_ event: Event<Element>, due: RxTime) -> SourceAction {
        if _stopped {
            return .none
        }
        if case .error(let error) = event {
            _queue = []
            _head = 0
            if _delivering {
                _pendingError = error
                return .none
            }
            _stopped = true
            return .sendError(error)
        }
        _queue.append((due, event))
        if _timerRunning {
            return .none
        }
        _timerRunning = true
        return .startTimer
    }

    /// The drain's next step. `timerFired` is true for the first step after a timer fired:
    /// the event it was started for is sent whatever the clock says, so that rounding
    /// between the scheduler's clock and its timers cannot stall the queue. A later step
    /// sends the next event too if `dueBy` is given and the event is due by then (a run of
    /// due events in one action, on a scheduler of a real queue); otherwise it waits for
    /// the next event, even one already due, so that each event has a timer step of its
    /// own, as in RxSwift (on virtual time, where each step's time is observed).
    @inlinable mutating func drainStep(timerFired: Bool, dueBy: RxTime? = nil) -> DrainAction {
        if _stopped {
            _delivering = false
            return .idle
        }
        if let error = _pendingError {
            _pendingError = nil
            _stopped = true
            _delivering = false
            return .sendError(error)
        }
        guard _head < _queue.count else {
            _delivering = false
            _timerRunning = false
            return .idle
        }
        let (due, event) = _queue[_head]
        if !timerFired, dueBy.map({ due > $0 }) ?? true {
            _delivering = false
            return .wait(due: due)
        }
        _head += 1
        if _head == _queue.count {
            _queue.removeAll(keepingCapacity: true)
            _head = 0
        } else if _head >= 64 && _head * 2 >= _queue.count {
            _queue.removeFirst(_head)
            _head = 0
        }
        if case .completed = event {
            _stopped = true
        }
        _delivering = true
        return .send(event)
    }
}
