import Foundation
@testable import Rheo
import XCTest

final class DrainQueueTests: RheoTestCase {
    /// 8 threads run work through one SerialDrain: every item runs exactly once, never two
    /// at a time, and each thread's items in order.
    func testSerialDrainSerializesManyThreads() {
        let threads = 8
        let perThread = 20_000 * stressScale
        let drain = SerialDrain()
        let state = DrainState(threads: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for sequence in 0..<perThread {
                drain.run { state.record(thread: thread, sequence: sequence) }
            }
        }
        XCTAssertEqual(state.count, threads * perThread)
        XCTAssertEqual(state.overlaps, 0)
        XCTAssertEqual(state.outOfOrder, 0)
    }

    func testReentrantRunIsQueuedNotNested() {
        let drain = SerialDrain()
        var log: [String] = []
        drain.run {
            log.append("outer start")
            drain.run { log.append("inner") }
            log.append("outer end")
        }
        XCTAssertEqual(log, ["outer start", "outer end", "inner"])
    }

    func testAMillionReentrantRunsDoNotGrowTheStack() {
        let drain = SerialDrain()
        var remaining = 1_000_000
        func step() {
            remaining -= 1
            if remaining > 0 { drain.run(step) }
        }
        drain.run(step)
        XCTAssertEqual(remaining, 0)
    }

    func testUndrainedItemsAreReleasedWithTheQueue() {
        final class Token {}
        weak var weakToken: Token?
        do {
            let queue = DrainQueue()
            let token = Token()
            weakToken = token
            let item = SerialDrain.WorkItem { _ = token }
            XCTAssertTrue(queue.push(item))
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

private final class DrainState: @unchecked Sendable {
    private var next: [Int]
    private(set) var count = 0
    private(set) var overlaps = 0
    private(set) var outOfOrder = 0
    private var running = 0

    init(threads: Int) { next = [Int](repeating: 0, count: threads) }

    func record(thread: Int, sequence: Int) {
        running += 1
        if running != 1 { overlaps += 1 }
        if sequence != next[thread] { outOfOrder += 1 }
        next[thread] = sequence + 1
        count += 1
        running -= 1
    }
}
