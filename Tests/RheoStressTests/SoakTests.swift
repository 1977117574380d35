import CHeapStats
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
/// (`StressTestRegistry`) again and runs its `setUp`, body and `tearDown` (the live-object
/// check; see `RegisteredStressTest.run()`). Its failures are recorded on this test, which stops
/// after the first failing pass. After each pass it prints a line `soak: pass N ...` that
/// the script reads, with the pass's figures: the heap's bytes in use at the pass's end
/// (every test's objects are gone by then, so this is what survives a pass: a leak raises
/// it pass after pass), and the resident set after the allocator's free pages are returned
/// (`rheo_heap_trim`), which separates memory the allocator merely keeps for reuse from
/// memory in use. With `RHEO_SOAK_INJECT_LEAK_BYTES=N` it leaks N bytes after each test
/// run, which the script's leak bound must catch (`Scripts/soak.sh --inject-leak-bytes N`).
final class SoakTests: XCTestCase {
    func testSoak() throws {
        #if os(Linux)
        guard let text = ProcessInfo.processInfo.environment["RHEO_SOAK_SECONDS"], let seconds = Double(text)
        else {
            throw XCTSkip("set RHEO_SOAK_SECONDS to soak (Scripts/soak.sh does)")
        }
        // A check of the soak itself: leak this many bytes after each test run, for good.
        let injectedLeak = Int(ProcessInfo.processInfo.environment["RHEO_SOAK_INJECT_LEAK_BYTES"] ?? "") ?? 0
        var injectedBlocks: [UnsafeMutableRawPointer] = []
        let cases = StressTestRegistry.shared.takeAll()
        XCTAssertFalse(cases.isEmpty, "no stress test registered: select every class of RheoStressTests")
        rheo_heap_trim()
        print(
            "soak: before pass 1: heap in use \(rheo_heap_bytes_in_use() / 1024) kB,"
                + " RSS after trim \(residentKilobytes()) kB")
        let start = Date()
        var pass = 0
        repeat {
            pass += 1
            let passStart = Date()
            for registered in cases {
                registered.run()
                if injectedLeak > 0, let block = malloc(injectedLeak) {
                    memset(block, 1, injectedLeak)
                    injectedBlocks.append(block)  // kept, so that the optimizer cannot drop it
                }
            }
            let failures = testRun?.totalFailureCount ?? 0
            let heapInUse = rheo_heap_bytes_in_use()
            rheo_heap_trim()
            print(
                "soak: pass \(pass) took \(String(format: "%.1f", Date().timeIntervalSince(passStart))) s,"
                    + " \(cases.count) tests, \(checkedEvents.count) checked events so far,"
                    + " \(failures) failures; heap in use \(heapInUse / 1024) kB,"
                    + " RSS after trim \(residentKilobytes()) kB")
            fflush(nil)  // the script reads the lines as they come
            if failures > 0 { break }
        } while Date().timeIntervalSince(start) < seconds
        if injectedLeak > 0 { print("soak: leaked \(injectedBlocks.count) blocks of \(injectedLeak) bytes on purpose") }
        print(
            "soak: done: \(pass) passes in \(String(format: "%.1f", Date().timeIntervalSince(start))) s,"
                + " \(checkedEvents.count) checked events")
        fflush(nil)  // the script reads the lines as they come
        #else
        throw XCTSkip("the soak runs on Linux (swift-corelibs-xctest)")
        #endif
    }

    /// This process's resident set in kB (`VmRSS` in `/proc/self/status`), or 0 if unreadable.
    private func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
