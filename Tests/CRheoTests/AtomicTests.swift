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
}
