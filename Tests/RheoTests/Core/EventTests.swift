import Rheo
import RheoTestSupport
import XCTest

final class EventTests: RheoTestCase {
    func testAccessors() {
        let next = Event<Int>.next(3)
        let error = Event<Int>.error(TestError(1))
        let completed = Event<Int>.completed
        XCTAssertEqual(next.element, 3)
        XCTAssertNil(error.element)
        XCTAssertEqual(error.error as? TestError, TestError(1))
        XCTAssertNil(next.error)
        XCTAssertFalse(next.isStopEvent)
        XCTAssertTrue(error.isStopEvent)
        XCTAssertTrue(completed.isStopEvent)
        XCTAssertTrue(completed.isCompleted)
        XCTAssertFalse(error.isCompleted)
        XCTAssertEqual(next.debugDescription, "next(3)")
        XCTAssertEqual(completed.debugDescription, "completed")
    }

    func testMap() {
        XCTAssertEqual(Event<Int>.next(2).map { $0 * 10 }.element, 20)
        XCTAssertTrue(Event<Int>.completed.map { $0 * 10 }.isCompleted)
        XCTAssertEqual(Event<Int>.error(TestError(2)).map { $0 * 10 }.error as? TestError, TestError(2))
        let thrown = Event<Int>.next(2).map { _ -> Int in throw TestError(3) }
        XCTAssertEqual(thrown.error as? TestError, TestError(3))
    }
}
