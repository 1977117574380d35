import CRheo
import Synchronization

// C versus Synchronization: the same work on Rheo's C layer (CRheo's atomics and its
// intrusive MPSC queue, and a pthread mutex as in Rheo's `Lock`) and on the standard
// library's `Synchronization` module (`Atomic<Int>`, `Mutex`). Each pair registers the C
// row first and the Swift row with the C row as its baseline, so the ratio column reads
// "Synchronization / C". Both rows of a pair do the same work with the same memory
// ordering, in the same kind of container (a class instance for the atomic word), and
// start and join their threads the same way (`runConcurrently`).

/// Atomic operations, lock acquisitions or items handed over by one run of a `sync.*` row.
let syncOperationCount = 1_000_000

extension Row {
    /// Unit of rows that perform one atomic operation or one lock/unlock per operation.
    static let perOperation = "ns/operation"
}

/// The C-versus-Synchronization pairs, C row first.
///
/// On Apple platforms before macOS 15 / iOS 18 / tvOS 18 / watchOS 11 / visionOS 2,
/// where `Synchronization` is unavailable, there are none.
func synchronizationRows() -> [Row] {
    guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return [] }
    let count = syncOperationCount
    // Each operation returns a distinct old value 0..<count (fetch-add and compare-exchange
    // increment the word), or hands over item values 0..<count: their sum.
    let triangle = count * (count - 1) / 2
    return syncPair(
        "sync.fetch-add", unit: Row.perOperation, expected: triangle,
        c: { cFetchAdd(count: count) }, swift: { swiftFetchAdd(count: count) }
    )
        + syncPair(
            "sync.fetch-add.2threads", unit: Row.perOperation, expected: triangle,
            c: { cFetchAddContended(count: count) }, swift: { swiftFetchAddContended(count: count) }
        )
        + syncPair(
            "sync.cas-loop", unit: Row.perOperation, expected: triangle,
            c: { cCompareExchangeLoop(count: count) }, swift: { swiftCompareExchangeLoop(count: count) }
        )
        + syncPair(
            "sync.cas-loop.2threads", unit: Row.perOperation, expected: triangle,
            c: { cCompareExchangeContended(count: count) }, swift: { swiftCompareExchangeContended(count: count) }
        )
        + syncPair(
            // The word holds 1, so the loads add up to the operation count.
            "sync.load-acquire", unit: Row.perOperation, expected: count,
            c: { cLoadAcquire(count: count) }, swift: { swiftLoadAcquire(count: count) }
        )
        + syncPair(
            "sync.queue.1producer", unit: Row.perElement, expected: triangle,
            c: { cQueueHandOff(count: count, producers: 1) }, swift: { swiftQueueHandOff(count: count, producers: 1) }
        )
        + syncPair(
            "sync.queue.2producers", unit: Row.perElement, expected: triangle,
            c: { cQueueHandOff(count: count, producers: 2) }, swift: { swiftQueueHandOff(count: count, producers: 2) }
        ) + [
            // Not a pair: a pthread mutex around the Swift rows' ring, against the C queue.
            queueReference("sync.queue.1producer", producers: 1, expected: triangle),
            queueReference("sync.queue.2producers", producers: 2, expected: triangle),
        ]
        + syncPair(
            "sync.lock", unit: Row.perOperation, expected: triangle,
            c: { pthreadLockLoop(count: count) }, swift: { swiftMutexLoop(count: count) }
        )
        + syncPair(
            "sync.lock.2threads", unit: Row.perOperation, expected: triangle,
            c: { pthreadLockContended(count: count) }, swift: { swiftMutexContended(count: count) }
        )
}

/// The rows `NAME.c` and `NAME.swift`, the second with the first as its baseline.
private func syncPair(
    _ name: String, unit: String, expected: Int, c: @escaping () -> Int, swift: @escaping () -> Int
) -> [Row] {
    [
        Row(
            name: name + ".c", unit: unit, baseline: nil, operations: syncOperationCount,
            expectedChecksum: expected, body: c),
        Row(
            name: name + ".swift", unit: unit, baseline: name + ".c", operations: syncOperationCount,
            expectedChecksum: expected, body: swift),
    ]
}

/// The reference row `NAME.pthread` for the queue pair `NAME`: `pthreadQueueHandOff`,
/// with `NAME.c` as its baseline.
private func queueReference(_ name: String, producers: Int, expected: Int) -> Row {
    Row(
        name: name + ".pthread", unit: Row.perElement, baseline: name + ".c",
        operations: syncOperationCount, expectedChecksum: expected,
        body: { pthreadQueueHandOff(count: syncOperationCount, producers: producers) })
}

// MARK: - Atomic words

/// A C atomic word as Rheo keeps one: the first stored property of a class instance,
/// reached by address (see `_atomicState(of:)` in Rheo's `AtomicState.swift`).
private final class CWord: @unchecked Sendable {
    // @unchecked: the word is only touched through the C atomics.
    // First stored property: reached by address. Do not reorder.
    var word = rheo_atomic_intptr()

    /// Creates a word holding `value`.
    init(_ value: Int) {
        rheo_atomic_intptr_init(pointer, value)
    }

    /// The word's address, stable for the object's lifetime.
    var pointer: UnsafeMutablePointer<rheo_atomic_intptr> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: rheo_atomic_intptr.self)
    }
}

/// A `Synchronization` atomic word in the same place: a class instance's stored property.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private final class SwiftWord: Sendable {
    /// The word.
    let word: Atomic<Int>

    /// Creates a word holding `value`.
    init(_ value: Int) {
        word = Atomic(value)
    }
}

/// `count` acq_rel fetch-adds of 1 on one thread; returns the sum of the old values.
private func cFetchAdd(count: Int) -> Int {
    let box = opaque(CWord(0))
    return withExtendedLifetime(box) { cFetchAddLoop(box.pointer, count: count) }
}

/// The loop of the C fetch-add rows: `count` acq_rel fetch-adds of 1 on `word`.
private func cFetchAddLoop(_ word: UnsafeMutablePointer<rheo_atomic_intptr>, count: Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        sum &+= rheo_atomic_intptr_fetch_add_acq_rel(word, 1)
    }
    return sum
}

/// `count` acquiring-and-releasing `wrappingAdd`s of 1 on one thread; returns the sum of
/// the old values.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftFetchAdd(count: Int) -> Int {
    swiftFetchAddLoop(opaque(SwiftWord(0)), count: count)
}

/// The loop of the Swift fetch-add rows: `count` acquiring-and-releasing adds of 1.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftFetchAddLoop(_ box: SwiftWord, count: Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        sum &+= box.word.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
    }
    return sum
}

/// `count` acq_rel fetch-adds on one word, half from each of two threads, as producers
/// bump a work-in-progress counter; returns the sum of the old values.
private func cFetchAddContended(count: Int) -> Int {
    let box = opaque(CWord(0))
    return onTwoThreads(count: count) { half in withExtendedLifetime(box) { cFetchAddLoop(box.pointer, count: half) } }
}

/// The Swift side of `cFetchAddContended`.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftFetchAddContended(count: Int) -> Int {
    let box = opaque(SwiftWord(0))
    return onTwoThreads(count: count) { half in swiftFetchAddLoop(box, count: half) }
}

/// `count` increments by a compare-exchange loop, as a state machine moves its state: a
/// relaxed load, then weak acq_rel compare-exchanges (acquire on failure) until one
/// succeeds. Returns the sum of the values replaced.
private func cCompareExchangeLoop(count: Int) -> Int {
    let box = opaque(CWord(0))
    return withExtendedLifetime(box) { cCompareExchangeLoop(box.pointer, count: count) }
}

/// The loop of the C compare-exchange rows.
private func cCompareExchangeLoop(_ word: UnsafeMutablePointer<rheo_atomic_intptr>, count: Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        // On failure the C call stores the current value into `expected`.
        var expected = rheo_atomic_intptr_load_relaxed(word)
        while !rheo_atomic_intptr_compare_exchange_weak_acq_rel(word, &expected, expected &+ 1) {}
        sum &+= expected
    }
    return sum
}

/// The Swift side of `cCompareExchangeLoop(count:)`, with the same orderings.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftCompareExchangeLoop(count: Int) -> Int {
    swiftCompareExchangeLoop(opaque(SwiftWord(0)), count: count)
}

/// The loop of the Swift compare-exchange rows.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftCompareExchangeLoop(_ box: SwiftWord, count: Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        var expected = box.word.load(ordering: .relaxed)
        while true {
            let (exchanged, original) = box.word.weakCompareExchange(
                expected: expected,
                desired: expected &+ 1,
                successOrdering: .acquiringAndReleasing,
                failureOrdering: .acquiring
            )
            if exchanged { break }
            expected = original
        }
        sum &+= expected
    }
    return sum
}

/// `cCompareExchangeLoop(count:)` with half the increments from each of two threads, so
/// compare-exchanges fail and retry as they do when two threads race for a state change.
private func cCompareExchangeContended(count: Int) -> Int {
    let box = opaque(CWord(0))
    return onTwoThreads(count: count) { half in
        withExtendedLifetime(box) { cCompareExchangeLoop(box.pointer, count: half) }
    }
}

/// The Swift side of `cCompareExchangeContended`.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftCompareExchangeContended(count: Int) -> Int {
    let box = opaque(SwiftWord(0))
    return onTwoThreads(count: count) { half in swiftCompareExchangeLoop(box, count: half) }
}

/// `count` acquire loads of a word holding 1, as Rheo checks a stop flag per event;
/// returns their sum.
private func cLoadAcquire(count: Int) -> Int {
    let box = opaque(CWord(1))
    return withExtendedLifetime(box) {
        let word = box.pointer
        var sum = 0
        for _ in 0..<count {
            sum &+= rheo_atomic_intptr_load_acquire(word)
        }
        return sum
    }
}

/// The Swift side of `cLoadAcquire`.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftLoadAcquire(count: Int) -> Int {
    let box = opaque(SwiftWord(1))
    var sum = 0
    for _ in 0..<count {
        sum &+= box.word.load(ordering: .acquiring)
    }
    return sum
}

// MARK: - Queues

/// What the queue rows hand from producers to the consumer: a value, behind the link the
/// C intrusive queue threads through it (unused by the Swift side, which queues indices).
private struct QueueItem {
    /// The C queue's link; first, so an item's address is its link's address.
    var link = rheo_mpsc_link()
    /// Written by the producer before queueing, read by the consumer after.
    var value = 0
}

/// The items of the queue rows, allocated once and reused by every run of both sides, so
/// that neither side measures the allocator and both touch the same memory per item.
private final class QueueItemPool: @unchecked Sendable {
    // @unchecked: each item is handed between threads by the queue under test.
    /// `count` items, contiguous.
    let items: UnsafeMutablePointer<QueueItem>
    /// How many items there are.
    let count: Int

    /// Allocates and initializes `count` items.
    init(count: Int) {
        precondition(MemoryLayout<QueueItem>.offset(of: \QueueItem.link) == 0, "the link must come first")
        self.count = count
        items = .allocate(capacity: count)
        items.initialize(repeating: QueueItem(), count: count)
    }

    /// The link embedded in item `index`.
    func link(_ index: Int) -> UnsafeMutablePointer<rheo_mpsc_link> {
        UnsafeMutableRawPointer(items + index).assumingMemoryBound(to: rheo_mpsc_link.self)
    }
}

/// The pool of every queue row, created by the first run that needs it.
private let queueItemPool = QueueItemPool(count: syncOperationCount)

/// A CRheo intrusive MPSC queue, destroyed with its owner.
private final class CQueue: @unchecked Sendable {
    // @unchecked: the C queue is multi-producer, and the rows keep one consumer.
    /// The queue.
    let queue: OpaquePointer

    /// Creates an empty queue.
    init() {
        guard let queue = rheo_mpsc_intrusive_create() else { fatalError("rheo_mpsc_intrusive_create failed") }
        self.queue = queue
    }

    deinit {
        rheo_mpsc_intrusive_destroy(queue)
    }
}

/// Hands items 0..<`count` from `producers` threads (1 or 2, each pushing an equal,
/// ascending share) to the calling thread through the CRheo intrusive queue. The consumer
/// pops one item per call; returns the sum of the values received, or -1 if one
/// producer's items arrived out of order or the consumer stalled.
private func cQueueHandOff(count: Int, producers: Int) -> Int {
    let pool = queueItemPool
    let queue = opaque(CQueue())
    let share = count / producers
    let consumer: @Sendable () -> Int = {
        var ordered = OrderCheck(share: share)
        var backoff = Backoff()
        var received = 0
        var link: UnsafeMutablePointer<rheo_mpsc_link>?
        while received < count {
            if rheo_mpsc_intrusive_pop(queue.queue, &link) == RHEO_MPSC_POPPED, let link {
                let item = UnsafeMutableRawPointer(link).assumingMemoryBound(to: QueueItem.self)
                ordered.receive(item.pointee.value)
                received += 1
                backoff.reset()
            } else if !backoff.wait() {
                return -1
            }
        }
        return ordered.checksum
    }
    let producer: @Sendable (Int) -> Int = { first in
        for index in first..<(first + share) {
            pool.items[index].value = index
            rheo_mpsc_intrusive_push(queue.queue, pool.link(index))
        }
        return 0
    }
    return runConcurrently([consumer] + producerBodies(producers, share: share, producer))[0]
}

/// `cQueueHandOff` through a `Mutex` around a growable ring buffer of item indices: one
/// `withLock` per push and one per pop, as the C side makes one queue call for each.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftQueueHandOff(count: Int, producers: Int) -> Int {
    lockedQueueHandOff(opaque(MutexRing()), count: count, producers: producers)
}

/// `swiftQueueHandOff` with a pthread mutex (as in Rheo's `Lock`) in place of `Mutex`:
/// separates what locking costs from what `Mutex` costs.
private func pthreadQueueHandOff(count: Int, producers: Int) -> Int {
    lockedQueueHandOff(opaque(PthreadRing()), count: count, producers: producers)
}

/// Hands items 0..<`count` from `producers` threads to the calling thread through
/// `queue`, exactly as `cQueueHandOff` does through the C queue.
private func lockedQueueHandOff<Queue: LockedIndexQueue>(_ queue: Queue, count: Int, producers: Int) -> Int {
    let pool = queueItemPool
    let share = count / producers
    let consumer: @Sendable () -> Int = {
        var ordered = OrderCheck(share: share)
        var backoff = Backoff()
        var received = 0
        while received < count {
            if let index = queue.popFirst() {
                ordered.receive(pool.items[index].value)
                received += 1
                backoff.reset()
            } else if !backoff.wait() {
                return -1
            }
        }
        return ordered.checksum
    }
    let producer: @Sendable (Int) -> Int = { first in
        for index in first..<(first + share) {
            pool.items[index].value = index
            queue.append(index)
        }
        return 0
    }
    return runConcurrently([consumer] + producerBodies(producers, share: share, producer))[0]
}

/// A lock-protected FIFO of item indices, shared by the threads of one queue run.
///
/// The rows call it through a generic function, which the optimizer specializes for each
/// conforming class: no dynamic dispatch is measured.
private protocol LockedIndexQueue: AnyObject, Sendable {
    /// Appends `index` under the lock.
    func append(_ index: Int)
    /// Removes and returns the oldest index under the lock; nil when empty.
    func popFirst() -> Int?
}

/// A ring buffer behind `Mutex`: one `withLock` per call.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private final class MutexRing: LockedIndexQueue {
    /// The buffer and its lock.
    private let mutex = Mutex(IndexRing(capacity: 1024))

    /// Appends `index` inside one `withLock`.
    func append(_ index: Int) {
        mutex.withLock { $0.append(index) }
    }

    /// Removes the oldest index inside one `withLock`; nil when empty.
    func popFirst() -> Int? {
        mutex.withLock { $0.popFirst() }
    }
}

/// A ring buffer behind a pthread mutex: one lock/unlock pair per call.
private final class PthreadRing: LockedIndexQueue, @unchecked Sendable {
    // @unchecked: the ring is only touched under the mutex.
    /// The mutex, at a stable address.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The buffer, at a stable address (no exclusivity checks, as inside `Mutex`).
    private let ring: UnsafeMutablePointer<IndexRing>

    /// An empty ring with an unlocked mutex.
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
        ring = .allocate(capacity: 1)
        ring.initialize(to: IndexRing(capacity: 1024))
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        ring.deinitialize(count: 1)
        ring.deallocate()
    }

    /// Appends `index` between one lock and unlock.
    func append(_ index: Int) {
        pthread_mutex_lock(mutex)
        ring.pointee.append(index)
        pthread_mutex_unlock(mutex)
    }

    /// Removes the oldest index between one lock and unlock; nil when empty.
    func popFirst() -> Int? {
        pthread_mutex_lock(mutex)
        let index = ring.pointee.popFirst()
        pthread_mutex_unlock(mutex)
        return index
    }
}

// MARK: - Locks

/// A pthread mutex and the counter it guards, as Rheo's `Lock` (internal to Rheo) wraps
/// one: `pthread_mutex_lock` and `pthread_mutex_unlock` called directly on a stable
/// address. The two sit side by side in one allocation, as `Mutex` keeps its lock word
/// beside its value.
private final class PthreadCounter: @unchecked Sendable {
    // @unchecked: the counter is only touched under the mutex.
    /// The mutex, then the counter.
    private let pair: UnsafeMutablePointer<PthreadLocked>

    /// A counter at 0 with an unlocked mutex.
    init() {
        pair = .allocate(capacity: 1)
        pair.initialize(to: PthreadLocked())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        pair.deallocate()
    }

    /// The mutex, at the start of the allocation.
    private var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        UnsafeMutableRawPointer(pair).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    /// `count` lock/unlock pairs around an increment of the counter; returns the sum of
    /// the values seen under the lock.
    func incrementLoop(count: Int) -> Int {
        let mutex = self.mutex
        let value = (UnsafeMutableRawPointer(pair) + MemoryLayout<PthreadLocked>.offset(of: \PthreadLocked.value)!)
            .assumingMemoryBound(to: Int.self)
        var sum = 0
        for _ in 0..<count {
            pthread_mutex_lock(mutex)
            let old = value.pointee
            value.pointee = old &+ 1
            pthread_mutex_unlock(mutex)
            sum &+= old
        }
        return sum
    }
}

/// What `PthreadCounter` allocates.
private struct PthreadLocked {
    /// The mutex; first, so the pair's address is the mutex's.
    var mutex = pthread_mutex_t()
    /// The guarded counter.
    var value = 0
}

/// A `Mutex` guarding a counter, in a class instance as a shared lock would be.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private final class MutexCounter: Sendable {
    /// The counter and its lock.
    private let mutex = Mutex(0)

    /// The Swift side of `PthreadCounter.incrementLoop`: `withLock` around the same increment.
    func incrementLoop(count: Int) -> Int {
        var sum = 0
        for _ in 0..<count {
            sum &+= mutex.withLock { value in
                let old = value
                value = old &+ 1
                return old
            }
        }
        return sum
    }
}

/// `count` lock/unlock pairs of an uncontended pthread mutex around an increment of the
/// value it guards; returns the sum of the values seen under the lock.
private func pthreadLockLoop(count: Int) -> Int {
    opaque(PthreadCounter()).incrementLoop(count: count)
}

/// The Swift side of `pthreadLockLoop`.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftMutexLoop(count: Int) -> Int {
    opaque(MutexCounter()).incrementLoop(count: count)
}

/// `pthreadLockLoop` with half the increments from each of two threads: the lock is
/// contended, and waiters sleep in the kernel.
private func pthreadLockContended(count: Int) -> Int {
    let counter = opaque(PthreadCounter())
    return onTwoThreads(count: count) { half in counter.incrementLoop(count: half) }
}

/// The Swift side of `pthreadLockContended`.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
private func swiftMutexContended(count: Int) -> Int {
    let counter = opaque(MutexCounter())
    return onTwoThreads(count: count) { half in counter.incrementLoop(count: half) }
}

/// Runs `loop` on two threads that start together, each with half of `count`; returns the
/// sum of their results.
private func onTwoThreads(count: Int, _ loop: @escaping @Sendable (Int) -> Int) -> Int {
    let half = count / 2
    let body: @Sendable () -> Int = { loop(half) }
    return runConcurrently([body, body]).reduce(0, &+)
}
