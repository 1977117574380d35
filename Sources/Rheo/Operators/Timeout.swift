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
    /// - Returns: The sequence with a timeout. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let dueTime = dueTime._rheoClampedToZero(reporting: "timeout(.\(dueTime))")
        return _timeout(dueTime, other: nil, scheduler: scheduler)
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
    /// - Returns: The sequence with a timeout. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let dueTime = dueTime._rheoClampedToZero(reporting: "timeout(.\(dueTime), other:)")
        return _timeout(dueTime, other: other.asObservable(), scheduler: scheduler)
    }

    @inlinable func _timeout(
        _ dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType
    ) -> Observable<Element> {
        Producer((source: asObservable(), dueTime: dueTime, other: other, scheduler: scheduler)) {
            producer, observer, lifetime in
            let state = producer.state
            let sink = TimeoutSink(
                dueTime: state.dueTime, other: state.other, scheduler: state.scheduler, downstream: observer,
                parent: lifetime)
            sink._startTimerSlowPath(0)
            state.source._subscribe(EventSink { sink.on($0) }, sink._sourceLifetime)
        }
    }
}

/// The state of one `timeout` subscription: which timer is current, and whether the
/// timer has won.
@usableFromInline
struct TimeoutStateMachine {
    @usableFromInline var _timerID: UInt64 = 0
    @usableFromInline var _timedOut = false

    @inlinable init() {}

    /// A source event arrived: true if it is to be passed on (then the running timer is
    /// stale, and after an element the caller starts timer `timerID`).
    @inlinable mutating func sourceEvent() -> Bool {
        if _timedOut {
            return false
        }
        _timerID &+= 1
        return true
    }

    /// The id of the timer to start now.
    @inlinable var timerID: UInt64 {
        _timerID
    }

    /// Timer `id` fired: true if it wins (the caller switches to the fallback).
    @inlinable mutating func tick(_ id: UInt64) -> Bool {
        if _timedOut || id != _timerID {
            return false
        }
        _timedOut = true
        return true
    }
}

/// One `timeout` subscription: the downstream's resource, owning the source's lifetime,
/// the timer, and after a timeout the fallback's lifetime.
@usableFromInline
final class TimeoutSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline enum Input {
        case event(Event<Element>)
        case tick(UInt64)
    }

    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _dueTime: RxTimeInterval
    @usableFromInline let _other: Observable<Element>?
    @usableFromInline let _scheduler: SchedulerType
    @usableFromInline let _sourceLifetime = SinkDisposer()
    @usableFromInline let _otherLifetime = SinkDisposer()
    @usableFromInline let _inputs = InputSerializer<Input>()
    @usableFromInline let _timer = SerialDisposable()
    // Touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _machine = TimeoutStateMachine()

    @inlinable init(
        dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType, downstream: EventSink<Element>,
        parent: SinkDisposer
    ) {
        _dueTime = dueTime
        _other = other
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
        case .event(let event):
            guard _machine.sourceEvent() else {
                return
            }
            _on(event) { _downstream.on($0) }
            if case .next = event {
                _startTimerSlowPath(_machine.timerID)
            }
        case .tick(let id):
            guard _machine.tick(id) else {
                return
            }
            // As RxSwift: `other` is subscribed (or the timeout error sent) first, and the
            // source released after.
            _switchSlowPath()
            _sourceLifetime.dispose()
        }
    }

    // Inlinable so that the closures are formed in specialized code.
    @inlinable @inline(never) func _startTimerSlowPath(_ id: UInt64) {
        if _dueTime == .never || isDisposed {
            return
        }
        _timer.disposable = _scheduler.scheduleRelative(id, dueTime: _dueTime) { [self] id in
            _inputs.submit(.tick(id)) { _handle($0) }
            return Disposables.create()
        }
    }

    @inlinable @inline(never) func _switchSlowPath() {
        guard let other = _other else {
            _on(.error(RxError.timeout)) { _downstream.on($0) }
            return
        }
        // After the switch only `other` sends: source events are ignored, and no timer
        // runs, so its events go straight to the grammar check, from its own threads.
        other._subscribe(
            EventSink { [self] event in
                _on(event) { _downstream.on($0) }
            }, _otherLifetime)
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
        _sourceLifetime.dispose()
        _otherLifetime.dispose()
    }
}
