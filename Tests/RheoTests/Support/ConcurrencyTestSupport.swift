import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// `RHEO_STRESS_SCALE` multiplies iteration counts of concurrency tests (default 1), so CI
/// runs them short and a developer runs them long.
var stressScale: Int {
    max(1, Int(ProcessInfo.processInfo.environment["RHEO_STRESS_SCALE"] ?? "") ?? 1)
}

/// Whether this test process runs under ThreadSanitizer (its runtime is linked in), which
/// makes every memory access and atomic operation tens of times slower.
let underThreadSanitizer: Bool = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

/// `count` scaled by `RHEO_STRESS_SCALE`, and divided by 10 under ThreadSanitizer, where
/// the same interleavings are explored with far fewer iterations and full counts would
/// take minutes.
func stressIterations(_ count: Int) -> Int {
    max(1, count * stressScale / (underThreadSanitizer ? 10 : 1))
}

extension RheoTestCase {
    /// Runs `body(index)` on `threads` threads released together, and returns when all are done.
    func race(threads: Int = 8, _ body: @escaping @Sendable (Int) -> Void) {
        raceThreads(threads, body)
    }

    /// Runs `body` on another thread and fails instead of hanging if it does not finish.
    func runFailingOnDeadlock(_ body: @escaping @Sendable () -> Void, file: StaticString = #filePath, line: UInt = #line) {
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

/// Runs `body(index)` on `threads` threads released together, and returns when all are
/// done; the free-function form of `RheoTestCase.race`, for `@Sendable` closures (such as
/// the one given to `runFailingOnDeadlock`) that must not capture the test case.
func raceThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<threads {
        done.enter()
        Thread.detachNewThread {
            start.wait()
            body(index)
            done.leave()
        }
    }
    for _ in 0..<threads { start.signal() }
    done.wait()
}
