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
    /// - Returns: The debounced sequence. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let dueTime = dueTime._rheoClampedToZero(reporting: "debounce(.\(dueTime))")
        return Producer((source: asObservable(), dueTime: dueTime, scheduler: scheduler)) {
            producer, observer, lifetime in
            let sink = DebounceSink(
                dueTime: producer.state.dueTime, scheduler: producer.state.scheduler, downstream: observer,
                parent: lifetime)
            producer.state.source._subscribe(EventSink { sink.on($0) }, sink)
        }
    }
}

/// The state of one `debounce` subscription: the waiting element and the current timer's id.
@usableFromInline
struct DebounceStateMachine<Element> {
    @usableFromInline var _waiting: Element?
    @usableFromInline var _timerID: UInt64 = 0

    @inlinable init() {}

    /// `element` replaces the waiting one; returns the id of the timer to start for it
    /// (every earlier timer is stale from now on).
    @inlinable mutating func next(_ element: Element) -> UInt64 {
        _waiting = element
        _timerID &+= 1
        return _timerID
    }

    /// Timer `id` fired: the element to send, if the timer is still the current one.
    @inlinable mutating func tick(_ id: UInt64) -> Element? {
        guard id == _timerID, let element = _waiting else {
            return nil
        }
        _waiting = nil
        return element
    }

    /// The source ended: the element to send before completing, if one is waiting.
    @inlinable mutating func finish() -> Element? {
        let element = _waiting
        _waiting = nil
        return element
    }
}

/// One `debounce` subscription; its lifetime is the source's.
@usableFromInline
final class DebounceSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline enum Input {
        case event(Event<Element>)
        case tick(UInt64)
    }

    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _dueTime: RxTimeInterval
    @usableFromInline let _scheduler: SchedulerType
    @usableFromInline let _inputs = InputSerializer<Input>()
    @usableFromInline let _timer = SerialDisposable()
    // Touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _machine = DebounceStateMachine<Element>()

    @inlinable init(
        dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: EventSink<Element>, parent: SinkDisposer
    ) {
        _dueTime = dueTime
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
            _startTimerSlowPath(_machine.next(element))
        case .event(.error(let error)):
            _ = _machine.finish()
            _on(.error(error)) { _downstream.on($0) }
        case .event(.completed):
            if let element = _machine.finish() {
                _on(.next(element)) { _downstream.on($0) }
            }
            _on(.completed) { _downstream.on($0) }
        case .tick(let id):
            if let element = _machine.tick(id) {
                _on(.next(element)) { _downstream.on($0) }
            }
        }
    }

    // Inlinable so that the tick closure is formed in specialized code; never inlined
    // because scheduling is the slow part of the per-element path anyway.
    @inlinable @inline(never) func _startTimerSlowPath(_ id: UInt64) {
        if _dueTime == .never {
            // The timer would never fire; the element waits for completion.
            return
        }
        // Replacing the serial disposable cancels the previous timer.
        _timer.disposable = _scheduler.scheduleRelative(id, dueTime: _dueTime) { [self] id in
            _inputs.submit(.tick(id)) { _handle($0) }
            return Disposables.create()
        }
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
    }
}
