import RheoTestSupport
import XCTest

/// A test case that can capture the assertion failures a block records, so that tests of
/// assertions check their messages instead of failing.
class FailureCapturingTestCase: RheoTestCase {
    private var captured: [(description: String, line: Int)]?
    /// The lines the failures of the last `failures` call were recorded at.
    private(set) var failureLines: [Int] = []

    /// The descriptions of the assertion failures `body` records; they do not fail the test.
    func failures(_ body: () -> Void) -> [String] {
        captured = []
        body()
        let result = captured ?? []
        captured = nil
        failureLines = result.map(\.line)
        return result.map(\.description)
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard captured != nil else { return super.record(issue) }
        captured?.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard captured != nil else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured?.append((description, lineNumber))
    }
    #endif
}
