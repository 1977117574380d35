import CRheo

/// The machinery the four subjects share: the state word (disposed bit and observer
/// count), the queue-drain that owns their state, the observer list, and the handling of
/// events, subscriptions, removals and disposal.
///
/// A subject conforms by declaring the storage (its atomic state word as its *first*
/// stored property, then `_inputs`, `_observers`, `_stopEvent`) and the few hooks where
/// subjects differ: what it keeps of an element and whether it delivers it (`_keep`),
/// what a new subscriber receives first (`_replay`), what a terminal event clears or
/// records (`_willTerminate`), how an observer is sent the terminal event
/// (`_sendTerminal`), what follows once every observer has it (`_didTerminate`), and what
/// disposal drops besides the observers (`_didDispose`).
/// Hooks left out do nothing (or send the terminal event as it is).
///
/// Every hook but `_keep` runs on the drainer with the state owned by it; `_keep` too,
/// on the per-event path. No hook holds a lock while it calls an observer.
///
/// Performance: the per-event path (`_send`, `_handleEvent`, `_keep`,
/// `SubjectObservers.deliver`) is inlinable, so a subject's `on` is specialized in the
/// caller's module for the concrete subject and element, and allocates nothing when the
/// subject is not contended. The control paths run once per subscription and are not.
@usableFromInline
protocol SubjectCore<Element>: SubjectObserverOwner, DrainHandler where Queued == InputBox<SubjectInput<Element>> {
    /// The type of the subject's elements.
    associatedtype Element

    /// The queue-drain every input goes through (events, subscriptions, removals, disposal).
    var _inputs: InputSerializer<SubjectInput<Element>> { get }
    /// The counted observers; owned by the drainer.
    var _observers: SubjectObservers<Element> { get set }
    /// The terminal event received (or the one the subject was created with); owned by
    /// the drainer, nil again after disposal.
    var _stopEvent: Event<Element>? { get set }

    /// Keeps what the subject keeps of a `next` element; returns whether to deliver the
    /// event to the current observers. Drainer, per event: implement it `@inlinable`.
    func _keep(_ element: Element) -> Bool
    /// Sends a new subscriber what it receives before it is listed or sent the terminal
    /// event (the subject is not disposed). Drainer.
    func _replay(to observer: SubjectObserver<Element>)
    /// Records or clears what the terminal `event` changes, before any observer hears of
    /// it. Drainer.
    func _willTerminate(with event: Event<Element>)
    /// Sends the terminal `event` to `observer`, live or late. Drainer.
    func _sendTerminal(_ event: Event<Element>, to observer: SubjectObserver<Element>)
    /// Runs once every observer listed at the terminal event has been sent it (and has run
    /// what it runs in response, such as its `onDisposed`). Drainer.
    func _didTerminate()
    /// Drops what the subject holds besides its observers and terminal event, on
    /// `dispose()`. Drainer.
    func _didDispose()
}

extension SubjectCore {
    @inlinable @inline(__always) func _keep(_ element: Element) -> Bool {
        true
    }

    @usableFromInline func _replay(to observer: SubjectObserver<Element>) {}

    @usableFromInline func _willTerminate(with event: Event<Element>) {}

    @usableFromInline func _sendTerminal(_ event: Event<Element>, to observer: SubjectObserver<Element>) {
        observer.on(event)
    }

    @usableFromInline func _didTerminate() {}

    @usableFromInline func _didDispose() {}
}

extension SubjectCore {
    /// The subject's state word: its first stored property.
    @inlinable @inline(__always) var _stateWord: UnsafeMutablePointer<rheo_atomic_intptr> {
        _atomicState(of: self)
    }

    /// The thread sending the terminated subject's terminal event (or a late subscriber's
    /// replay), 0 when none: the subject's second stored property. Written only by that
    /// thread, so another thread never reads its own id there; relaxed is enough. Each
    /// subject declares it right after `_state` (docs/UnsafeAssumptions.md, 3).
    @inlinable @inline(__always) var _terminalThreadWord: UnsafeMutablePointer<rheo_atomic_intptr> {
        _stateWord + 1
    }

    /// Runs `body` (on the drainer, the subject terminated) marked as this thread's
    /// terminal delivery, so that a subscription this thread makes meanwhile is handled in
    /// place (see `_subscribeSubject`).
    @usableFromInline func _deliveringTerminal(_ body: () -> Void) {
        let word = _terminalThreadWord
        let previous = rheo_atomic_intptr_load_relaxed(word)
        rheo_atomic_intptr_store_relaxed(word, Platform.currentThreadID)
        body()
        rheo_atomic_intptr_store_relaxed(word, previous)
    }

    /// Whether the subject has counted observers (what `hasObservers` returns).
    @inlinable var _hasCountedObservers: Bool {
        rheo_atomic_intptr_load_acquire(_stateWord) >> 1 != 0
    }

    /// Whether `dispose()` has been called (what `isDisposed` returns).
    @inlinable var _isDisposedFlag: Bool {
        rheo_atomic_intptr_load_acquire(_stateWord) & 1 != 0
    }

    /// The body of `on(_:)`: handles `event` now if the subject is free, else queues it
    /// for the thread that is delivering.
    @inlinable @inline(__always) func _send(_ event: Event<Element>) {
        _inputs.submit(.event(event), inline: { _handleEvent(event) }, handler: self)
    }

    /// Handles an input that waited in the queue.
    @inlinable func _handleQueued(_ item: InputBox<SubjectInput<Element>>) {
        _handle(item._input)
    }

    @inlinable func _handle(_ input: SubjectInput<Element>) {
        if case .event(let event) = input {
            _handleEvent(event)
        } else {
            _handleControl(input)
        }
    }

    @inlinable func _handleEvent(_ event: Event<Element>) {
        if _stopEvent != nil || _isDisposedFlag {
            return
        }
        if case .next(let element) = event {
            if _keep(element) {
                _observers.deliver(event, element)
            }
        } else {
            _terminateSlowPath(event)
        }
    }

    @usableFromInline func _terminateSlowPath(_ event: Event<Element>) {
        _willTerminate(with: event)
        _stopEvent = event
        let observers = _observers.removeAll(counter: _stateWord)
        _deliveringTerminal {
            for observer in observers {
                _sendTerminal(event, to: observer)
            }
        }
        for observer in observers {
            observer._detach()
        }
        _didTerminate()
    }

    @usableFromInline func _handleControl(_ input: SubjectInput<Element>) {
        switch input {
        case .subscribe(let observer):
            if _isDisposedFlag {
                observer.on(.error(RxError.disposed(object: self)))
                observer._detach()
                return
            }
            if let stopEvent = _stopEvent {
                _deliveringTerminal {
                    _replay(to: observer)
                    _sendTerminal(stopEvent, to: observer)
                }
                observer._detach()
            } else {
                _replay(to: observer)
                _observers.add(observer, counter: _stateWord)
            }
        case .remove(let observer):
            _observers.remove(observer)
        case .dispose:
            for observer in _observers.removeAll(counter: _stateWord) {
                observer._detach()
            }
            _stopEvent = nil
            _didDispose()
        case .event:
            break
        }
    }

    /// The body of `dispose()`: sets the disposed bit; the first caller has the drainer
    /// drop the observers and what the subject holds.
    @usableFromInline func _disposeSubject() {
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_stateWord, 1)
        if old & 1 == 0 {
            _inputs.submit(.dispose) { _handle($0) }
        }
    }

    /// The body of `_subscribe`: hands the subscriber to its lifetime, then to the drainer.
    ///
    /// `next` is the subscriber's direct path for elements, if it has one: the subject
    /// calls it only while the subscriber is listed and not disposed, which is when the
    /// subscriber's lifetime would let a `next` event through (see
    /// `Observable._subscribe(_:next:_:)`).
    @usableFromInline func _subscribeSubject(
        _ observer: EventSink<Element>, next: ElementSink<Element>?, _ lifetime: SinkDisposer
    ) {
        let subscriber = SubjectObserver(observer, next: next, owner: self, lifetime: lifetime)
        lifetime.setSubscription(subscriber)
        if subscriber.isDisposed {
            return
        }
        if rheo_atomic_intptr_load_relaxed(_terminalThreadWord) == Platform.currentThreadID {
            // Subscribed from inside this subject's terminal delivery, on the drainer: the
            // state is this thread's and terminated for good, so the subscriber receives
            // its replay and the terminal event before `subscribe` returns, as in RxSwift
            // (queued, it would get them only when the delivery ends, and a `refCount`
            // over the subject would connect the finished source again meanwhile).
            _handleControl(.subscribe(subscriber))
            return
        }
        _inputs.submit(.subscribe(subscriber)) { _handle($0) }
    }

    @usableFromInline func _observerDisposed(_ observer: AnyObject) {
        // Only `SubjectObserver.dispose()` calls this, passing itself, and only a subject's
        // own `_subscribeSubject` makes the observers it owns, as `SubjectObserver<Element>`
        // of its own `Element`: the cast cannot fail (debug builds check it). Unchecked,
        // because `SubjectObserverOwner` is not generic (see there why).
        let observer = unsafeDowncast(observer, to: SubjectObserver<Element>.self)
        _ = rheo_atomic_intptr_fetch_add_acq_rel(_stateWord, -SubjectObservers<Element>.countUnit)
        _inputs.submit(.remove(observer)) { _handle($0) }
    }
}
