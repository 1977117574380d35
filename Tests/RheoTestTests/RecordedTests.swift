import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class RecordedTests: RheoTestCase {
    func testConstructorsBuildEventsAtTimes() {
        let next = Recorded.next(210, 1)
        XCTAssertEqual(next.time, 210)
        XCTAssertEqual(next.value, .next(1))
        let completed = Recorded.completed(300, Int.self)
        XCTAssertEqual(completed.time, 300)
        XCTAssertEqual(completed.value, Event<Int>.completed)
        let error = Recorded.error(400, TestError(1), String.self)
        XCTAssertEqual(error.time, 400)
        XCTAssertEqual(error.value, Event<String>.error(TestError(1)))
        let plain = Recorded(time: 5, value: "x")
        XCTAssertEqual(plain.time, 5)
        XCTAssertEqual(plain.value, "x")
    }

    func testEqualityComparesTimeAndValue() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        XCTAssertEqual(events, [.next(210, 1), .completed(300)])
        XCTAssertNotEqual(events, [.next(211, 1), .completed(300)])
        XCTAssertNotEqual(events, [.next(210, 2), .completed(300)])
        XCTAssertNotEqual(events, [.next(210, 1), .error(300, TestError())])
        XCTAssertNotEqual(events, [.next(210, 1)])
    }

    func testDebugDescriptionShowsValueAndTime() {
        XCTAssertEqual(Recorded.next(210, 1).debugDescription, "next(1) @ 210")
        XCTAssertEqual(Recorded.completed(300, Int.self).debugDescription, "completed @ 300")
    }

    func testEventsHelpersBuildArraysFromAListOrAnArray() {
        let variadic = Recorded.events(.next(210, 1), .next(220, 2), .completed(230))
        XCTAssertEqual(variadic, [.next(210, 1), .next(220, 2), .completed(230)])
        let array = Recorded.events([.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(array, variadic)
        let concatenated = Recorded.events([.next(210, 1)]) + Recorded.events(.next(220, 2), .completed(230))
        XCTAssertEqual(concatenated, variadic)
        let strings = Recorded.events(.next(210, "a"), .error(220, TestError(2)))
        XCTAssertEqual(strings, [.next(210, "a"), .error(220, TestError(2))])
        let empty = Recorded.events([Recorded<Event<Int>>]())
        XCTAssertEqual(empty, [])
    }
}
