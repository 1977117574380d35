import RheoTestSupport
import XCTest

@testable import Rheo

/// The table of error traces stays bounded whatever passes through it.
final class ErrorTracesTests: RheoTestCase {
    /// One error passed again and again (a subject replaying it, `retry` on a cached error)
    /// must not grow the table's use order without bound.
    func testAnErrorPassedAgainAndAgainKeepsTheTableBounded() {
        struct Cached: Error {}
        let traces = ErrorTraces()
        let error: any Error = Cached()
        let site = AssemblySite("map", file: "Test.swift", line: 1)
        for _ in 0..<(3 * ErrorTraces.capacity) {
            traces.record(error, passing: [site])
        }
        XCTAssertLessThanOrEqual(traces.orderLength, 2 * ErrorTraces.capacity + 1)
        XCTAssertEqual(traces.trace(of: error), [site])
    }
}
