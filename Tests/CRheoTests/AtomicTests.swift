import CRheo
import XCTest

final class AtomicTests: XCTestCase {
    func testIntOperationsReturnPreviousValues() {
        let word = UnsafeMutablePointer<rheo_atomic_intptr>.allocate(capacity: 1)
        defer { word.deallocate() }
        rheo_atomic_intptr_init(word, 5)
        XCTAssertEqual(rheo_atomic_intptr_load_acquire(word), 5)
        XCTAssertEqual(rheo_atomic_intptr_fetch_add_acq_rel(word, 3), 5)
        XCTAssertEqual(rheo_atomic_intptr_fetch_or_acq_rel(word, 16), 8)
        XCTAssertEqual(rheo_atomic_intptr_fetch_and_acq_rel(word, 0b11000), 24)
        XCTAssertEqual(rheo_atomic_intptr_exchange_acq_rel(word, 7), 24)
        var expected = 6
        XCTAssertFalse(rheo_atomic_intptr_compare_exchange_strong_acq_rel(word, &expected, 9))
        XCTAssertEqual(expected, 7)
        XCTAssertTrue(rheo_atomic_intptr_compare_exchange_strong_acq_rel(word, &expected, 9))
        XCTAssertEqual(rheo_atomic_intptr_load_relaxed(word), 9)
    }

    /// A channel binding's two write counters start at zero and count apart.
    func testChannelWriteCountersCountEachSideApart() {
        let writes = UnsafeMutablePointer<rheo_channel_writes>.allocate(capacity: 1)
        defer { writes.deallocate() }
        writes.initialize(to: rheo_channel_writes())
        rheo_channel_writes_increment_acq_rel(writes, true)
        rheo_channel_writes_increment_acq_rel(writes, true)
        rheo_channel_writes_increment_acq_rel(writes, false)
        XCTAssertEqual(rheo_channel_writes_load_acquire(writes, true), 2)
        XCTAssertEqual(rheo_channel_writes_load_acquire(writes, false), 1)
    }

    /// The tail-recursion high-water mark keeps the deepest value recorded by any thread,
    /// whatever the interleaving, and a lower one never lowers it.
    func testTheTailRecursionDepthKeepsTheMaximumOfConcurrentRecords() {
        let saved = rheo_tail_recursion_depth_max()
        defer { rheo_tail_recursion_depth_set(saved) }
        rheo_tail_recursion_depth_set(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for depth in 0..<10_000 {
                rheo_tail_recursion_depth_record((depth * 8 + thread) % 50_000)
            }
        }
        XCTAssertEqual(rheo_tail_recursion_depth_max(), 49_999)
        rheo_tail_recursion_depth_record(3)
        XCTAssertEqual(rheo_tail_recursion_depth_max(), 49_999)
        rheo_tail_recursion_depth_set(0)
        XCTAssertEqual(rheo_tail_recursion_depth_max(), 0)
    }
}
