import CRheo

/// A subject that sends each event to the observers subscribed when it is sent.
///
/// A subscriber receives the events sent after it subscribed. After a terminal event the
/// subject ignores further events, and a late subscriber receives the terminal event at
/// once. After `dispose()` the subject ignores events and a subscriber receives
/// `RxError.disposed(object:)`.
///
/// Thread safety: `on` may be called from any number of threads at once. Events are
/// serialized by queue-drain: an uncontended `onNext` claims the subject with one atomic
/// operation and delivers on the calling thread; a call that arrives while another thread
/// (or an observer, reentrantly) is delivering is queued and delivered by that thread
/// right after, so observers never see two events at once and no lock is held while an
/// observer runs. Subscribing and disposing go through the same queue: an uncontended
/// subscription takes effect before `subscribe` returns; one made while another thread is
/// delivering (or from inside an observer) takes effect when that delivery ends. Delivering
/// an event allocates nothing (an event that has to wait for another thread is queued in a
/// small box); one observer is kept inline, more spill to an array.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SubjectObserverOwner {
    /// The subject's observer type: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    // Bit 0: disposed; the rest: twice the number of subscribed observers.
    @usableFromInline var _state = rheo_atomic_intptr()
    @usableFromInline let _inputs = InputSerializer<SubjectInput<Element>>()
    // Drainer-owned: touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _observers = SubjectObservers<Element>()
    @exclusivity(unchecked) @usableFromInline var _stopEvent: Event<Element>?

    /// Creates a subject with no observers.
    public override init() {
        super.init()
    }

    deinit {
        _observers.releaseAll()
    }

    /// Whether the subject has subscribers; false after a terminal event or `dispose()`.
    @inlinable public var hasObservers: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) >> 1 != 0
    }

    /// Whether `dispose()` has been called.
    @inlinable public var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) & 1 != 0
    }

    /// Sends `event` to every current subscriber.
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
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Drops every subscriber (without sending them anything) and ignores events from now on.
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
        if case .next = event {
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
            } else if let stopEvent = _stopEvent {
                observer.on(stopEvent)
            } else {
                _observers.add(observer, counter: _atomicState(of: self))
            }
        case .remove(let observer):
            _observers.remove(observer)
        case .dispose:
            _ = _observers.removeAll(counter: _atomicState(of: self))
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

// Every mutable field is owned by the queue-drain (or atomic); see the type's discussion.
extension PublishSubject: @unchecked Sendable {}
