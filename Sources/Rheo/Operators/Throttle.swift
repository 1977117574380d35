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
    /// - Returns: The throttled sequence. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Observable<Element> {
        let dueTime = dueTime._rheoClampedToZero(reporting: "throttle(.\(dueTime))")
        let machine = ThrottleStateMachine<Element>(dueTime: dueTime, latest: latest && dueTime != .never)
        return Producer((source: asObservable(), machine: machine, scheduler: scheduler)) {
            producer, observer, lifetime in
            let sink = ThrottleSink(
                machine: producer.state.machine, scheduler: producer.state.scheduler, downstream: observer,
                parent: lifetime)
            producer.state.source._subscribe(EventSink { sink.on($0) }, sink)
        }
    }
}

/// The state of one `throttle` subscription.
@usableFromInline
struct ThrottleStateMachine<Element> {
    /// What to do with an element from the source.
    @usableFromInline enum NextAction {
        /// Send it now, then report the time with `didSend(at:)`.
        case send(Element)
        /// Start timer `id`, firing after `delay`, to send the element now waiting.
        case startTimer(id: UInt64, delay: RxTimeInterval)
        /// Nothing: the element was dropped, or replaced the one waiting for a running timer.
        case none
    }

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

    @inlinable mutating func next(_ element: Element, now: RxTime) -> NextAction {
        let remaining = _lastSent.map { _dueSeconds - now.timeIntervalSince($0) } ?? 0
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

    /// An element was sent at `now`; the next window starts there, as in RxSwift, so that a
    /// slow observer does not shorten it.
    @inlinable mutating func didSend(at now: RxTime) {
        _lastSent = now
    }

    /// Timer `id` fired: the element to send (then call `didSend(at:)`) and whether to
    /// complete after it.
    @inlinable mutating func tick(_ id: UInt64) -> (element: Element?, complete: Bool) {
        guard id == _timerID else {
            return (nil, false)
        }
        let element = _waiting
        _waiting = nil
        return (element, _completeAfterWaiting)
    }

    /// The source completed: true to complete now, false when the completion waits for the
    /// element now waiting.
    @inlinable mutating func completed() -> Bool {
        if _waiting != nil {
            _completeAfterWaiting = true
            return false
        }
        return true
    }

    /// The source failed: the waiting element is dropped.
    @inlinable mutating func failed() {
        _waiting = nil
    }
}

/// One `throttle` subscription; its lifetime is the source's.
@usableFromInline
final class ThrottleSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline enum Input {
        case event(Event<Element>)
        case tick(UInt64)
    }

    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _scheduler: SchedulerType
    @usableFromInline let _inputs = InputSerializer<Input>()
    @usableFromInline let _timer = SerialDisposable()
    // Touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _machine: ThrottleStateMachine<Element>

    @inlinable init(
        machine: ThrottleStateMachine<Element>, scheduler: SchedulerType, downstream: EventSink<Element>,
        parent: SinkDisposer
    ) {
        _machine = machine
        _scheduler = scheduler
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives a source event.
    @inlinable func on(_ event: Event<Element>) {
        _inputs.submit(.event(event)) { _handle($0) }
    }

    @inlinable func _handle(_ input: Input) {
        if isDisposed {
            return
        }
        switch input {
        case .event(.next(let element)):
            switch _machine.next(element, now: _scheduler.now) {
            case .send(let element):
                _send(element)
            case .startTimer(let id, let delay):
                _startTimerSlowPath(id, delay)
            case .none:
                break
            }
        case .event(.error(let error)):
            _machine.failed()
            _on(.error(error)) { _downstream.on($0) }
        case .event(.completed):
            if _machine.completed() {
                _on(.completed) { _downstream.on($0) }
            }
        case .tick(let id):
            let (element, complete) = _machine.tick(id)
            if let element {
                _send(element)
            }
            if complete {
                _on(.completed) { _downstream.on($0) }
            }
        }
    }

    @inlinable func _send(_ element: Element) {
        _on(.next(element)) { _downstream.on($0) }
        _machine.didSend(at: _scheduler.now)
    }

    // Inlinable so that the tick closure is formed in specialized code.
    @inlinable @inline(never) func _startTimerSlowPath(_ id: UInt64, _ delay: RxTimeInterval) {
        _timer.disposable = _scheduler.scheduleRelative(id, dueTime: delay) { [self] id in
            _inputs.submit(.tick(id)) { _handle($0) }
            return Disposables.create()
        }
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
    }
}
