import RheoTestSupport
import XCTest

@testable import Rheo

/// What tracking keeps process-wide is released when it is switched off.
final class AssemblyRegistryTests: RheoTestCase {
    /// A process that tracked many observables and switched tracking off keeps the sites of
    /// the live ones only, in a table sized for them, not for the most it ever held.
    func testSwitchingTrackingOffReleasesWhatEndedObservablesLeft() {
        let wasTracking = AssemblyTracking.isEnabled
        defer { AssemblyTracking.isEnabled = wasTracking }
        AssemblyTracking.isEnabled = true
        let kept = Observable<Int>.never()
        let keptLine = #line - 1
        var many: [Observable<Int>] = []
        for value in 0..<5_000 {
            many.append(Observable.just(value))
        }
        XCTAssertGreaterThanOrEqual(AssemblyRegistry.shared.siteTableCapacity, 5_000)
        many = []

        AssemblyTracking.isEnabled = false

        XCTAssertLessThan(AssemblyRegistry.shared.siteEntryCount, 64, "the ended observables' entries are dropped")
        XCTAssertLessThan(AssemblyRegistry.shared.siteTableCapacity, 1_024, "the table shrinks to its live size")
        XCTAssertEqual(
            AssemblyTracking.sites(of: kept),
            [AssemblySite("never", file: "\(#fileID)", line: UInt(keptLine))],
            "a live observable keeps its site")
        XCTAssertTrue(many.isEmpty)
    }
}
