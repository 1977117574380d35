import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class EventEquatableTests: RheoTestCase {
    func testSameCasesWithEqualPayloadsAreEqual() {
        XCTAssertEqual(Event.next(1), Event.next(1))
        XCTAssertNotEqual(Event.next(1), Event.next(2))
        XCTAssertEqual(Event<Int>.completed, Event<Int>.completed)
        XCTAssertNotEqual(Event.next(1), Event<Int>.completed)
        XCTAssertNotEqual(Event<Int>.error(TestError()), Event<Int>.completed)
        XCTAssertNotEqual(Event.next(1), Event<Int>.error(TestError()))
    }

    func testEquatableErrorsCompareWithEquals() {
        XCTAssertEqual(Event<Int>.error(TestError(1)), Event<Int>.error(TestError(1)))
        XCTAssertNotEqual(Event<Int>.error(TestError(1)), Event<Int>.error(TestError(2)))
    }

    func testEquatableErrorsIgnoreTheirDescription() {
        XCTAssertEqual(
            Event<Int>.error(DescribedEquatableError(description: "a")),
            Event<Int>.error(DescribedEquatableError(description: "b")), "== ignores the description")
    }

    func testOtherErrorsCompareByDescription() {
        XCTAssertEqual(Event<Int>.error(RxError.timeout), Event<Int>.error(RxError.timeout))
        XCTAssertNotEqual(Event<Int>.error(RxError.timeout), Event<Int>.error(RxError.noElements))
        XCTAssertEqual(Event<Int>.error(RxError.argumentOutOfRange), Event<Int>.error(RxError.argumentOutOfRange))
        XCTAssertNotEqual(Event<Int>.error(RxError.argumentOutOfRange), Event<Int>.error(RxError.overflow))
    }

    func testErrorsOfDifferentTypesAreNeverEqual() {
        XCTAssertEqual(
            String(describing: PlainError(text: "same")),
            String(describing: OtherPlainError(text: "same")).replacingOccurrences(
                of: "OtherPlainError", with: "PlainError"))
        XCTAssertNotEqual(Event<Int>.error(PlainError(text: "same")), Event<Int>.error(OtherPlainError(text: "same")))
        XCTAssertNotEqual(Event<Int>.error(TestError(1)), Event<Int>.error(RxError.timeout))
    }

    func testNSErrorsCompareDomainAndCode() {
        let error = NSError(domain: "rheo", code: 1)
        XCTAssertEqual(Event<Int>.error(error), Event<Int>.error(NSError(domain: "rheo", code: 1)))
        XCTAssertNotEqual(Event<Int>.error(error), Event<Int>.error(NSError(domain: "rheo", code: 2)))
        XCTAssertNotEqual(Event<Int>.error(error), Event<Int>.error(NSError(domain: "other", code: 1)))
    }
}

private struct DescribedEquatableError: Error, Equatable, CustomStringConvertible {
    let description: String

    static func == (lhs: Self, rhs: Self) -> Bool {
        true
    }
}

private struct PlainError: Error {
    let text: String
}

private struct OtherPlainError: Error {
    let text: String
}
