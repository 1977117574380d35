import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class SerialDisposableTests: RheoTestCase {
    private var iterations: Int { 200 * stressScale }

    func testNewSerialDisposableIsNotDisposed() {
        let serial = SerialDisposable()
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
    }

    func testGetterReturnsTheCurrentDisposable() {
        let log = Collected<Int>()
        let serial = SerialDisposable()
        let first = LoggingTestDisposable(1, log: log)
        serial.disposable = first
        XCTAssertTrue(serial.disposable as? LoggingTestDisposable === first)
        let second = LoggingTestDisposable(2, log: log)
        serial.disposable = second
        XCTAssertTrue(serial.disposable as? LoggingTestDisposable === second)
        serial.dispose()
        XCTAssertFalse(serial.disposable is LoggingTestDisposable, "a disposed serial disposable holds nothing")
    }

    func testReplacingDisposesThePreviousDisposableOnly() {
        let log = Collected<Int>()
        let serial = SerialDisposable()
        serial.disposable = LoggingTestDisposable(1, log: log)
        XCTAssertEqual(log.values, [])

        serial.disposable = LoggingTestDisposable(2, log: log)
        XCTAssertEqual(log.values, [1])

        serial.disposable = LoggingTestDisposable(3, log: log)
        XCTAssertEqual(log.values, [1, 2])
        XCTAssertFalse(serial.isDisposed)

        serial.dispose()
        XCTAssertEqual(log.values, [1, 2, 3])
    }

    func testSettingAfterDisposeDisposesTheNewDisposableAtOnce() {
        let log = Collected<Int>()
        let serial = SerialDisposable()
        serial.disposable = LoggingTestDisposable(1, log: log)
        serial.dispose()
        XCTAssertEqual(log.values, [1])

        serial.disposable = LoggingTestDisposable(2, log: log)
        XCTAssertEqual(log.values, [1, 2])
        serial.disposable = LoggingTestDisposable(3, log: log)
        XCTAssertEqual(log.values, [1, 2, 3])
        XCTAssertTrue(serial.isDisposed)
    }

    func testDisposeIsIdempotent() {
        let log = Collected<Int>()
        let serial = SerialDisposable()
        serial.disposable = LoggingTestDisposable(1, log: log)
        serial.dispose()
        serial.dispose()
        XCTAssertEqual(log.values, [1])
        XCTAssertTrue(serial.isDisposed)
    }

    func testDisposeWithNothingAssignedMarksItDisposed() {
        let log = Collected<Int>()
        let serial = SerialDisposable()
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        serial.disposable = LoggingTestDisposable(1, log: log)
        XCTAssertEqual(log.values, [1])
    }

    func testReplacedDisposableIsDisposedOutsideTheLock() {
        let serial = SerialDisposable()
        let seen = Collected<String>()
        serial.disposable = Disposables.create {
            // Reentrant calls would deadlock if the old disposable were disposed under the lock.
            seen.append("disposed \(serial.isDisposed)")
            seen.append("current is new \(serial.disposable is BooleanDisposable)")
        }
        runFailingOnDeadlock { serial.disposable = BooleanDisposable() }
        XCTAssertEqual(seen.values, ["disposed false", "current is new true"])
        serial.dispose()
    }

    func testDisposeDisposesCurrentOutsideTheLock() {
        let serial = SerialDisposable()
        let log = Collected<Int>()
        let seen = Collected<Bool>()
        serial.disposable = Disposables.create {
            seen.append(serial.isDisposed)
            serial.disposable = LoggingTestDisposable(5, log: log)
        }
        runFailingOnDeadlock { serial.dispose() }
        XCTAssertEqual(seen.values, [true])
        XCTAssertEqual(log.values, [5], "assigned during disposal, after dispose: disposed at once")
    }

    func testConcurrentSetAndDisposeDisposeEveryAssignedDisposableExactlyOnce() {
        let perThread = 50
        for iteration in 0..<iterations {
            let serial = SerialDisposable()
            let log = Collected<Int>()
            race { thread in
                for index in 0..<perThread {
                    // Two threads dispose half-way through, racing each other and the assignments.
                    if thread < 2, index == perThread / 2 {
                        serial.dispose()
                    }
                    serial.disposable = LoggingTestDisposable(thread * perThread + index, log: log)
                }
            }
            XCTAssertTrue(serial.isDisposed)
            XCTAssertEqual(
                log.values.sorted(), Array(0..<(8 * perThread)), "iteration \(iteration): each disposed exactly once")
        }
    }

    func testConcurrentSetWithoutDisposeLeavesExactlyOneUndisposedUntilDispose() {
        let perThread = 50
        for iteration in 0..<iterations {
            let serial = SerialDisposable()
            let log = Collected<Int>()
            race { thread in
                for index in 0..<perThread {
                    serial.disposable = LoggingTestDisposable(thread * perThread + index, log: log)
                }
            }
            let disposedBeforeDispose = log.values
            XCTAssertEqual(disposedBeforeDispose.count, 8 * perThread - 1, "iteration \(iteration)")
            let current = (serial.disposable as? LoggingTestDisposable)?.id
            XCTAssertNotNil(current)
            XCTAssertFalse(disposedBeforeDispose.contains(current ?? -1), "the current one is not disposed")
            serial.dispose()
            XCTAssertEqual(log.values.sorted(), Array(0..<(8 * perThread)), "iteration \(iteration)")
        }
    }
}
