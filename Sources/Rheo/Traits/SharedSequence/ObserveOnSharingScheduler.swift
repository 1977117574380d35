import CRheo

extension ObservableType {
    /// `observe(on: scheduler)` as shared sequences use it, with a direct path for the main
    /// scheduler.
    ///
    /// On a `MainScheduler`, an event that arrives on the main queue while nothing is
    /// queued is delivered at once, as RxSwift's `MainScheduler` runs such an action at
    /// once; it then costs no dispatch, no allocation and no queue traffic, which is what
    /// keeps a `Driver` driven on the main thread as cheap as a plain chain. Any other event
    /// (from a background thread, or arriving while earlier ones wait or are being
    /// delivered, including reentrant ones) goes through the queue of `observe(on:)` and
    /// keeps its order, drained in bounded batches as there. Other schedulers (a mocked
    /// `TestScheduler`) use `observe(on:)`.
    ///
    /// Rheo deviation: RxSwift schedules each event on the scheduler, so an event arriving
    /// on the main queue also waits behind unrelated actions queued on the same
    /// `MainScheduler` instance; here it waits only behind the events of its own sequence.
    /// `SharingScheduler.make()` gives each shared sequence its own `MainScheduler()`, so
    /// the two only differ with a custom `make` returning one shared instance.
    @inlinable func _observe(
        onSharingScheduler scheduler: SchedulerType, _ file: StaticString, _ line: UInt
    ) -> Observable<Element> {
        guard let mainScheduler = scheduler as? MainScheduler else {
            return observe(on: scheduler, file: file, line: line)
        }
        return Producer((source: asObservable(), scheduler: mainScheduler)) { producer, observer, lifetime in
            let sink = ObserveOnSink(
                scheduler: producer._state.scheduler, downstream: observer, parent: lifetime,
                deliversInPlaceOnMain: true
            )
            producer._state.source._subscribe(EventSink { sink.on($0) }, sink._upstream)
        }
    }
}
