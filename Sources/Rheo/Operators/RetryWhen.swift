extension ObservableType {
    /// Resubscribes to the source when the sequence built by `notificationHandler` from the
    /// source's errors says so.
    ///
    /// For each subscription, `notificationHandler` is called once with an observable of the
    /// source's errors, and the trigger sequence it returns is subscribed, before the source.
    /// When the source fails with an `Error`, the source is disposed and the error is sent
    /// to the errors observable; the trigger's next element then resubscribes the source
    /// (at once, on the trigger's thread). The trigger's completion or error, once the
    /// source has failed, completes or fails the result; if the trigger ends while the
    /// source runs, that end takes effect at the source's next failure (as RxSwift). An
    /// error that is not an `Error` is passed on at once. The source's elements and
    /// completion pass through.
    ///
    /// Resubscription is a loop, not a recursion: a trigger that answers synchronously
    /// (`errors.map { _ in () }`) against a source that fails synchronously runs in constant
    /// stack.
    ///
    /// - Parameters:
    ///   - notificationHandler: Builds the trigger from the errors.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence that retries as the trigger says.
    @inlinable public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> {
        _assemble("retry(when:)", file, line) {
            _retryWhen(notificationHandler)
        }
    }

    /// Resubscribes to the source when the sequence built by `notificationHandler` from the
    /// source's errors says so.
    ///
    /// See `retry(when:)` with a typed error; here every error goes to the handler.
    ///
    /// - Parameters:
    ///   - notificationHandler: Builds the trigger from the errors.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence that retries as the trigger says.
    @inlinable public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("retry(when:)", file, line) {
            _retryWhen(notificationHandler)
        }
    }

    @inlinable func _retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        Producer((source: asObservable(), handler: notificationHandler)) { producer, observer, lifetime in
            let errors = RetryWhenErrorStream<Failure>()
            let sink = RetryWhenSink(
                source: producer._state.source, errors: errors, downstream: observer, parent: lifetime)
            producer._state.handler(errors).asObservable()._subscribe(
                EventSink { sink._triggerOn($0) }, sink._triggerLifetime)
            sink._requestTurn()
        }
    }
}

/// One `retry(when:)` subscription: the current attempt's lifetime, the trigger's lifetime,
/// and the errors observable handed to the handler.
///
/// The attempts are subscribed by the subscribe loop (`SubscribeLoopSink`), as the sources
/// of `concat` and `retry` are: a resubscription requested while the loop runs (the trigger
/// answered synchronously inside the failing attempt's subscribe) is made by the loop after
/// that subscribe returns. The loop's and the trigger's bookkeeping (`_loop`, `_trigger`)
/// sit under `_lock`, which guards no call-out.
///
/// Deliveries never overlap: source events come from the one running attempt, and the
/// trigger's end is passed on only while no attempt runs.
@usableFromInline
final class RetryWhenSink<Element, Failure: Swift.Error>: ObserverBase<Element>, SubscribeLoopSink {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _source: Observable<Element>
    @usableFromInline let _errors: RetryWhenErrorStream<Failure>
    @usableFromInline let _triggerLifetime = SinkDisposer()
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`, which already makes the accesses exclusive: the dynamic
    // exclusivity checks Swift would make on each buy nothing.
    @exclusivity(unchecked) @usableFromInline var _loop = SubscribeLoopStateMachine()
    @exclusivity(unchecked) @usableFromInline var _trigger = RetryWhenTriggerState()

    @inlinable init(
        source: Observable<Element>, errors: RetryWhenErrorStream<Failure>, downstream: EventSink<Element>,
        parent: SinkDisposer
    ) {
        _source = source
        _errors = errors
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Every turn subscribes the source again.
    @inlinable func _turnSource() -> Observable<Element>? {
        _source
    }

    /// Receives an event of the attempt whose lifetime is `inner`.
    @inlinable func _sourceOn(_ event: Event<Element>, _ inner: MergeInner) {
        switch event {
        case .next:
            if inner._isLive {
                _on(event) { _downstream.on($0) }
            }
        case .completed:
            if inner._tryStop() {
                inner.dispose()
                _on(event) { _downstream.on($0) }
            }
        case .error(let error):
            guard inner._tryStop() else {
                return
            }
            inner.dispose()
            guard let failure = error as? Failure else {
                _on(event) { _downstream.on($0) }
                return
            }
            switch _lock.withLock({ _loop.isDisposed ? .none : _trigger.sourceFailed() }) {
            case .notify:
                _errors._send(failure)
            case .end(let end):
                _end(end)
            case .none:
                break
            }
        }
    }

    /// Receives a trigger event.
    @inlinable func _triggerOn<Trigger>(_ event: Event<Trigger>) {
        switch event {
        case .next:
            if _lock.withLock({ !_loop.isDisposed && _trigger.triggerNext() }) {
                _requestTurn()
            }
        case .error(let error):
            if let end = _lock.withLock({ _trigger.triggerEnded(.failed(error)) }) {
                _end(end)
            }
        case .completed:
            if let end = _lock.withLock({ _trigger.triggerEnded(.completed) }) {
                _end(end)
            }
        }
    }

    @inlinable func _end(_ end: RetryWhenEnd) {
        switch end {
        case .completed:
            _on(.completed) { _downstream.on($0) }
        case .failed(let error):
            _on(.error(error)) { _downstream.on($0) }
        }
    }

    @usableFromInline override func _didDispose() {
        _triggerLifetime.dispose()
        _disposeLoop()
    }
}

/// How the trigger of `retry(when:)` ended.
@usableFromInline
enum RetryWhenEnd {
    case completed
    case failed(Swift.Error)
}

/// The trigger's side of one `retry(when:)` subscription (the attempts' side is the
/// subscribe loop's); every method is called with the sink's lock held, once the sink has
/// checked it is not disposed where that matters, and returns what the caller does after
/// unlocking.
///
/// Phases: an attempt runs; it fails and its error is sent to the handler (`_waiting`); the
/// trigger's next element starts the next attempt. As in RxSwift, the trigger counts only
/// while waiting: an element it sends while an attempt runs is ignored, and an end it
/// reaches then is kept for the next failure.
@usableFromInline
struct RetryWhenTriggerState {
    /// What to do when the source failed with an error the handler takes.
    @usableFromInline enum SourceFailedAction {
        /// Send the error to the handler's errors observable.
        case notify
        /// The trigger has ended already: end the result the same way.
        case end(RetryWhenEnd)
        /// Disposed: nothing.
        case none
    }

    @usableFromInline var _waiting = false
    @usableFromInline var _triggerEnd: RetryWhenEnd?

    @inlinable init() {}

    /// The source failed (the sink is not disposed).
    @inlinable mutating func sourceFailed() -> SourceFailedAction {
        if let end = _triggerEnd {
            return .end(end)
        }
        _waiting = true
        return .notify
    }

    /// The trigger sent an element (the sink is not disposed): true to resubscribe.
    @inlinable mutating func triggerNext() -> Bool {
        if _waiting {
            _waiting = false
            return true
        }
        return false
    }

    /// The trigger ended: how to end the result now, or nil if an attempt runs (the end is
    /// kept for its failure).
    @inlinable mutating func triggerEnded(_ end: RetryWhenEnd) -> RetryWhenEnd? {
        if _waiting {
            _waiting = false
            return end
        }
        if _triggerEnd == nil {
            _triggerEnd = end
        }
        return nil
    }
}

/// The observable of errors `retry(when:)` hands to its handler: hot and multicast, like a
/// `PublishSubject` of the source's errors (a subscriber receives the errors sent after it
/// subscribed), but internal and minimal. It never completes; its subscriptions end when the
/// handler's chain is disposed with the `retry(when:)` subscription.
///
/// Sends go through an `InputSerializer`, so the handler's chain receives one error at a
/// time even when attempts fail on different threads, and a send from inside a send (a
/// synchronous resubscription that fails at once) is queued, not nested. The subscriber
/// list is guarded by a lock that is never held while a subscriber runs.
@usableFromInline
final class RetryWhenErrorStream<Failure>: Observable<Failure> {
    @usableFromInline struct Subscriber {
        @usableFromInline let _id: Int
        @usableFromInline let _observer: EventSink<Failure>
        @usableFromInline let _lifetime: SinkDisposer

        @inlinable init(id: Int, observer: EventSink<Failure>, lifetime: SinkDisposer) {
            self._id = id
            self._observer = observer
            self._lifetime = lifetime
        }
    }

    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`.
    @usableFromInline var _subscribers: [Subscriber] = []
    @usableFromInline var _lastID = 0
    @usableFromInline let _inputs = InputSerializer<Failure>()

    @inlinable override init() {
        super.init()
    }

    /// Sends `failure` to the current subscribers.
    @inlinable func _send(_ failure: Failure) {
        _inputs.submit(failure) { failure in
            // A copy of the list (a retain, no allocation), delivered after unlocking.
            let subscribers = _lock.withLock { _subscribers }
            for subscriber in subscribers where !subscriber._lifetime.isDisposed {
                subscriber._observer.on(.next(failure))
            }
        }
    }

    @usableFromInline override func _subscribeCore(_ observer: EventSink<Failure>, _ lifetime: SinkDisposer) {
        let id = _lock.withLock { () -> Int in
            _lastID += 1
            return _lastID
        }
        // Handed over before the subscriber is listed, so that a send right after listing
        // it can already be cancelled by disposal.
        lifetime.setSubscription(
            Disposables.create { [self] in
                _remove(id)
            })
        _lock.withLock {
            // Checked under the lock: a disposal that set the flag after this check waits
            // for the lock in `_remove`, and so finds the subscriber listed.
            if !lifetime.isDisposed {
                _subscribers.append(Subscriber(id: id, observer: observer, lifetime: lifetime))
            }
        }
    }

    @usableFromInline func _remove(_ id: Int) {
        let removed = _lock.withLock { () -> Subscriber? in
            guard let index = _subscribers.firstIndex(where: { $0._id == id }) else {
                return nil
            }
            return _subscribers.remove(at: index)
        }
        // Released after unlocking: the observer's captures may run deinits.
        _ = removed
    }
}
