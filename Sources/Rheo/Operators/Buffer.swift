import Dispatch

extension ObservableType {
    /// Collects the source's elements into arrays, sending one when it holds `count`
    /// elements or when `timeSpan` has passed since the previous one was started, whichever
    /// comes first.
    ///
    /// A buffer is sent when its time is up even if it is empty, as in RxSwift. A full
    /// buffer starts a new one and restarts the timer. When the source completes, the
    /// current buffer (possibly empty) is sent, then the completion; an error drops it.
    ///
    /// Source events and timer ticks are serialized without a lock held while the observer
    /// runs: a buffer ended by the timer is usually sent on `scheduler`, but if the tick
    /// arrives while the source's thread is inside this operator, that thread sends it
    /// right after.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a buffer collects elements. `.never` makes the
    ///     buffers purely count-based. Zero, as in RxSwift, ends a buffer each time the
    ///     scheduler runs its timer: one buffer (usually empty) per tick on `TestScheduler`,
    ///     starting one tick after subscription, and as fast as the queue runs one-shot
    ///     timers on a dispatch scheduler, until disposed.
    ///   - count: The most elements a buffer holds. Zero or negative means no limit: only
    ///     the timer sends a buffer, as in RxSwift (and the call is reported through
    ///     `Hooks.argumentOutOfRangeHandler`).
    ///   - scheduler: Where the timers run.
    /// - Returns: The sequence of buffers. A negative `timeSpan` is treated as zero, as in
    ///   RxSwift, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func buffer(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
    ) -> Observable<[Element]> {
        let timeSpan = timeSpan._rheoClampedToZero(reporting: "buffer(timeSpan: .\(timeSpan), count: \(count))")
        if count <= 0 {
            // As in RxSwift, such a buffer never fills: only the timer sends it.
            Hooks.reportAcceptedArgumentOutOfRange(
                "buffer(timeSpan: .\(timeSpan), count: \(count)): a count that is not positive never fills a buffer, as in RxSwift"
            )
        }
        return Producer((source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)) {
            producer, observer, lifetime in
            let state = producer.state
            let sink = BufferSink(
                timeSpan: state.timeSpan, count: state.count, scheduler: state.scheduler, downstream: observer,
                parent: lifetime)
            sink._startTimerSlowPath(0)
            state.source._subscribe(EventSink { sink.on($0) }, sink)
        }
    }
}

/// The state of one `buffer(timeSpan:count:scheduler:)` subscription.
@usableFromInline
struct BufferStateMachine<Element> {
    @usableFromInline let _count: Int
    @usableFromInline var _buffer: [Element] = []
    @usableFromInline var _bufferID = 0

    @inlinable init(count: Int) {
        _count = count
    }

    /// The id of the current buffer, which its timer carries.
    @inlinable var bufferID: Int {
        _bufferID
    }

    /// Adds `element`: the full buffer to send, if it filled it (the caller then starts the
    /// timer of the next buffer).
    @inlinable mutating func next(_ element: Element) -> [Element]? {
        _buffer.append(element)
        return _buffer.count == _count ? _rollOver() : nil
    }

    /// Timer `id` fired: the buffer to send, if the timer belongs to the current buffer.
    @inlinable mutating func tick(_ id: Int) -> [Element]? {
        id == _bufferID ? _rollOver() : nil
    }

    /// The source completed: the last buffer, possibly empty.
    @inlinable mutating func completed() -> [Element] {
        _rollOver()
    }

    /// The source failed: the buffer is dropped.
    @inlinable mutating func failed() {
        _buffer = []
    }

    @inlinable mutating func _rollOver() -> [Element] {
        _bufferID &+= 1
        let full = _buffer
        _buffer = []
        return full
    }
}

/// One `buffer(timeSpan:count:scheduler:)` subscription; its lifetime is the source's.
@usableFromInline
final class BufferSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline enum Input {
        case event(Event<Element>)
        case tick(Int)
    }

    @usableFromInline let _downstream: EventSink<[Element]>
    @usableFromInline let _timeSpan: RxTimeInterval
    @usableFromInline let _scheduler: SchedulerType
    @usableFromInline let _inputs = InputSerializer<Input>()
    @usableFromInline let _timer = SerialDisposable()
    // Touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _machine: BufferStateMachine<Element>

    @inlinable init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, downstream: EventSink<[Element]>,
        parent: SinkDisposer
    ) {
        _machine = BufferStateMachine(count: count)
        _timeSpan = timeSpan
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
            if let full = _machine.next(element) {
                _send(full)
            }
        case .event(.error(let error)):
            _machine.failed()
            _on(.error(error)) { _downstream.on($0) }
        case .event(.completed):
            _on(.next(_machine.completed())) { _downstream.on($0) }
            _on(.completed) { _downstream.on($0) }
        case .tick(let id):
            if let full = _machine.tick(id) {
                _send(full)
            }
        }
    }

    /// Sends a finished buffer, then starts the next buffer's timer, as RxSwift does.
    @inlinable func _send(_ buffer: [Element]) {
        _on(.next(buffer)) { _downstream.on($0) }
        _startTimerSlowPath(_machine.bufferID)
    }

    // Inlinable so that the tick closure is formed in specialized code.
    @inlinable @inline(never) func _startTimerSlowPath(_ id: Int) {
        if _timeSpan == .never || isDisposed {
            return
        }
        // Replacing the serial disposable cancels the previous buffer's timer.
        _timer.disposable = _scheduler.scheduleRelative(id, dueTime: _timeSpan) { [self] id in
            _inputs.submit(.tick(id)) { _handle($0) }
            return Disposables.create()
        }
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
    }
}
