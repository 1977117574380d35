import CRheo
import Dispatch

extension ObservableType {
    /// Drops the source's elements for `duration` after subscription, then passes them on.
    ///
    /// The timer starts before the source is subscribed; its tick only opens a gate (an
    /// atomic flag), so it never sends anything itself. Terminal events pass at any time.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements. `.never` drops all of them (only the
    ///     terminal event passes); zero drops only what the source sends before the
    ///     scheduler runs the timer, as in RxSwift.
    ///   - scheduler: Where the timer runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence without its first elements. A negative `duration` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func skip(
        _ duration: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("skip", file, line) {
            _skip(duration, scheduler: scheduler, spelling: "skip(.\(duration), scheduler:)")
        }
    }

    /// Drops the source's elements for `duration` after subscription, then passes them on:
    /// the same operator as `skip(_:scheduler:)`, RxSwift's spelling.
    ///
    /// Rheo's addition, named to mirror RxSwift 6's `take(for:scheduler:)`; RxSwift has no
    /// `skip(for:scheduler:)`. Neither spelling is ambiguous with the other or with
    /// `skip(_ count:)`: the labels differ.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements; see `skip(_:scheduler:)`.
    ///   - scheduler: Where the timer runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence without its first elements. A negative `duration` is treated as zero, as in RxSwift,
    ///   and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func skip(
        for duration: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("skip(for:)", file, line) {
            _skip(duration, scheduler: scheduler, spelling: "skip(for: .\(duration))")
        }
    }

    /// `skip(_:scheduler:)` and `skip(for:scheduler:)`; `spelling` names the call in the
    /// report a negative `duration` gives.
    @inlinable func _skip(
        _ duration: RxTimeInterval, scheduler: SchedulerType, spelling: @autoclosure () -> String
    ) -> Observable<Element> {
        let duration = duration._rheoClampedToZero(reporting: spelling())
        return Producer((source: asObservable(), duration: duration, scheduler: scheduler)) {
            producer, observer, lifetime in
            let state = producer._state
            let sink = SkipForDurationSink(downstream: observer, parent: lifetime)
            if state.duration != .never {
                sink._startTimer(state.duration, state.scheduler)
            }
            state.source._subscribe(EventSink { sink.on($0) }, sink)
        }
    }
}

/// The gate of one `skip(for:scheduler:)` subscription: closed until the timer opens it.
@usableFromInline
final class SkipForDurationGate {
    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    @usableFromInline var _open = rheo_atomic_intptr()

    @inlinable init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the timer has fired. Inlinable: read on every element.
    @inlinable var isOpen: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) != 0
    }

    @inlinable func open() {
        rheo_atomic_intptr_store_release(_atomicState(of: self), 1)
    }
}

/// One `skip(for:scheduler:)` subscription; its lifetime is the source's.
@usableFromInline
final class SkipForDurationSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _gate = SkipForDurationGate()
    @usableFromInline let _timer = SingleAssignmentDisposable()

    @inlinable init(downstream: EventSink<Element>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives a source event.
    @inlinable func on(_ event: Event<Element>) {
        if case .next = event, !_gate.isOpen {
            return
        }
        _on(event) { _downstream.on($0) }
    }

    @inlinable func _startTimer(_ duration: RxTimeInterval, _ scheduler: SchedulerType) {
        _timer.setDisposable(
            scheduler.scheduleRelative(_gate, dueTime: duration) { gate in
                gate.open()
                return Disposables.create()
            })
    }

    @usableFromInline override func _didDispose() {
        _timer.dispose()
    }
}
