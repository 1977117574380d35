import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// The batched action list of the serial dispatch schedulers (`DispatchActionQueue`) and the
/// action object all dispatch schedulers share (`DispatchScheduledAction`): order, queue
/// identity, disposal, reentrancy and fairness.
final class DispatchActionQueueTests: RheoTestCase {
    func testActionsFromManyThreadsRunOnceEachInOrderPerThreadOneAtATime() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let producers = 8
        let perProducer = 2_000
        let log = Collected<Int>()
        let overlap = OverlapTracker()
        let group = DispatchGroup()
        DispatchQueue.concurrentPerform(iterations: producers) { producer in
            for index in 0..<perProducer {
                group.enter()
                _ = scheduler.schedule(producer * perProducer + index) { value in
                    overlap.enter()
                    log.append(value)
                    overlap.leave()
                    group.leave()
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + asyncTimeout), .success)
        let values = log.values
        XCTAssertEqual(values.count, producers * perProducer)
        XCTAssertEqual(Set(values).count, values.count, "an action ran twice")
        for producer in 0..<producers {
            let own = values.filter { $0 / perProducer == producer }
            XCTAssertEqual(own, Array(producer * perProducer..<(producer + 1) * perProducer), "producer \(producer)")
        }
        XCTAssertEqual(overlap.maxInFlight, 1)
    }

    func testEveryActionOfABatchRunsOnTheSchedulersQueue() {
        let key = DispatchSpecificKey<String>()
        var queue: DispatchQueue?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.batch-specific") {
            queue = $0
            $0.setSpecific(key: key, value: "scheduler")
        }
        // Blocked first, so that the actions after it pile up into batches.
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            _ = gate.wait(timeout: .now() + asyncTimeout)
            return Disposables.create()
        }
        let seen = Collected<String?>()
        for _ in 0..<1_000 {
            _ = scheduler.schedule(()) { _ in
                dispatchPrecondition(condition: .onQueue(queue!))
                seen.append(DispatchQueue.getSpecific(key: key))
                return Disposables.create()
            }
        }
        gate.signal()
        waitForScheduledMarker(on: scheduler)
        XCTAssertEqual(seen.values, Array(repeating: "scheduler", count: 1_000))
    }

    func testActionsScheduledFromActionsRunAfterEverythingQueuedBeforeThem() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.reentrant")
        let log = Collected<String>()
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            _ = gate.wait(timeout: .now() + asyncTimeout)
            return Disposables.create()
        }
        for index in 0..<3 {
            _ = scheduler.schedule(index) { index in
                log.append("outer \(index) start")
                _ = scheduler.schedule(index) { index in
                    log.append("inner \(index)")
                    if index == 2 { done.signal() }
                    return Disposables.create()
                }
                log.append("outer \(index) end")
                return Disposables.create()
            }
        }
        gate.signal()
        waitOrFail(done)
        XCTAssertEqual(
            log.values,
            [
                "outer 0 start", "outer 0 end", "outer 1 start", "outer 1 end", "outer 2 start", "outer 2 end",
                "inner 0", "inner 1", "inner 2",
            ])
    }

    func testAnActionReschedulingItselfDoesNotStarveOtherBlocksOnTheQueue() {
        var captured: DispatchQueue?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.fair") { captured = $0 }
        let queue = captured!
        let blockRan = Marker()
        let stopped = DispatchSemaphore(value: 0)
        let steps = Collected<Int>()
        // Reschedules itself until the plain block has run: a drain that ran whatever was
        // queued, including what its own actions queue, would never let the block in.
        func step(_ count: Int) {
            _ = scheduler.schedule(count) { count in
                steps.append(count)
                if blockRan.isSet {
                    stopped.signal()
                } else {
                    step(count + 1)
                }
                return Disposables.create()
            }
        }
        step(0)
        queue.async {
            blockRan.set()
        }
        waitOrFail(stopped, "the self-rescheduling action never saw the plain block run")
        XCTAssertTrue(blockRan.isSet)
        XCTAssertEqual(steps.values, Array(0..<steps.values.count))
    }

    func testDisposingFromManyThreadsAfterTheActionRanDisposesItsResultOnce() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.dispose-once")
        let disposals = Collected<Int>()
        nonisolated(unsafe) let scheduled = scheduler.schedule(()) { _ in
            Disposables.create { disposals.append(1) }
        }
        waitForScheduledMarker(on: scheduler)
        XCTAssertTrue(disposals.values.isEmpty)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            scheduled.dispose()
        }
        XCTAssertEqual(disposals.values, [1])
        scheduled.dispose()
        XCTAssertEqual(disposals.values, [1])
    }

    func testDisposingBeforeTheActionRunsFromManyThreadsReleasesItsStateOnce() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.dispose-pending")
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            _ = gate.wait(timeout: .now() + asyncTimeout)
            return Disposables.create()
        }
        let ran = Marker()
        var probe: DeinitProbe? = DeinitProbe()
        let released = probe!.released
        nonisolated(unsafe) let scheduled = scheduler.schedule(probe!) { _ in
            ran.set()
            return Disposables.create()
        }
        probe = nil
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            scheduled.dispose()
        }
        XCTAssertTrue(released.isSet)
        XCTAssertTrue(scheduled.isDisposedForTest)
        gate.signal()
        waitForScheduledMarker(on: scheduler)
        XCTAssertFalse(ran.isSet)
    }

    func testQueuedActionsOutliveTheSchedulerAndAreReleasedAfterRunning() {
        var scheduler: SerialDispatchQueueScheduler? = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rheo.test.outlive")
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let log = Collected<Int>()
        _ = scheduler!.schedule(()) { _ in
            _ = gate.wait(timeout: .now() + asyncTimeout)
            return Disposables.create()
        }
        var probes: [DeinitProbe] = (0..<100).map { _ in DeinitProbe() }
        let released = probes.map(\.released)
        for (index, probe) in probes.enumerated() {
            _ = scheduler!.schedule((index, probe)) { pair in
                log.append(pair.0)
                if pair.0 == 99 { done.signal() }
                return Disposables.create()
            }
        }
        probes = []
        scheduler = nil
        XCTAssertFalse(released.contains { $0.isSet }, "queued actions hold their state")
        gate.signal()
        waitOrFail(done)
        XCTAssertEqual(log.values, Array(0..<100))
        // The live-object check of `RheoTestCase` then sees every action object and the
        // action list released.
    }

    func testConcurrentSchedulerActionRunsOnItsQueueAndDisposesItsResultAfterwards() {
        let queue = DispatchQueue(label: "rheo.test.concurrent", attributes: .concurrent)
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "concurrent")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let seen = Collected<String?>()
        let returned = BooleanDisposable()
        let done = DispatchSemaphore(value: 0)
        let scheduled = scheduler.schedule("state") { state in
            seen.append(DispatchQueue.getSpecific(key: key).map { "\($0) \(state)" })
            done.signal()
            return returned
        }
        waitOrFail(done)
        // `done` is signalled inside the action: wait for its result to be stored.
        queue.sync(flags: .barrier) {}
        XCTAssertEqual(seen.values, ["concurrent state"])
        XCTAssertFalse(returned.isDisposed)
        scheduled.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testLargeStatesThatDoNotFitInlineStillRunWithTheirState() {
        struct Large {
            var values: (Int, Int, Int, Int, Int, Int, Int, Int)
        }
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.large")
        let sums = Collected<Int>()
        let large = Large(values: (1, 2, 3, 4, 5, 6, 7, 8))
        _ = scheduler.schedule(large) { large in
            let v = large.values
            sums.append(v.0 + v.1 + v.2 + v.3 + v.4 + v.5 + v.6 + v.7)
            return Disposables.create()
        }
        waitForScheduledMarker(on: scheduler)
        XCTAssertEqual(sums.values, [36])
    }
}

extension Disposable {
    /// Whether a `Cancelable` reports itself disposed; false for anything else.
    fileprivate var isDisposedForTest: Bool {
        (self as? Cancelable)?.isDisposed ?? false
    }
}
