import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Base class of tests that need the main dispatch queue: they drive it themselves.
///
/// On Linux nothing drains the main queue while a test runs on the main thread unless the
/// test runs the main run loop. `runMainLoop(until:)` does, until a condition holds or a
/// deadline passes (then the test fails). `tearDown` keeps driving it until the objects the
/// test left on the main queue (cancelled timers, dispatched items) are released, before
/// `RheoTestCase` checks the live-object count.
class MainQueueTestCase: RheoTestCase {
    private var startCount: Int32 = 0

    override func setUp() {
        super.setUp()
        startCount = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(5)
        while Resources.total != startCount, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        super.tearDown()
    }

    /// Runs the main run loop until `condition` holds; fails the test if it does not
    /// within `timeout` seconds. Must be called on the main thread.
    func runMainLoop(
        until condition: () -> Bool, timeout: TimeInterval = 10, _ message: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertTrue(Thread.isMainThread, "runMainLoop must run on the main thread", file: file, line: line)
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        XCTAssertTrue(condition(), "timed out driving the main queue. \(message)", file: file, line: line)
    }

    /// Runs the main run loop until everything the main queue held when this was called
    /// has run.
    func drainMainQueue(file: StaticString = #filePath, line: UInt = #line) {
        let marker = Marker()
        DispatchQueue.main.async {
            marker.set()
        }
        runMainLoop(until: { marker.isSet }, "main-queue marker", file: file, line: line)
    }
}
