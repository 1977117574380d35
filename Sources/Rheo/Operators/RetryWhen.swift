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
    /// - Parameter notificationHandler: Builds the trigger from the errors.
    /// - Returns: The sequence that retries as the trigger says.
    @inlinable public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        _retryWhen(notificationHandler)
    }

    /// Resubscribes to the source when the sequence built by `notificationHandler` from the
    /// source's errors says so.
    ///
    /// See `retry(when:)` with a typed error; here every error goes to the handler.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the errors.
    /// - Returns: The sequence that retries as the trigger says.
    @inlinable public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        _retryWhen(notificationHandler)
    }

    @inlinable func _retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(_ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable) -> Observable<Element> {
        Producer((source: asObservable(), handler: notificationHandler)) { producer, observer, lifetime in
            let errors = RetryWhenErrorStream<Failure>()
            let sink = RetryWhenSink(source: producer.state.source, errors: errors, downstream: observer, parent: lifetime)
            producer.state.handler(errors).asObservable()._subscribe(EventSink { sink._triggerOn($0) }, sink._triggerLifetime)
            sink._resubscribe()
        }
    }
}

/// One `retry(when:)` subscription: the current attempt's lifetime, the trigger's lifetime,
/// and the errors observable handed to the handler.
///
/// The attempts are subscribed by a loop with a trampoline, as in `SourceSequenceSink`: a
/// resubscription requested while the loop runs (the trigger answered synchronously inside
/// the failing attempt's subscribe) is made by the loop after that subscribe returns. The
/// decisions (`RetryWhenStateMachine`) sit under `_lock`, which guards no call-out.
///
/// Deliveries never overlap: source events come from the one running attempt, and the
/// trigger's end is passed on only while no attempt runs.
@usableFromInline
final class RetryWhenSink<Element, Failure: Swift.Error>: ObserverBase<Element> {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _source: Observable<Element>
    @usableFromInline let _errors: RetryWhenErrorStream<Failure>
    @usableFromInline let _triggerLifetime = SinkDisposer()
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`.
    @usableFromInline var _machine = RetryWhenStateMachine()

    @inlinable init(source: Observable<Element>, errors: RetryWhenErrorStream<Failure>, downstream: EventSink<Element>, parent: SinkDisposer) {
        _source = source
        _errors = errors
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Subscribes the source again (or for the first time).
    @inlinable func _resubscribe() {
        if _lock.withLock({ _machine.requestAttempt() }) {
            _attemptLoopSlowPath()
        }
    }

    @inlinable @inline(never) func _attemptLoopSlowPath() {
        repeat {
            let inner = MergeInner()
            guard _lock.withLock({ _machine.start(inner) }) else {
                inner.dispose()
                return
            }
            _source._subscribe(EventSink { [self] event in
                _sourceOn(event, inner)
            }, inner)
        } while _lock.withLock({ _machine.endTurn() })
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
            switch _lock.withLock({ _machine.sourceFailed() }) {
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
            if _lock.withLock({ _machine.triggerNext() }) {
                _resubscribe()
            }
        case .error(let error):
            if let end = _lock.withLock({ _machine.triggerEnded(.failed(error)) }) {
                _end(end)
            }
        case .completed:
            if let end = _lock.withLock({ _machine.triggerEnded(.completed) }) {
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
        let current = _lock.withLock { _machine.dispose() }
        current?.dispose()
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
        @usableFromInline let id: Int
        @usableFromInline let observer: EventSink<Failure>
        @usableFromInline let lifetime: SinkDisposer

        @inlinable init(id: Int, observer: EventSink<Failure>, lifetime: SinkDisposer) {
            self.id = id
            self.observer = observer
            self.lifetime = lifetime
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
            for subscriber in subscribers where !subscriber.lifetime.isDisposed {
                subscriber.observer.on(.next(failure))
            }
        }
    }

    @usableFromInline override func _subscribe(_ observer: EventSink<Failure>, _ lifetime: SinkDisposer) {
        let id = _lock.withLock { () -> Int in
            _lastID += 1
            return _lastID
        }
        // Handed over before the subscriber is listed, so that a send right after listing
        // it can already be cancelled by disposal.
        lifetime.setSubscription(Disposables.create { [self] in
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
            guard let index = _subscribers.firstIndex(where: { $0.id == id }) else {
                return nil
            }
            return _subscribers.remove(at: index)
        }
        // Released after unlocking: the observer's captures may run deinits.
        _ = removed
    }
}

extension ObservableType {
    /// RxSwift 5's name of `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the errors.
    /// - Returns: The sequence that retries as the trigger says.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        _retryWhen(notificationHandler)
    }

    /// RxSwift 5's name of `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the errors.
    /// - Returns: The sequence that retries as the trigger says.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable public func retryWhen<TriggerObservable: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        _retryWhen(notificationHandler)
    }
}
