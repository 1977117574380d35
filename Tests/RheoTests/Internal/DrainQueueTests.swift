import CRheo
import Foundation
import RheoTestSupport
import XCTest

@testable import Rheo

final class DrainQueueTests: RheoTestCase {
    func testUndrainedItemsAreReleasedWithTheQueue() {
        final class Token {}
        weak var weakToken: Token?
        do {
            let queue = InputSerializer<Token>()
            let token = Token()
            weakToken = token
            XCTAssertTrue(queue.enqueue(InputBox(token)))
            // The owner never drains; releasing the queue must release the item.
        }
        XCTAssertNil(weakToken)
    }

    func testSPSCQueueKeepsOrderAcrossSegmentsAndThreads() {
        let queue = SPSCDrainQueue<Int>()
        let count = 3 * SPSCDrainQueue<Int>.segmentCapacity + 17
        let received = Collected<Int>()
        let drained = DispatchSemaphore(value: 0)
        let consumer = DispatchQueue(label: "test.spsc.consumer")
        let total = count
        // The producer is this thread; each push that finds the queue idle schedules a
        // drain on the consumer queue, as observe(on:) does.
        for value in 0..<count {
            if queue.push(value) {
                consumer.async {
                    queue.drain { value in
                        received.append(value)
                        if value == total - 1 { drained.signal() }
                    }
                }
            }
        }
        XCTAssertEqual(drained.wait(timeout: .now() + 60), .success)
        consumer.sync {}
        XCTAssertEqual(received.values, Array(0..<count))
    }

    /// The wake-up handshake under the race it exists for. The producer pushes a value, waits
    /// until it has been drained, and pushes the next at once, so each push lands while the
    /// drainer is settling its work count; a push that neither starts a drain nor is seen by the drainer
    /// leaves its value stranded, and the wait times out. Drains run on a *concurrent* queue,
    /// so a drain a producer starts could overlap one still going idle: no two may handle
    /// values at once.
    func testSPSCQueueNeitherLosesAWakeUpNorOverlapsDrains() {
        let queue = SPSCDrainQueue<Int>()
        let count = stressIterations(20_000)
        let received = Collected<Int>()
        let overlaps = Collected<Int>()
        let drainers = AtomicWord()
        let handling = AtomicWord()
        let delivered = AtomicWord()
        var scheduled = 0
        let deadline = DispatchTime.now() + 60
        pushing: for value in 0..<count {
            if queue.push(value) {
                scheduled += 1
                DispatchQueue.global().async {
                    rheo_atomic_intptr_fetch_add_acq_rel(drainers.pointer, 1)
                    queue.drain { value in
                        // A drain that has marked the queue idle may still be returning
                        // while the next starts; what must never overlap is handling.
                        if rheo_atomic_intptr_fetch_add_acq_rel(handling.pointer, 1) != 0 { overlaps.append(value) }
                        received.append(value)
                        rheo_atomic_intptr_fetch_add_acq_rel(handling.pointer, -1)
                        rheo_atomic_intptr_fetch_add_acq_rel(delivered.pointer, 1)
                    }
                    rheo_atomic_intptr_fetch_add_acq_rel(drainers.pointer, -1)
                }
            }
            var spins = 0
            while rheo_atomic_intptr_load_acquire(delivered.pointer) <= value {
                spins += 1
                if spins % 4096 == 0, DispatchTime.now() > deadline {
                    XCTFail("value \(value) was never drained: a wake-up was lost")
                    break pushing
                }
                rheo_cpu_relax()
            }
        }
        while rheo_atomic_intptr_load_acquire(drainers.pointer) != 0 { rheo_cpu_relax() }
        XCTAssertEqual(received.values, Array(0..<count))
        XCTAssertEqual(overlaps.values, [], "two drains handled items at once")
        XCTAssertGreaterThan(scheduled, 1, "the drainer never went idle, so the handshake was not exercised")
    }

    /// The same race for the multi-producer `DrainQueue` (subjects, serializers, the
    /// `SerialScheduler`): each producer pushes an item, waits until it ran, and pushes the
    /// next at once, so pushes land while the drainer settles its work count.
    /// No item may be stranded, run twice or run while another drain handles one. With one producer
    /// a lost wake-up strands an item for good; with two, the other producer's pushes may
    /// rescue it, but they add overlapping drain starts.
    func testMPSCQueueNeitherLosesAWakeUpNorOverlapsDrains() {
        checkWakeUps(producers: 1)
        checkWakeUps(producers: 2)
    }

    private func checkWakeUps(producers: Int) {
        final class Item: QueuedItem, @unchecked Sendable {
            // @unchecked: written before the push publishes it.
            let producer: Int
            let index: Int
            init(producer: Int, index: Int) {
                self.producer = producer
                self.index = index
            }
        }
        let queue = DrainQueue<Item>()
        let perProducer = stressIterations(10_000)
        let ran = (0..<producers).map { _ in AtomicWord() }
        let overlaps = Collected<Int>()
        let outOfOrder = Collected<Int>()
        let drainers = AtomicWord()
        let handling = AtomicWord()
        let scheduled = AtomicWord()
        let deadline = DispatchTime.now() + 60
        let stranded = Collected<String>()
        DispatchQueue.concurrentPerform(iterations: producers) { producer in
            pushing: for index in 0..<perProducer {
                if queue.enqueue(Item(producer: producer, index: index)) {
                    rheo_atomic_intptr_fetch_add_acq_rel(scheduled.pointer, 1)
                    DispatchQueue.global().async {
                        rheo_atomic_intptr_fetch_add_acq_rel(drainers.pointer, 1)
                        queue.drain { item in
                            if rheo_atomic_intptr_fetch_add_acq_rel(handling.pointer, 1) != 0 {
                                overlaps.append(producer)
                            }
                            defer { rheo_atomic_intptr_fetch_add_acq_rel(handling.pointer, -1) }
                            let counter = ran[item.producer].pointer
                            if rheo_atomic_intptr_load_relaxed(counter) != item.index { outOfOrder.append(item.index) }
                            rheo_atomic_intptr_fetch_add_acq_rel(counter, 1)
                        }
                        rheo_atomic_intptr_fetch_add_acq_rel(drainers.pointer, -1)
                    }
                }
                var spins = 0
                while rheo_atomic_intptr_load_acquire(ran[producer].pointer) <= index {
                    spins += 1
                    if spins % 4096 == 0, DispatchTime.now() > deadline {
                        stranded.append("producer \(producer), item \(index)")
                        break pushing
                    }
                    rheo_cpu_relax()
                }
            }
        }
        while rheo_atomic_intptr_load_acquire(drainers.pointer) != 0 { rheo_cpu_relax() }
        XCTAssertEqual(stranded.values, [], "a wake-up was lost")
        XCTAssertEqual(
            ran.map { rheo_atomic_intptr_load_acquire($0.pointer) }, Array(repeating: perProducer, count: producers))
        XCTAssertEqual(outOfOrder.values, [])
        XCTAssertEqual(overlaps.values, [], "two drains handled items at once")
        XCTAssertGreaterThan(rheo_atomic_intptr_load_acquire(scheduled.pointer), 1, "the drainer never went idle")
    }

    /// The two-phase entry (`claim` under the caller's lock, `finish` after it, as
    /// `BehaviorSubject.on` does): inputs are handled in exactly the order their claims were
    /// made under the lock, one at a time, none lost, though handling runs unlocked.
    /// `drainPresent(atMost:_:)` with an item pushed but not yet counted ahead of a counted
    /// one (its producer preempted between the push and `arrive()`, replayed here step by
    /// step): the drain must not leave the counted item queued behind an idle counter, or
    /// `MainScheduler`'s in-place path runs a later action of the same thread before it.
    /// Found by the model `Tests/Models/DrainQueue.pml -DDISPATCH=1 -DBROKEN=4`.
    func testDrainPresentLeavesNoCountedItemBehindAnIdleCounter() {
        final class Item: QueuedItem, @unchecked Sendable {
            // @unchecked: written before the push publishes it.
            let name: String
            init(_ name: String) { self.name = name }
        }
        let queue = DrainQueue<Item>()
        var handled: [String] = []
        // Thread B pushes its item (taking the reference the queue holds, as `_push` does)
        // and is preempted before counting it.
        let early = Item("B")
        _ = Unmanaged.passRetained(early)
        rheo_mpsc_intrusive_push(queue._queue, early._link)
        // Thread A schedules: it counts first, so it becomes the drainer, and drains.
        XCTAssertTrue(queue.enqueue(Item("A1")))
        XCTAssertFalse(queue.drainPresent(atMost: 1_024) { handled.append($0.name) })
        // A finds the queue idle and runs its next action in place: A1 must have run.
        XCTAssertTrue(queue.tryClaimIdle())
        XCTAssertEqual(handled, ["B", "A1"], "A1 was still queued while the queue looked idle")
        handled.append("A2")
        // B resumes and counts its item, which already ran; the claim holds the counter.
        XCTAssertFalse(queue._counter.arrive())
        XCTAssertTrue(queue.leaveClaim())
        XCTAssertFalse(queue.drainPresent(atMost: 1_024) { handled.append($0.name) })
        XCTAssertEqual(handled, ["B", "A1", "A2"])
        XCTAssertTrue(queue.tryClaimIdle())
        XCTAssertFalse(queue.leaveClaim())
    }

    func testTwoPhaseSubmissionsAreHandledInTheOrderClaimedUnderTheLock() {
        let threads = 4
        let perThread = stressIterations(20_000)
        let queue = InputSerializer<Int>()
        let handled = OrderLog()
        let lock = NSLock()
        let next = Box(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread {
                lock.lock()
                let number = next.value
                next.value += 1
                let claim = queue.claim(orEnqueue: number)
                lock.unlock()
                queue.finish(claim, inline: { handled.record(number) }, handler: handled)
            }
        }
        XCTAssertEqual(handled.count, threads * perThread)
        XCTAssertEqual(handled.outOfOrder, 0, "an input was handled out of the order claimed")
        XCTAssertEqual(handled.overlaps, 0)
    }

    /// `holding`: inputs submitted while the body runs, reentrantly or from another thread,
    /// wait until it returns, then are handled in order on the holding thread.
    func testHoldingMakesInputsWaitUntilTheBodyReturns() {
        let queue = InputSerializer<String>()
        let log = Collected<String>()
        let submitted = DispatchSemaphore(value: 0)
        queue.holding({
            queue.submit("reentrant") { log.append($0) }
            Thread {
                queue.submit("other thread") { log.append($0) }
                log.append("other thread returned")
                submitted.signal()
            }.start()
            submitted.wait()
            log.append("body end")
        }) { log.append($0) }
        XCTAssertEqual(log.values, ["other thread returned", "body end", "reentrant", "other thread"])
        // Idle again: the next input is handled in place.
        queue.submit("after") { log.append($0) }
        XCTAssertEqual(log.values.last, "after")
    }

    /// `SPSCDrainQueue.submit(_:inlineIf:handle:)`: on the consumer's thread an idle queue
    /// hands the value over in place; a value submitted from inside (reentrantly) waits for
    /// the one being handled, and the caller is told to drain it right after; off the
    /// consumer's thread the value is pushed and the caller told to schedule a drain.
    func testSPSCSubmitHandlesInPlaceOnlyOnTheConsumersThread() {
        let queue = SPSCDrainQueue<Int>()
        let log = Collected<Int>()
        func handle(_ value: Int) {
            log.append(value)
            if value == 1 {
                XCTAssertEqual(queue.submit(2, inlineIf: { true }, handle: handle), .done, "nested")
                log.append(-1)
            }
        }
        XCTAssertEqual(queue.submit(1, inlineIf: { true }, handle: handle), .drainHere)
        XCTAssertEqual(log.values, [1, -1])
        XCTAssertFalse(queue.drainPresent(atMost: 1024, handle))
        XCTAssertEqual(log.values, [1, -1, 2])
        XCTAssertEqual(queue.submit(3, inlineIf: { false }, handle: handle), .scheduleDrain)
        XCTAssertEqual(queue.submit(4, inlineIf: { true }, handle: handle), .done, "a drain is due: queued behind")
        XCTAssertEqual(log.values, [1, -1, 2])
        queue.drain(handle)
        XCTAssertEqual(log.values, [1, -1, 2, 3, 4])
        XCTAssertEqual(queue.submit(5, inlineIf: { true }, handle: handle), .done)
        XCTAssertEqual(log.values.last, 5)
    }

    /// Several producers (`submit(inline:orPush:under:handler:)`, merge's serializer): a
    /// value submitted from inside the handler queues behind the one being handled, in
    /// submission order, and the queue is idle again afterwards; a queue whose first segment
    /// has no slots grows on its first queued value.
    func testSeveralProducersSubmitQueuesReentrantValuesInOrder() {
        let queue = SPSCDrainQueue<Int>(segmentCapacity: 2, firstSegmentCapacity: 0)
        let lock = Lock()
        let handler = SPSCLog()
        func submit(_ value: Int) {
            queue.submit(inline: { handler._handleQueued(value) }, orPush: value, under: lock, handler: handler)
        }
        handler.onValue = { value in
            if value == 1 {
                for nested in 2...6 { submit(nested) }
                handler.log.append(-1)
            }
        }
        submit(1)
        XCTAssertEqual(handler.log.values, [1, -1, 2, 3, 4, 5, 6])
        submit(7)
        XCTAssertEqual(handler.log.values.last, 7, "idle again: handled in place")
        handler.onValue = { _ in }  // breaks the cycle through `submit`
    }

    /// Several producers on several threads, with two-slot segments so that segments are
    /// linked and left all the time: every value is handled exactly once, in order per
    /// producer, never two at once, and released exactly once (a value's deinit counts it;
    /// a slot handed out twice or freed early shows as a count off, a crash, or a
    /// ThreadSanitizer report). Two producers wait for each value to be handled
    /// before submitting the next, so that submissions also land while the drainer goes
    /// idle (a lost wake-up strands a value and the wait times out).
    func testSeveralProducersHandOverEveryValueOnceInOrder() {
        final class Token: @unchecked Sendable {
            // @unchecked: immutable; `released` is atomic.
            let producer: Int
            let index: Int
            let released: AtomicWord
            init(producer: Int, index: Int, released: AtomicWord) {
                self.producer = producer
                self.index = index
                self.released = released
            }
            deinit { rheo_atomic_intptr_fetch_add_acq_rel(released.pointer, 1) }
        }
        final class Handler: DrainHandler, @unchecked Sendable {
            // @unchecked: unsynchronized on purpose: the queue must keep handlers apart.
            var next: [Int]
            var running = 0
            var overlaps = 0
            var outOfOrder = 0
            let handled: [AtomicWord]
            init(producers: Int) {
                next = Array(repeating: 0, count: producers)
                handled = (0..<producers).map { _ in AtomicWord() }
            }
            func _handleQueued(_ token: Token) {
                running += 1
                if running != 1 { overlaps += 1 }
                if next[token.producer] != token.index { outOfOrder += 1 }
                next[token.producer] = token.index + 1
                running -= 1
                rheo_atomic_intptr_fetch_add_acq_rel(handled[token.producer].pointer, 1)
            }
        }
        let producers = 6
        let perProducer = stressIterations(50_000)
        let released = AtomicWord()
        let stranded = Collected<String>()
        do {
            let queue = SPSCDrainQueue<Token>(segmentCapacity: 2, firstSegmentCapacity: 0)
            let lock = Lock()
            let handler = Handler(producers: producers)
            let deadline = DispatchTime.now() + 60
            raceThreads(producers) { producer in
                submitting: for index in 0..<perProducer {
                    let token = Token(producer: producer, index: index, released: released)
                    queue.submit(
                        inline: { handler._handleQueued(token) }, orPush: token, under: lock, handler: handler)
                    guard producer < 2 else { continue }
                    var spins = 0
                    while rheo_atomic_intptr_load_acquire(handler.handled[producer].pointer) <= index {
                        spins += 1
                        if spins % 4096 == 0, DispatchTime.now() > deadline {
                            stranded.append("producer \(producer), value \(index)")
                            break submitting
                        }
                        rheo_cpu_relax()
                    }
                }
            }
            XCTAssertEqual(stranded.values, [], "a wake-up was lost")
            // Every submitter has returned, so no drain is running.
            XCTAssertEqual(handler.next, Array(repeating: perProducer, count: producers))
            XCTAssertEqual(handler.outOfOrder, 0)
            XCTAssertEqual(handler.overlaps, 0, "two values handled at once")
        }
        XCTAssertEqual(rheo_atomic_intptr_load_acquire(released.pointer), producers * perProducer)
    }

    func testSPSCQueueReleasesUndrainedValues() {
        final class Token {}
        weak var weakToken: Token?
        do {
            let queue = SPSCDrainQueue<Token>()
            for _ in 0..<(SPSCDrainQueue<Token>.segmentCapacity + 5) {
                let token = Token()
                weakToken = token
                _ = queue.push(token)
            }
        }
        XCTAssertNil(weakToken)
    }
}

/// One atomic word for a test's threads to count with.
private final class AtomicWord: @unchecked Sendable {
    // @unchecked: the word is only touched atomically.
    // First stored property: reached by address.
    var state = rheo_atomic_intptr()

    var pointer: UnsafeMutablePointer<rheo_atomic_intptr> { _atomicState(of: self) }
}

/// A mutable value shared by a test's threads under the test's own lock.
private final class Box<Value>: @unchecked Sendable {
    // @unchecked: only touched under the test's lock.
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Records the numbers a queue hands over, in place or drained; unsynchronized on purpose
/// (the queue must keep the accesses apart; `overlaps` and ThreadSanitizer catch it if not).
private final class OrderLog: DrainHandler, @unchecked Sendable {
    // @unchecked: unsynchronized on purpose, see above.
    private var expected = 0
    private var running = 0
    private(set) var count = 0
    private(set) var outOfOrder = 0
    private(set) var overlaps = 0

    func record(_ number: Int) {
        running += 1
        if running != 1 { overlaps += 1 }
        if number != expected { outOfOrder += 1 }
        expected = number + 1
        count += 1
        running -= 1
    }

    func _handleQueued(_ queued: InputBox<Int>) {
        record(queued._input)
    }
}

/// Logs what an `SPSCDrainQueue` hands over, then runs `onValue`.
private final class SPSCLog: DrainHandler, @unchecked Sendable {
    // @unchecked: one thread in these tests.
    let log = Collected<Int>()
    var onValue: (Int) -> Void = { _ in }

    func _handleQueued(_ queued: Int) {
        log.append(queued)
        onValue(queued)
    }
}
