import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

// XCTest on Linux runs tests on the main thread; these tests drive the main queue
// themselves by running the main run loop (`MainQueueTestCase.runMainLoop`). What every
// scheduler must do comes from `SchedulerConformanceTests`.
final class MainSchedulerTests: SchedulerConformanceTests {
    override func makeSubject() -> SchedulerSubject? {
        SchedulerSubject(
            scheduler: MainScheduler.instance, runsInOrder: true, nestedActions: .deferred, runsOnMainQueue: true,
            isOnScheduler: { Thread.isMainThread }, settle: { [unowned self] in drainMainQueue() },
            // Nothing runs on the main queue while the test, on the main thread, does not drive it.
            holdBack: { {} })
    }

    func testScheduleOnTheMainThreadWithNothingQueuedRunsAtOnce() {
        drainMainQueue()
        var ran = false
        let returned = BooleanDisposable()
        let scheduled = MainScheduler.instance.schedule("state") { state in
            ran = state == "state"
            return returned
        }
        XCTAssertTrue(ran)
        XCTAssertTrue(scheduled as AnyObject === returned, "returns what the action returned")
    }

    func testAnActionScheduledFromAnActionThatRanAtOnceRunsAfterIt() {
        drainMainQueue()
        let scheduler = MainScheduler.instance
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            log.append("outer start")
            _ = scheduler.schedule(()) { _ in
                log.append("inner on main thread: \(Thread.isMainThread)")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end"], "the inner action is queued, not run re-entrantly")
        runMainLoop(until: { log.count == 3 })
        XCTAssertEqual(log, ["outer start", "outer end", "inner on main thread: true"])
    }

    func testScheduleOnTheMainThreadWhileItsOwnActionIsQueuedDispatchesBehindIt() {
        drainMainQueue()
        let scheduler = MainScheduler.instance
        let log = Collected<String>()
        let queued = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = scheduler.schedule(()) { _ in
                log.append("from background")
                return Disposables.create()
            }
            queued.signal()
        }
        waitOrFail(queued)
        _ = scheduler.schedule(()) { _ in
            log.append("from main")
            return Disposables.create()
        }
        XCTAssertEqual(log.values, [], "an action of its own is queued, so this one must not overtake it")
        runMainLoop(until: { log.values.count == 2 })
        XCTAssertEqual(log.values, ["from background", "from main"])
    }

    func testAsyncInstanceAlwaysDispatchesToTheMainQueue() {
        drainMainQueue()
        var log: [String] = []
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("action on main thread: \(Thread.isMainThread)")
            return Disposables.create()
        }
        log.append("returned")
        runMainLoop(until: { log.count == 2 })
        XCTAssertEqual(log, ["returned", "action on main thread: true"])
        XCTAssertFalse(MainScheduler.asyncInstance === MainScheduler.instance)
    }

    /// `interval(.seconds(0), scheduler: MainScheduler.instance)`, as apps write it to run
    /// something on every turn of the main queue: it sends back to back, the main queue's
    /// other work still runs, and nothing is sent once it is disposed.
    func testZeroPeriodIntervalLetsOtherMainQueueWorkRunAndStopsWhenDisposed() {
        var ticks: [Int] = []
        let subscription = Observable<Int>.interval(.seconds(0), scheduler: MainScheduler.instance)
            .subscribe(onNext: { ticks.append($0) })
        runMainLoop(until: { ticks.count > 100 })
        var otherRan = false
        DispatchQueue.main.async {
            otherRan = true
        }
        runMainLoop(until: { otherRan })
        // Runs happen on this thread, so none is under way while it disposes.
        subscription.dispose()
        let settled = ticks.count
        var markerRan = false
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            markerRan = true
            return Disposables.create()
        }
        runMainLoop(until: { markerRan })
        XCTAssertEqual(ticks, Array(0..<settled), "no element after disposal")
    }

    func testScheduleRecursiveRunsTheFirstStepAtOnceAndTheRestOnTheMainQueue() {
        drainMainQueue()
        var log: [Int] = []
        let recursion = MainScheduler.instance.scheduleRecursive(0) { step, recurse in
            log.append(step)
            if step < 4 {
                recurse(step + 1)
            }
        }
        XCTAssertEqual(log, [0])
        runMainLoop(until: { log.count == 5 })
        XCTAssertEqual(log, [0, 1, 2, 3, 4])
        recursion.dispose()
    }

    func testEnsureRunningOnMainThreadReportsOnlyOffTheMainThread() {
        let violations = captureContractViolations {
            MainScheduler.ensureRunningOnMainThread()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                MainScheduler.ensureRunningOnMainThread()
                MainScheduler.ensureRunningOnMainThread(errorMessage: "custom message")
                done.signal()
            }
            waitOrFail(done)
        }
        XCTAssertEqual(violations.count, 2)
        XCTAssertTrue(violations.first?.contains("main thread") ?? false, "\(violations)")
        XCTAssertEqual(violations.last, "custom message")
    }

    func testEnsureExecutingOnSchedulerReportsOnlyOffTheMainQueue() {
        let violations = captureContractViolations {
            MainScheduler.ensureExecutingOnScheduler()
            let done = Marker()
            DispatchQueue.global().async {
                MainScheduler.ensureExecutingOnScheduler(errorMessage: "custom message")
                // Work the scheduler dispatches to the main queue passes.
                _ = MainScheduler.instance.schedule(()) { _ in
                    MainScheduler.ensureExecutingOnScheduler()
                    MainScheduler.ensureRunningOnMainThread()
                    done.set()
                    return Disposables.create()
                }
            }
            runMainLoop(until: { done.isSet })
        }
        XCTAssertEqual(violations, ["custom message"])
    }
}
