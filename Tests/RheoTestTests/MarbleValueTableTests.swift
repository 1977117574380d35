import RheoTestSupport
import XCTest

@testable import RheoTest

/// The characters of elements in drawn diagrams, and their legend.
final class MarbleValueTableTests: RheoTestCase {
    private func characters<T: Equatable>(_ table: MarbleValueTable<T>) -> String {
        String(table.entries.map(\.character))
    }

    func testOneCharacterDescriptionsStandForThemselves() {
        let digits = MarbleValueTable([1, 5, 1, 0])
        XCTAssertEqual(characters(digits), "150")
        XCTAssertEqual(digits.character(for: 5), "5")
        XCTAssertNil(digits.legend)
        XCTAssertEqual(characters(MarbleValueTable(["x", "y"])), "xy")
    }

    func testOtherwiseLettersByFirstAppearanceWithALegend() {
        let numbers = MarbleValueTable([100, 7, 100])
        XCTAssertEqual(characters(numbers), "ab")
        XCTAssertEqual(numbers.legend, "a = 100, b = 7")
        let strings = MarbleValueTable(["x", "long value"])
        XCTAssertEqual(strings.legend, #"a = "x", b = "long value""#)
    }

    func testGrammarCharactersAndDuplicateDescriptionsTakeLetters() {
        XCTAssertEqual(characters(MarbleValueTable(["-", "x"])), "ab")
        XCTAssertEqual(characters(MarbleValueTable(["~"])), "a")
        XCTAssertEqual(characters(MarbleValueTable([Optional(1)])), "a")
    }

    func testTheTestsOwnCharactersAreKept() {
        let given = MarbleValueTable([100, 7], given: ["z": 100])
        XCTAssertEqual(characters(given), "z7")
        XCTAssertEqual(given.legend, "z = 100")
        let skipping = MarbleValueTable([100, 200, 300], given: ["a": 100])
        XCTAssertEqual(characters(skipping), "abc")
        XCTAssertEqual(skipping.legend, "a = 100, b = 200, c = 300")
    }

    func testPastTheSpareCharactersTheTableIsIncomplete() {
        XCTAssertTrue(MarbleValueTable(Array(100..<290)).isComplete)
        XCTAssertFalse(MarbleValueTable(Array(100..<291)).isComplete)
    }
}
