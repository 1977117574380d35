import Foundation
import Rheo

/// Runs `body` and fails, at the caller's line, if Rheo objects it created are still alive
/// when it returns: `RheoTestCase`'s end-of-test check for code that cannot use the
/// `leakChecked` trait (an XCTest test, part of a Swift Testing test, a helper).
///
/// Notes `Resources.total` before `body`; after it (returned or thrown) waits up to
/// `timeout` for the count to come back, since objects released on other threads may
/// still be on their way out, and otherwise records a failure with the subscriptions made
/// during `body` that are still live (`Resources.liveSubscriptionsReport(since:)`). A count
/// below the start fails too: something released an object twice, or released one that
/// existed before `body` (see `leakChecked` on parallel tests). What `body` returns is
/// still held when the count is read: return no Rheo objects from it.
///
/// Only debug builds of Rheo count objects (`Resources.isTracking`); in a release build
/// the check passes at once.
///
/// The count covers the whole process: this synchronous form does not wait for other
/// leak checks, so use it where nothing else runs Rheo code meanwhile (an XCTest test, a
/// test with the `leakChecked` trait, a `.serialized` suite). The `async` form does wait.
///
/// - Parameters:
///   - timeout: How long to wait for the count to come back.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
///   - body: The code to check.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws, after the check.
public func withLeakCheck<Result>(
    timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line,
    _ body: () throws -> Result
) rethrows -> Result {
    let check = LeakCheck.start()
    defer {
        if let failure = check.finish(timeout: timeout) {
            recordTestFailure(failure, file: file, line: line)
        }
    }
    return try body()
}

/// Runs `body` and fails, at the caller's line, if Rheo objects it created are still alive
/// when it returns: the `async` form of `withLeakCheck(timeout:file:line:_:)`.
///
/// It first waits for every other leak check in the process (this one, the `leakChecked`
/// trait) to end, so that parallel Swift Testing tests do not count each other's objects;
/// nested checks do not wait for the one they are in. Only debug builds of Rheo count
/// objects; in a release build the check passes at once.
///
/// A closure without `await` selects the synchronous form, even in an `async` function;
/// write `{ () async in ... }` to take turns with the other checks.
///
/// - Parameters:
///   - timeout: How long to wait for the count to come back.
///   - isolation: Where `body` runs: the caller's actor.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
///   - body: The code to check.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws, after the check.
public func withLeakCheck<Result>(
    timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await LeakCheck.exclusively {
        let check = LeakCheck.start()
        let result: Result
        do {
            result = try await body()
        } catch {
            if let failure = await check.finish(timeout: timeout) {
                recordTestFailure(failure, file: file, line: line)
            }
            throw error
        }
        if let failure = await check.finish(timeout: timeout) {
            recordTestFailure(failure, file: file, line: line)
        }
        return result
    }
}

/// A check that the live Rheo object count (`Resources.total`) comes back to where it was
/// when the check started: what `withLeakCheck` and the `leakChecked` trait run.
///
/// Every form waits 5 seconds by default for objects released on other threads, as
/// `RheoTestCase` does at a stress scale of 1.
struct LeakCheck: Sendable {
    /// `Resources.total` when the check started.
    let startTotal: Int32
    /// `Resources.subscriptionMark` when the check started.
    let startMark: Int

    /// Starts a check, after dropping the error traces that keep earlier errors alive.
    ///
    /// An error trace (`AssemblyTracking.trace(of:)`) keeps its error, and what the error
    /// holds (`RxError.disposed(object:)` holds its subject), alive for a while: an earlier
    /// test's error would be released during this check and count as a deficit, and an
    /// error of this check would count as a leak. Traces are a debugging aid; losing them
    /// between tests costs nothing.
    static func start() -> LeakCheck {
        AssemblyTracking.forgetErrorTraces()
        return LeakCheck(startTotal: Resources.total, startMark: Resources.subscriptionMark)
    }

    /// Waits up to `timeout` for `Resources.total` to come back to the start, blocking the
    /// thread (running the main run loop on the main thread, so that work left on the main
    /// queue can release what it holds), and returns what a failure says, or nil.
    func finish(timeout: Duration) -> String? {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while let failure = failureNow() {
            guard ContinuousClock.now < deadline else {
                return failure
            }
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001))
            } else {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        return nil
    }

    /// Waits up to `timeout` for `Resources.total` to come back to the start, suspending
    /// between looks, and returns what a failure says, or nil.
    func finish(timeout: Duration) async -> String? {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while let failure = failureNow() {
            guard ContinuousClock.now < deadline, !Task.isCancelled else {
                return failure
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return nil
    }

    /// What the check says if it ends now, or nil when the count is back (always nil in
    /// release builds, which do not count).
    func failureNow() -> String? {
        guard Resources.isTracking else {
            return nil
        }
        // Errors traced since the start keep what they hold alive; drop them before
        // counting, on every look.
        AssemblyTracking.forgetErrorTraces()
        let total = Resources.total
        guard total != startTotal else {
            return nil
        }
        let what = total > startTotal ? "live Rheo objects leaked" : "more Rheo objects released than created"
        return "\(what): Resources.total is \(total), was \(startTotal) at the start\n"
            + "subscriptions made since the start and still live:\n"
            + Resources.liveSubscriptionsReport(since: startMark)
    }
}

extension LeakCheck {
    /// Whether the current task is inside a leak check that holds `gate`.
    @TaskLocal static var holdsGate = false

    /// Lets one leak check at a time run: the count is process-wide.
    static let gate = AsyncGate()

    /// Runs `body` once no other leak check runs, or at once inside one.
    static func exclusively<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        if holdsGate {
            return try await body()
        }
        await gate.enter()
        defer { gate.leave() }
        return try await $holdsGate.withValue(true) {
            try await body()
        }
    }
}

/// A first-come, first-served mutual exclusion for tasks: `enter` suspends, without
/// blocking a thread, until the task before it has called `leave`.
final class AsyncGate: @unchecked Sendable {
    // @unchecked: `isTaken` and `waiters` are only touched under `lock`, and a
    // continuation is resumed after the lock is released.
    private let lock = NSLock()
    private var isTaken = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Returns once the gate is the caller's.
    func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if isTaken {
                waiters.append(continuation)
                lock.unlock()
            } else {
                isTaken = true
                lock.unlock()
                continuation.resume()
            }
        }
    }

    /// Hands the gate to the first waiter, or opens it.
    func leave() {
        lock.lock()
        if waiters.isEmpty {
            isTaken = false
            lock.unlock()
        } else {
            let next = waiters.removeFirst()
            lock.unlock()
            next.resume()
        }
    }
}
