import CRheo
import Foundation
import XCTest

final class MPSCQueueTests: XCTestCase {
    func testEmptyQueuePopsNothing() {
        let queue = rheo_mpsc_queue_create()!
        defer { rheo_mpsc_queue_destroy(queue) }
        var out: UnsafeMutableRawPointer?
        XCTAssertEqual(rheo_mpsc_queue_pop(queue, &out), RHEO_MPSC_EMPTY)
        XCTAssertFalse(rheo_mpsc_queue_pop_wait(queue, &out))
    }

    func testSingleThreadFIFOIncludingNullValues() {
        let queue = rheo_mpsc_queue_create()!
        defer { rheo_mpsc_queue_destroy(queue) }
        for value in 0..<1000 {
            XCTAssertTrue(rheo_mpsc_queue_push(queue, UnsafeMutableRawPointer(bitPattern: value)))
        }
        for value in 0..<1000 {
            var out: UnsafeMutableRawPointer?
            XCTAssertEqual(rheo_mpsc_queue_pop(queue, &out), RHEO_MPSC_POPPED)
            XCTAssertEqual(Int(bitPattern: out), value)
        }
        var out: UnsafeMutableRawPointer?
        XCTAssertEqual(rheo_mpsc_queue_pop(queue, &out), RHEO_MPSC_EMPTY)
    }

    func testDestroyFreesUnpoppedNodes() {
        // Run under AddressSanitizer/LeakSanitizer this would report a leak if destroy
        // forgot the remaining nodes; here it checks destroy copes with a non-empty queue.
        let queue = rheo_mpsc_queue_create()!
        for value in 1...100 {
            XCTAssertTrue(rheo_mpsc_queue_push(queue, UnsafeMutableRawPointer(bitPattern: value)))
        }
        var out: UnsafeMutableRawPointer?
        XCTAssertEqual(rheo_mpsc_queue_pop(queue, &out), RHEO_MPSC_POPPED)
        XCTAssertEqual(Int(bitPattern: out), 1)
        rheo_mpsc_queue_destroy(queue)
    }

    /// 4 producers x 1,000,000 items into one consumer: every item arrives exactly once
    /// and each producer's items arrive in the order it pushed them.
    func testFourProducersOneConsumerNothingLostPerProducerOrderKept() {
        let producers = 4
        let perProducer = 1_000_000
        let queue = rheo_mpsc_queue_create()!
        defer { rheo_mpsc_queue_destroy(queue) }
        let queueAddress = UInt(bitPattern: queue)

        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for producer in 0..<producers {
            done.enter()
            Thread.detachNewThread {
                let queue = OpaquePointer(bitPattern: queueAddress)!
                start.wait()
                for sequence in 0..<perProducer {
                    // Producer id in the high bits, sequence number in the low 32.
                    let value = (producer << 32) | sequence
                    if !rheo_mpsc_queue_push(queue, UnsafeMutableRawPointer(bitPattern: value)) {
                        fatalError("push failed: out of memory")
                    }
                }
                done.leave()
            }
        }
        for _ in 0..<producers { start.signal() }

        var nextExpected = [Int](repeating: 0, count: producers)
        var received = 0
        var outOfOrder = 0
        var unknownProducer = 0
        while received < producers * perProducer {
            var out: UnsafeMutableRawPointer?
            switch rheo_mpsc_queue_pop(queue, &out) {
            case RHEO_MPSC_POPPED:
                let value = Int(bitPattern: out)
                let producer = value >> 32
                let sequence = value & 0xFFFF_FFFF
                guard producer >= 0, producer < producers else {
                    unknownProducer += 1
                    received += 1
                    continue
                }
                if sequence != nextExpected[producer] {
                    outOfOrder += 1
                }
                nextExpected[producer] = sequence + 1
                received += 1
            default:
                rheo_cpu_relax()
            }
        }
        done.wait()

        var out: UnsafeMutableRawPointer?
        XCTAssertEqual(rheo_mpsc_queue_pop(queue, &out), RHEO_MPSC_EMPTY, "items beyond the pushed ones")
        XCTAssertEqual(unknownProducer, 0)
        XCTAssertEqual(outOfOrder, 0)
        XCTAssertEqual(nextExpected, [Int](repeating: perProducer, count: producers))
    }
}
