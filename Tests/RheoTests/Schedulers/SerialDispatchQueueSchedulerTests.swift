import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class SerialDispatchQueueSchedulerTests: RheoTestCase {
    func testActionsRunOneAtATimeInTheOrderScheduled() {
        // On a global concurrent queue: the order comes from the scheduler's internal serial queue.
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let log = Collected<Int>()
        let overlap = OverlapTracker()
        let group = DispatchGroup()
        for index in 0..<1_000 {
            group.enter()
            _ = scheduler.schedule(index) { index in
                overlap.enter()
                log.append(index)
                overlap.leave()
                group.leave()
                return Disposables.create()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + asyncTimeout), .success)
        XCTAssertEqual(log.values, Array(0..<1_000))
        XCTAssertEqual(overlap.maxInFlight, 1)
    }

    func testAnActionScheduledFromAnActionRunsAfterItReturns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.serial")
        let log = Collected<String>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            log.append("outer start")
            _ = scheduler.schedule(()) { _ in
                log.append("inner")
                done.signal()
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        waitOrFail(done)
        XCTAssertEqual(log.values, ["outer start", "outer end", "inner"])
    }

    func testInitWithQueueRunsActionsOnThatQueue() {
        let target = DispatchQueue(label: "rheo.test.target", attributes: .concurrent)
        let key = DispatchSpecificKey<String>()
        target.setSpecific(key: key, value: "target")
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "rheo.test.serial")
        let seen = Collected<String?>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            seen.append(DispatchQueue.getSpecific(key: key))
            done.signal()
            return Disposables.create()
        }
        waitOrFail(done)
        XCTAssertEqual(seen.values, ["target"])
    }

    func testInitWithNameHandsTheNewQueueToTheConfigurationClosure() {
        let key = DispatchSpecificKey<String>()
        var configured: DispatchQueue?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.named") { queue in
            configured = queue
            queue.setSpecific(key: key, value: "configured")
        }
        XCTAssertEqual(configured?.label, "rheo.test.named")
        let seen = Collected<String?>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            seen.append(DispatchQueue.getSpecific(key: key))
            done.signal()
            return Disposables.create()
        }
        waitOrFail(done)
        XCTAssertEqual(seen.values, ["configured"])
    }

    func testScheduleRelativeRunsNoSoonerThanItsDueTimeWithItsState() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.relative")
        let start = monotonicNanoseconds()
        let runs = Collected<(state: String, at: UInt64)>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative("state", dueTime: .milliseconds(50)) { state in
            runs.append((state, monotonicNanoseconds()))
            done.signal()
            return Disposables.create()
        }
        waitOrFail(done)
        XCTAssertEqual(runs.values.map(\.state), ["state"])
        XCTAssertGreaterThanOrEqual(runs.values[0].at - start, 50_000_000)
    }

    func testDisposingAnActionBeforeItStartsMeansItNeverRunsAndReleasesIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.cancel")
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
        XCTAssertFalse(released.isSet, "the pending action holds its state")
        cancelled.dispose()
        XCTAssertTrue(released.isSet, "disposal releases the state while the queue is still blocked")
        gate.signal()
        waitForScheduledMarker(on: scheduler)
        XCTAssertEqual(log.values, ["blocker"])
    }

    func testDisposingARelativeActionBeforeItsDueTimeMeansItNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.cancel-relative")
        let ran = Marker()
        var probe: DeinitProbe? = DeinitProbe()
        let released = probe!.released
        let cancelled = scheduler.scheduleRelative(probe!, dueTime: .milliseconds(20)) { _ in
            ran.set()
            return Disposables.create()
        }
        probe = nil
        cancelled.dispose()
        XCTAssertTrue(released.isSet, "disposal cancels the timer and releases the state")
        // Both timers are on one serial queue; the cancelled one was due first.
        waitForRelativeMarker(on: scheduler, after: .milliseconds(60))
        XCTAssertFalse(ran.isSet)
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.returned")
        let returned = BooleanDisposable()
        let scheduled = scheduler.schedule(()) { _ in returned }
        waitForScheduledMarker(on: scheduler)
        XCTAssertFalse(returned.isDisposed)
        scheduled.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testDisposingWhileTheActionRunsLetsItFinishAndDisposesWhatItReturns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.running")
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let finished = Marker()
        let returned = BooleanDisposable()
        let scheduled = scheduler.schedule(()) { _ in
            started.signal()
            _ = gate.wait(timeout: .now() + asyncTimeout)
            finished.set()
            return returned
        }
        waitOrFail(started)
        scheduled.dispose()
        gate.signal()
        waitForScheduledMarker(on: scheduler)
        XCTAssertTrue(finished.isSet)
        XCTAssertTrue(returned.isDisposed, "what a run returns after disposal is disposed at once")
    }

    func testSchedulePeriodicThreadsItsStateAndNoRunStartsAfterDispose() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.periodic")
        let states = Collected<Int>()
        let fiveRuns = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(5)) { state in
            states.append(state)
            if state == 4 {
                fiveRuns.signal()
            }
            return state + 1
        }
        waitOrFail(fiveRuns)
        periodic.dispose()
        let countAtDispose = states.values.count
        // A run under way when dispose returned may still finish; the marker runs after it.
        waitForScheduledMarker(on: scheduler)
        let settled = states.values.count
        XCTAssertLessThanOrEqual(settled, countAtDispose + 1, "at most the run under way finishes")
        // Ten periods: a live timer would have run again before this marker.
        waitForRelativeMarker(on: scheduler, after: .milliseconds(50))
        XCTAssertEqual(states.values, Array(0..<settled))
    }

    func testDisposingAPeriodicActionFromInsideItStopsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.periodic-self")
        let states = Collected<Int>()
        let stopped = DispatchSemaphore(value: 0)
        // Disposing an unassigned SingleAssignmentDisposable disposes what is assigned later,
        // so the action may stop the timer whenever it first runs.
        let periodic = SingleAssignmentDisposable()
        periodic.setDisposable(
            scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
                states.append(state)
                if state == 2 {
                    periodic.dispose()
                    stopped.signal()
                }
                return state + 1
            })
        waitOrFail(stopped)
        waitForRelativeMarker(on: scheduler, after: .milliseconds(30))
        XCTAssertEqual(states.values, [0, 1, 2])
    }

    func testScheduleRecursiveRunsEveryStepInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.recursive")
        let log = Collected<Int>()
        let done = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(0) { step, recurse in
            log.append(step)
            if step < 99 {
                recurse(step + 1)
            } else {
                done.signal()
            }
        }
        waitOrFail(done)
        XCTAssertEqual(log.values, Array(0..<100))
        recursion.dispose()
    }

    func testScheduleRecursiveWithDueTimesRunsEveryStepNoSoonerThanItsDelay() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.recursive-relative")
        let start = monotonicNanoseconds()
        let log = Collected<Int>()
        let done = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(0, dueTime: .milliseconds(10)) { step, recursive in
            log.append(step)
            if step < 4 {
                recursive.schedule(step + 1, dueTime: .milliseconds(10))
            } else {
                done.signal()
            }
        }
        waitOrFail(done)
        XCTAssertEqual(log.values, [0, 1, 2, 3, 4])
        XCTAssertGreaterThanOrEqual(monotonicNanoseconds() - start, 50_000_000, "five steps of at least 10 ms each")
        recursion.dispose()
    }

    func testDisposingARecursionStopsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.recursive-dispose")
        let log = Collected<Int>()
        let tenSteps = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(0) { step, recurse in
            log.append(step)
            if step == 9 {
                tenSteps.signal()
            }
            recurse(step + 1)
        }
        waitOrFail(tenSteps)
        recursion.dispose()
        waitForScheduledMarker(on: scheduler)
        let settled = log.values.count
        waitForScheduledMarker(on: scheduler)
        XCTAssertEqual(log.values.count, settled)
        XCTAssertEqual(log.values, Array(0..<settled))
    }
}
