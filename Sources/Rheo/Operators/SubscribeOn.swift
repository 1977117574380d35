extension ObservableType {
    /// Subscribes to the source, and disposes the subscription, on `scheduler`.
    ///
    /// Events still arrive on whatever thread the source sends them from; use
    /// `observe(on:)` to move delivery.
    @inlinable public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer((source: asObservable(), scheduler: scheduler)) { producer, observer, lifetime in
            let upstream = SinkDisposer()
            let scheduled = producer.state.scheduler.schedule(producer.state.source) { source in
                source._subscribe(observer, upstream)
                return Disposables.create()
            }
            lifetime.setSubscription(Disposables.create(scheduled, ScheduledDisposable(scheduler: producer.state.scheduler, disposable: upstream)))
        }
    }
}
