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

/// The queue-drain pattern (docs/Contracts.md rule 2): work from any number of threads runs one
/// item at a time, in FIFO order per producer, without a lock held while it runs.
///
/// Producers push onto the CRheo intrusive MPSC queue (the link is inside the item, so
/// nothing is allocated) and then increment an atomic work-in-progress counter; the
/// producer that moves it from 0 becomes the drainer and runs items until the counter says
/// nothing was missed (the "missed" loop of RxJava's queue-drain). Pushing from inside an
/// item (reentrancy) only enqueues: the running drain picks it up, so the stack does not
/// grow. Nobody waits on a lock; a producer that finds a drainer active returns at once.
@usableFromInline
final class DrainQueue: @unchecked Sendable { // @unchecked: a lock-free MPSC queue (CRheo) plus an atomic work counter that elects one drainer.
    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    @usableFromInline var _workInProgress = rheo_atomic_intptr()
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

    /// Claims the queue for inline work if it is idle (nothing queued, nobody draining):
    /// one compare-and-swap, no allocation. On success the caller runs its work directly
    /// and then calls `exitInline()`.
    @inlinable func tryEnterInline() -> Bool {
        var idle = 0
        return rheo_atomic_intptr_compare_exchange_strong_acq_rel(_atomicState(of: self), &idle, 1)
    }

    /// Ends inline work claimed by `tryEnterInline()`; returns how many pushes arrived
    /// meanwhile. If that is not 0, the caller is the drainer and must call
    /// `drain(missed:_:)` with it.
    @inlinable func exitInline() -> Int {
        rheo_atomic_intptr_fetch_add_acq_rel(_atomicState(of: self), -1) - 1
    }

    /// Enqueues `item`, which must not be queued already; returns true when the caller has
    /// become the drainer and must call `drain(_:)` (on whatever thread it chooses).
    @inlinable func push(_ item: QueuedItem) -> Bool {
        _ = Unmanaged.passRetained(item)
        rheo_mpsc_intrusive_push(_queue, item._link)
        return rheo_atomic_intptr_fetch_add_acq_rel(_atomicState(of: self), 1) == 0
    }

    /// Runs `body` on queued items, in order, until none is left. Only the caller that
    /// `push` (or `exitInline`) made the drainer may call this, once per such call.
    ///
    /// - Parameter missed: The work-in-progress count the caller owns (1 after `push`, what
    ///   `exitInline` returned after an inline run).
    @inlinable func drain(missed: Int = 1, _ body: (QueuedItem) -> Void) {
        drainLinks(missed: missed) { link in
            body(QueuedItem._takeItem(from: link))
        }
    }

    /// `drain(missed:_:)` handing out each item's link, with the reference the queue held:
    /// `body` takes it over (`QueuedItem._takeItem(from:)`, or a subclass's own), so an
    /// owner that recycles items can see whether it holds the last reference.
    @inlinable func drainLinks(missed: Int = 1, _ body: (UnsafeMutablePointer<rheo_mpsc_link>) -> Void) {
        var missed = missed
        while true {
            while let link = rheo_mpsc_intrusive_pop_wait(_queue) {
                body(link)
            }
            missed = rheo_atomic_intptr_fetch_add_acq_rel(_atomicState(of: self), -missed) - missed
            if missed == 0 {
                return
            }
        }
    }
}
