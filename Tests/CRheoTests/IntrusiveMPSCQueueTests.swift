import CRheo
import Foundation
import XCTest

/// The intrusive MPSC queue: links live in the items, here a preallocated array of them.
final class IntrusiveMPSCQueueTests: XCTestCase {
    func testEmptyAndSingleThreadFIFO() {
        let queue = rheo_mpsc_intrusive_create()!
        defer { rheo_mpsc_intrusive_destroy(queue) }
        var out: UnsafeMutablePointer<rheo_mpsc_link>?
        XCTAssertEqual(rheo_mpsc_intrusive_pop(queue, &out), RHEO_MPSC_EMPTY)

        let links = UnsafeMutablePointer<rheo_mpsc_link>.allocate(capacity: 100)
        defer { links.deallocate() }
        links.initialize(repeating: rheo_mpsc_link(), count: 100)
        // Push and pop in rounds, so the stub is re-pushed many times.
        for round in 0..<3 {
            for index in 0..<100 { rheo_mpsc_intrusive_push(queue, links + index) }
            for index in 0..<100 {
                XCTAssertEqual(rheo_mpsc_intrusive_pop_wait(queue), links + index, "round \(round)")
            }
            XCTAssertNil(rheo_mpsc_intrusive_pop_wait(queue))
        }
        // Interleaved single pushes and pops.
        for index in 0..<100 {
            rheo_mpsc_intrusive_push(queue, links + index)
            XCTAssertEqual(rheo_mpsc_intrusive_pop_wait(queue), links + index)
            XCTAssertNil(rheo_mpsc_intrusive_pop_wait(queue))
        }
    }

    /// 4 producers x 1,000,000 items into one consumer: every item arrives exactly once and
    /// each producer's items arrive in the order it pushed them.
    func testFourProducersOneConsumerNothingLostPerProducerOrderKept() {
        let producers = 4
        let perProducer = 1_000_000
        let queue = rheo_mpsc_intrusive_create()!
        defer { rheo_mpsc_intrusive_destroy(queue) }
        let links = UnsafeMutablePointer<rheo_mpsc_link>.allocate(capacity: producers * perProducer)
        defer { links.deallocate() }
        links.initialize(repeating: rheo_mpsc_link(), count: producers * perProducer)
        let queueAddress = UInt(bitPattern: queue)
        let linksAddress = UInt(bitPattern: links)

        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for producer in 0..<producers {
            done.enter()
            Thread.detachNewThread {
                let queue = OpaquePointer(bitPattern: queueAddress)!
                let links = UnsafeMutablePointer<rheo_mpsc_link>(bitPattern: linksAddress)!
                start.wait()
                for sequence in 0..<perProducer {
                    rheo_mpsc_intrusive_push(queue, links + (producer * perProducer + sequence))
                }
                done.leave()
            }
        }
        for _ in 0..<producers { start.signal() }

        var nextExpected = [Int](repeating: 0, count: producers)
        var received = 0
        var outOfOrder = 0
        while received < producers * perProducer {
            var out: UnsafeMutablePointer<rheo_mpsc_link>?
            if rheo_mpsc_intrusive_pop(queue, &out) == RHEO_MPSC_POPPED, let out {
                let index = out - links
                let producer = index / perProducer
                if index % perProducer != nextExpected[producer] { outOfOrder += 1 }
                nextExpected[producer] = index % perProducer + 1
                received += 1
            } else {
                rheo_cpu_relax()
            }
        }
        done.wait()
        XCTAssertNil(rheo_mpsc_intrusive_pop_wait(queue), "items beyond the pushed ones")
        XCTAssertEqual(outOfOrder, 0)
        XCTAssertEqual(nextExpected, [Int](repeating: perProducer, count: producers))
    }
}
