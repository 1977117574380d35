import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class ConcurrentDispatchQueueSchedulerTests: RheoTestCase {
    func testActionsRunConcurrently() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        // Each action waits for the other to start: both finish only if they overlap.
        let firstStarted = DispatchSemaphore(value: 0)
        let secondStarted = DispatchSemaphore(value: 0)
        let met = Collected<Bool>()
        let group = DispatchGroup()
        for (mine, other) in [(firstStarted, secondStarted), (secondStarted, firstStarted)] {
            group.enter()
            _ = scheduler.schedule(()) { _ in
                mine.signal()
                met.append(other.wait(timeout: .now() + asyncTimeout) == .success)
                group.leave()
                return Disposables.create()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 2 * asyncTimeout), .success)
        XCTAssertEqual(met.values, [true, true])
    }

    func testEveryActionRunsOnTheGivenQueueWithItsState() {
        let queue = DispatchQueue(label: "rheo.test.concurrent", attributes: .concurrent)
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "queue")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let seen = Collected<Int>()
        let onQueue = Collected<Bool>()
        let group = DispatchGroup()
        for index in 0..<200 {
            group.enter()
            _ = scheduler.schedule(index) { index in
                seen.append(index)
                onQueue.append(DispatchQueue.getSpecific(key: key) == "queue")
                group.leave()
                return Disposables.create()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + asyncTimeout), .success)
        XCTAssertEqual(seen.values.sorted(), Array(0..<200))
        XCTAssertEqual(onQueue.values, Array(repeating: true, count: 200))
    }

    func testScheduleRelativeRunsNoSoonerThanItsDueTime() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let start = monotonicNanoseconds()
        let ranAt = Collected<UInt64>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            ranAt.append(monotonicNanoseconds())
            done.signal()
            return Disposables.create()
        }
        waitOrFail(done)
        XCTAssertEqual(ranAt.values.count, 1)
        XCTAssertGreaterThanOrEqual(ranAt.values[0] - start, 50_000_000)
    }

    func testDisposingAnActionBeforeItStartsMeansItNeverRuns() {
        // A serial queue, so that a blocked action holds back the next one.
        let queue = DispatchQueue(label: "rheo.test.serial-target")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let gate = DispatchSemaphore(value: 0)
        let log = Collected<String>()
        _ = scheduler.schedule(()) { _ in
            _ = gate.wait(timeout: .now() + asyncTimeout)
            log.append("blocker")
            return Disposables.create()
        }
        var probe: DeinitProbe? = DeinitProbe()
        let released = probe!.released
        let cancelled = scheduler.schedule(probe!) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        probe = nil
        cancelled.dispose()
        XCTAssertTrue(released.isSet, "disposal releases the state while the queue is still blocked")
        gate.signal()
        queue.sync {}
        XCTAssertEqual(log.values, ["blocker"])
    }

    func testDisposingARelativeActionBeforeItsDueTimeMeansItNeverRuns() {
        let queue = DispatchQueue(label: "rheo.test.concurrent", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let ran = Marker()
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            ran.set()
            return Disposables.create()
        }
        cancelled.dispose()
        waitForRelativeMarker(on: scheduler, after: .milliseconds(60))
        // The barrier waits for any block of the queue still running.
        queue.sync(flags: .barrier) {}
        XCTAssertFalse(ran.isSet)
    }

    func testPeriodicRunsNeverOverlapThreadTheirStateAndStopAfterDispose() {
        let queue = DispatchQueue(label: "rheo.test.concurrent", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let states = Collected<Int>()
        let overlap = OverlapTracker()
        let fiveRuns = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(10, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            overlap.enter()
            states.append(state)
            // Longer than the period, so a second run would overlap if Dispatch allowed it.
            Thread.sleep(forTimeInterval: 0.003)
            overlap.leave()
            if state == 14 {
                fiveRuns.signal()
            }
            return state + 1
        }
        waitOrFail(fiveRuns)
        periodic.dispose()
        let countAtDispose = states.values.count
        // A barrier on the concurrent queue waits for a run that was under way.
        queue.sync(flags: .barrier) {}
        let settled = states.values.count
        XCTAssertLessThanOrEqual(settled, countAtDispose + 1, "at most the run under way finishes")
        waitForRelativeMarker(on: scheduler, after: .milliseconds(30))
        queue.sync(flags: .barrier) {}
        XCTAssertEqual(states.values, Array(10..<(10 + settled)))
        XCTAssertEqual(overlap.maxInFlight, 1)
    }

    func testScheduleRecursiveRunsEveryStepInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = Collected<Int>()
        let done = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(0) { step, recurse in
            log.append(step)
            if step < 49 {
                recurse(step + 1)
            } else {
                done.signal()
            }
        }
        waitOrFail(done)
        // Each step is scheduled by the one before, so even a concurrent queue keeps them in order.
        XCTAssertEqual(log.values, Array(0..<50))
        recursion.dispose()
    }

    func testScheduleRecursiveWithDueTimesRunsEveryStep() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = Collected<Int>()
        let done = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(0, dueTime: .milliseconds(1)) { step, recursive in
            log.append(step)
            if step < 4 {
                recursive.schedule(step + 1, dueTime: .milliseconds(1))
            } else {
                done.signal()
            }
        }
        waitOrFail(done)
        XCTAssertEqual(log.values, [0, 1, 2, 3, 4])
        recursion.dispose()
    }
}
