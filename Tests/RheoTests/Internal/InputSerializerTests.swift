import Foundation
import RheoTestSupport
import XCTest

@testable import Rheo

final class InputSerializerTests: RheoTestCase {
    /// 4 threads submit through one serializer: every input is handled exactly once, never
    /// two at a time, and each thread's inputs in order; both the fast path and the queue
    /// are exercised.
    func testSerializesManyThreads() {
        let threads = 4
        let perThread = stressIterations(50_000)
        let serializer = InputSerializer<(thread: Int, sequence: Int)>()
        let state = SerializerState(threads: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for sequence in 0..<perThread {
                serializer.submit((thread, sequence)) { state.record($0) }
            }
        }
        XCTAssertEqual(state.count, threads * perThread)
        XCTAssertEqual(state.overlaps, 0)
        XCTAssertEqual(state.outOfOrder, 0)
    }

    func testReentrantSubmitIsQueuedNotNested() {
        let serializer = InputSerializer<String>()
        var log: [String] = []
        func handle(_ input: String) {
            log.append(input + " start")
            if input == "outer" {
                serializer.submit("inner", handle)
            }
            log.append(input + " end")
        }
        serializer.submit("outer", handle)
        XCTAssertEqual(log, ["outer start", "outer end", "inner start", "inner end"])
        serializer.submit("again", handle)
        XCTAssertEqual(log.suffix(2), ["again start", "again end"])
    }

    func testAMillionReentrantSubmitsDoNotGrowTheStack() {
        let serializer = InputSerializer<Int>()
        var handled = 0
        func handle(_ remaining: Int) {
            handled += 1
            if remaining > 0 {
                serializer.submit(remaining - 1, handle)
            }
        }
        serializer.submit(1_000_000, handle)
        XCTAssertEqual(handled, 1_000_001)
    }

    /// The per-event entry (`submit(_:inline:handler:)`): 4 threads submit; an input is
    /// handled once, in place or by the handler, never two at a time, each thread's in order.
    func testHandlerEntrySerializesManyThreads() {
        let threads = 4
        let perThread = stressIterations(50_000)
        let serializer = InputSerializer<(thread: Int, sequence: Int)>()
        let state = SerializerState(threads: threads)
        let handler = RecordingHandler(state)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for sequence in 0..<perThread {
                serializer.submit((thread, sequence), inline: { state.record((thread, sequence)) }, handler: handler)
            }
        }
        XCTAssertEqual(state.count, threads * perThread)
        XCTAssertEqual(state.overlaps, 0)
        XCTAssertEqual(state.outOfOrder, 0)
    }

    /// An input submitted while another thread handles one in place is queued, the
    /// submitter returns at once, and the thread inside handles it right after its own.
    func testAnInputArrivingWhileAnotherIsHandledWaitsForIt() {
        let serializer = InputSerializer<String>()
        let log = Collected<String>()
        let handler = LoggingHandler(log)
        let inside = DispatchSemaphore(value: 0)
        let submitted = DispatchSemaphore(value: 0)
        let other = Thread {
            inside.wait()
            serializer.submit("queued", inline: { log.append("queued in place") }, handler: handler)
            log.append("submitter returned")
            submitted.signal()
        }
        other.start()
        serializer.submit(
            "first",
            inline: {
                log.append("first start")
                inside.signal()
                submitted.wait()
                log.append("first end")
            }, handler: handler)
        XCTAssertEqual(log.values, ["first start", "submitter returned", "first end", "queued"])
        XCTAssertEqual(handler.threads.values, [ObjectIdentifier(Thread.current)])
    }

    func testReentrantSubmitThroughTheHandlerEntryIsQueuedNotNested() {
        let serializer = InputSerializer<String>()
        let log = Collected<String>()
        let handler = LoggingHandler(log)
        serializer.submit(
            "outer",
            inline: {
                log.append("outer start")
                serializer.submit("inner", inline: { log.append("inner in place") }, handler: handler)
                log.append("outer end")
            }, handler: handler)
        XCTAssertEqual(log.values, ["outer start", "outer end", "inner"])
    }
}

/// Records what a serializer's queue hands over, as `SerializerState` does for the inline path.
private final class RecordingHandler: DrainHandler, @unchecked Sendable {
    // @unchecked: `state` is the unsynchronized state under test (see `SerializerState`).
    let state: SerializerState

    init(_ state: SerializerState) { self.state = state }

    func _handleQueued(_ queued: InputBox<(thread: Int, sequence: Int)>) {
        state.record(queued._input)
    }
}

/// Logs the inputs a serializer's queue hands over, and the threads that handled them.
private final class LoggingHandler: DrainHandler, @unchecked Sendable {
    // @unchecked: both logs lock.
    let log: Collected<String>
    let threads = Collected<ObjectIdentifier>()

    init(_ log: Collected<String>) { self.log = log }

    func _handleQueued(_ queued: InputBox<String>) {
        log.append(queued._input)
        threads.append(ObjectIdentifier(Thread.current))
    }
}

private final class SerializerState: @unchecked Sendable {
    // @unchecked: unsynchronized on purpose: the serializer under test must keep its accesses apart, and `overlaps` and ThreadSanitizer catch it if not.
    // Unsynchronized on purpose: the serializer must make these accesses exclusive, and
    // `overlaps` (plus ThreadSanitizer) catches it when it does not.
    private var next: [Int]
    private(set) var count = 0
    private(set) var overlaps = 0
    private(set) var outOfOrder = 0
    private var running = 0

    init(threads: Int) { next = [Int](repeating: 0, count: threads) }

    func record(_ input: (thread: Int, sequence: Int)) {
        running += 1
        if running != 1 { overlaps += 1 }
        if input.sequence != next[input.thread] { outOfOrder += 1 }
        next[input.thread] = input.sequence + 1
        count += 1
        running -= 1
    }
}
