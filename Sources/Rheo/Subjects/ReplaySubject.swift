import CRheo

/// A subject that replays buffered elements to each new subscriber, then sends it the
/// events that follow.
///
/// `create(bufferSize:)` keeps the last `bufferSize` elements, `createUnbound()` all of
/// them. A late subscriber after a terminal event receives the buffered elements, then the
/// terminal event. After `dispose()` the buffer is dropped, events are ignored and a
/// subscriber receives `RxError.disposed(object:)`.
///
/// Thread safety and ordering are those of `PublishSubject` (queue-drain, no lock held
/// while an observer runs, no allocation per delivered event once the buffer is full).
/// The replay goes through the same queue as the events, so a subscriber sees the buffered
/// elements and the live ones in order, each once, whichever threads send and subscribe.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SubjectObserverOwner {
    /// The subject's observer type: the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    // Bit 0: disposed; the rest: twice the number of subscribed observers.
    @usableFromInline var _state = rheo_atomic_intptr()
    @usableFromInline let _inputs = InputSerializer<SubjectInput<Element>>()
    // Drainer-owned: touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _observers = SubjectObservers<Element>()
    @exclusivity(unchecked) @usableFromInline var _stopEvent: Event<Element>?
    @exclusivity(unchecked) @usableFromInline var _buffer: ReplayBuffer<Element>

    @usableFromInline init(capacity: Int, failure: Swift.Error?) {
        _buffer = ReplayBuffer(capacity: capacity)
        _stopEvent = failure.map { .error($0) }
        super.init()
    }

    deinit {
        _observers.releaseAll()
    }

    /// Creates a subject that replays the last `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements to replay; 0 replays none (the subject
    ///   then behaves as a `PublishSubject`, but a late subscriber still gets the terminal
    ///   event).
    /// - Returns: The subject. A negative `bufferSize` returns a subject that has already
    ///   failed with `RxError.argumentOutOfRange`: every subscriber receives that error and
    ///   events sent to it are ignored. (RxSwift traps instead.)
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        if bufferSize < 0 {
            let error = RxError.argumentOutOfRange("ReplaySubject.create(bufferSize: \(bufferSize)): bufferSize must not be negative")
            return ReplaySubject(capacity: 0, failure: error)
        }
        return ReplaySubject(capacity: bufferSize, failure: nil)
    }

    /// Creates a subject that replays every element it has received.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(capacity: Int.max, failure: nil)
    }

    /// Whether the subject has subscribers; false after a terminal event or `dispose()`.
    @inlinable public var hasObservers: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) >> 1 != 0
    }

    /// Whether `dispose()` has been called.
    @inlinable public var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) & 1 != 0
    }

    /// Buffers `event`'s element and sends it to every current subscriber.
    ///
    /// Ignored after a terminal event or `dispose()`. Safe from any thread.
    ///
    /// Inlinable: the per-event path, so it is specialized for the caller's element type.
    @inlinable public func on(_ event: Event<Element>) {
        // `InputSerializer.submit`'s fast path, spelled out: its closure would retain
        // `self` twice per event (and a local for the queue would retain the queue).
        if _inputs._drain.tryEnterInline() {
            _handleEvent(event)
            let missed = _inputs._drain.exitInline()
            if missed != 0 {
                _inputs._drainSlowPath(missed: missed) { _handle($0) }
            }
        } else {
            _inputs._enqueueSlowPath(.event(event)) { _handle($0) }
        }
    }

    /// Returns the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Drops every subscriber (without sending them anything) and the buffer, and ignores
    /// events from now on.
    public func dispose() {
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), 1)
        if old & 1 == 0 {
            _inputs.submit(.dispose) { _handle($0) }
        }
    }

    @inlinable func _handle(_ input: SubjectInput<Element>) {
        if case .event(let event) = input {
            _handleEvent(event)
        } else {
            _handleControl(input)
        }
    }

    @inlinable func _handleEvent(_ event: Event<Element>) {
        if _stopEvent != nil || isDisposed {
            return
        }
        if case .next(let element) = event {
            _buffer.append(element)
            _observers.deliver(event)
        } else {
            _terminateSlowPath(event)
        }
    }

    @usableFromInline func _terminateSlowPath(_ event: Event<Element>) {
        _stopEvent = event
        for observer in _observers.removeAll(counter: _atomicState(of: self)) {
            observer.on(event)
        }
    }

    @usableFromInline func _handleControl(_ input: SubjectInput<Element>) {
        switch input {
        case .subscribe(let observer):
            if isDisposed {
                observer.on(.error(RxError.disposed(object: self)))
                return
            }
            _buffer.forEach { observer.on(.next($0)) }
            if let stopEvent = _stopEvent {
                observer.on(stopEvent)
            } else {
                _observers.add(observer, counter: _atomicState(of: self))
            }
        case .remove(let observer):
            _observers.remove(observer)
        case .dispose:
            _ = _observers.removeAll(counter: _atomicState(of: self))
            _buffer.removeAll()
            _stopEvent = nil
        case .event:
            break
        }
    }

    @usableFromInline override func _subscribe(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        let subscriber = SubjectObserver(observer, owner: self)
        lifetime.setSubscription(subscriber)
        if !subscriber.isDisposed {
            _inputs.submit(.subscribe(subscriber)) { _handle($0) }
        }
    }

    @usableFromInline func _observerDisposed(_ observer: SubjectObserver<Element>) {
        _ = rheo_atomic_intptr_fetch_add_acq_rel(_atomicState(of: self), -SubjectObservers<Element>.countUnit)
        _inputs.submit(.remove(observer)) { _handle($0) }
    }
}

// Every mutable field is owned by the queue-drain, or atomic; see PublishSubject.
extension ReplaySubject: @unchecked Sendable {}
