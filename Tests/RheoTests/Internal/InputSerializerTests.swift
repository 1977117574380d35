import Foundation
@testable import Rheo
import XCTest
import RheoTestSupport

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
}

private final class SerializerState: @unchecked Sendable { // @unchecked: unsynchronized on purpose: the serializer under test must keep its accesses apart, and `overlaps` and ThreadSanitizer catch it if not.
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
