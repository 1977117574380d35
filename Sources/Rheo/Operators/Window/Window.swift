import Dispatch

extension ObservableType {
    /// Splits the source into windows: observables that each send the source's elements for
    /// up to `timeSpan`, or until they hold `count` elements, whichever comes first.
    ///
    /// The first window is sent at subscription, before the source is subscribed; each time
    /// a window closes (completes), the next one is sent. Windows are hot and multicast: a
    /// window's subscriber receives the elements sent after it subscribed, and one that
    /// subscribes after the window closed receives its completion (or error) at once. The
    /// source's completion or error closes the current window with it, then the result.
    ///
    /// As in RxSwift, the source (and the timer) stay subscribed while any window is
    /// observed, even after the subscription to the result is disposed: in
    /// `window(...).take(1)`, the first window still receives its elements.
    ///
    /// Source events and timer ticks are serialized without a lock held while an observer
    /// runs: a window closed by the timer is usually closed on `scheduler`, but if the tick
    /// arrives while the source's thread is inside this operator, that thread closes it
    /// right after.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open. `.never` makes the windows
    ///     purely count-based. Zero, as in RxSwift, closes a window each time the scheduler
    ///     runs its timer: one window per tick on `TestScheduler` (the first at subscription,
    ///     the next one tick later, ...), and as fast as the queue runs one-shot timers on a
    ///     dispatch scheduler, until disposed.
    ///   - count: The most elements a window sends. Zero or negative means no limit: only
    ///     the timer closes a window, as in RxSwift (and the call is reported through
    ///     `Hooks.argumentOutOfRangeHandler`).
    ///   - scheduler: Where the timers run.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence of windows. A negative `timeSpan` is treated as zero, as in
    ///   RxSwift, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Observable<Element>> {
        _assemble("window(timeSpan:)", file, line) {
            let timeSpan = timeSpan._rheoClampedToZero(reporting: "window(timeSpan: .\(timeSpan), count: \(count))")
            if count <= 0 {
                // As in RxSwift, such a window never fills: only the timer closes it.
                Hooks.reportAcceptedArgumentOutOfRange(
                    "window(timeSpan: .\(timeSpan), count: \(count)): a count that is not positive never fills a window, as in RxSwift"
                )
            }
            return Producer((source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)) {
                producer, observer, lifetime in
                let state = producer._state
                let sink = WindowSink(
                    timeSpan: state.timeSpan, count: state.count, scheduler: state.scheduler, downstream: observer,
                    parent: lifetime)
                sink._sendWindow()
                sink._startTimerSlowPath(0)
                state.source._subscribe(EventSink { sink.on($0) }, sink._upstream)
            }
        }
    }
}

/// The state of one `window(timeSpan:count:scheduler:)` subscription: how full the
/// current window is, and its id, which its timer carries.
@usableFromInline
struct WindowStateMachine {
    @usableFromInline let _count: Int
    @usableFromInline var _elements = 0
    @usableFromInline var _windowID = 0

    @inlinable init(count: Int) {
        _count = count
    }

    /// The id of the current window.
    @inlinable var windowID: Int {
        _windowID
    }

    /// An element went into the current window: true if that filled it (the caller then
    /// closes it, opens the next one and starts its timer). A count that is not positive
    /// is never reached, as in RxSwift.
    @inlinable mutating func next() -> Bool {
        _elements += 1
        if _elements != _count {
            return false
        }
        _rollOver()
        return true
    }

    /// Timer `id` fired: true if it belongs to the current window (the caller then closes
    /// it, opens the next one and starts its timer).
    @inlinable mutating func tick(_ id: Int) -> Bool {
        if id != _windowID {
            return false
        }
        _rollOver()
        return true
    }

    @inlinable mutating func _rollOver() {
        _elements = 0
        _windowID &+= 1
    }
}

/// One `window(timeSpan:count:scheduler:)` subscription.
///
/// The sink is the downstream's resource; what it holds for the downstream is a
/// `RefCountDisposable` over the source's lifetime and the timer, on which every window
/// subscription takes a reference.
@usableFromInline
final class WindowSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline enum Input {
        case event(Event<Element>)
        case tick(Int)
    }

    @usableFromInline let _downstream: EventSink<Observable<Element>>
    @usableFromInline let _timeSpan: RxTimeInterval
    @usableFromInline let _scheduler: SchedulerType
    @usableFromInline let _upstream: SinkDisposer
    @usableFromInline let _timer: SerialDisposable
    @usableFromInline let _resources: RefCountDisposable
    @usableFromInline let _inputs = InputSerializer<Input>()
    // Touched only at subscription and by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _machine: WindowStateMachine
    @exclusivity(unchecked) @usableFromInline var _window: InnerWindow<Element>

    @inlinable init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, downstream: EventSink<Observable<Element>>,
        parent: SinkDisposer
    ) {
        let upstream = SinkDisposer()
        let timer = SerialDisposable()
        let resources = RefCountDisposable(disposable: Disposables.create(upstream, timer))
        _upstream = upstream
        _timer = timer
        _resources = resources
        _window = InnerWindow(resources: resources)
        _machine = WindowStateMachine(count: count)
        _timeSpan = timeSpan
        _scheduler = scheduler
        _downstream = downstream
        super.init(parent: parent)
        setSubscription(resources)
    }

    /// Receives a source event.
    @inlinable func on(_ event: Event<Element>) {
        _inputs.submit(.event(event)) { _handle($0) }
    }

    @inlinable func _handle(_ input: Input) {
        // Not `isDisposed`: the windows outlive the outer subscription while observed.
        if _upstream.isDisposed {
            return
        }
        switch input {
        case .event(.next(let element)):
            _window.on(.next(element))
            if _machine.next() {
                _rollOver()
            }
        case .event(.error(let error)):
            _window.on(.error(error))
            _on(.error(error)) { _downstream.on($0) }
            _finish()
        case .event(.completed):
            _window.on(.completed)
            _on(.completed) { _downstream.on($0) }
            _finish()
        case .tick(let id):
            if _machine.tick(id) {
                _rollOver()
            }
        }
    }

    /// The source ended: its subscription and the timer go, whoever observes a window.
    @inlinable func _finish() {
        _upstream.dispose()
        _timer.dispose()
    }

    /// Closes the current window, sends the next one and starts its timer.
    @inlinable func _rollOver() {
        _window.on(.completed)
        _window = InnerWindow(resources: _resources)
        _sendWindow()
        _startTimerSlowPath(_machine.windowID)
    }

    @inlinable func _sendWindow() {
        _on(.next(_window)) { _downstream.on($0) }
    }

    // Inlinable so that the tick closure is formed in specialized code.
    @inlinable @inline(never) func _startTimerSlowPath(_ id: Int) {
        if _timeSpan == .never || _upstream.isDisposed {
            return
        }
        // Replacing the serial disposable cancels the previous window's timer.
        _timer.disposable = _scheduler.scheduleRelative(id, dueTime: _timeSpan) { [self] id in
            _inputs.submit(.tick(id)) { _handle($0) }
            return Disposables.create()
        }
    }
}
