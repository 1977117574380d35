/// One window of `window(timeSpan:count:scheduler:)`: a hot sequence fed by the operator and
/// multicast to any number of subscribers.
///
/// It plays the part RxSwift's `PublishSubject` plays there (Rheo has no subjects yet): a
/// subscriber receives the events sent after it subscribed, and one that subscribes after
/// the window closed receives the window's terminal event at once. Every subscription holds
/// a reference on the operator's upstream resources (RxSwift's `AddRef` over a
/// `RefCountDisposable`), so the source stays subscribed while a window is observed, even
/// after the outer subscription is disposed.
///
/// Thread safety: the operator calls `on` one event at a time; subscribing and disposing
/// happen on any thread. The subscriber list is guarded by a lock that is never held while
/// a subscriber runs: `on` copies the list under the lock (a retain of the array's storage,
/// no allocation) and delivers after unlocking, skipping subscriptions disposed meanwhile.
@usableFromInline
final class InnerWindow<Element>: Observable<Element> {
    @usableFromInline struct Subscriber {
        @usableFromInline let _id: Int
        @usableFromInline let _observer: EventSink<Element>
        @usableFromInline let _lifetime: SinkDisposer

        @inlinable init(id: Int, observer: EventSink<Element>, lifetime: SinkDisposer) {
            self._id = id
            self._observer = observer
            self._lifetime = lifetime
        }
    }

    @usableFromInline let _resources: RefCountDisposable
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`.
    @usableFromInline var _subscribers: [Subscriber] = []
    @usableFromInline var _nextID = 0
    @usableFromInline var _terminal: Event<Element>?

    /// Creates an open window whose subscriptions hold references on `resources`.
    @inlinable init(resources: RefCountDisposable) {
        _resources = resources
        super.init()
    }

    /// Sends `event` to the current subscribers. Called by the operator only, one event at
    /// a time; after a terminal event it is ignored.
    @inlinable func on(_ event: Event<Element>) {
        let subscribers: [Subscriber]
        if event.isStopEvent {
            subscribers = _lock.withLock {
                if _terminal != nil {
                    return []
                }
                _terminal = event
                let subscribers = _subscribers
                _subscribers = []
                return subscribers
            }
        } else {
            subscribers = _lock.withLock { _terminal == nil ? _subscribers : [] }
        }
        for subscriber in subscribers where !subscriber._lifetime.isDisposed {
            subscriber._observer.on(event)
        }
    }

    @usableFromInline override func _subscribeCore(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        let id = _lock.withLock { () -> Int in
            _nextID += 1
            return _nextID
        }
        // Handed over before the subscriber is listed, so that an event sent right after
        // listing it can already be cancelled by disposal (SinkDisposer's contract).
        let reference = _resources.retain()
        lifetime.setSubscription(
            Disposables.create { [self] in
                _remove(id)
                reference.dispose()
            })
        let terminal = _lock.withLock { () -> Event<Element>? in
            if let terminal = _terminal {
                return terminal
            }
            // Checked under the lock: a disposal that set the flag after this check waits
            // for the lock in `_remove`, and so finds the subscriber listed.
            if !lifetime.isDisposed {
                _subscribers.append(Subscriber(id: id, observer: observer, lifetime: lifetime))
            }
            return nil
        }
        if let terminal {
            observer.on(terminal)
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
