import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

// XCTest on Linux runs tests on the main thread; these tests drive the main queue
// themselves by running the main run loop (`MainQueueTestCase.runMainLoop`). What every
// scheduler must do comes from `SchedulerConformanceTests`.
final class ConcurrentMainSchedulerTests: SchedulerConformanceTests {
    override func makeSubject() -> SchedulerSubject? {
        SchedulerSubject(
            scheduler: ConcurrentMainScheduler.instance, runsInOrder: true, nestedActions: .atOnce,
            runsOnMainQueue: true, isOnScheduler: { Thread.isMainThread },
            settle: { [unowned self] in drainMainQueue() },
            // Nothing runs on the main queue while the test, on the main thread, does not drive it.
            holdBack: { {} })
    }

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
