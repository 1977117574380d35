import Dispatch

extension ObservableType {
    /// Fails with `RxError.timeout` if the source sends nothing for `dueTime`: before its
    /// first element, or between two elements.
    ///
    /// The timer starts at subscription, before the source is subscribed, and restarts after
    /// each element has been passed on. When it fires first, the source is disposed and the
    /// error sent; events the source sends after that are ignored.
    ///
    /// - Parameters:
    ///   - dueTime: The longest silence allowed. `.never` never times out; zero times out as
    ///     soon as the scheduler runs the timer, unless the source sent something before.
    ///   - scheduler: Where the timers run.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence with a timeout. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func timeout(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("timeout", file, line) {
            let dueTime = dueTime._rheoClampedToZero(reporting: "timeout(.\(dueTime))")
            return _timeout(dueTime, other: nil, scheduler: scheduler)
        }
    }

    /// Switches to `other` if the source sends nothing for `dueTime`: before its first
    /// element, or between two elements.
    ///
    /// The timer starts at subscription, before the source is subscribed, and restarts after
    /// each element has been passed on. When it fires first, the source is disposed and
    /// `other` subscribed; from then on the result is `other`'s events, and events the
    /// source sends are ignored.
    ///
    /// - Parameters:
    ///   - dueTime: The longest silence allowed. `.never` never times out; zero times out as
    ///     soon as the scheduler runs the timer, unless the source sent something before.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Where the timers run, and so where `other` is subscribed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence with a timeout. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> where Element == Source.Element {
        _assemble("timeout", file, line) {
            let dueTime = dueTime._rheoClampedToZero(reporting: "timeout(.\(dueTime), other:)")
            return _timeout(dueTime, other: other.asObservable(), scheduler: scheduler)
        }
    }

    @inlinable func _timeout(
        _ dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType
    ) -> Observable<Element> {
        _timed(TimeoutStateMachine(dueTime: dueTime, other: other), scheduler: scheduler, sourceLifetimeOfItsOwn: true)
    }
}

/// The decisions of one `timeout` subscription: which timer is current, and whether the
/// timer has won.
@usableFromInline
struct TimeoutStateMachine<Element>: TimedStateMachine {
    @usableFromInline let _dueTime: RxTimeInterval
    @usableFromInline let _other: Observable<Element>?
    @usableFromInline var _timerID: UInt64 = 0
    @usableFromInline var _timedOut = false

    @inlinable init(dueTime: RxTimeInterval, other: Observable<Element>?) {
        _dueTime = dueTime
        _other = other
    }

    /// The first timer starts at subscription, before the source is subscribed.
    @inlinable mutating func subscribed() -> TimedAction<Element> {
        .startTimer(id: _timerID, delay: _dueTime)
    }

    /// `element` is passed on, unless the timer has won; then a new timer starts (the
    /// running one is stale from now on).
    @inlinable mutating func next(_ element: Element, scheduler: SchedulerType) -> TimedAction<Element> {
        guard _sourceEvent() else {
            return .none
        }
        return .sendAndStartTimer(element, id: _timerID, delay: _dueTime)
    }

    /// The completion is passed on, unless the timer has won.
    @inlinable mutating func completed() -> TimedAction<Element> {
        _sourceEvent() ? .complete : .none
    }

    /// The error is passed on, unless the timer has won.
    @inlinable mutating func failed() -> Bool {
        _sourceEvent()
    }

    /// Timer `id` fired: it wins if it is the current one and nothing has won before.
    @inlinable mutating func tick(_ id: UInt64) -> TimedAction<Element> {
        if _timedOut || id != _timerID {
            return .none
        }
        _timedOut = true
        return .timeOut(fallback: _other)
    }

    /// A source event arrived: true if it is to be passed on, which makes the running
    /// timer stale.
    @inlinable mutating func _sourceEvent() -> Bool {
        if _timedOut {
            return false
        }
        _timerID &+= 1
        return true
    }
}
