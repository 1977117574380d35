import CRheo
import Dispatch
import Foundation

// What the `sync.*` rows (SynchronizationRows.swift) share and do not measure: the ring
// buffer behind the Swift queue rows, the consumer's checksum and wait, and the threads.

// MARK: - Queue support

/// A FIFO deque of `Int`s in a power-of-two ring that doubles when full.
///
/// Not thread-safe; `LockedRing` guards it.
struct IndexRing: ~Copyable {
    /// `capacity` slots; the live ones start at `head` and wrap around.
    private var storage: UnsafeMutablePointer<Int>
    /// The number of slots, a power of two.
    private var capacity: Int
    /// The slot of the oldest element.
    private var head = 0
    /// The number of elements.
    private var count = 0

    /// Creates an empty ring of `capacity` slots, rounded up to a power of two.
    init(capacity: Int) {
        var slots = 1
        while slots < capacity { slots *= 2 }
        self.capacity = slots
        storage = .allocate(capacity: slots)
    }

    deinit {
        storage.deallocate()
    }

    /// Adds `value` at the back, doubling the ring if it is full.
    mutating func append(_ value: Int) {
        if count == capacity { grow() }
        storage[(head + count) & (capacity - 1)] = value
        count += 1
    }

    /// Removes and returns the front element; nil when empty.
    mutating func popFirst() -> Int? {
        guard count > 0 else { return nil }
        let value = storage[head]
        head = (head + 1) & (capacity - 1)
        count -= 1
        return value
    }

    /// Moves the elements, in order, to a ring twice the size.
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        let firstPart = capacity - head
        larger.initialize(from: storage + head, count: firstPart)
        (larger + firstPart).initialize(from: storage, count: head)
        storage.deallocate()
        storage = larger
        head = 0
        capacity *= 2
    }
}

/// The consumer's checksum of the queue rows: the sum of the values received, and whether
/// each producer's values (share `share` each, at most two producers) arrived in order.
struct OrderCheck {
    /// The first value of the second producer's share.
    private let share: Int
    /// The last value received from each producer; -1 before the first.
    private var last0 = -1, last1 = -1
    /// The sum of the values received.
    private var sum = 0
    /// Whether a value arrived before an earlier one of the same producer.
    private var disordered = false

    /// Starts a check for producers of `share` values each.
    init(share: Int) {
        self.share = share
    }

    /// Records one received value.
    mutating func receive(_ value: Int) {
        sum &+= value
        if value < share {
            if value <= last0 { disordered = true }
            last0 = value
        } else {
            if value <= last1 { disordered = true }
            last1 = value
        }
    }

    /// The sum of the values, or -1 if any arrived out of order.
    var checksum: Int { disordered ? -1 : sum }
}

/// How a consumer waits for an item that is not there yet: a short spin with the CPU's
/// pause hint, then `sched_yield` (three threads share two cores in the two-producer rows),
/// giving up after `stallLimit` without an item, so a bug cannot hang the benchmark.
struct Backoff {
    /// Waits since the last item.
    private var idlePolls = 0
    /// When the current wait started yielding, in `monotonicNanoseconds()`.
    private var yieldingSince: UInt64 = 0
    /// Spins with the pause hint before yielding.
    private static let spins = 64
    /// How long, in nanoseconds, a consumer waits for the next item before giving up.
    private static let stallLimit: UInt64 = 10_000_000_000

    /// Call after receiving an item.
    mutating func reset() {
        idlePolls = 0
    }

    /// Waits a little; returns false once the consumer has waited `stallLimit` in a row.
    mutating func wait() -> Bool {
        idlePolls += 1
        if idlePolls <= Backoff.spins {
            rheo_cpu_relax()
            return true
        }
        if idlePolls == Backoff.spins + 1 { yieldingSince = monotonicNanoseconds() }
        sched_yield()
        if idlePolls % 1024 == 0 {
            return monotonicNanoseconds() - yieldingSince < Backoff.stallLimit
        }
        return true
    }
}

// MARK: - Threads

/// One body per producer: producer `p` runs `producer(p * share)`.
func producerBodies(
    _ producers: Int, share: Int, _ producer: @escaping @Sendable (Int) -> Int
) -> [@Sendable () -> Int] {
    (0..<producers).map { p in { @Sendable in producer(p * share) } }
}

/// The results of `runConcurrently`'s bodies, one slot each; each slot is written by one
/// thread and read after the join.
final class ResultSlots: @unchecked Sendable {
    // @unchecked: distinct slots per thread, published by the semaphore.
    /// The slots.
    let slots: UnsafeMutablePointer<Int>
    /// How many slots there are.
    let count: Int

    /// Allocates `count` zeroed slots.
    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: 0, count: count)
    }

    deinit {
        slots.deallocate()
    }
}

/// Where `runConcurrently`'s threads wait for each other, so that the measured work of
/// every thread overlaps instead of the first racing ahead while the others start.
final class StartLine: @unchecked Sendable {
    // @unchecked: one C atomic word, as in the rows.
    // First stored property: reached by address. Do not reorder.
    private var arrivedWord = rheo_atomic_intptr()
    /// How many threads must arrive.
    private let participants: Int

    /// A start line for `participants` threads.
    init(participants: Int) {
        self.participants = participants
    }

    /// Arrives, then waits (yielding) until every participant has.
    func arriveAndWait() {
        let word = _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: rheo_atomic_intptr.self)
        _ = rheo_atomic_intptr_fetch_add_acq_rel(word, 1)
        while rheo_atomic_intptr_load_acquire(word) < participants {
            sched_yield()
        }
    }
}

/// Runs `bodies` at once, the first on the calling thread and each other on a thread of
/// its own, from a common start line; returns their results in order after all have
/// finished. The thread starts and the join are inside the timed region, the same for
/// both rows of a pair, and small (tens of microseconds) against a million operations.
func runConcurrently(_ bodies: [@Sendable () -> Int]) -> [Int] {
    let results = ResultSlots(count: bodies.count)
    let start = StartLine(participants: bodies.count)
    let finished = DispatchSemaphore(value: 0)
    for index in bodies.indices.dropFirst() {
        let body = bodies[index]
        Thread.detachNewThread {
            start.arriveAndWait()
            results.slots[index] = body()
            finished.signal()
        }
    }
    start.arriveAndWait()
    results.slots[0] = bodies[0]()
    for _ in bodies.indices.dropFirst() { finished.wait() }
    return Array(UnsafeBufferPointer(start: results.slots, count: results.count))
}
