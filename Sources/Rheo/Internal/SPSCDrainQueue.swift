import CRheo

/// An unbounded single-producer single-consumer queue with a drain counter: the buffer of
/// `observe(on:)`.
///
/// Values go into fixed-size segments linked as they fill; the producer publishes each
/// value with a release store of its segment's count, and the consumer reads up to that
/// count with an acquire load, so neither side takes a lock and steady state allocates one
/// segment per `segmentCapacity` values. Segment lifetime is plain reference counting: the
/// producer hands a new segment to the old one's `next` link (retained) before moving on,
/// and the consumer releases a segment when it moves past it.
///
/// Scheduling follows the queue-drain pattern, on the same `DrainCounter` as `DrainQueue`:
/// `push` returns true when the queue was idle and the caller must schedule `drain`; `drain`
/// runs until no push was missed.
///
/// Why not a `DrainQueue`: that one links items intrusively so that any number of producers
/// can push, which costs an object per value; `observe(on:)` has one producer (the Rx
/// grammar), so values go into plain slots in batches, with no atomic read-modify-write on
/// the slots and no allocation per value. What the two share, the counter protocol, is
/// `DrainCounter`'s.
///
/// Thread rules: `push` from one thread at a time (the producer), `drain` from one thread
/// at a time (the consumer).
///
/// Several producers (`submit(inline:orPush:under:handler:)`, the serializer of `merge`):
/// the producer side is then guarded by a lock of the owner's, held only to write a slot
/// (it never runs user code), so the producers take turns as "the" producer, and the lock
/// orders each turn after the previous one. The protocol is then the multi-producer queue
/// drain of `DrainQueue` with the items replaced by slots:
/// - a producer that finds the counter idle claims it (`DrainCounter.tryClaimIdle`) and
///   handles its value in place, with no lock and no slot, then drains what arrived
///   meanwhile;
/// - else it writes its value to the next slot under the lock (publishing it with the
///   segment count's release store), then counts it (`arrive`), and drains if that made it
///   the drainer;
/// - the drainer hands out every published value, in slot order, until no unit arrived
///   meanwhile.
/// A value is published before it is counted, so the drainer that sees its unit sees the
/// value (no lost wake-up); a producer whose next value finds the counter idle has had its
/// earlier values drained already (order per producer). Slot order is lock order, which on
/// one thread is program order (a reentrant submission from a handler queues behind).
/// Compared with `DrainQueue`, a contended value costs a lock instead of an allocated item:
/// producers that outrun the drainer (several threads feeding one) would otherwise
/// allocate an item per value, since recycled items cannot come back faster than the
/// drainer frees them.
@usableFromInline
final class SPSCDrainQueue<Value>: @unchecked Sendable {
    // @unchecked: one producer and one drainer, handed over through the atomic work counter.
    // First stored property: reached by address. Do not reorder.
    @usableFromInline var _workInProgress = rheo_atomic_intptr()
    // Producer side. The segment is held by an unmanaged +1 reference, and its slots and
    // count are cached as raw pointers, so a push does no reference counting. Each side's
    // fields are touched by that side only (the protocol, not Swift, serializes them), so
    // the dynamic exclusivity checks Swift would make per element are switched off.
    @exclusivity(unchecked) @usableFromInline var _tail: Unmanaged<Segment>
    @exclusivity(unchecked) @usableFromInline var _tailSlots: UnsafeMutablePointer<Value>
    @exclusivity(unchecked) @usableFromInline var _tailCount = 0
    @exclusivity(unchecked) @usableFromInline var _tailCapacity: Int
    // Consumer side, likewise.
    @exclusivity(unchecked) @usableFromInline var _head: Unmanaged<Segment>
    @exclusivity(unchecked) @usableFromInline var _headSlots: UnsafeMutablePointer<Value>
    @exclusivity(unchecked) @usableFromInline var _headRead = 0
    @exclusivity(unchecked) @usableFromInline var _headCapacity: Int
    // The capacity of every segment after the first.
    @usableFromInline let _segmentCapacity: Int

    /// The default capacity of a segment.
    @usableFromInline static var segmentCapacity: Int { 1024 }

    /// - Parameters:
    ///   - segmentCapacity: The slots of each segment.
    ///   - firstSegmentCapacity: The slots of the first segment, made with the queue; 0
    ///     makes an empty one, so that a queue that is never pushed to allocates no slots.
    @inlinable init(segmentCapacity: Int = SPSCDrainQueue.segmentCapacity, firstSegmentCapacity: Int? = nil) {
        let first = Segment(capacity: firstSegmentCapacity ?? segmentCapacity)
        _segmentCapacity = segmentCapacity
        _tail = Unmanaged.passRetained(first)
        _head = Unmanaged.passRetained(first)
        _tailSlots = first._slots
        _headSlots = first._slots
        _tailCapacity = first._capacity
        _headCapacity = first._capacity
        Resources.incrementTotal()
    }

    deinit {
        // Tell the consumer's segment how far it was read, so its deinit frees exactly the
        // values that were pushed and never drained.
        _head._withUnsafeGuaranteedRef { $0._read = _headRead }
        _tail.release()
        _head.release()
        Resources.decrementTotal()
    }

    /// Appends `value` (producer only); true when the caller must schedule a drain.
    @inlinable func push(_ value: Value) -> Bool {
        _append(value)
        return _counter.arrive()
    }

    /// Writes `value` to the next slot and publishes it, without counting it.
    @inlinable @inline(__always) func _append(_ value: __owned Value) {
        if _tailCount == _tailCapacity {
            _pushSegmentSlowPath()
        }
        (_tailSlots + _tailCount).initialize(to: value)
        _tailCount += 1
        _tail._withUnsafeGuaranteedRef { rheo_atomic_intptr_store_release($0._countPointer, _tailCount) }
    }

    /// Handles a value from one of several producers (see "Several producers" above): in
    /// place with `handleNow` when the queue is idle, else queued in a slot written under
    /// `lock` (the same lock for every producer of this queue) for `handler`, after the
    /// values already queued.
    ///
    /// - Parameters:
    ///   - handleNow: Handles the value in place; runs on the calling thread, with the
    ///     queue held.
    ///   - value: The value to queue; built only when the queue is busy.
    ///   - lock: Guards the producer side; held only while a slot is written.
    ///   - handler: Handles queued values; runs on whichever thread drains.
    @inlinable @inline(__always)
    func submit<Handler: DrainHandler>(
        inline handleNow: () -> Void, orPush value: @autoclosure () -> Value, under lock: Lock, handler: Handler
    ) where Handler.Queued == Value {
        let counter = _counter
        if counter.tryClaimIdle() {
            handleNow()
            let missed = counter.leave(1)
            if missed != 0 {
                _drainSlowPath(missed: missed, handler)
            }
        } else {
            _pushLockedSlowPath(value(), lock, handler)
        }
    }

    // One call for the whole contended path (see `DrainQueue._enqueueSlowPath`).
    @inlinable @inline(never)
    func _pushLockedSlowPath<Handler: DrainHandler>(_ value: __owned Value, _ lock: Lock, _ handler: Handler)
    where Handler.Queued == Value {
        lock.lock()
        _append(value)
        lock.unlock()
        if _counter.arrive() {
            _counter.drain(missed: 1) {
                while _drainAvailable({ handler._handleQueued($0) }) {}
            }
        }
    }

    /// Hands `value` to `handle` in place when the queue is idle and `canHandleInline()`
    /// says the calling thread is the consumer's; else pushes it. The caller then drains as
    /// the result says.
    ///
    /// For a producer that is sometimes on the consumer's thread (`observe(on:)` of the
    /// shared sequences on the main queue). While it handles `value`, the claim holds the
    /// queue: values pushed meanwhile (reentrantly, or by the producer's next thread after a
    /// hand-over) queue behind, and the caller, still on the consumer's thread and now the
    /// drainer, drains them (`.drainHere`). Only the producer claims, and a drain runs only
    /// on the consumer's thread, which the claim is on, so no other thread touches the
    /// counter while the claim is held; the claim is a load and a store
    /// (`DrainCounter.claimUncontended()`).
    @inlinable @inline(__always)
    func submit(_ value: Value, inlineIf canHandleInline: () -> Bool, handle: (Value) -> Void) -> InlineSubmission {
        let counter = _counter
        if counter.isIdle, canHandleInline() {
            counter.claimUncontended()
            handle(value)
            return counter.leaveUncontended() ? .drainHere : .done
        }
        return push(value) ? .scheduleDrain : .done
    }

    /// What `submit(_:inlineIf:handle:)` left its caller to do.
    @usableFromInline enum InlineSubmission {
        /// Nothing: the value was handled, or queued behind a drain that is pending.
        case done
        /// The value was queued and the queue was idle: schedule a drain (as after `push`).
        case scheduleDrain
        /// The value was handled in place, and values arrived meanwhile: the caller is the
        /// drainer, on the consumer's thread, and drains them now.
        case drainHere
    }

    // Specialized for the handler's type, never inlined: see `DrainHandler`.
    @inlinable @inline(never) func _drainSlowPath<Handler: DrainHandler>(missed: Int, _ handler: Handler)
    where Handler.Queued == Value {
        _counter.drain(missed: missed) {
            while _drainAvailable({ handler._handleQueued($0) }) {}
        }
    }

    @inlinable @inline(__always) var _counter: DrainCounter {
        DrainCounter(_atomicState(of: self))
    }

    @inline(never) @usableFromInline func _pushSegmentSlowPath() {
        let next = Segment(capacity: _segmentCapacity)
        // The link takes its own +1; the producer's +1 moves from the old tail to the new.
        _tail._withUnsafeGuaranteedRef {
            rheo_atomic_ptr_store_release($0._nextPointer, Unmanaged.passRetained(next).toOpaque())
        }
        _tail.release()
        _tail = Unmanaged.passRetained(next)
        _tailSlots = next._slots
        _tailCapacity = next._capacity
        _tailCount = 0
    }

    /// Runs `body` on every value pushed, in order, until no push was missed (consumer
    /// only, once per `push` that returned true).
    @inlinable func drain(_ body: (Value) -> Void) {
        _counter.drain(missed: 1) {
            while _drainAvailable(body) {}
        }
    }

    /// Hands at most `limit` values to `body`, in order (consumer only, while it is the
    /// drainer: after a `push` that returned true, or after a call that returned true).
    ///
    /// For a drain that yields its thread between batches (`observe(on:)` on a dispatch
    /// queue, whose other work must not wait behind an endless run of events). Returns true
    /// when the caller is still the drainer and must call again, later; false when the
    /// queue went idle, and the next `push` returns true.
    ///
    /// Every unit on the counter is the drainer's (nobody else drains while it is not 0),
    /// and each was counted after its value was published, so once no published value is
    /// left, the units loaded at the start have all been handled and are given back; units
    /// that arrived meanwhile keep the caller the drainer (their values may have been
    /// handled already, and the next call then finds nothing and gives them back).
    ///
    /// - Parameter lingering: When true and this call has handed out a run of at least
    ///   `lingerRun` values, the drain, having caught up with the producer, watches for its
    ///   next value for up to `lingerNanoseconds` before it gives up the queue. A producer
    ///   that streams faster than the scheduler can wake a drain then keeps one drain busy
    ///   instead of waking a new one every few values (a wake-up costs a dispatch block, or
    ///   an `Operation` and a dozen allocations of Foundation's, and microseconds of
    ///   thread hand-over); a producer that sends a value now and then never meets the
    ///   wait, since its drains hand out short runs. The wait changes only when the queue
    ///   goes idle, never what is delivered or in which order.
    @inlinable func drainPresent(atMost limit: Int, lingering: Bool = false, _ body: (Value) -> Void) -> Bool {
        let owned = rheo_atomic_intptr_load_acquire(_counter._word)
        var left = limit
        var mayLinger = lingering
        while left > 0 {
            if _headRead == _headCapacity {
                guard _advanceHeadSlowPath() else {
                    if mayLinger, limit - left >= Self.lingerRun {
                        if _lingerSlowPath() { continue }
                        mayLinger = false
                    }
                    return _counter.leave(owned) != 0
                }
            }
            let published = _head._withUnsafeGuaranteedRef { rheo_atomic_intptr_load_acquire($0._countPointer) }
            if _headRead == published {
                if mayLinger, limit - left >= Self.lingerRun {
                    if _lingerSlowPath() { continue }
                    mayLinger = false
                }
                return _counter.leave(owned) != 0
            }
            let end = min(published, _headRead + left)
            left -= end - _headRead
            while _headRead < end {
                let value = (_headSlots + _headRead).move()
                _headRead += 1
                body(value)
            }
        }
        return true
    }

    /// How many values one `drainPresent(atMost:lingering:_:)` call must hand out before
    /// it may wait for more: a producer streaming, not one sending now and then.
    @inlinable static var lingerRun: Int { 16 }

    /// How long a lingering drain watches for the producer's next value: about the time a
    /// dispatch queue takes to wake a drain, and short enough that a drain that waits in
    /// vain costs less than the wake-up it tries to save.
    @inlinable static var lingerNanoseconds: Int64 { 2_000 }

    /// How often a lingering drain looks at the producer's count. Looking at every CPU
    /// pause would pull the cache line the producer writes on every value away from it,
    /// slowing the producer the drain waits for; every 250 ns, it lets a run of values
    /// gather, and costs at most eight looks per wait.
    @inlinable static var lingerCheckNanoseconds: Int64 { 250 }

    /// Watches for a value the producer publishes within `lingerNanoseconds`, spinning with
    /// CPU pauses on the clock and looking at the producer's count every
    /// `lingerCheckNanoseconds`; true if one was published (the caller reads it), false if
    /// none came.
    @inline(never) @usableFromInline func _lingerSlowPath() -> Bool {
        let start = rheo_monotonic_nanoseconds()
        let deadline = start + Self.lingerNanoseconds
        var nextLook = start + Self.lingerCheckNanoseconds
        while true {
            rheo_cpu_relax()
            let now = rheo_monotonic_nanoseconds()
            if now >= nextLook {
                if _hasUnreadValue { return true }
                if now >= deadline { return false }
                nextLook = now + Self.lingerCheckNanoseconds
            }
        }
    }

    /// True when the producer has published a value the consumer has not read (consumer
    /// only).
    @inlinable var _hasUnreadValue: Bool {
        _head._withUnsafeGuaranteedRef {
            _headRead < _headCapacity
                ? rheo_atomic_intptr_load_acquire($0._countPointer) > _headRead
                : rheo_atomic_ptr_load_acquire($0._nextPointer) != nil
        }
    }

    /// Hands every value published so far to `body`, loading the producer's count once per
    /// segment rather than once per value; false when there was none.
    @inlinable func _drainAvailable(_ body: (Value) -> Void) -> Bool {
        var handled = false
        while true {
            if _headRead == _headCapacity {
                guard _advanceHeadSlowPath() else { return handled }
            }
            let published = _head._withUnsafeGuaranteedRef { rheo_atomic_intptr_load_acquire($0._countPointer) }
            if _headRead == published {
                return handled
            }
            while _headRead < published {
                let value = (_headSlots + _headRead).move()
                _headRead += 1
                body(value)
            }
            handled = true
        }
    }

    @inline(never) @usableFromInline func _advanceHeadSlowPath() -> Bool {
        guard let next = _head._withUnsafeGuaranteedRef({ rheo_atomic_ptr_load_acquire($0._nextPointer) }) else {
            return false
        }
        // Take over the link's reference, and clear the link so the old segment's deinit
        // does not release it again; the old segment was fully read.
        _head._withUnsafeGuaranteedRef {
            rheo_atomic_ptr_store_relaxed($0._nextPointer, nil)
            $0._read = $0._capacity
        }
        _head.release()
        _head = Unmanaged<Segment>.fromOpaque(next)
        _headSlots = _head._withUnsafeGuaranteedRef { $0._slots }
        _headCapacity = _head._withUnsafeGuaranteedRef { $0._capacity }
        _headRead = 0
        return true
    }

    /// A block of slots; its header (count, next) is its first stored property.
    @usableFromInline
    final class Segment {
        // First stored property: reached by address. Do not reorder.
        @usableFromInline var _header = rheo_spsc_segment_header()
        @usableFromInline let _slots: UnsafeMutablePointer<Value>
        @usableFromInline let _capacity: Int
        // How many slots the consumer moved out; set when the consumer leaves the segment
        // (or the queue goes away), read by deinit.
        @usableFromInline var _read = 0

        /// A segment of `capacity` slots; 0 allocates none (an aligned placeholder address
        /// stands in, never read or written).
        @inlinable init(capacity: Int) {
            _capacity = capacity
            _slots =
                capacity == 0
                ? UnsafeMutablePointer(bitPattern: MemoryLayout<Value>.alignment)!
                : .allocate(capacity: capacity)
        }

        deinit {
            // Values pushed but never drained (the subscription ended first).
            let count = rheo_atomic_intptr_load_acquire(_countPointer)
            (_slots + _read).deinitialize(count: count - _read)
            if _capacity != 0 {
                _slots.deallocate()
            }
            // A link the consumer never followed still holds its segment.
            if let next = rheo_atomic_ptr_load_acquire(_nextPointer) {
                Unmanaged<Segment>.fromOpaque(next).release()
            }
        }

        @inlinable var _countPointer: UnsafeMutablePointer<rheo_atomic_intptr> {
            (_getUnsafePointerToStoredProperties(self) + MemoryLayout<rheo_spsc_segment_header>.offset(of: \.count)!)
                .assumingMemoryBound(to: rheo_atomic_intptr.self)
        }

        @inlinable var _nextPointer: UnsafeMutablePointer<rheo_atomic_ptr> {
            (_getUnsafePointerToStoredProperties(self) + MemoryLayout<rheo_spsc_segment_header>.offset(of: \.next)!)
                .assumingMemoryBound(to: rheo_atomic_ptr.self)
        }
    }
}
