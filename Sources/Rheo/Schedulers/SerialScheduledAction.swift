import CRheo

/// A queued action of a `SerialScheduler`: cancellable until it runs, and holding what
/// it returned after. Its state word (in the queue header) has a `disposed` and a
/// `resultSet` bit; whichever of `dispose()` and `run()` comes second disposes the result.
///
/// The action and its state are stored inline, type-erased, so that one non-generic class
/// serves every action and a finished object can be reused for the next one: allocating
/// on the producer's thread and freeing on the drain's thread was the largest cost of
/// `schedule` (about a third of it in `perf`, the allocator's arena traffic between the
/// two threads). A finished action whose only reference is the drain's is recycled (see
/// `SerialActionRecycler`); one still referenced (its disposable kept by the caller) is
/// simply released.
@usableFromInline
final class SerialScheduledAction: QueuedItem, Cancelable, @unchecked Sendable {
    // @unchecked: the payload is written by the scheduling thread before the queue publishes
    // the object and read once by the drain; `dispose` goes through the atomic state word.
    // The same hand-over makes the unchecked exclusivity of the fields below safe: one
    // thread at a time owns them (docs/UnsafeAssumptions.md, 6 and 12).

    /// Runs (`run == true`) or only destroys the stored action and state; moves them out
    /// of `payload`, which is left uninitialized.
    @usableFromInline typealias Invoke = (_ payload: UnsafeMutableRawPointer, _ run: Bool) -> Disposable?

    // The stored `(state, action)` pair, or a closure wrapping them when the pair does not
    // fit. Memory of this property is rebound to the stored type while it holds one
    // (docs/UnsafeAssumptions.md, 6).
    @exclusivity(unchecked) @usableFromInline var _payload = InlinePayload()
    // Non-nil while the payload holds an action. Formed in specialized code, so it captures
    // nothing and costs no allocation.
    @exclusivity(unchecked) @usableFromInline var _invoke: Invoke?
    // Written once by `run` before `resultSet` is published; read and cleared only by the
    // one caller that sees both bits.
    @exclusivity(unchecked) private var _result: Disposable?
    // The next free object while this one sits in a recycler or a thread's cache.
    @exclusivity(unchecked) @usableFromInline var _nextFree: Unmanaged<SerialScheduledAction>?
    // Set on the first object of each batch a drain publishes, so that a taker can count
    // and cut the chain batch by batch instead of object by object: the batch's size, its
    // last object, and the first object of the batch published before it. Like `_nextFree`,
    // touched only by the thread that holds the free object.
    @exclusivity(unchecked) var _batchSize = 0
    @exclusivity(unchecked) var _batchLast: Unmanaged<SerialScheduledAction>?
    @exclusivity(unchecked) var _nextBatch: Unmanaged<SerialScheduledAction>?

    private static var disposedBit: Int { 1 }
    private static var resultSetBit: Int { 2 }

    @usableFromInline override init() {
        super.init()
    }

    deinit {
        // Dropped without running (its queue went away): release the state and action.
        if let invoke = _invoke {
            _ = withUnsafeMutableBytes(of: &_payload) { invoke($0.baseAddress!, false) }
        }
    }

    /// An action object holding `action` and `state`: a recycled one from this thread's
    /// cache or `recycler` if there is one, else a new one.
    ///
    /// Inlinable so that storing and invoking the pair is compiled for the caller's types.
    @inlinable static func make<State>(
        _ state: State, _ action: @escaping (State) -> Disposable, recycler: SerialActionRecycler
    ) -> SerialScheduledAction {
        let item = recycler.take() ?? SerialScheduledAction()
        item._store(state, action)
        return item
    }

    @inlinable func _store<State>(_ state: State, _ action: @escaping (State) -> Disposable) {
        typealias Pair = (State, (State) -> Disposable)
        if MemoryLayout<Pair>.size <= MemoryLayout<InlinePayload>.size,
            MemoryLayout<Pair>.alignment <= MemoryLayout<InlinePayload>.alignment
        {
            _ = withUnsafeMutableBytes(of: &_payload) {
                $0.baseAddress!.initializeMemory(as: Pair.self, repeating: (state, action), count: 1)
            }
            _invoke = { payload, run in
                let (state, action) = payload.assumingMemoryBound(to: Pair.self).move()
                return run ? action(state) : nil
            }
        } else {
            // Too big to store inline: one closure context holds the pair instead.
            typealias Thunk = () -> Disposable
            let thunk: Thunk = { action(state) }
            _ = withUnsafeMutableBytes(of: &_payload) {
                $0.baseAddress!.initializeMemory(as: Thunk.self, repeating: thunk, count: 1)
            }
            _invoke = { payload, run in
                let thunk = payload.assumingMemoryBound(to: Thunk.self).move()
                return run ? thunk() : nil
            }
        }
    }

    @usableFromInline var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_state) & Self.disposedBit != 0
    }

    @usableFromInline func dispose() {
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_state, Self.disposedBit)
        if old & (Self.disposedBit | Self.resultSetBit) == Self.resultSetBit {
            takeResult()?.dispose()
        }
    }

    /// Runs the action unless disposed, keeping its result for `dispose()`; either way the
    /// payload is released.
    func run() {
        guard let invoke = _invoke else { return }
        _invoke = nil
        let shouldRun = !isDisposed
        // Most actions return `Disposables.create()`: nothing to keep, and no atomic step.
        guard let result = withUnsafeMutableBytes(of: &_payload, { invoke($0.baseAddress!, shouldRun) }),
            !Self._isNop(result)
        else {
            return
        }
        _result = result
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_state, Self.resultSetBit)
        if old & Self.disposedBit != 0 {
            takeResult()?.dispose()
        }
    }

    /// Whether `disposable` is a `NopDisposable`, read from the existential container's
    /// type metadata word (the Swift ABI's layout: three words of value buffer, then the
    /// metadata). `type(of:)` would call into the runtime to look for a dynamic subclass,
    /// which costs more than what the check saves.
    ///
    /// `SerialScheduledActionNopCheckTests` checks the layout this assumes, so that an ABI
    /// change fails a test instead of making this answer wrong (docs/UnsafeAssumptions.md, 5).
    static func _isNop(_ disposable: Disposable) -> Bool {
        // `as any Disposable` keeps the existential closed: the bytes are the container.
        withUnsafeBytes(of: disposable as any Disposable) { container in
            container.load(fromByteOffset: existentialMetadataOffset, as: UnsafeRawPointer.self)
        } == unsafeBitCast(NopDisposable.self as Any.Type, to: UnsafeRawPointer.self)
    }

    /// Where an `any Disposable` container keeps its type metadata: after the three-word
    /// inline value buffer.
    static var existentialMetadataOffset: Int { 3 * MemoryLayout<Int>.stride }

    private func takeResult() -> Disposable? {
        let taken = _result
        _result = nil
        return taken
    }

    /// Makes a finished action whose last reference the caller holds ready for reuse.
    ///
    /// The acquire fence orders this after everything other threads did with the object
    /// before releasing their references (their `dispose()` included), which the
    /// uniqueness check observed with a relaxed load.
    func prepareForReuse() {
        rheo_atomic_thread_fence_acquire()
        if rheo_atomic_intptr_load_relaxed(_state) & Self.resultSetBit != 0 {
            _result = nil
        }
        rheo_atomic_intptr_store_relaxed(_state, 0)
        // A cached object is not a live runtime object: `Resources.total` counts it again
        // when it is taken (see `SerialActionRecycler`).
        Resources.decrementTotal()
    }

    /// Six words: room for a state of up to four words next to the action closure.
    @usableFromInline struct InlinePayload {
        @usableFromInline var _words: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
        @inlinable init() {}
    }
}

/// Where a `SerialScheduler`'s drain returns finished action objects, and where producers
/// find them again.
///
/// Algorithm: a Treiber stack pushed only by the scheduler's drain (one at a time) and
/// emptied only as a whole, by one atomic exchange, into the taking thread's private cache;
/// the thread then reuses its cache without atomics until it is empty. A stack that is
/// only ever emptied as a whole has no ABA problem: a push that finds the head it read
/// links to it, whatever happened to it meanwhile.
///
/// Limits: the counter is approximate (a drain may overshoot `capacity` by one batch); a
/// thread's cache keeps at most `capacity` objects and is released when the thread exits.
@usableFromInline
final class SerialActionRecycler: @unchecked Sendable {
    // @unchecked: the free list is atomic; the `_recent` ring is touched only by the scheduler's drainer.
    // First and second stored properties: reached by address. Do not reorder.
    var _head = rheo_atomic_ptr()
    var _count = rheo_atomic_intptr()

    // Drainer-owned: finished actions that were still referenced when they ran, each
    // looked at once more when `secondChance` pushes it out.
    @exclusivity(unchecked) private var _recent = ContiguousArray<SerialScheduledAction?>(
        repeating: nil, count: SerialActionRecycler.secondChanceDelay)
    @exclusivity(unchecked) private var _recentIndex = 0

    /// How many actions later a finished action that was still referenced is looked at again.
    static var secondChanceDelay: Int { 32 }

    /// How many finished objects the stack, and each thread's cache, keep at most.
    static var capacity: Int { 1024 }
    /// How many objects a drain gathers before publishing them.
    static var batchSize: Int { 64 }

    @usableFromInline init() {
        Resources.incrementTotal()
    }

    deinit {
        SerialActionRecycler.discard(chain: _takeAll())
        Resources.decrementTotal()
    }

    private var head: UnsafeMutablePointer<rheo_atomic_ptr> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: rheo_atomic_ptr.self)
    }

    // `_count` follows `_head` (both are one-word C structs; docs/UnsafeAssumptions.md, 3).
    private var count: UnsafeMutablePointer<rheo_atomic_intptr> {
        (_getUnsafePointerToStoredProperties(self) + MemoryLayout<rheo_atomic_ptr>.stride).assumingMemoryBound(
            to: rheo_atomic_intptr.self)
    }

    /// A free object from the calling thread's cache, refilled from this stack when empty;
    /// nil when both are empty.
    @usableFromInline func take() -> SerialScheduledAction? {
        // The cache lives as long as its thread: borrow it without retain/release traffic.
        SerialActionThreadCache.current._withUnsafeGuaranteedRef { cache in
            if cache.head == nil {
                cache.refill(from: _takeAll(), recycler: self)
            }
            guard let taken = cache.head else {
                return nil
            }
            cache.head = taken._withUnsafeGuaranteedRef { $0._nextFree }
            let item = taken.takeRetainedValue()
            item._nextFree = nil
            Resources.incrementTotal()
            return item
        }
    }

    private func _takeAll() -> Unmanaged<SerialScheduledAction>? {
        rheo_atomic_ptr_exchange_acq_rel(head, nil).map { Unmanaged.fromOpaque($0) }
    }

    fileprivate func subtract(_ taken: Int) {
        _ = rheo_atomic_intptr_fetch_add_acq_rel(count, -taken)
    }

    /// Publishes a chain gathered by the drain (the only caller, one at a time), or
    /// releases it if the stack is full.
    func give(_ batch: inout Batch) {
        guard let first = batch.first, let last = batch.last else { return }
        let size = batch.count
        batch = Batch()
        if rheo_atomic_intptr_load_relaxed(count) >= SerialActionRecycler.capacity {
            SerialActionRecycler.discard(chain: first)
            return
        }
        first._withUnsafeGuaranteedRef {
            $0._batchSize = size
            $0._batchLast = last
        }
        var old = rheo_atomic_ptr_load_relaxed(head)
        repeat {
            let below = old.map { Unmanaged<SerialScheduledAction>.fromOpaque($0) }
            last._withUnsafeGuaranteedRef { $0._nextFree = below }
            first._withUnsafeGuaranteedRef { $0._nextBatch = below }
        } while !rheo_atomic_ptr_compare_exchange_weak_acq_rel(head, &old, first.toOpaque())
        _ = rheo_atomic_intptr_fetch_add_acq_rel(count, size)
    }

    /// Keeps `item` (a finished action someone else still referenced) for a while and
    /// returns the one it replaces, to be looked at once more. Called only by the drain.
    func secondChance(_ item: SerialScheduledAction) -> SerialScheduledAction? {
        let older = _recent[_recentIndex]
        _recent[_recentIndex] = item
        _recentIndex = (_recentIndex + 1) % SerialActionRecycler.secondChanceDelay
        return older
    }

    /// Releases every object of a chain of free objects.
    static func discard(chain: Unmanaged<SerialScheduledAction>?) {
        var next = chain
        while let current = next {
            let item = current.takeRetainedValue()
            next = item._nextFree
            item._nextFree = nil
            // It stops being a cached object; its deinit counts it out again.
            Resources.incrementTotal()
        }
    }

    /// The finished objects a drain gathers, owned (+1 each), linked through `_nextFree`.
    struct Batch {
        var first: Unmanaged<SerialScheduledAction>?
        var last: Unmanaged<SerialScheduledAction>?
        var count = 0

        /// Takes over `item`'s reference, after `prepareForReuse()`.
        mutating func append(_ item: SerialScheduledAction) {
            let unmanaged = Unmanaged.passRetained(item)
            item._nextFree = first
            first = unmanaged
            if last == nil {
                last = unmanaged
            }
            count += 1
        }
    }
}

/// One thread's private free objects, taken as a whole from a recycler's stack.
final class SerialActionThreadCache {
    var head: Unmanaged<SerialScheduledAction>?

    /// The calling thread's cache, created on first use; the thread's key holds it.
    static var current: Unmanaged<SerialActionThreadCache> {
        if let existing = cacheKey.value {
            return Unmanaged.fromOpaque(existing)
        }
        let cache = Unmanaged.passRetained(SerialActionThreadCache())
        cacheKey.setValue(cache.toOpaque())
        return cache
    }

    /// Keeps up to `capacity` objects of `chain` (this cache is empty) and releases the rest.
    func refill(from chain: Unmanaged<SerialScheduledAction>?, recycler: SerialActionRecycler) {
        guard let chain else { return }
        // Keep whole batches up to `capacity` (at least one), walking batch heads only: the
        // objects themselves were last written on the drain's thread, and touching each now
        // would pay a cache miss per object before it is even used.
        var taken = 0
        var lastKept: Unmanaged<SerialScheduledAction>?
        var batch: Unmanaged<SerialScheduledAction>? = chain
        while let current = batch {
            let (size, last, next) = current._withUnsafeGuaranteedRef { ($0._batchSize, $0._batchLast, $0._nextBatch) }
            if taken > 0, taken + size > SerialActionRecycler.capacity {
                break
            }
            taken += size
            lastKept = last
            batch = next
        }
        var discarded = 0
        if let excess = batch {
            lastKept?._withUnsafeGuaranteedRef { $0._nextFree = nil }
            var current: Unmanaged<SerialScheduledAction>? = excess
            while let head = current {
                current = head._withUnsafeGuaranteedRef { head in
                    discarded += head._batchSize
                    return head._nextBatch
                }
            }
            SerialActionRecycler.discard(chain: excess)
        }
        head = chain
        recycler.subtract(taken + discarded)
    }

    deinit {
        SerialActionRecycler.discard(chain: head)
    }
}

// The key of the per-thread caches; the destructor releases a thread's cache when it exits.
private let cacheKey = ThreadLocalKey(releasesObjects: true)
