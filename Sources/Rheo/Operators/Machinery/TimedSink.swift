import Dispatch

/// What a time operator's state machine tells its `TimedSink` to do with one input.
///
/// An enum of the combinations that occur, rather than an element and a follow-up apart,
/// so that the per-element path returns and switches on a small value.
@usableFromInline
enum TimedAction<Output> {
    /// Nothing.
    case none
    /// Send an element.
    case send(Output)
    /// Start timer `id`, firing after `delay`; it replaces (and so cancels) the running
    /// one. A `.never` delay starts nothing.
    case startTimer(id: UInt64, delay: RxTimeInterval)
    /// Send an element, then start timer `id`.
    case sendAndStartTimer(Output, id: UInt64, delay: RxTimeInterval)
    /// Complete the sequence.
    case complete
    /// Send an element, then complete.
    case sendAndComplete(Output)
    /// The timer won: end the source, and continue with `fallback`, or fail with
    /// `RxError.timeout` when there is none.
    case timeOut(fallback: Observable<Output>?)

    /// Send `element` if there is one, then complete if `complete`.
    @inlinable static func send(_ element: Output?, thenComplete complete: Bool) -> TimedAction {
        switch (element, complete) {
        case (let element?, false):
            return .send(element)
        case (let element?, true):
            return .sendAndComplete(element)
        case (nil, false):
            return .none
        case (nil, true):
            return .complete
        }
    }
}

/// The decisions of one time operator's subscription (`debounce`, `throttle`, `timeout`,
/// `buffer(timeSpan:count:scheduler:)`): what each source event and each timer tick
/// means, given what came before. Its `TimedSink` owns everything else.
///
/// Timers carry the id the machine gave them; a machine tells a stale tick by its id, so
/// a tick that lost a race with a source event is ignored rather than cancelled in time.
@usableFromInline
protocol TimedStateMachine {
    /// The source's element type.
    associatedtype Element
    /// The result's element type.
    associatedtype Output

    /// The subscription starts, before the source is subscribed (so before any other
    /// input): `buffer` and `timeout` start their first timer here.
    mutating func subscribed() -> TimedAction<Output>

    /// The source sent `element`; `scheduler` is the one the timers run on, for its clock.
    mutating func next(_ element: Element, scheduler: SchedulerType) -> TimedAction<Output>

    /// The source completed.
    mutating func completed() -> TimedAction<Output>

    /// The source failed: true to pass the error on now, dropping whatever waits.
    mutating func failed() -> Bool

    /// Timer `id` fired.
    mutating func tick(_ id: UInt64) -> TimedAction<Output>

    /// An element the machine asked for has been sent downstream (and the observer has
    /// returned); `scheduler` tells the time.
    mutating func didSend(scheduler: SchedulerType)
}

extension TimedStateMachine {
    /// Most machines start their first timer with the first element.
    @inlinable mutating func subscribed() -> TimedAction<Output> {
        .none
    }

    /// Most machines do not care when an element went out.
    @inlinable mutating func didSend(scheduler: SchedulerType) {}
}

extension ObservableType {
    /// The time operator whose decisions `machine` makes, on `scheduler`'s timers.
    ///
    /// - Parameter sourceLifetimeOfItsOwn: Whether the source gets a lifetime apart from the
    ///   subscription's, so that a timeout can end the source while the subscription goes on.
    @inlinable func _timed<Machine: TimedStateMachine>(
        _ machine: Machine, scheduler: SchedulerType, sourceLifetimeOfItsOwn: Bool = false
    ) -> Observable<Machine.Output> where Machine.Element == Element {
        Producer(
            (source: asObservable(), machine: machine, scheduler: scheduler, ownLifetime: sourceLifetimeOfItsOwn)
        ) { producer, observer, lifetime in
            let state = producer._state
            let sink = TimedSink(
                machine: state.machine, scheduler: state.scheduler, downstream: observer, parent: lifetime,
                sourceLifetimeOfItsOwn: state.ownLifetime)
            sink._perform(sink._machine.subscribed())
            state.source._subscribe(EventSink { sink.on($0) }, sink._sourceLifetime ?? sink)
        }
    }
}

/// One subscription of a time operator: the downstream's resource, owning the source's
/// lifetime (unless the operator gives the source one of its own) and the running timer.
///
/// Source events and timer ticks, on any threads, are serialized by queue-drain on
/// `_inputs` without a lock (docs/Contracts.md rule 2): an input that finds the sink idle is
/// handled in place; one that arrives while another thread is inside is handled by that
/// thread, right after. So an element a tick sends usually goes out on the scheduler, but
/// on the source's thread when the tick arrives while the source is inside. The machine
/// decides; the sink sends, starts timers and ends, so the grammar, disposal and the
/// timer's lifetime are handled in one place for every time operator.
@usableFromInline
final class TimedSink<Machine: TimedStateMachine>: ObserverBase<Machine.Element>, ObserverType {
    @usableFromInline enum Input {
        case event(Event<Machine.Element>)
        case tick(UInt64)
    }

    @usableFromInline let _downstream: EventSink<Machine.Output>
    @usableFromInline let _scheduler: SchedulerType
    /// The source's lifetime when the sink must end the source while going on itself
    /// (`timeout`); nil when the sink is the source's lifetime.
    @usableFromInline let _sourceLifetime: SinkDisposer?
    @usableFromInline let _inputs = InputSerializer<Input>()
    /// The running timer; after a timeout, which starts no timer again, the fallback's
    /// subscription.
    @usableFromInline let _timer = SerialDisposable()
    // Touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _machine: Machine

    /// Creates the sink and hands it to `parent`; see `_timed(_:scheduler:sourceLifetimeOfItsOwn:)`.
    @inlinable init(
        machine: Machine, scheduler: SchedulerType, downstream: EventSink<Machine.Output>, parent: SinkDisposer,
        sourceLifetimeOfItsOwn: Bool
    ) {
        _machine = machine
        _scheduler = scheduler
        _downstream = downstream
        _sourceLifetime = sourceLifetimeOfItsOwn ? SinkDisposer() : nil
        super.init(parent: parent)
    }

    /// Receives a source event.
    @inlinable func on(_ event: Event<Machine.Element>) {
        _inputs.submit(.event(event)) { _handle($0) }
    }

    @inlinable func _handle(_ input: Input) {
        if isDisposed {
            return
        }
        let action: TimedAction<Machine.Output>
        switch input {
        case .event(.next(let element)):
            action = _machine.next(element, scheduler: _scheduler)
        case .event(.error(let error)):
            if _machine.failed() {
                _on(.error(error)) { _downstream.on($0) }
            }
            return
        case .event(.completed):
            action = _machine.completed()
        case .tick(let id):
            action = _machine.tick(id)
        }
        _perform(action)
    }

    // Always inlined: `_handle` then switches on the machine's answer in place.
    @inlinable @inline(__always) func _perform(_ action: TimedAction<Machine.Output>) {
        switch action {
        case .none:
            break
        case .send(let element):
            _send(element)
        case .startTimer(let id, let delay):
            _startTimerSlowPath(id, delay)
        case .sendAndStartTimer(let element, let id, let delay):
            _send(element)
            _startTimerSlowPath(id, delay)
        case .complete:
            _on(.completed) { _downstream.on($0) }
        case .sendAndComplete(let element):
            _send(element)
            _on(.completed) { _downstream.on($0) }
        case .timeOut(let fallback):
            // As RxSwift: the fallback is subscribed (or the timeout error sent) first, and
            // the source released after.
            _timeOutSlowPath(fallback)
            _sourceLifetime?.dispose()
        }
    }

    @inlinable func _send(_ element: Machine.Output) {
        _on(.next(element)) { _downstream.on($0) }
        _machine.didSend(scheduler: _scheduler)
    }

    /// Starts timer `id`, replacing the running one, which the serial disposable cancels.
    ///
    /// Inlinable so that the tick closure is formed in specialized code; never inlined
    /// because scheduling is the slow part of the per-element path anyway.
    @inlinable @inline(never) func _startTimerSlowPath(_ id: UInt64, _ delay: RxTimeInterval) {
        // A `.never` timer would never fire; and one started after the observer disposed
        // the subscription would outlive it.
        if delay == .never || isDisposed {
            return
        }
        _timer.disposable = _scheduler.scheduleRelative(id, dueTime: delay) { [self] id in
            _inputs.submit(.tick(id)) { _handle($0) }
            return Disposables.create()
        }
    }

    @inlinable @inline(never) func _timeOutSlowPath(_ fallback: Observable<Machine.Output>?) {
        guard let fallback else {
            _on(.error(RxError.timeout)) { _downstream.on($0) }
            return
        }
        let lifetime = SinkDisposer()
        // Replaces the timer that just fired; disposed with the sink from now on.
        _timer.disposable = lifetime
        // Only the fallback sends from now on: the machine ignores source events and no
        // timer runs, so its events go straight to the grammar check, from its own threads.
        fallback._subscribe(
            EventSink { [self] event in
                _on(event) { _downstream.on($0) }
            }, lifetime)
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
        _sourceLifetime?.dispose()
    }
}
