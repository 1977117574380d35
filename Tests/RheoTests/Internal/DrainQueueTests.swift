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
