/// The bookkeeping of one merge-family subscription (`merge`, `merge(maxConcurrent:)`,
/// `concat()`, `flatMap`, `flatMapFirst`, `concatMap`): how many inners run, the outer
/// elements waiting for a free slot, the list of inner lifetimes, and who fills free slots.
///
/// Every method must be called with the sink's lock held; none of them calls out. They
/// return what the caller does after unlocking (subscribe an inner, run the fill loop,
/// complete).
///
/// Slots: at most `limit` inners run at once (`Int.max`: unbounded). An outer element
/// (already mapped to its inner) that finds no free slot waits in `_pending` (`merge(maxConcurrent:)`, `concat()`,
/// `concatMap`), or is dropped (`flatMapFirst`). Waiting elements are subscribed by the
/// *fill loop*, which one thread at a time runs (`_filling`): an inner that completes while
/// the loop runs only frees its slot, and the loop takes the next waiting element in its
/// next turn. So a long run of inners that complete synchronously is a loop, not a
/// recursion (docs/Contracts.md rule 3).
@usableFromInline
struct MergeStateMachine<Pending> {
    /// What to do with an outer element.
    @usableFromInline enum OuterNextAction {
        /// A slot was reserved for it: subscribe it now, on this thread.
        case subscribe(Pending)
        /// It was queued and nobody fills slots: run the fill loop.
        case fill
        /// It was queued for the running fill loop or a later free slot, or dropped
        /// (`flatMapFirst`).
        case none
        /// The waiting queue was full (`MergePendingBound`): `dropped`, the new element or
        /// the oldest waiting one, is out of the queue; release it and report the drop,
        /// the `total`-th of the subscription, after unlocking.
        case dropped(Pending, total: Int)
        /// The waiting queue was full under `.fail`: the element was not queued; fail the
        /// result with a `BufferOverflowError` (and release the element) after unlocking.
        case overflow(Pending)
    }

    /// What to do after an inner completed.
    @usableFromInline enum InnerCompletedAction {
        case none
        /// Elements wait and nobody fills slots: run the fill loop.
        case fill
        /// The outer and every inner have completed: send the completion.
        case complete
    }

    @usableFromInline let _limit: Int
    @usableFromInline let _dropsWhenBusy: Bool
    // The bound on the waiting queue (`merge(maxConcurrent:buffer:)`, `concatMap(buffer:)`);
    // nil for RxSwift's unbounded queue.
    @usableFromInline let _bound: MergePendingBound?
    @usableFromInline var _droppedTotal = 0
    @usableFromInline var _active = 0
    // A FIFO queue: slots before `_pendingHead` are nil (already taken).
    @usableFromInline var _pending: [Pending?] = []
    @usableFromInline var _pendingHead = 0
    @usableFromInline var _outerStopped = false
    @usableFromInline var _filling = false
    @usableFromInline var _disposed = false
    // The running inners' lifetimes, an intrusive doubly linked list (no allocation per
    // inner beyond the lifetime itself).
    @usableFromInline var _head: MergeInner?

    /// - Parameters:
    ///   - limit: The most inners running at once.
    ///   - dropsWhenBusy: Drop an outer element that arrives while an inner runs
    ///     (`flatMapFirst`; `limit` is then 1) instead of queueing it.
    ///   - bound: The bound on the waiting queue, if any.
    @inlinable init(limit: Int, dropsWhenBusy: Bool, bound: MergePendingBound? = nil) {
        _limit = limit
        _dropsWhenBusy = dropsWhenBusy
        _bound = bound
    }

    @inlinable var _hasPending: Bool {
        _pendingHead < _pending.count
    }

    /// The outer sent `element`.
    @inlinable mutating func outerNext(_ element: Pending) -> OuterNextAction {
        if _disposed {
            return .none
        }
        if _dropsWhenBusy {
            if _active > 0 {
                return .none
            }
            _active = 1
            return .subscribe(element)
        }
        // With elements already waiting, this one goes behind them: `concat` keeps order.
        if _active < _limit, !_hasPending {
            _active += 1
            return .subscribe(element)
        }
        if let bound = _bound, _pending.count - _pendingHead >= bound._policy.limit {
            return _onPendingFull(element, bound._policy)
        }
        _pending.append(element)
        if !_filling, _active < _limit {
            _filling = true
            return .fill
        }
        return .none
    }

    /// An element arrived to a full waiting queue: applies the bound's policy. A full queue
    /// means no slot is free for it (the queue only fills while every slot is taken), so
    /// nothing is left to fill.
    @inlinable @inline(never) mutating func _onPendingFull(
        _ element: Pending, _ policy: BufferPolicy
    ) -> OuterNextAction {
        switch policy._kind {
        case .dropNewest:
            _droppedTotal += 1
            return .dropped(element, total: _droppedTotal)
        case .dropOldest:
            let oldest = _popPending()
            _pending.append(element)
            _droppedTotal += 1
            return .dropped(oldest, total: _droppedTotal)
        case .fail:
            return .overflow(element)
        case .block, .unbounded:
            // Never bounded so (`MergePendingBound` refuses them): queue, as unbounded.
            _pending.append(element)
            return .none
        }
    }

    /// Takes the oldest waiting element out of the queue, which must not be empty.
    @inlinable mutating func _popPending() -> Pending {
        // Slots from `_pendingHead` on are always set.
        let element = _pending[_pendingHead]!
        _pending[_pendingHead] = nil
        _pendingHead += 1
        if _pendingHead == _pending.count {
            _pending.removeAll(keepingCapacity: true)
            _pendingHead = 0
        } else if _pendingHead >= 1024, _pendingHead * 2 >= _pending.count {
            // Compact now and then, so a long queue keeps its buffer small.
            _pending.removeFirst(_pendingHead)
            _pendingHead = 0
        }
        return element
    }

    /// The outer sent an element, for `flatMapFirst` (`dropsWhenBusy`): true if no inner
    /// runs (its slot is then reserved, and the caller maps and subscribes the element),
    /// false to drop it.
    @inlinable mutating func outerNextDropping() -> Bool {
        if _disposed || _active > 0 {
            return false
        }
        _active = 1
        return true
    }

    /// One turn of the fill loop (the caller is the thread running it): the next waiting
    /// element, with a slot reserved for it, or nil when the loop ends (nothing waits, no
    /// slot is free, or the subscription is disposed).
    @inlinable mutating func nextToFill() -> Pending? {
        if !_disposed, _active < _limit, _hasPending {
            let element = _popPending()
            _active += 1
            return element
        }
        _filling = false
        return nil
    }

    /// Lists `inner`, about to be subscribed; false if the subscription is disposed (the
    /// caller then disposes `inner` and does not subscribe).
    @inlinable mutating func insert(_ inner: MergeInner) -> Bool {
        if _disposed {
            return false
        }
        inner._next = _head
        _head?._previous = inner
        _head = inner
        return true
    }

    /// `inner` completed (and is disposed already).
    @inlinable mutating func innerCompleted(_ inner: MergeInner) -> InnerCompletedAction {
        if _disposed {
            // The list belongs to `dispose()`'s caller now; leave its links alone.
            return .none
        }
        _unlink(inner)
        _active -= 1
        if _hasPending {
            if _filling || _active >= _limit {
                return .none
            }
            _filling = true
            return .fill
        }
        return _outerStopped && _active == 0 ? .complete : .none
    }

    /// The outer completed: true to complete now.
    @inlinable mutating func outerCompleted() -> Bool {
        _outerStopped = true
        return !_disposed && _active == 0 && !_hasPending
    }

    /// The subscription is disposed: returns the running inners' list, to dispose after
    /// unlocking, and the waiting elements, to release after unlocking.
    @inlinable mutating func dispose() -> (inners: MergeInner?, pending: [Pending?]) {
        _disposed = true
        let inners = _head
        _head = nil
        let pending = _pending
        _pending = []
        _pendingHead = 0
        return (inners, pending)
    }

    @inlinable mutating func _unlink(_ inner: MergeInner) {
        let next = inner._next
        let previous = inner._previous
        if let previous {
            previous._next = next
        } else if _head === inner {
            _head = next
        } else {
            // Not listed (never inserted, or unlinked already).
            return
        }
        next?._previous = previous
        inner._next = nil
        inner._previous = nil
    }
}

/// The bound on a merge's queue of waiting inners (`merge(maxConcurrent:buffer:)`,
/// `concatMap(buffer:)`): its policy and what its reports and errors name. Made once per
/// subscription, and only for a bounded one.
@usableFromInline
final class MergePendingBound: Sendable {
    /// `.dropNewest`, `.dropOldest` or `.fail`, with a limit of at least 1.
    @usableFromInline let _policy: BufferPolicy
    @usableFromInline let _operatorName: String
    @usableFromInline let _site: AssemblySite?

    @inlinable init(policy: BufferPolicy, operatorName: String, site: AssemblySite?) {
        _policy = policy
        _operatorName = operatorName
        _site = site
    }

    /// Why `policy` cannot bound a merge's queue, or nil if it can.
    ///
    /// `.block` is refused: a slot frees when an inner completes, on whichever thread the
    /// inner completes, and Rheo cannot tell that this is not the thread that would wait
    /// (an inner observed on the main queue, with the outer sending from the main thread,
    /// would wait for ever).
    /// - Parameter call: The call as the message begins it, as `concatMap(buffer:`.
    @inlinable static func refusal(of policy: BufferPolicy, call: String) -> String? {
        switch policy._kind {
        case .block:
            return "\(call) .\(policy)): block is not available here: an inner completes on a thread "
                + "Rheo cannot tell apart from the waiting one; use .fail or a dropping policy"
        case .unbounded:
            return nil
        case .dropNewest, .dropOldest, .fail:
            return policy.limit < 1 ? "\(call) .\(policy)): limit must be at least 1" : nil
        }
    }
}
