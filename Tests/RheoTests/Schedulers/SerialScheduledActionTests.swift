import Foundation
import RheoTestSupport
import XCTest

@testable import Rheo

/// The action objects of `SerialScheduler` are recycled once nobody but the drain holds
/// them; these tests guard the ways recycling could go wrong: a stale state or action, a
/// disposed flag carried over, a kept handle reaching a reused object, a leaked payload.
final class SerialScheduledActionTests: RheoTestCase {
    private var waitLimit: DispatchTime { .now() + 60 }

    /// A state too large for the inline payload takes the out-of-line path and still
    /// arrives whole.
    func testLargeStateArrivesWhole() {
        let scheduler = SerialScheduler(label: "test.action.large")
        let received = Collected<[Int]>()
        let done = DispatchSemaphore(value: 0)
        for base in 0..<100 {
            let state = (base, base + 1, base + 2, base + 3, base + 4, base + 5, base + 6, base + 7)
            _ = scheduler.schedule(state) { s in
                received.append([s.0, s.1, s.2, s.3, s.4, s.5, s.6, s.7])
                if s.0 == 99 { done.signal() }
                return Disposables.create()
            }
        }
        XCTAssertEqual(done.wait(timeout: waitLimit), .success)
        XCTAssertEqual(received.values, (0..<100).map { base in (0..<8).map { base + $0 } })
    }

    /// A disposed action releases its state and closure once the drain reaches it, for
    /// inline and out-of-line payloads alike, without running.
    func testDisposedActionReleasesItsPayloadWithoutRunning() {
        let scheduler = SerialScheduler(label: "test.action.release")
        let gate = DispatchSemaphore(value: 0)
        let ran = Marker()
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        var small: DeinitProbe? = DeinitProbe()
        var large: DeinitProbe? = DeinitProbe()
        let smallReleased = small!.released
        let largeReleased = large!.released
        let first = scheduler.schedule(small!) { _ in
            ran.set()
            return Disposables.create()
        }
        let second = scheduler.schedule((large!, 1, 2, 3, 4, 5, 6)) { _ in
            ran.set()
            return Disposables.create()
        }
        small = nil
        large = nil
        first.dispose()
        second.dispose()
        gate.signal()
        let marker = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            marker.signal()
            return Disposables.create()
        }
        XCTAssertEqual(marker.wait(timeout: waitLimit), .success)
        XCTAssertFalse(ran.isSet)
        XCTAssertTrue(smallReleased.isSet)
        XCTAssertTrue(largeReleased.isSet)
    }

    /// Handles kept past their action's run keep their object out of recycling: disposing
    /// them later disposes exactly their own results, and the actions scheduled after run
    /// normally (no disposed flag carried over into a reused object).
    func testKeptHandlesOnlyReachTheirOwnAction() {
        let scheduler = SerialScheduler(label: "test.action.kept")
        let count = 10_000
        let results = (0..<count).map { _ in BooleanDisposable() }
        var handles: [Disposable] = []
        for index in 0..<count {
            handles.append(scheduler.schedule(results[index]) { $0 })
        }
        let marker = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            marker.signal()
            return Disposables.create()
        }
        XCTAssertEqual(marker.wait(timeout: waitLimit), .success)
        for index in stride(from: 0, to: count, by: 2) {
            handles[index].dispose()
        }
        let ran = Counter()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<count {
            _ = scheduler.schedule(index) { index in
                ran.increment()
                if index == count - 1 { done.signal() }
                return Disposables.create()
            }
        }
        XCTAssertEqual(done.wait(timeout: waitLimit), .success)
        XCTAssertEqual(ran.value, count)
        XCTAssertEqual(
            results.enumerated().filter { $0.element.isDisposed }.map(\.offset),
            Array(stride(from: 0, to: count, by: 2)))
    }

    /// Producers on 4 threads schedule pairs: one action whose handle is dropped (it must
    /// run exactly once) and one disposed at once from the producing thread (it may run
    /// at most once). Objects circulate between the threads' caches all the while.
    func testDroppedHandlesRunOnceWhileDisposedOnesRunAtMostOnce() {
        let producers = 4
        let pairs = stressIterations(50_000)
        let scheduler = SerialScheduler(label: "test.action.pairs")
        let kept = RunCounts(count: producers * pairs)
        let disposed = RunCounts(count: producers * pairs)
        let finished = DispatchGroup()
        race(threads: producers) { producer in
            for pair in 0..<pairs {
                let id = producer * pairs + pair
                _ = scheduler.schedule((id, kept)) { id, counts in
                    counts.ran(id)
                    return Disposables.create()
                }
                scheduler.schedule((id, disposed)) { id, counts in
                    counts.ran(id)
                    return Disposables.create()
                }.dispose()
            }
            finished.enter()
            _ = scheduler.schedule(()) { _ in
                finished.leave()
                return Disposables.create()
            }
        }
        XCTAssertEqual(finished.wait(timeout: waitLimit), .success)
        XCTAssertEqual(kept.histogram, [1: producers * pairs])
        XCTAssertEqual(disposed.histogram.keys.filter { $0 > 1 }, [])
    }
}

/// `SerialScheduledAction._isNop` reads an `any Disposable` container's type metadata word
/// at a fixed offset, an assumption about the Swift ABI. These tests check the assumption
/// directly and through `_isNop`, so that an ABI change (a different inline buffer size, a
/// metadata pointer that is not the type's `Any.Type` bits) fails here instead of making
/// the scheduler skip disposing what an action returned.
final class SerialScheduledActionNopCheckTests: RheoTestCase {
    /// The opaque existential as the ABI lays it out: a three-word value buffer, the type
    /// metadata, one witness table (`Disposable` is one protocol and not class-bound).
    func testDisposableExistentialLayout() {
        let word = MemoryLayout<Int>.stride
        XCTAssertEqual(MemoryLayout<any Disposable>.size, 5 * word)
        XCTAssertEqual(MemoryLayout<any Disposable>.alignment, word)
        XCTAssertEqual(SerialScheduledAction.existentialMetadataOffset, 3 * word)
    }

    /// The word at the offset `_isNop` reads is the metadata pointer of the stored type,
    /// the same bits as `unsafeBitCast(T.self as Any.Type, ...)`: for a type stored inline
    /// (empty, one word, three words), one boxed out of line (four words), and a class.
    func testMetadataWordIsTheStoredTypesMetadata() {
        func check<T: Disposable>(_ value: T, line: UInt = #line) {
            let container: any Disposable = value
            // `as any Disposable` keeps the existential closed (passing it bare to the
            // generic `withUnsafeBytes(of:)` would open it): the bytes are the container.
            let word = withUnsafeBytes(of: container as any Disposable) {
                $0.load(fromByteOffset: SerialScheduledAction.existentialMetadataOffset, as: UnsafeRawPointer.self)
            }
            XCTAssertEqual(word, unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self), "\(T.self)", line: line)
        }
        check(NopDisposable())
        check(EmptyDisposable())
        check(OneWordDisposable(value: 7))
        check(ThreeWordDisposable(values: (1, 2, 3)))
        check(FourWordDisposable(values: (1, 2, 3, 4)))
        check(BooleanDisposable())
    }

    /// `_isNop` is true for what `Disposables.create()` returns, reached the way the
    /// scheduler reaches it (returned as `Disposable` from an action closure), and false for
    /// every other disposable, including an empty struct of the same size.
    func testIsNopRecognizesOnlyTheNopDisposable() {
        let actions: [(String, (Int) -> Disposable)] = [
            ("Disposables.create()", { _ in Disposables.create() }),
            ("Disposables.create {}", { _ in Disposables.create {} }),
            ("BooleanDisposable", { _ in BooleanDisposable() }),
            ("CompositeDisposable", { _ in CompositeDisposable() }),
            ("Disposables.create(_:_:)", { _ in Disposables.create(BooleanDisposable(), BooleanDisposable()) }),
            ("EmptyDisposable", { _ in EmptyDisposable() }),
            ("OneWordDisposable", { OneWordDisposable(value: $0) }),
            ("FourWordDisposable", { FourWordDisposable(values: ($0, $0, $0, $0)) }),
        ]
        let nops = actions.filter { SerialScheduledAction._isNop($0.1(1)) }.map(\.0)
        XCTAssertEqual(nops, ["Disposables.create()"])
        XCTAssertTrue(SerialScheduledAction._isNop(NopDisposable()))
    }
}

private struct EmptyDisposable: Disposable {
    func dispose() {}
}

private struct OneWordDisposable: Disposable {
    let value: Int
    func dispose() {}
}

private struct ThreeWordDisposable: Disposable {
    let values: (Int, Int, Int)
    func dispose() {}
}

private struct FourWordDisposable: Disposable {
    let values: (Int, Int, Int, Int)
    func dispose() {}
}

/// How many times each action id ran; touched only by the scheduler's one-at-a-time drain
/// and read after a marker behind every action.
private final class RunCounts: @unchecked Sendable {
    // @unchecked: `runs` is only touched under `lock`.
    private let lock = NSLock()
    private var runs: [Int]

    init(count: Int) { runs = [Int](repeating: 0, count: count) }

    func ran(_ id: Int) {
        lock.lock()
        runs[id] += 1
        lock.unlock()
    }

    var histogram: [Int: Int] {
        lock.lock()
        defer { lock.unlock() }
        return Dictionary(grouping: runs, by: { $0 }).mapValues(\.count)
    }
}
