import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class SingleAssignmentDisposableTests: RheoTestCase {
    func testAssignedDisposableIsDisposedOnDisposeOnce() {
        let log = Collected<Int>()
        let single = SingleAssignmentDisposable()
        XCTAssertFalse(single.isDisposed)

        single.setDisposable(LoggingTestDisposable(1, log: log))
        XCTAssertEqual(log.values, [])
        XCTAssertFalse(single.isDisposed)

        single.dispose()
        XCTAssertEqual(log.values, [1])
        XCTAssertTrue(single.isDisposed)

        single.dispose()
        XCTAssertEqual(log.values, [1])
    }

    func testDisposeBeforeAssignmentDisposesTheLaterAssignmentAtOnce() {
        let log = Collected<Int>()
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)

        let violations = captureContractViolations {
            single.setDisposable(LoggingTestDisposable(1, log: log))
        }
        XCTAssertEqual(log.values, [1])
        XCTAssertEqual(violations, [], "assigning once after dispose is allowed")

        single.dispose()
        XCTAssertEqual(log.values, [1])
    }

    func testSingleAssignmentReportsNoViolation() {
        let log = Collected<Int>()
        let single = SingleAssignmentDisposable()
        let violations = captureContractViolations {
            single.setDisposable(LoggingTestDisposable(1, log: log))
            single.dispose()
        }
        XCTAssertEqual(violations, [])
    }

    func testSecondAssignmentIsReportedAndDisposedWhileTheFirstStays() {
        let log = Collected<Int>()
        let single = SingleAssignmentDisposable()
        let violations = captureContractViolations {
            single.setDisposable(LoggingTestDisposable(1, log: log))
            single.setDisposable(LoggingTestDisposable(2, log: log))
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations.first?.contains("SingleAssignmentDisposable") ?? false, "\(violations)")
        XCTAssertEqual(log.values, [2], "the second is disposed, the first kept")
        XCTAssertFalse(single.isDisposed)

        single.dispose()
        XCTAssertEqual(log.values, [2, 1])
    }

    func testSecondAssignmentAfterDisposeIsReportedAndDisposed() {
        let log = Collected<Int>()
        let single = SingleAssignmentDisposable()
        let violations = captureContractViolations {
            single.setDisposable(LoggingTestDisposable(1, log: log))
            single.dispose()
            single.setDisposable(LoggingTestDisposable(2, log: log))
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations.first?.contains("SingleAssignmentDisposable") ?? false, "\(violations)")
        XCTAssertEqual(log.values, [1, 2])
    }

    func testConcurrentAssignmentsKeepExactlyOneAndReportTheRest() {
        let iterations = 100 * max(1, Int(ProcessInfo.processInfo.environment["RHEO_STRESS_SCALE"] ?? "") ?? 1)
        for iteration in 0..<iterations {
            let log = Collected<Int>()
            let single = SingleAssignmentDisposable()
            let violations = captureContractViolations {
                let start = DispatchSemaphore(value: 0)
                let done = DispatchGroup()
                for thread in 0..<8 {
                    done.enter()
                    Thread.detachNewThread {
                        start.wait()
                        single.setDisposable(LoggingTestDisposable(thread, log: log))
                        done.leave()
                    }
                }
                for _ in 0..<8 { start.signal() }
                done.wait()
            }
            XCTAssertEqual(violations.count, 7, "iteration \(iteration)")
            XCTAssertEqual(log.values.count, 7, "iteration \(iteration): every losing assignment is disposed")
            single.dispose()
            XCTAssertEqual(log.values.sorted(), Array(0..<8), "iteration \(iteration): each disposed exactly once")
        }
    }

    func testAssignmentRacingDisposeFromSevenThreadsDisposesTheAssignedDisposableOnce() {
        let iterations = 200 * max(1, Int(ProcessInfo.processInfo.environment["RHEO_STRESS_SCALE"] ?? "") ?? 1)
        for iteration in 0..<iterations {
            let log = Collected<Int>()
            let single = SingleAssignmentDisposable()
            let violations = captureContractViolations {
                let start = DispatchSemaphore(value: 0)
                let done = DispatchGroup()
                for thread in 0..<8 {
                    done.enter()
                    Thread.detachNewThread {
                        start.wait()
                        if thread == 0 {
                            single.setDisposable(LoggingTestDisposable(1, log: log))
                        } else {
                            single.dispose()
                        }
                        done.leave()
                    }
                }
                for _ in 0..<8 { start.signal() }
                done.wait()
            }
            XCTAssertEqual(violations, [], "iteration \(iteration)")
            XCTAssertTrue(single.isDisposed)
            XCTAssertEqual(log.values, [1], "iteration \(iteration)")
        }
    }
}
