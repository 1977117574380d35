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
/// Scheduling follows the queue-drain pattern: `push` returns true when the queue was idle
/// and the caller must schedule `drain`; `drain` runs until no push was missed.
///
/// Thread rules: `push` from one thread at a time (the producer), `drain` from one thread
/// at a time (the consumer).
@usableFromInline
final class SPSCDrainQueue<Value>: @unchecked Sendable {
    // First stored property: reached by address. Do not reorder.
    @usableFromInline var _workInProgress = rheo_atomic_intptr()
    // Producer side.
    @usableFromInline var _tail: Segment
    @usableFromInline var _tailCount = 0
    // Consumer side.
    @usableFromInline var _head: Segment

    @usableFromInline static var segmentCapacity: Int { 1024 }

    @inlinable init() {
        let first = Segment()
        _tail = first
        _head = first
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Appends `value` (producer only); true when the caller must schedule a drain.
    @inlinable func push(_ value: Value) -> Bool {
        if _tailCount == Self.segmentCapacity {
            _pushSegmentSlowPath()
        }
        (_tail._slots + _tailCount).initialize(to: value)
        _tailCount += 1
        rheo_atomic_intptr_store_release(_tail._countPointer, _tailCount)
        return rheo_atomic_intptr_fetch_add_acq_rel(_atomicState(of: self), 1) == 0
    }

    @inline(never) @usableFromInline func _pushSegmentSlowPath() {
        let next = Segment()
        rheo_atomic_ptr_store_release(_tail._nextPointer, Unmanaged.passRetained(next).toOpaque())
        _tail = next
        _tailCount = 0
    }

    /// Runs `body` on every value pushed, in order, until no push was missed (consumer
    /// only, once per `push` that returned true).
    ///
    /// - Parameter lingerSpins: How many times to poll an empty queue (with a CPU pause)
    ///   before going idle, so that a producer slightly slower than the drain does not pay
    ///   a reschedule per value.
    @inlinable func drain(lingerSpins: Int = 0, _ body: (Value) -> Void) {
        var missed = 1
        while true {
            var spins = 0
            while true {
                if let value = _pop() {
                    body(value)
                    spins = 0
                } else if spins < lingerSpins {
                    spins += 1
                    rheo_cpu_relax()
                } else {
                    break
                }
            }
            missed = rheo_atomic_intptr_fetch_add_acq_rel(_atomicState(of: self), -missed) - missed
            if missed == 0 {
                return
            }
        }
    }

    @inlinable func _pop() -> Value? {
        var head = _head
        if head._read == Self.segmentCapacity {
            guard let next = rheo_atomic_ptr_load_acquire(head._nextPointer) else {
                return nil
            }
            // Take over the link's reference, and clear the link so the old segment's
            // deinit does not release it again.
            rheo_atomic_ptr_store_relaxed(head._nextPointer, nil)
            head = Unmanaged<Segment>.fromOpaque(next).takeRetainedValue()
            _head = head
        }
        let published = rheo_atomic_intptr_load_acquire(head._countPointer)
        if head._read == published {
            return nil
        }
        let value = (head._slots + head._read).move()
        head._read += 1
        return value
    }

    /// A block of slots; its header (count, next) is its first stored property.
    @usableFromInline
    final class Segment {
        // First stored property: reached by address. Do not reorder.
        @usableFromInline var _header = rheo_spsc_segment_header()
        @usableFromInline let _slots: UnsafeMutablePointer<Value>
        // Consumer only: how many slots were moved out.
        @usableFromInline var _read = 0

        @inlinable init() {
            _slots = .allocate(capacity: SPSCDrainQueue.segmentCapacity)
        }

        deinit {
            // Values pushed but never drained (the subscription ended first).
            let count = rheo_atomic_intptr_load_acquire(_countPointer)
            (_slots + _read).deinitialize(count: count - _read)
            _slots.deallocate()
            // A link the consumer never followed still holds its segment.
            if let next = rheo_atomic_ptr_load_acquire(_nextPointer) {
                Unmanaged<Segment>.fromOpaque(next).release()
            }
        }

        @inlinable var _countPointer: UnsafeMutablePointer<rheo_atomic_intptr> {
            (_getUnsafePointerToStoredProperties(self) + MemoryLayout<rheo_spsc_segment_header>.offset(of: \.count)!).assumingMemoryBound(to: rheo_atomic_intptr.self)
        }

        @inlinable var _nextPointer: UnsafeMutablePointer<rheo_atomic_ptr> {
            (_getUnsafePointerToStoredProperties(self) + MemoryLayout<rheo_spsc_segment_header>.offset(of: \.next)!).assumingMemoryBound(to: rheo_atomic_ptr.self)
        }
    }
}
