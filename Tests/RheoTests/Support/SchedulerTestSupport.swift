import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Sets its marker when deallocated, to check when a scheduler releases what an action
/// captured.
final class DeinitProbe: @unchecked Sendable {
    // @unchecked: immutable; its Marker locks.
    let released = Marker()

    deinit {
        released.set()
    }
}

/// Counts how many callers are between `enter()` and `leave()` at once, and the most ever.
final class OverlapTracker: @unchecked Sendable {
    // @unchecked: the counters are only touched under `lock`.
    private let lock = NSLock()
    private var inFlight = 0
    private var maximum = 0

    func enter() {
        lock.lock()
        inFlight += 1
        maximum = max(maximum, inFlight)
        lock.unlock()
    }

    func leave() {
        lock.lock()
        inFlight -= 1
        lock.unlock()
    }

    var maxInFlight: Int {
        lock.lock()
        defer { lock.unlock() }
        return maximum
    }
}

/// The monotonic clock Dispatch's timers use, in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// How long a test waits for asynchronous work before failing: generous, so a loaded CI
/// machine or ThreadSanitizer does not fail a correct test.
let asyncTimeout: TimeInterval = 10

extension XCTestCase {
    /// Waits for `semaphore`, failing the test after `asyncTimeout`.
    func waitOrFail(
        _ semaphore: DispatchSemaphore, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let result = semaphore.wait(timeout: .now() + asyncTimeout)
        XCTAssertEqual(result, .success, "timed out waiting. \(message)", file: file, line: line)
    }

    /// Schedules a marker action on `scheduler` and waits for it: on a serial scheduler,
    /// everything scheduled before it has then run.
    func waitForScheduledMarker(
        on scheduler: ImmediateSchedulerType, file: StaticString = #filePath, line: UInt = #line
    ) {
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        waitOrFail(done, "marker action", file: file, line: line)
    }

    /// Schedules a marker action after `dueTime` on `scheduler` and waits for it.
    func waitForRelativeMarker(
        on scheduler: SchedulerType, after dueTime: RxTimeInterval, file: StaticString = #filePath, line: UInt = #line
    ) {
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            done.signal()
            return Disposables.create()
        }
        waitOrFail(done, "relative marker action", file: file, line: line)
    }
}
