import CRheo
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// `count` scaled by `RHEO_STRESS_SCALE` (1 by default: the short run CI does; 10 or more
/// for a long run), and divided by 10 under ThreadSanitizer.
func scaled(_ count: Int) -> Int {
    stressIterations(count)
}

/// How long a stress test may run before it is declared deadlocked: generous, since only a
/// deadlock gets near it, and longer for long runs.
var watchdogSeconds: Double { 120 * Double(stressScale) }

/// Base class of the stress tests: `RheoTestCase` (the live-object count must return to its
/// start) plus a watchdog and a thread race.
class StressTestCase: RheoTestCase {
    #if os(Linux)
    /// Registers each stress test as XCTest creates it (XCTest builds every selected test
    /// case before it runs the first), so that the soak (`SoakTests`) can create and run
    /// them again.
    required init(name: String, testClosure: @escaping XCTestCaseClosure) {
        super.init(name: name, testClosure: testClosure)
        StressTestRegistry.shared.add(type(of: self), name: name, testClosure: testClosure)
    }
    #endif

    /// Runs `body` on another thread; fails the test, instead of hanging, if it has not
    /// finished within `watchdogSeconds`.
    func withWatchdog(_ body: @escaping @Sendable () -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            finished.signal()
        }
        let result = finished.wait(timeout: .now() + watchdogSeconds)
        XCTAssertEqual(result, .success, "deadlock: not finished after \(watchdogSeconds) s", file: file, line: line)
        if result != .success {
            // The stuck thread still holds objects: do not also report them as leaks.
            fatalError("deadlock in \(name); stopping the run rather than hanging CI")
        }
    }
}

/// Runs `body(index)` on `threads` threads released together; returns when all are done.
func race(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    raceThreads(threads, body)
}

/// An observer that checks the Rx grammar as events arrive, from any thread: never two
/// `on` calls at once, at most one terminal event, nothing after it. It keeps the elements
/// (in arrival order) and a count of violations with their descriptions.
final class GrammarChecker<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: `inFlight` is atomic and every other field is only touched under `lock`.
    private var inFlight = rheo_atomic_intptr()  // first stored property: reached by address
    private let lock = NSLock()
    private var _elements: [Element] = []
    private var _terminal: Event<Element>?
    private var _violations: [String] = []
    private let terminated = DispatchSemaphore(value: 0)

    private var _eventCount = 0

    init() {}

    deinit {
        // Added once per checker rather than per event: no shared word between the threads
        // of a race that the test itself does not have.
        checkedEvents.add(_eventCount)
    }

    func on(_ event: Event<Element>) {
        let flag = _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: rheo_atomic_intptr.self)
        var idle = 0
        let entered = rheo_atomic_intptr_compare_exchange_strong_acq_rel(flag, &idle, 1)
        lock.lock()
        _eventCount += 1
        if !entered {
            _violations.append("two on() calls at once")
        }
        if _terminal != nil {
            _violations.append("\(event) after \(_terminal!)")
        } else {
            switch event {
            case .next(let element):
                _elements.append(element)
            case .error, .completed:
                _terminal = event
            }
        }
        lock.unlock()
        if entered {
            rheo_atomic_intptr_store_release(flag, 0)
        }
        if event.isStopEvent {
            terminated.signal()
        }
    }

    var elements: [Element] { lock.withLock { _elements } }
    var terminal: Event<Element>? { lock.withLock { _terminal } }
    var violations: [String] { lock.withLock { _violations } }
    var isCompleted: Bool { terminal?.isCompleted ?? false }

    /// Waits for the terminal event; false if it did not come within `seconds`.
    func waitForTerminal(seconds: Double = watchdogSeconds) -> Bool {
        if terminal != nil { return true }
        let arrived = terminated.wait(timeout: .now() + seconds) == .success
        if arrived { terminated.signal() }
        return arrived
    }

    /// Asserts no grammar violation was seen.
    func assertGrammar(_ context: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
        let seen = violations
        XCTAssertTrue(seen.isEmpty, "grammar violations \(context()): \(seen.prefix(3))", file: file, line: line)
    }
}

/// Checks that `values` holds `producers` x `perProducer` elements encoded as
/// `producer * perProducer + index`, each exactly once and in order per producer.
func assertExactlyOncePerProducerInOrder(
    _ values: [Int], producers: Int, perProducer: Int, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(values.count, producers * perProducer, "element count", file: file, line: line)
    var next = [Int](repeating: 0, count: producers)
    var disorder = 0
    for value in values {
        let producer = value / perProducer
        guard producer >= 0, producer < producers else {
            XCTFail("unexpected element \(value)", file: file, line: line)
            return
        }
        if value % perProducer != next[producer] { disorder += 1 }
        next[producer] = value % perProducer + 1
    }
    XCTAssertEqual(disorder, 0, "elements out of order per producer (or duplicated/lost)", file: file, line: line)
    XCTAssertEqual(
        next, [Int](repeating: perProducer, count: producers), "each producer's last element", file: file, line: line)
}

/// Hands a value that is not `Sendable` (an `Observable`, a `Disposable`) to the threads
/// of a race. Rx types are built for use from any thread; the box only tells the compiler.
struct Shared<Value>: @unchecked Sendable {
    // @unchecked: it hands Rx values (observables, disposables) to racing threads, and those are built for use from any thread.
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The stress tests XCTest created in this process, in creation order: enough to create
/// each again. Once read (`takeAll()`), it takes no more, so the soak's own instances are
/// not added.
final class StressTestRegistry: @unchecked Sendable {
    // @unchecked: every field is only touched under `lock`.
    static let shared = StressTestRegistry()
    private let lock = NSLock()
    #if os(Linux)
    private var entries: [RegisteredStressTest] = []
    private var closed = false

    func add(_ type: StressTestCase.Type, name: String, testClosure: @escaping XCTestCaseClosure) {
        lock.withLock {
            if !closed { entries.append(RegisteredStressTest(type: type, name: name, testClosure: testClosure)) }
        }
    }

    /// Closes the registry and returns each registered test, ready to run again.
    func takeAll() -> [RegisteredStressTest] {
        lock.withLock {
            closed = true
            return entries
        }
    }
    #endif
}

#if os(Linux)
/// A stress test XCTest created, which the soak runs again.
struct RegisteredStressTest {
    let type: StressTestCase.Type
    let name: String
    let testClosure: XCTestCaseClosure

    /// Creates a new instance (XCTest runs an instance once) and runs its `setUp`, body and
    /// `tearDown` (the live-object check). Failures are recorded on the test XCTest is
    /// running (the soak's). Not `invokeTest()`: swift-corelibs-xctest's `invokeTest()`
    /// also awaits the async `setUp()` and `tearDown()` through an `XCTestExpectation` and
    /// `XCTWaiter`, and keeps about 1.5 kB per call for good (measured with the soak's heap
    /// figures: a stress test with an empty body raised the heap in use by 1.48 kB per
    /// run), which would hide a leak of Rheo's own behind the harness's. No stress test
    /// has an async `setUp`/`tearDown` or a teardown block.
    func run() {
        let testCase = type.init(name: name, testClosure: testClosure)
        do {
            try testCase.setUpWithError()
        } catch {
            XCTFail("\(name): setUpWithError threw \(error)")
        }
        testCase.setUp()
        do {
            try testClosure(testCase)
        } catch is XCTSkip {
            // A skipped test counts as run.
        } catch {
            XCTFail("\(name) threw \(error)")
        }
        testCase.tearDown()
        do {
            try testCase.tearDownWithError()
        } catch {
            XCTFail("\(name): tearDownWithError threw \(error)")
        }
    }
}
#endif

/// How many events the checking observers of this process have received (every
/// `GrammarChecker.on` call, added when the checker goes): the soak reports it.
let checkedEvents = EventCounter()

/// An atomic count, for any thread.
final class EventCounter: @unchecked Sendable {
    // @unchecked: the word is only touched atomically. First stored property: reached by address.
    private var word = rheo_atomic_intptr()
    private var pointer: UnsafeMutablePointer<rheo_atomic_intptr> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: rheo_atomic_intptr.self)
    }
    func add(_ value: Int) { rheo_atomic_intptr_fetch_add_acq_rel(pointer, value) }
    var count: Int { rheo_atomic_intptr_load_acquire(pointer) }
}

/// A gate a test opens once, at a point of its choosing: `wait()` holds a thread and
/// `passed()` suspends a task until `open()`. A consumer that waits at its first element for
/// a gate its producer opens halfway is slower than the producer by construction, where a
/// sleep would only make it likely.
final class Gate: @unchecked Sendable {
    // @unchecked: every field is only touched under `condition`.
    private let condition = NSCondition()
    private var isOpen = false
    private var suspended: [CheckedContinuation<Void, Never>] = []

    init() {}

    /// Opens the gate and lets every waiting thread and task through; later waits return at once.
    func open() {
        condition.lock()
        isOpen = true
        let resumed = suspended
        suspended = []
        condition.broadcast()
        condition.unlock()
        for continuation in resumed { continuation.resume() }
    }

    /// Blocks the calling thread until the gate is open.
    func wait() {
        condition.lock()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    /// Suspends the calling task until the gate is open.
    func passed() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            condition.lock()
            if isOpen {
                condition.unlock()
                continuation.resume()
            } else {
                suspended.append(continuation)
                condition.unlock()
            }
        }
    }
}
