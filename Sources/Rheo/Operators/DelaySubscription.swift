import Dispatch

extension ObservableType {
    /// Subscribes to the source `dueTime` after the subscription, on `scheduler`.
    ///
    /// Events are passed on unchanged, from wherever the source sends them. Disposing
    /// before `dueTime` cancels the pending subscription; the source is never subscribed.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing. `.never` never subscribes (the
    ///     sequence sends nothing); zero subscribes as soon as the scheduler runs the action.
    ///   - scheduler: Where the timer runs, and so where the source is subscribed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The delayed sequence. A negative `dueTime` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func delaySubscription(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("delaySubscription", file, line) {
            let dueTime = dueTime._rheoClampedToZero(reporting: "delaySubscription(.\(dueTime))")
            if dueTime == .never {
                return Observable.never(file: file, line: line)
            }
            return Producer((source: asObservable(), dueTime: dueTime, scheduler: scheduler)) {
                producer, observer, lifetime in
                // Events need no stage of their own: the source sends them straight to
                // `observer`. The source's lifetime owns the timer until the timer has fired.
                let upstream = DelaySubscriptionLifetime(parent: lifetime)
                // The source's stages belong under this one, though they subscribe later.
                let context = _traceContext()
                upstream._timer.setDisposable(
                    producer._state.scheduler.scheduleRelative(producer._state.source, dueTime: producer._state.dueTime)
                    {
                        source in
                        if !upstream.isDisposed {
                            let previous = _enterTraceContext(context)
                            source._subscribe(observer, upstream)
                            _exitTraceContext(context, previous)
                        }
                        return Disposables.create()
                    })
            }
        }
    }
}

/// The lifetime of a delayed subscription: first the pending timer, then the source.
@usableFromInline
final class DelaySubscriptionLifetime: SinkDisposer {
    @usableFromInline let _timer = SingleAssignmentDisposable()

    /// Creates the lifetime and hands it to `parent`, the lifetime of the stage below.
    @inlinable init(parent: SinkDisposer) {
        super.init()
        parent.setSubscription(self)
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
    }
}
