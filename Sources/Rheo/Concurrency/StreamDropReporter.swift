/// Counts what the buffer of a `values` stream drops and reports it through
/// `Hooks.droppedElementsHandler`, so that a bounded stream loses nothing silently.
///
/// `AsyncStream`'s continuation tells each `yield` whether the element was enqueued or an
/// element was dropped; it has no hook of its own. The drops of a burst are reported
/// together, as `observe(on:buffer:)` reports a drain's: when the next element is enqueued
/// again (the consumer made room), and when the stream ends, for those not yet reported.
/// Made only for `.bufferingNewest`/`.bufferingOldest`: the unbounded stream never drops,
/// and its yields stay as they were.
@usableFromInline
final class _StreamDropReporter: @unchecked Sendable {
    // @unchecked: the counts are touched only under `_lock`.
    @usableFromInline let _lock = Lock()
    @usableFromInline let _policy: BufferPolicy
    @usableFromInline var _unreported = 0
    @usableFromInline var _total = 0

    /// A reporter for a stream with `policy`, or nil for an unbounded one.
    @inlinable init?<Element>(_ policy: AsyncThrowingStream<Element, Swift.Error>.Continuation.BufferingPolicy) {
        switch policy {
        case .bufferingNewest(let limit): _policy = .dropOldest(limit: limit)
        case .bufferingOldest(let limit): _policy = .dropNewest(limit: limit)
        default: return nil
        }
    }

    /// A reporter for a stream with `policy`, or nil for an unbounded one.
    @inlinable init?<Element>(_ policy: AsyncStream<Element>.Continuation.BufferingPolicy) {
        switch policy {
        case .bufferingNewest(let limit): _policy = .dropOldest(limit: limit)
        case .bufferingOldest(let limit): _policy = .dropNewest(limit: limit)
        default: return nil
        }
    }

    /// Records what one `yield` did: a drop is counted; an enqueued element reports the
    /// drops counted since the last report. Called by the producer, one event at a time.
    @inlinable func yielded(dropped: Bool) {
        let report = _lock.withLock { () -> DroppedElementsReport? in
            if dropped {
                _unreported += 1
                _total += 1
                return nil
            }
            return _takeReport()
        }
        if let report {
            Hooks.reportDroppedElements(report)
        }
    }

    /// Reports the drops not yet reported: when the stream finishes or is cancelled.
    @inlinable func flush() {
        if let report = _lock.withLock({ _takeReport() }) {
            Hooks.reportDroppedElements(report)
        }
    }

    /// Under the lock: the drops not yet reported, as a report, and none left unreported.
    @inlinable func _takeReport() -> DroppedElementsReport? {
        guard _unreported > 0 else { return nil }
        let report = DroppedElementsReport(
            operatorName: "values(bufferingPolicy:)", site: nil, policy: _policy, count: _unreported, total: _total)
        _unreported = 0
        return report
    }
}
