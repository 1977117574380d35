import CRheo

/// An object that can sit in a `DrainQueue`: its queue link and an atomic state word
/// (free for the subclass to use) live in its first stored property, so queueing it
/// allocates nothing.
@usableFromInline
class QueuedItem {
    // First stored property: reached by address. Do not reorder.
    @usableFromInline final var _header = rheo_queued_item_header()

    @usableFromInline init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable final var _link: UnsafeMutablePointer<rheo_mpsc_link> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: rheo_mpsc_link.self)
    }

    /// The subclass's atomic state word.
    @inlinable final var _state: UnsafeMutablePointer<rheo_atomic_intptr> {
        (_getUnsafePointerToStoredProperties(self) + QueuedItem.stateOffset).assumingMemoryBound(to: rheo_atomic_intptr.self)
    }

    // Constants, not `static let`s: a stored static is reached through `swift_once` on
    // every access, and these sit on every push and pop. `AtomicStateLayoutTests` checks
    // both against the real layout.

    /// Where the state word sits in the header: right after the link.
    @inlinable static var stateOffset: Int { MemoryLayout<rheo_mpsc_link>.stride }

    /// How far an object's stored properties start from the object's address: the heap
    /// object header of a native Swift object, a metadata pointer and a reference count.
    @inlinable static var storedPropertiesOffset: Int { 2 * MemoryLayout<Int>.stride }

    /// The item whose link is `link`, taking over the reference the queue held.
    @inlinable static func _takeItem(from link: UnsafeMutablePointer<rheo_mpsc_link>) -> QueuedItem {
        Unmanaged<QueuedItem>.fromOpaque(UnsafeRawPointer(link) - storedPropertiesOffset).takeRetainedValue()
    }
}

/// The queue-drain pattern (DESIGN.md rule 2): work from any number of threads runs one
/// item at a time, in FIFO order per producer, without a lock held while it runs.
///
/// Producers push onto the CRheo intrusive MPSC queue (the link is inside the item, so
/// nothing is allocated) and then read the drainer state word (0: idle, 1: a drainer is
/// running or scheduled); a producer that finds it idle claims it with a compare-exchange
/// and becomes (or schedules) the drainer, which runs items until the queue is empty and
/// then marks itself idle. Pushing from inside an item (reentrancy) only enqueues: the
/// running drain picks it up, so the stack does not grow. Nobody waits on a lock; a producer
/// that finds a drainer active returns at once.
///
/// The handshake is the store-buffering pattern, with every access to the state word and
/// the queue's tail sequentially consistent: a producer exchanges the tail, then loads the
/// state; a drainer going idle stores idle, then loads the tail. Either the producer sees
/// idle and starts a drain, or the drainer sees the item and takes the queue back. While a
/// drain runs, producers only read the state word, so its cache line does not move between
/// cores per item, as it did when every push incremented a shared work counter (RxJava's
/// "missed" loop, Rheo's earlier protocol), which on the `SerialScheduler` crossed cores
/// twice per action.
@usableFromInline
final class DrainQueue: @unchecked Sendable { // @unchecked: a lock-free MPSC queue (CRheo) plus an atomic drainer state that elects one drainer.
    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    // 0: idle; 1: a drainer (inline or scheduled) owns the queue.
    @usableFromInline var _drainerState = rheo_atomic_intptr()
    @usableFromInline let _queue: OpaquePointer

    @usableFromInline init() {
        guard let queue = rheo_mpsc_intrusive_create() else {
            fatalError("Rheo: out of memory creating a queue")
        }
        _queue = queue
        Resources.incrementTotal()
    }

    deinit {
        // Items still queued (the owner stopped draining) are released, not run.
        while let link = rheo_mpsc_intrusive_pop_wait(_queue) {
            _ = QueuedItem._takeItem(from: link)
        }
        rheo_mpsc_intrusive_destroy(_queue)
        Resources.decrementTotal()
    }

    /// Claims the queue for inline work if it is idle and empty: a load and one
    /// compare-and-swap, no allocation. On success the caller runs its work directly and
    /// then calls `exitInline()`.
    ///
    /// Empty matters: a drainer marks the queue idle before its last look at it, so an item
    /// this thread pushed a moment ago may still be queued while the state reads idle;
    /// working inline then would overtake it. The check cannot miss this thread's own
    /// items; another thread's item racing it has no order relative to this one anyway.
    @inlinable func tryEnterInline() -> Bool {
        if rheo_mpsc_intrusive_has_items(_queue) {
            return false
        }
        var idle = 0
        return rheo_atomic_intptr_compare_exchange_strong_acq_rel(_atomicState(of: self), &idle, 1)
    }

    /// Ends inline work: marks the queue idle, unless items were pushed meanwhile; then the
    /// caller keeps the queue and must `drain` it (true).
    @inlinable func exitInline() -> Bool {
        _goIdleUnlessMoreArrived()
    }

    /// Appends `item`; true when the queue was idle and the caller must now drain it (or
    /// schedule a drain). Safe from any thread.
    @inlinable func push(_ item: QueuedItem) -> Bool {
        _ = Unmanaged.passRetained(item)
        // The push's tail exchange is sequentially consistent, as is this load: see the
        // type's discussion.
        rheo_mpsc_intrusive_push(_queue, item._link)
        if rheo_atomic_intptr_load_seq_cst(_atomicState(of: self)) != 0 {
            return false
        }
        var idle = 0
        return rheo_atomic_intptr_compare_exchange_strong_acq_rel(_atomicState(of: self), &idle, 1)
    }

    /// Runs `body` on every queued item, in order, until the queue is empty, then marks it
    /// idle. Only the owner of the queue calls it: a `push` or `exitInline` that returned
    /// true, or the drain scheduled for it.
    @inlinable func drain(_ body: (QueuedItem) -> Void) {
        drainLinks { link in
            body(QueuedItem._takeItem(from: link))
        }
    }

    /// `drain`, handing over each item's link; `QueuedItem._takeItem(from:)` turns it back
    /// into the item (+1).
    @inlinable func drainLinks(_ body: (UnsafeMutablePointer<rheo_mpsc_link>) -> Void) {
        repeat {
            while let link = rheo_mpsc_intrusive_pop_wait(_queue) {
                body(link)
            }
        } while _goIdleUnlessMoreArrived()
    }

    /// Stores idle, then looks at the queue once more: true when an item was pushed after
    /// the owner last found it empty and the owner took the queue back. After the store a
    /// producer may start another drain, so this reads only the tail (atomically).
    @inlinable func _goIdleUnlessMoreArrived() -> Bool {
        rheo_atomic_intptr_store_seq_cst(_atomicState(of: self), 0)
        guard rheo_mpsc_intrusive_has_items(_queue) else {
            return false
        }
        // A producer that saw idle may have claimed the queue already; then it drains.
        var idle = 0
        return rheo_atomic_intptr_compare_exchange_strong_acq_rel(_atomicState(of: self), &idle, 1)
    }
}
