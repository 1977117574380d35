import Dispatch
import Foundation

extension ObservableType {
    /// Passes on at most one element per `dueTime`: the first element at once, and, with
    /// `latest`, the latest element of a window when the window ends.
    ///
    /// An element that arrives `dueTime` or more after the last element sent is sent at
    /// once. One that arrives sooner is dropped when `latest` is false; when `latest` is
    /// true it waits, replacing any element already waiting, and is sent when `dueTime` has
    /// passed since the last element sent. Completion waits for a waiting element to be
    /// sent; an error is passed on at once and drops it.
    ///
    /// Source events and timer ticks are serialized without a lock held while the observer
    /// runs: a waiting element is usually sent on `scheduler`, but if its tick arrives while
    /// the source's thread is inside this operator, that thread sends it right after.
    ///
    /// - Parameters:
    ///   - dueTime: The minimum interval between two elements sent. `.never` sends the first
    ///     element only, and then passes on only the terminal event, at once (Rheo
    ///     deviation: RxSwift would keep a waiting element, and the completion behind it,
    ///     forever).
    ///   - latest: Whether an element arriving inside a window is kept to be sent at the end
    ///     of the window (the default) or dropped.
    ///   - scheduler: Where the timers run, and whose clock measures the windows.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The throttled sequence. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> {
        _assemble("throttle", file, line) {
            let dueTime = dueTime._rheoClampedToZero(reporting: "throttle(.\(dueTime))")
            return _timed(
                ThrottleStateMachine<Element>(dueTime: dueTime, latest: latest && dueTime != .never),
                scheduler: scheduler)
        }
    }
}

/// The decisions of one `throttle` subscription.
@usableFromInline
struct ThrottleStateMachine<Element>: TimedStateMachine {
    @usableFromInline let _dueSeconds: Double
    @usableFromInline let _latest: Bool
    @usableFromInline var _lastSent: RxTime?
    @usableFromInline var _waiting: Element?
    @usableFromInline var _timerID: UInt64 = 0
    @usableFromInline var _completeAfterWaiting = false

    @inlinable init(dueTime: RxTimeInterval, latest: Bool) {
        _dueSeconds = dueTime.rheoSeconds
        _latest = latest
    }

    /// `element` is sent at once when the window since the last element sent is over;
    /// otherwise it is dropped, or (`latest`) waits for the end of the window, replacing
    /// any element already waiting, with a timer started for the first one to wait.
    // Always inlined into the sink's `_handle`: within a window this is the whole
    // per-element path, and a call that passes the scheduler existential costs more than
    // the body.
    @inlinable @inline(__always)
    mutating func next(_ element: Element, scheduler: SchedulerType) -> TimedAction<Element> {
        let remaining = _lastSent.map { _dueSeconds - scheduler.now.timeIntervalSince($0) } ?? 0
        if remaining <= 0 {
            // A timer still running (its tick late) finds nothing waiting.
            _waiting = nil
            return .send(element)
        }
        if !_latest {
            return .none
        }
        let timerRunning = _waiting != nil
        _waiting = element
        if timerRunning {
            return .none
        }
        _timerID &+= 1
        return .startTimer(id: _timerID, delay: .rheoSeconds(remaining))
    }

    /// The next window starts when an element has been sent, as in RxSwift, so that a slow
    /// observer does not shorten it.
    @inlinable mutating func didSend(scheduler: SchedulerType) {
        _lastSent = scheduler.now
    }

    /// Timer `id` fired: the element waiting is sent, then the completion if it waited
    /// for it.
    @inlinable mutating func tick(_ id: UInt64) -> TimedAction<Element> {
        guard id == _timerID else {
            return .none
        }
        let element = _waiting
        _waiting = nil
        return .send(element, thenComplete: _completeAfterWaiting)
    }

    /// The completion waits for the element waiting, if any.
    @inlinable mutating func completed() -> TimedAction<Element> {
        if _waiting != nil {
            _completeAfterWaiting = true
            return .none
        }
        return .complete
    }

    /// The element waiting is dropped.
    @inlinable mutating func failed() -> Bool {
        _waiting = nil
        return true
    }
}
