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
        (_getUnsafePointerToStoredProperties(self) + QueuedItem.stateOffset).assumingMemoryBound(
            to: rheo_atomic_intptr.self)
    }

    // Constants, not `static let`s: a stored static is reached through `swift_once` on
    // every access, and these sit on every push and pop. `AtomicStateLayoutTests` checks
    // both against the real layout (docs/UnsafeAssumptions.md, 1 and 15).

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

/// The work-in-progress counter of the queue-drain pattern (docs/Contracts.md rule 2), over
/// an atomic word that its owner keeps at a stable address: `DrainQueue`'s and
/// `SPSCDrainQueue`'s first stored property. Every step of the protocol on the counter is
/// here; the queues decide only how work is stored.
///
/// The count is the number of units of work published and not yet handled, plus one while
/// a caller handles work in place. Whoever moves it from 0 owns the drain; the drainer
/// gives back what it handled and goes on while more arrived meanwhile (the "missed" loop of
/// RxJava's queue-drain), so no unit is ever left without a drainer, and there is never
/// more than one.
@usableFromInline
struct DrainCounter {
    @usableFromInline let _word: UnsafeMutablePointer<rheo_atomic_intptr>

    @inlinable @inline(__always) init(_ word: UnsafeMutablePointer<rheo_atomic_intptr>) {
        _word = word
    }

    /// Claims an idle counter (nothing queued, nobody draining) for work done in place: one
    /// compare-exchange. On success the caller ends its claim with `leave(1)`.
    @inlinable @inline(__always) func tryClaimIdle() -> Bool {
        var idle = 0
        return rheo_atomic_intptr_compare_exchange_strong_acq_rel(_word, &idle, 1)
    }

    /// Counts one unit of work the caller has just published: true when the caller has
    /// become the drainer (the counter was 0) and must drain with `missed: 1`.
    @inlinable @inline(__always) func arrive() -> Bool {
        rheo_atomic_intptr_fetch_add_acq_rel(_word, 1) == 0
    }

    /// Gives back `units` the caller owned (handled work, or its in-place claim); returns how
    /// many arrived meanwhile. If that is not 0 the caller is still the drainer and owns them.
    @inlinable @inline(__always) func leave(_ units: Int) -> Int {
        rheo_atomic_intptr_fetch_add_acq_rel(_word, -units) - units
    }

    /// The drainer's loop: `drainAvailable` takes every unit published so far, then the
    /// units owned are given back, until none arrived meanwhile.
    ///
    /// - Parameter missed: The units the caller owns (1 after `arrive()`, what `leave`
    ///   returned after work done in place).
    @inlinable @inline(__always) func drain(missed: Int, _ drainAvailable: () -> Void) {
        var missed = missed
        repeat {
            drainAvailable()
            missed = leave(missed)
        } while missed != 0
    }

    /// Whether nothing is queued and nobody is draining.
    @inlinable @inline(__always) var isIdle: Bool {
        rheo_atomic_intptr_load_acquire(_word) == 0
    }

    /// `tryClaimIdle()` for a caller that has just seen `isIdle` and that no other thread
    /// can race on the counter while it holds the claim (the single producer of an
    /// `SPSCDrainQueue`, on the thread where its drains run): a plain store instead of a
    /// compare-exchange. End the claim with `leaveUncontended()`.
    @inlinable @inline(__always) func claimUncontended() {
        rheo_atomic_intptr_store_relaxed(_word, 1)
    }

    /// Ends a claim of `claimUncontended()`: false if the counter is idle again; true when
    /// units arrived meanwhile (pushed reentrantly), and the caller must drain them with
    /// `missed: 1` (its claim's unit).
    @inlinable @inline(__always) func leaveUncontended() -> Bool {
        guard rheo_atomic_intptr_load_acquire(_word) == 1 else {
            return true
        }
        rheo_atomic_intptr_store_release(_word, 0)
        return false
    }
}

/// What handles the work a queue drains (a `DrainQueue`'s items, an `SPSCDrainQueue`'s
/// values) on the per-event paths: the queue's owner (a subject, a sink), handed to the
/// entry points as a generic argument.
///
/// Why not a closure: the drain runs out of line, and a closure handed to a function that
/// is not inlined is formed with its own references to what it captures, so a handler
/// closure capturing the owner costs a retain and a release of the owner on every event,
/// even an uncontended one that never drains. A conforming owner is passed as it is
/// (borrowed), and the drain is specialized for its type. The closure forms
/// (`DrainQueue.submit(inline:orEnqueue:drain:)`) remain for paths that are not per-event.
@usableFromInline
protocol DrainHandler<Queued> {
    associatedtype Queued

    /// Handles work that waited in the queue; runs on the draining thread, one at a time,
    /// in queue order, between and after the inputs handled in place.
    func _handleQueued(_ queued: Queued)
}

/// What the first phase of a two-phase submission (`DrainQueue.claim(orEnqueue:)`) left
/// the caller to do in the second (`DrainQueue.finish(_:inline:handler:)`).
@usableFromInline
enum DrainClaim {
    /// The queue was idle and the caller holds it: handle the input in place, then drain
    /// what arrived meanwhile.
    case inline
    /// The input was queued and the caller became the drainer: drain.
    case drainer
    /// The input was queued behind a drainer that is running: nothing to do.
    case queued
}

/// The queue-drain pattern (docs/Contracts.md rule 2): work from any number of threads runs
/// one item at a time, in FIFO order per producer, without a lock held while it runs.
///
/// This file is the only place that runs the protocol: every user goes through the entry
/// points below and never through the `_`-prefixed members, which are visible to the
/// module only because inlinable code needs them.
///
/// Algorithm: producers push onto the CRheo intrusive MPSC queue (the link is inside the
/// item, so nothing is allocated) and then count the item on a `DrainCounter`; the producer
/// that moves the count from 0 becomes the drainer and runs items until nothing was missed.
/// The fast path of RxJava's serializers (`HalfSerializer`) comes first: a submitter that
/// finds the queue idle claims it with one compare-exchange and handles its input in place,
/// with no item, no allocation and no queueing. Pushing from inside a handler
/// (reentrancy) only enqueues: the running drain picks it up, so the stack does not grow.
/// Nobody waits on a lock; a producer that finds a drainer active returns at once.
///
/// Entry points:
/// - `submit(inline:orEnqueue:handler:)`: handle an input now or queue it; the per-event
///   one. `submit(inline:orEnqueue:drain:)` takes a closure instead of a handler, for
///   paths that are not per-event (see `DrainHandler`).
/// - `claim(orEnqueue:)` then `finish(_:inline:handler:)`: the same in two phases, for a
///   caller that must decide its input's place in the order under a lock of its own and
///   run the handler after releasing it (`BehaviorSubject`).
/// - `holding(_:drain:)`: run setup with the queue held, so that inputs arriving meanwhile
///   wait for it (`ChannelBinding.start`).
/// - `enqueue(_:)` then `drain(_:)`: queue without handling, and drain later on a thread
///   of the caller's choosing (`SerialScheduler`); `drainPresent(atMost:_:)` drains at most
///   a given number of items, and `tryClaimIdle()`/`leaveClaim()` hold an idle queue while
///   work runs in place (the dispatch schedulers, `DispatchActionQueue`).
///
/// Limits: handling moves between threads. An input that arrives while another thread is
/// handling one is handled by that thread, right after, instead of blocking its own thread.
///
/// Performance: the entry points are inlinable and always inlined, and call the in-place
/// handler and the item maker only directly, so those closures are inlined into the
/// caller's specialized code and cost nothing; only the push and the drain are out of line
/// (`@inline(never)` slow paths). The uncontended path is one compare-exchange and one
/// fetch-add around the handler. Keep an item maker to a call of an out-of-line factory
/// (`InputBox._makeSlowPath`): an allocation inlined there can make a per-event path too
/// big for the compiler to inline into its caller.
@usableFromInline
final class DrainQueue<Item: QueuedItem>: @unchecked Sendable {
    // @unchecked: a lock-free MPSC queue (CRheo) plus an atomic work counter that elects one drainer.
    // First stored property: reached by address (see `_counter`). Do not reorder.
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

    // MARK: Entry points

    /// Handles one input: in place if the queue is idle, else queued for whoever drains.
    ///
    /// - Parameters:
    ///   - handleNow: Handles the input in place; runs on the calling thread, with the
    ///     queue held.
    ///   - makeItem: Makes the queued form of the input; called only when the queue is busy.
    ///   - handler: Handles queued items; runs on whichever thread drains (the caller's, if
    ///     it finds items were queued meanwhile).
    @inlinable @inline(__always)
    func submit<Handler: DrainHandler>(inline handleNow: () -> Void, orEnqueue makeItem: () -> Item, handler: Handler)
    where Handler.Queued == Item {
        if _counter.tryClaimIdle() {
            handleNow()
            let missed = _counter.leave(1)
            if missed != 0 {
                _drainSlowPath(missed: missed, handler)
            }
        } else {
            _enqueueSlowPath(makeItem(), handler)
        }
    }

    /// `submit(inline:orEnqueue:handler:)` with a closure as the handler of queued items:
    /// for paths that are not per-event, since the closure costs a retain of what it
    /// captures on every call (see `DrainHandler`).
    @inlinable @inline(__always)
    func submit(inline handleNow: () -> Void, orEnqueue makeItem: () -> Item, drain handle: (consuming Item) -> Void) {
        if _counter.tryClaimIdle() {
            handleNow()
            let missed = _counter.leave(1)
            if missed != 0 {
                _drainSlowPath(missed: missed, handle)
            }
        } else if _pushSlowPath(makeItem()) {
            _drainSlowPath(missed: 1, handle)
        }
    }

    /// The first phase of a submission: claims the queue for in-place handling if it is
    /// idle, else queues the input's item. Runs no user code but `makeItem` and takes no
    /// lock, so it may be called under the caller's lock, which then orders the inputs; the
    /// caller must call `finish(_:inline:handler:)` with the result, after releasing that
    /// lock.
    @inlinable @inline(__always)
    func claim(orEnqueue makeItem: () -> Item) -> DrainClaim {
        if _counter.tryClaimIdle() {
            return .inline
        }
        return _pushSlowPath(makeItem()) ? .drainer : .queued
    }

    /// The second phase of a submission begun by `claim(orEnqueue:)`: handles the input in
    /// place (`.inline`) and drains what arrived meanwhile, or drains (`.drainer`), or does
    /// nothing (`.queued`).
    @inlinable @inline(__always)
    func finish<Handler: DrainHandler>(_ claim: DrainClaim, inline handleNow: () -> Void, handler: Handler)
    where Handler.Queued == Item {
        switch claim {
        case .inline:
            handleNow()
            let missed = _counter.leave(1)
            if missed != 0 {
                _drainSlowPath(missed: missed, handler)
            }
        case .drainer:
            _drainSlowPath(missed: 1, handler)
        case .queued:
            break
        }
    }

    /// Runs `body` with the queue held, so that inputs submitted meanwhile (from `body`, or
    /// from other threads) wait; then handles them.
    ///
    /// The queue must be idle: call it before anything can submit (as a setup step). A busy
    /// queue is a programming error and stops the program.
    @inlinable
    func holding(_ body: () -> Void, drain handle: (consuming Item) -> Void) {
        guard _counter.tryClaimIdle() else {
            preconditionFailure("Rheo: DrainQueue.holding(_:drain:) called on a busy queue")
        }
        body()
        let missed = _counter.leave(1)
        if missed != 0 {
            _drainSlowPath(missed: missed, handle)
        }
    }

    /// Queues `item`, which must not be queued already, without handling anything; returns
    /// true when the caller has become the drainer and must call `drain(_:)` once, on
    /// whatever thread it chooses.
    @inlinable
    func enqueue(_ item: Item) -> Bool {
        _push(item)
    }

    /// Handles queued items, in order, until none is left and none was missed. Only the
    /// caller that `enqueue(_:)` made the drainer may call it, once per such call.
    ///
    /// `handle` receives each item with the reference the queue held, so an owner that
    /// recycles items can check whether it holds the last one.
    @inlinable
    func drain(_ handle: (consuming Item) -> Void) {
        _drainLoop(missed: 1, handle)
    }

    /// Handles queued items, in order, at most `limit` of them; returns true when items may
    /// remain (the limit cut the batch, or more were counted meanwhile), and the caller,
    /// still the drainer, must call it again (for a dispatch scheduler's fair drain, possibly
    /// later, after other work on its queue). Only the caller that `enqueue(_:)` made the
    /// drainer may call it, or the caller this returned true to.
    ///
    /// It takes items until the queue is empty (or the limit), then gives back the units it
    /// owned when it started, as `DrainCounter.drain` does. Taking exactly as many items as
    /// were counted would be wrong: the queue's order is push order and the count's is
    /// arrival order, so an item pushed but not yet counted (its producer between the push
    /// and `arrive()`) would be taken in place of a counted one, and the counter would read
    /// idle while a counted item is still queued; `MainScheduler`'s in-place path would then
    /// run a later action before an earlier one of the same thread
    /// (`Tests/Models/DrainQueue.pml`, `-DDISPATCH=1 -DBROKEN=4`).
    @inlinable
    func drainPresent(atMost limit: Int, _ handle: (consuming Item) -> Void) -> Bool {
        // Every unit is this drainer's: nobody can claim the counter while it is not 0.
        let owned = rheo_atomic_intptr_load_acquire(_counter._word)
        var handled = 0
        while handled < limit {
            guard let link = rheo_mpsc_intrusive_pop_wait(_queue) else {
                // Empty: every item counted in `owned` was pushed before it was counted,
                // so it has been handled.
                return _counter.leave(owned) != 0
            }
            handled += 1
            handle(unsafeDowncast(QueuedItem._takeItem(from: link), to: Item.self))
        }
        return true
    }

    /// Claims an idle queue (nothing queued, nobody draining) without an input to handle:
    /// items enqueued while the claim lasts wait. End it with `leaveClaim()`.
    @inlinable
    func tryClaimIdle() -> Bool {
        _counter.tryClaimIdle()
    }

    /// Ends a claim of `tryClaimIdle()`; returns true when items were enqueued meanwhile
    /// and the caller has become their drainer (`drainPresent(atMost:_:)`, on whatever thread it
    /// chooses).
    @inlinable
    func leaveClaim() -> Bool {
        _counter.leave(1) != 0
    }

    // MARK: The protocol (this file only)

    @inlinable @inline(__always) var _counter: DrainCounter {
        DrainCounter(_atomicState(of: self))
    }

    @inlinable @inline(__always) func _push(_ item: Item) -> Bool {
        _ = Unmanaged.passRetained(item)
        rheo_mpsc_intrusive_push(_queue, item._link)
        return _counter.arrive()
    }

    // Takes the item made in the caller's code: the maker is a closure, which would cost
    // retains if it were handed to this function rather than called (see
    // `DrainHandler`).
    @inlinable @inline(never)
    func _pushSlowPath(_ item: __owned Item) -> Bool {
        _push(item)
    }

    // One call for the whole contended path, so that the uncontended path around it keeps
    // no value alive across it (no register to save).
    @inlinable @inline(never)
    func _enqueueSlowPath<Handler: DrainHandler>(_ item: __owned Item, _ handler: Handler)
    where Handler.Queued == Item {
        if _push(item) {
            _drainLoop(missed: 1) { handler._handleQueued($0) }
        }
    }

    // Inlinable so that it is specialized for the handler's type; never inlined, so that
    // the drain weighs nothing on the uncontended path.
    @inlinable @inline(never)
    func _drainSlowPath<Handler: DrainHandler>(missed: Int, _ handler: Handler) where Handler.Queued == Item {
        _drainLoop(missed: missed) { handler._handleQueued($0) }
    }

    @inlinable @inline(never)
    func _drainSlowPath(missed: Int, _ handle: (consuming Item) -> Void) {
        _drainLoop(missed: missed, handle)
    }

    @inlinable @inline(__always)
    func _drainLoop(missed: Int, _ handle: (consuming Item) -> Void) {
        _counter.drain(missed: missed) {
            while let link = rheo_mpsc_intrusive_pop_wait(_queue) {
                handle(unsafeDowncast(QueuedItem._takeItem(from: link), to: Item.self))
            }
        }
    }
}
