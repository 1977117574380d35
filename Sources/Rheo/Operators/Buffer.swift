import Dispatch

extension ObservableType {
    /// Collects the source's elements into arrays, sending one when it holds `count`
    /// elements or when `timeSpan` has passed since the previous one was started, whichever
    /// comes first.
    ///
    /// A buffer is sent when its time is up even if it is empty, as in RxSwift. A full
    /// buffer starts a new one and restarts the timer. When the source completes, the
    /// current buffer (possibly empty) is sent, then the completion; an error drops it.
    ///
    /// Source events and timer ticks are serialized without a lock held while the observer
    /// runs: a buffer ended by the timer is usually sent on `scheduler`, but if the tick
    /// arrives while the source's thread is inside this operator, that thread sends it
    /// right after.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a buffer collects elements. `.never` makes the
    ///     buffers purely count-based. Zero, as in RxSwift, ends a buffer each time the
    ///     scheduler runs its timer: one buffer (usually empty) per tick on `TestScheduler`,
    ///     starting one tick after subscription, and as fast as the queue runs one-shot
    ///     timers on a dispatch scheduler, until disposed.
    ///   - count: The most elements a buffer holds. Zero or negative means no limit: only
    ///     the timer sends a buffer, as in RxSwift (and the call is reported through
    ///     `Hooks.argumentOutOfRangeHandler`).
    ///   - scheduler: Where the timers run.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence of buffers. A negative `timeSpan` is treated as zero, as in
    ///   RxSwift, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func buffer(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<[Element]> {
        _assemble("buffer(timeSpan:)", file, line) {
            let timeSpan = timeSpan._rheoClampedToZero(reporting: "buffer(timeSpan: .\(timeSpan), count: \(count))")
            if count <= 0 {
                // As in RxSwift, such a buffer never fills: only the timer sends it.
                Hooks.reportAcceptedArgumentOutOfRange(
                    "buffer(timeSpan: .\(timeSpan), count: \(count)): a count that is not positive never fills a buffer, as in RxSwift"
                )
            }
            return _timed(BufferStateMachine<Element>(timeSpan: timeSpan, count: count), scheduler: scheduler)
        }
    }
}

/// The decisions of one `buffer(timeSpan:count:scheduler:)` subscription.
@usableFromInline
struct BufferStateMachine<Element>: TimedStateMachine {
    @usableFromInline let _timeSpan: RxTimeInterval
    @usableFromInline let _count: Int
    @usableFromInline var _buffer: [Element] = []
    @usableFromInline var _bufferID: UInt64 = 0

    @inlinable init(timeSpan: RxTimeInterval, count: Int) {
        _timeSpan = timeSpan
        _count = count
    }

    /// The first buffer's timer starts at subscription.
    @inlinable mutating func subscribed() -> TimedAction<[Element]> {
        .startTimer(id: _bufferID, delay: _timeSpan)
    }

    /// Adds `element`; a buffer it fills is sent.
    @inlinable mutating func next(_ element: Element, scheduler: SchedulerType) -> TimedAction<[Element]> {
        _buffer.append(element)
        return _buffer.count == _count ? _rollOver() : .none
    }

    /// Timer `id` fired: the buffer is sent if the timer is the current buffer's.
    @inlinable mutating func tick(_ id: UInt64) -> TimedAction<[Element]> {
        id == _bufferID ? _rollOver() : .none
    }

    /// The last buffer, possibly empty, is sent, then the completion.
    @inlinable mutating func completed() -> TimedAction<[Element]> {
        .sendAndComplete(_takeBuffer())
    }

    /// The buffer is dropped.
    @inlinable mutating func failed() -> Bool {
        _buffer = []
        return true
    }

    /// Sends the current buffer, then starts the next buffer's timer, as RxSwift does.
    @inlinable mutating func _rollOver() -> TimedAction<[Element]> {
        let full = _takeBuffer()
        return .sendAndStartTimer(full, id: _bufferID, delay: _timeSpan)
    }

    /// The current buffer, replaced by an empty one with an id of its own.
    @inlinable mutating func _takeBuffer() -> [Element] {
        _bufferID &+= 1
        let full = _buffer
        _buffer = []
        return full
    }
}
