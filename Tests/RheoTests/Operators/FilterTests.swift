import Rheo
import RheoTestSupport
import XCTest

final class FilterTests: RheoTestCase {
    func testKeepsMatchingElements() {
        let recorder = RecordingObserver<Int>()
        _ = Observable.range(start: 0, count: 10).filter { $0 % 3 == 0 }.subscribe(recorder)
        XCTAssertEqual(recorder.elements, [0, 3, 6, 9])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testThrowingPredicateFailsTheSequence() {
        let recorder = RecordingObserver<Int>()
        _ = Observable.range(start: 0, count: 10).filter { value in
            if value == 4 { throw TestError(4) }
            return value % 2 == 1
        }.subscribe(recorder)
        XCTAssertEqual(recorder.elements, [1, 3])
        XCTAssertEqual(recorder.error as? TestError, TestError(4))
    }
}
