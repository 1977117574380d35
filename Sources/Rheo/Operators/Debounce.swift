import Dispatch

extension ObservableType {
    /// Passes on an element only once `dueTime` has passed without another element.
    ///
    /// Each element restarts the timer; when it fires, the latest element is sent. When the
    /// source completes, the element still waiting is sent at once, then the completion. An
    /// error is passed on at once and drops the waiting element.
    ///
    /// Source events and timer ticks are serialized without a lock held while the observer
    /// runs: an element is usually sent on `scheduler`, but if the tick arrives while the
    /// source's thread is inside this operator, that thread sends it right after.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet. `.never` sends only the last
    ///     element, at completion.
    ///   - scheduler: Where the timers run.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The debounced sequence. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func debounce(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("debounce", file, line) {
            let dueTime = dueTime._rheoClampedToZero(reporting: "debounce(.\(dueTime))")
            return _timed(DebounceStateMachine(dueTime: dueTime), scheduler: scheduler)
        }
    }
}

/// The decisions of one `debounce` subscription: the waiting element and the current
/// timer's id.
@usableFromInline
struct DebounceStateMachine<Element>: TimedStateMachine {
    @usableFromInline let _dueTime: RxTimeInterval
    @usableFromInline var _waiting: Element?
    @usableFromInline var _timerID: UInt64 = 0

    @inlinable init(dueTime: RxTimeInterval) {
        _dueTime = dueTime
    }

    /// `element` replaces the waiting one, and a new timer starts for it (every earlier
    /// timer is stale from now on). With `.never` no timer starts: the element waits for
    /// completion.
    @inlinable mutating func next(_ element: Element, scheduler: SchedulerType) -> TimedAction<Element> {
        _waiting = element
        _timerID &+= 1
        return .startTimer(id: _timerID, delay: _dueTime)
    }

    /// The element waiting is sent, then the completion.
    @inlinable mutating func completed() -> TimedAction<Element> {
        .send(_takeWaiting(), thenComplete: true)
    }

    /// The element waiting is dropped.
    @inlinable mutating func failed() -> Bool {
        _waiting = nil
        return true
    }

    /// The element waiting is sent if timer `id` is still the current one.
    @inlinable mutating func tick(_ id: UInt64) -> TimedAction<Element> {
        id == _timerID ? .send(_takeWaiting(), thenComplete: false) : .none
    }

    @inlinable mutating func _takeWaiting() -> Element? {
        let element = _waiting
        _waiting = nil
        return element
    }
}
