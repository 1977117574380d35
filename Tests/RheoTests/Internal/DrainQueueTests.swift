import CRheo
import Foundation
@testable import Rheo
import XCTest
import RheoTestSupport

final class DrainQueueTests: RheoTestCase {
    func testUndrainedItemsAreReleasedWithTheQueue() {
        final class Token {}
        weak var weakToken: Token?
        do {
            let queue = DrainQueue()
            let token = Token()
            weakToken = token
            XCTAssertTrue(queue.push(InputSerializer<Token>.Box(token)))
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

    /// The idle handshake under the race it exists for. The producer pushes a value, waits
    /// until it has been drained, and pushes the next at once, so each push lands while the
    /// drainer is going idle; a push that neither starts a drain nor is seen by the drainer
    /// leaves its value stranded, and the wait times out. Drains run on a *concurrent* queue,
    /// so a drain a producer starts could overlap one still going idle: no two may run at once.
    func testSPSCQueueIdleHandshakeNeitherLosesAWakeUpNorOverlapsDrains() {
        let queue = SPSCDrainQueue<Int>()
        let count = stressIterations(20_000)
        let received = Collected<Int>()
        let overlaps = Collected<Int>()
        let drainers = AtomicWord()
        let delivered = AtomicWord()
        var scheduled = 0
        let deadline = DispatchTime.now() + 60
        pushing: for value in 0..<count {
            if queue.push(value) {
                scheduled += 1
                DispatchQueue.global().async {
                    if rheo_atomic_intptr_fetch_add_acq_rel(drainers.pointer, 1) != 0 { overlaps.append(value) }
                    queue.drain { value in
                        received.append(value)
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
        XCTAssertEqual(overlaps.values, [], "two drains ran at once")
        XCTAssertGreaterThan(scheduled, 1, "the drainer never went idle, so the handshake was not exercised")
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
private final class AtomicWord: @unchecked Sendable { // @unchecked: the word is only touched atomically.
    // First stored property: reached by address.
    var state = rheo_atomic_intptr()

    var pointer: UnsafeMutablePointer<rheo_atomic_intptr> { _atomicState(of: self) }
}
