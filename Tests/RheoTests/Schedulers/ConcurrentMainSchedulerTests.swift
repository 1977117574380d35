import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

// XCTest on Linux runs tests on the main thread; these tests drive the main queue
// themselves by running the main run loop (`MainQueueTestCase.runMainLoop`).
final class ConcurrentMainSchedulerTests: MainQueueTestCase {
    func testScheduleOnTheMainThreadRunsAtOnceEvenWhenNested() {
        let scheduler = ConcurrentMainScheduler.instance
        var log: [String] = []
        let returned = BooleanDisposable()
        let scheduled = scheduler.schedule(()) { _ in
            log.append("outer start")
            _ = scheduler.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return returned
        }
        XCTAssertEqual(log, ["outer start", "inner", "outer end"])
        XCTAssertTrue(scheduled as AnyObject === returned, "returns what the action returned")
    }

    func testScheduleFromABackgroundThreadRunsOnTheMainThreadWithItsState() {
        let runs = Collected<(state: Int, onMainThread: Bool)>()
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(7) { state in
                runs.append((state, Thread.isMainThread))
                return Disposables.create()
            }
        }
        runMainLoop(until: { !runs.values.isEmpty })
        XCTAssertEqual(runs.values.map(\.state), [7])
        XCTAssertEqual(runs.values.map(\.onMainThread), [true])
    }

    func testDisposingAnActionBeforeItRunsMeansItNeverRuns() {
        let ran = Marker()
        let disposed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let scheduled = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ran.set()
                return Disposables.create()
            }
            scheduled.dispose()
            disposed.signal()
        }
        waitOrFail(disposed)
        drainMainQueue()
        XCTAssertFalse(ran.isSet)
    }

    func testScheduleRelativeRunsOnTheMainThreadNoSoonerThanItsDueTime() {
        let start = monotonicNanoseconds()
        var ranAt: UInt64?
        var onMainThread = false
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            ranAt = monotonicNanoseconds()
            onMainThread = Thread.isMainThread
            return Disposables.create()
        }
        XCTAssertNil(ranAt)
        runMainLoop(until: { ranAt != nil })
        XCTAssertTrue(onMainThread)
        XCTAssertGreaterThanOrEqual((ranAt ?? start) - start, 50_000_000)
    }

    func testSchedulePeriodicThreadsItsStateAndStopsWhenDisposed() {
        var states: [Int] = []
        let periodic = ConcurrentMainScheduler.instance.schedulePeriodic(
            0, startAfter: .milliseconds(1), period: .milliseconds(5)
        ) { state in
            states.append(state)
            return state + 1
        }
        runMainLoop(until: { states.count >= 3 })
        periodic.dispose()
        let settled = states.count
        var markerRan = false
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            markerRan = true
            return Disposables.create()
        }
        runMainLoop(until: { markerRan })
        XCTAssertEqual(states, Array(0..<settled))
    }

    func testScheduleRecursiveRunsEveryStep() {
        var log: [Int] = []
        let recursion = ConcurrentMainScheduler.instance.scheduleRecursive(0) { step, recurse in
            log.append(step)
            if step < 4 {
                recurse(step + 1)
            }
        }
        // On the main thread every step runs at once.
        XCTAssertEqual(log, [0, 1, 2, 3, 4])
        recursion.dispose()
    }
}
