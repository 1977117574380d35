import Foundation
import Rheo
import XCTest

/// Base class of Rheo's tests, shared by every test target: each test must end with
/// `Resources.total` back at its start.
///
/// Tests that expect contract-violation reports use `captureContractViolations`; tests of
/// bad arguments use `captureArgumentOutOfRangeMessages`.
open class RheoTestCase: XCTestCase {
    private var startResourceCount: Int32 = 0
    private var startSubscriptionMark = 0

    private var previousArgumentOutOfRangeHandler: Hooks.ArgumentOutOfRangeHandler?

    /// The explanations of `RxError.argumentOutOfRange` errors reported during the running
    /// test and not taken yet (see `takeArgumentOutOfRangeMessages()`).
    private static let pendingArgumentOutOfRangeMessages = Collected<String>()

    override open func setUp() {
        super.setUp()
        // An error trace keeps its error, and what the error holds, alive: errors of earlier
        // tests must neither count here nor be released during this test.
        AssemblyTracking.forgetErrorTraces()
        startResourceCount = Resources.total
        startSubscriptionMark = Resources.subscriptionMark
        // Every test collects the argumentOutOfRange explanations instead of printing them,
        // so that tests of bad arguments can check them.
        _ = Self.pendingArgumentOutOfRangeMessages.take()
        previousArgumentOutOfRangeHandler = Hooks.argumentOutOfRangeHandler
        Hooks.argumentOutOfRangeHandler = { RheoTestCase.pendingArgumentOutOfRangeMessages.append($0) }
    }

    /// Returns the explanations of the `RxError.argumentOutOfRange` errors reported through
    /// `Hooks.argumentOutOfRangeHandler` since the test began or since the last call, and
    /// forgets them.
    public static func takeArgumentOutOfRangeMessages() -> [String] {
        pendingArgumentOutOfRangeMessages.take()
    }

    override open func tearDown() {
        // Objects released on other threads (scheduled work, dispatch blocks) may still be
        // on their way out; wait for them with a deadline instead of sleeping blindly.
        // The deadline grows with `RHEO_STRESS_SCALE`: at a high scale a queue may still be
        // running millions of disposed actions when the test body returns.
        AssemblyTracking.forgetErrorTraces()
        let deadline = Date().addingTimeInterval(5 * Double(stressScale))
        while Resources.total != startResourceCount, Date() < deadline {
            // On the main thread, run the run loop rather than sleep, so that work a test
            // left on the main queue can finish and release what it holds.
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001))
            } else {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        XCTAssertEqual(
            Resources.total, startResourceCount,
            "live Rheo objects leaked by this test\n" + Self.leakReport(since: startSubscriptionMark))
        if let previousArgumentOutOfRangeHandler {
            Hooks.argumentOutOfRangeHandler = previousArgumentOutOfRangeHandler
            self.previousArgumentOutOfRangeHandler = nil
        }
        super.tearDown()
    }

    /// What the leak check prints when `Resources.total` is not back at its start: the
    /// subscription chains made since `mark` (`Resources.subscriptionMark`) that are still
    /// live, each stage with its assembly site, how long it has lived and what holds it.
    public static func leakReport(since mark: Int) -> String {
        "subscriptions made by this test and still live:\n" + Resources.liveSubscriptionsReport(since: mark)
    }

    /// Runs `body` with `Hooks.contractViolationHandler` collecting messages, and returns them.
    public func captureContractViolations(_ body: () throws -> Void) rethrows -> [String] {
        let collected = Collected<String>()
        let previous = Hooks.contractViolationHandler
        Hooks.contractViolationHandler = { collected.append($0) }
        defer { Hooks.contractViolationHandler = previous }
        try body()
        return collected.values
    }

    /// Runs `body` with `Hooks.argumentOutOfRangeHandler` collecting the explanations of the
    /// `RxError.argumentOutOfRange` errors Rheo raises, and returns them.
    public func captureArgumentOutOfRangeMessages(_ body: () throws -> Void) rethrows -> [String] {
        let collected = Collected<String>()
        let previous = Hooks.argumentOutOfRangeHandler
        Hooks.argumentOutOfRangeHandler = { collected.append($0) }
        defer { Hooks.argumentOutOfRangeHandler = previous }
        try body()
        return collected.values
    }

    /// Asserts that `messages` is exactly one explanation, and that it mentions every one of
    /// `fragments`.
    public func assertOneArgumentOutOfRangeMessage(
        _ messages: [String], mentioning fragments: String..., file: StaticString = #filePath, line: UInt = #line
    ) {
        RheoTestSupport.assertOneArgumentOutOfRangeMessage(messages, mentioningAll: fragments, file: file, line: line)
    }

    /// Runs `body` with `Hooks.defaultErrorHandler` collecting errors, and returns them.
    public func captureUnhandledErrors(_ body: () throws -> Void) rethrows -> [Swift.Error] {
        let collected = Collected<Swift.Error>()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in collected.append(error) }
        defer { Hooks.defaultErrorHandler = previous }
        try body()
        return collected.values
    }
}

/// A thread-safe append-only collection for tests.
public final class Collected<Value>: @unchecked Sendable {
    // @unchecked: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [Value] = []

    /// Creates an empty collection.
    public init() {}

    /// Appends `value`; callable from any thread.
    public func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    /// Returns the values appended so far, in order, and empties the collection.
    public func take() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        let taken = storage
        storage.removeAll()
        return taken
    }

    /// The values appended so far, in order.
    public var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// A test error with an identity.
public struct TestError: Swift.Error, Equatable {
    /// What tells two test errors apart.
    public let id: Int

    /// Creates a test error with the identity `id`.
    public init(_ id: Int = 0) { self.id = id }
}

/// An observer that records events and checks the Rx grammar as they arrive.
public final class RecordingObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`.
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []
    private var violations: [String] = []

    /// The grammar violations seen so far (an event after a terminal one).
    public var grammarViolations: [String] {
        lock.lock()
        defer { lock.unlock() }
        return violations
    }

    /// Creates an observer that has recorded nothing.
    public init() {}

    /// Records `event`, and a grammar violation if it follows a terminal event.
    public func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        if let last = recorded.last, last.isStopEvent {
            violations.append("\(event) after terminal \(last)")
        }
        recorded.append(event)
    }

    /// The events recorded so far, in order.
    public var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// The elements of the recorded `next` events, in order.
    public var elements: [Element] { events.compactMap(\.element) }

    /// How many terminal events (error or completed) were recorded.
    public var terminalCount: Int { events.filter(\.isStopEvent).count }

    /// Whether the last recorded event is `completed`.
    public var isCompleted: Bool { events.last?.isCompleted ?? false }

    /// The error of the last recorded event, if that event is an error.
    public var error: Swift.Error? { events.last?.error }
}

/// Asserts that `messages` is exactly one explanation of an `RxError.argumentOutOfRange`, and
/// that it mentions every one of `fragments`.
public func assertOneArgumentOutOfRangeMessage(
    _ messages: [String], mentioningAll fragments: [String], file: StaticString = #filePath, line: UInt = #line
) {
    guard messages.count == 1, let message = messages.first else {
        return XCTFail(
            "expected one argumentOutOfRange message mentioning \(fragments), got \(messages)", file: file, line: line)
    }
    for fragment in fragments {
        XCTAssertTrue(
            message.contains(fragment), "\"\(message)\" does not mention \"\(fragment)\"", file: file, line: line)
    }
}
