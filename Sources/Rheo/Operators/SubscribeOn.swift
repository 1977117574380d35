extension ObservableType {
    /// Subscribes to the source, and disposes the subscription, on `scheduler`.
    ///
    /// Disposal stops the source at once (it sees its lifetime disposed); releasing what
    /// the source holds runs on `scheduler`. Events still arrive on whatever thread the
    /// source sends them from; use `observe(on:)` to move delivery.
    @inlinable public func subscribe(
        on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("subscribe(on:)", file, line) {
            if !(self is Observable<Element>) {
                return _subscribeCustom(on: scheduler)
            }
            return Producer((source: asObservable(), scheduler: scheduler)) { producer, observer, lifetime in
                let upstream = SubscribeOnLifetime(scheduler: producer._state.scheduler)
                // Handed to the lifetime before scheduling: a scheduler may run the action at
                // once (the trampoline does), and a synchronous source must be stoppable then.
                let scheduled = SingleAssignmentDisposable()
                lifetime.setSubscription(Disposables.create(scheduled, upstream))
                // The source's stages belong under this one, though they subscribe later.
                let context = _traceContext()
                scheduled.setDisposable(
                    producer._state.scheduler.schedule(producer._state.source) { source in
                        let previous = _enterTraceContext(context)
                        source._subscribe(observer, upstream)
                        _exitTraceContext(context, previous)
                        return Disposables.create()
                    })
            }
        }
    }

    /// `subscribe(on:)` over a custom `ObservableType` (one that is not an `Observable`,
    /// such as RheoTest's `TestableObservable`): subscribed directly, not through
    /// `asObservable()`, as RxSwift's `SubscribeOn` does, so that its subscription is only
    /// ever disposed on `scheduler`, after a terminal event too (`asObservable()` would
    /// dispose it at once when the terminal event passes). On `TestScheduler` the record is
    /// `Subscription(201, 301)` for a source that completes at 300, as in RxTest.
    @inlinable func _subscribeCustom(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer((source: self, scheduler: scheduler)) { producer, observer, lifetime in
            let upstream = SubscribeOnLifetime(scheduler: producer._state.scheduler)
            let scheduled = SingleAssignmentDisposable()
            lifetime.setSubscription(Disposables.create(scheduled, upstream))
            scheduled.setDisposable(
                producer._state.scheduler.schedule(producer._state.source) { source in
                    if !upstream.isDisposed {
                        upstream.setSubscription(source.subscribe(SubscribeOnObserver(observer, upstream)))
                    }
                    return Disposables.create()
                })
        }
    }
}

/// The observer `subscribe(on:)` gives a custom `ObservableType`: it keeps the grammar (a
/// custom source need not) and, after a terminal event, disposes the source's lifetime,
/// which disposes the source's subscription on the scheduler.
@usableFromInline
final class SubscribeOnObserver<Element>: ObserverType {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _lifetime: SinkDisposer

    @inlinable init(_ downstream: EventSink<Element>, _ lifetime: SinkDisposer) {
        _downstream = downstream
        _lifetime = lifetime
    }

    /// Passes `event` on if the grammar allows it.
    @inlinable func on(_ event: Event<Element>) {
        _lifetime._on(event) { _downstream.on($0) }
    }
}

/// The source's lifetime in `subscribe(on:)`: disposed at once, but what the source
/// handed over is disposed on the scheduler.
@usableFromInline
final class SubscribeOnLifetime: SinkDisposer {
    @usableFromInline let _scheduler: ImmediateSchedulerType

    @inlinable init(scheduler: ImmediateSchedulerType) {
        _scheduler = scheduler
        super.init()
    }

    @usableFromInline override func _disposeSubscription() {
        _ = _scheduler.schedule(self) { lifetime in
            lifetime._disposeSubscriptionHere()
            return Disposables.create()
        }
    }

    @usableFromInline func _disposeSubscriptionHere() {
        super._disposeSubscription()
    }
}
