import Foundation
import RheoTestSupport
import XCTest

/// The soak: with `RHEO_SOAK_SECONDS` set, runs every stress test of this process again and
/// again, in one process, until that many seconds have passed (whole passes: the last one
/// starts before the deadline), so that `Scripts/soak.sh` can watch the process's memory
/// over many passes. Without it, the test is skipped (it is not part of a normal run).
///
/// The stress test classes must be selected with it (XCTest creates only the selected
/// tests; the script selects every class of the target, so each stress test also runs once
/// on its own first). Each pass creates each stress test XCTest created
/// (`StressTestRegistry`) again and runs it through `invokeTest()`: its `setUp`, body and
/// `tearDown` (the live-object check). Its failures are recorded on this test, which stops
/// after the first failing pass. After each pass it prints a line `soak: pass N ...` that
/// the script reads.
final class SoakTests: XCTestCase {
    func testSoak() throws {
        #if os(Linux)
        guard let text = ProcessInfo.processInfo.environment["RHEO_SOAK_SECONDS"], let seconds = Double(text)
        else {
            throw XCTSkip("set RHEO_SOAK_SECONDS to soak (Scripts/soak.sh does)")
        }
        let cases = StressTestRegistry.shared.takeAll()
        XCTAssertFalse(cases.isEmpty, "no stress test registered: select every class of RheoStressTests")
        let start = Date()
        var pass = 0
        repeat {
            pass += 1
            let passStart = Date()
            for makeTestCase in cases {
                // A new instance each time: XCTest runs an instance once (its teardown
                // blocks are finalized after the first run).
                makeTestCase().invokeTest()
            }
            let failures = testRun?.totalFailureCount ?? 0
            print(
                "soak: pass \(pass) took \(String(format: "%.1f", Date().timeIntervalSince(passStart))) s,"
                    + " \(cases.count) tests, \(checkedEvents.count) checked events so far,"
                    + " \(failures) failures")
            fflush(nil)  // the script reads the lines as they come
            if failures > 0 { break }
        } while Date().timeIntervalSince(start) < seconds
        print(
            "soak: done: \(pass) passes in \(String(format: "%.1f", Date().timeIntervalSince(start))) s,"
                + " \(checkedEvents.count) checked events")
        fflush(nil)  // the script reads the lines as they come
        #else
        throw XCTSkip("the soak runs on Linux (swift-corelibs-xctest)")
        #endif
    }
}
