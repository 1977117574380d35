extension ObservableType {
    /// Subscribes to the source, and disposes the subscription, on `scheduler`.
    ///
    /// Disposal stops the source at once (it sees its lifetime disposed); releasing what
    /// the source holds runs on `scheduler`. Events still arrive on whatever thread the
    /// source sends them from; use `observe(on:)` to move delivery.
    @inlinable public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer((source: asObservable(), scheduler: scheduler)) { producer, observer, lifetime in
            let upstream = SubscribeOnLifetime(scheduler: producer.state.scheduler)
            // Handed to the lifetime before scheduling: a scheduler may run the action at
            // once (the trampoline does), and a synchronous source must be stoppable then.
            let scheduled = SingleAssignmentDisposable()
            lifetime.setSubscription(Disposables.create(scheduled, upstream))
            scheduled.setDisposable(
                producer.state.scheduler.schedule(producer.state.source) { source in
                    source._subscribe(observer, upstream)
                    return Disposables.create()
                })
        }
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
