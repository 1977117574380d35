import Dispatch

extension ObservableType {
    /// Passes on the source's events for `duration` after subscription, then completes and
    /// disposes the source.
    ///
    /// The timer starts before the source is subscribed. Source events and the timer's tick
    /// are serialized without a lock held while the observer runs, so the completion never
    /// overlaps an element.
    ///
    /// - Parameters:
    ///   - duration: How long to pass events on. `.never` passes the source through
    ///     unchanged; zero completes as soon as the scheduler runs the timer (elements the
    ///     source sends synchronously during subscription still pass, as in RxSwift).
    ///   - scheduler: Where the timer runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shortened sequence. A negative `duration` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func take(
        for duration: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("take(for:)", file, line) {
            let duration = duration._rheoClampedToZero(reporting: "take(for: .\(duration))")
            if duration == .never {
                return asObservable()
            }
            return Producer((source: asObservable(), duration: duration, scheduler: scheduler)) {
                producer, observer, lifetime in
                let state = producer._state
                let sink = TakeForDurationSink(downstream: observer, parent: lifetime)
                sink._startTimer(state.duration, state.scheduler)
                state.source._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// One `take(for:scheduler:)` subscription; its lifetime is the source's.
///
/// The timer's tick is the input `.completed`, serialized with the source's events.
@usableFromInline
final class TakeForDurationSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _inputs = InputSerializer<Event<Element>>()
    @usableFromInline let _timer = SingleAssignmentDisposable()

    @inlinable init(downstream: EventSink<Element>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives a source event.
    @inlinable func on(_ event: Event<Element>) {
        _inputs.submit(event) { event in _on(event) { _downstream.on($0) } }
    }

    @inlinable func _startTimer(_ duration: RxTimeInterval, _ scheduler: SchedulerType) {
        _timer.setDisposable(
            scheduler.scheduleRelative(self, dueTime: duration) { sink in
                sink._inputs.submit(.completed) { event in sink._on(event) { sink._downstream.on($0) } }
                return Disposables.create()
            })
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
    }
}
