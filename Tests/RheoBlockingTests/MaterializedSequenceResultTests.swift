import RheoBlocking
import RheoTestSupport
import XCTest

final class MaterializedSequenceResultTests: RheoTestCase {
    func testCasesCarryTheirPayloads() {
        let result = MaterializedSequenceResult<Int>.failed(elements: [1, 2], error: TestError(3))
        guard case .failed(let elements, let error) = result else { return XCTFail("expected failed") }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(error as? TestError, TestError(3))
    }
}
