import Foundation
import Rheo
import RheoTestSupport
import XCTest

extension RheoTestCase {
    /// Runs `body(index)` on `threads` threads released together, and returns when all are done.
    func race(threads: Int = 8, _ body: @escaping @Sendable (Int) -> Void) {
        raceThreads(threads, body)
    }

    /// Runs `body` on another thread and fails instead of hanging if it does not finish.
    func runFailingOnDeadlock(
        _ body: @escaping @Sendable () -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            finished.signal()
        }
        // A deadline, not a timing assertion: only a deadlock gets anywhere near it.
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "deadlock", file: file, line: line)
    }
}

/// A disposable that logs its id to a shared log when disposed.
final class LoggingTestDisposable: Disposable, @unchecked Sendable {
    // @unchecked: immutable; its log (Collected) locks.
    let id: Int
    let log: Collected<Int>

    init(_ id: Int, log: Collected<Int>) {
        self.id = id
        self.log = log
    }

    func dispose() {
        log.append(id)
    }
}
