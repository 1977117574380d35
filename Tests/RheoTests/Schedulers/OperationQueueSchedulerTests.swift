import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// The scheduler-specific tests; what every scheduler must do comes from
/// `ImmediateSchedulerConformanceTests` (this scheduler has no timed operations).
final class OperationQueueSchedulerTests: ImmediateSchedulerConformanceTests {
    private func serialOperationQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }

    override func makeSubject() -> SchedulerSubject? {
        let queue = serialOperationQueue()
        return SchedulerSubject(
            scheduler: OperationQueueScheduler(operationQueue: queue), runsInOrder: true, nestedActions: .deferred,
            runsOnMainQueue: false, isOnScheduler: { OperationQueue.current === queue },
            settle: { queue.waitUntilAllOperationsAreFinished() },
            holdBack: {
                queue.isSuspended = true
                return { queue.isSuspended = false }
            })
    }

    func testOperationsCarryTheSchedulersPriority() {
        let queue = serialOperationQueue()
        let normal = OperationQueueScheduler(operationQueue: queue)
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)
        XCTAssertEqual(normal.queuePriority, .normal)
        XCTAssertEqual(high.queuePriority, .veryHigh)
        let gate = DispatchSemaphore(value: 0)
        let log = Collected<String>()
        _ = normal.schedule(()) { _ in
            _ = gate.wait(timeout: .now() + asyncTimeout)
            return Disposables.create()
        }
        for (scheduler, name) in [(normal, "normal 1"), (high, "high 1"), (normal, "normal 2"), (high, "high 2")] {
            _ = scheduler.schedule(name) { name in
                log.append(name)
                return Disposables.create()
            }
        }
        gate.signal()
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.values, ["high 1", "high 2", "normal 1", "normal 2"])
    }

    func testScheduleRecursiveOnAConcurrentOperationQueueRunsEveryStepInOrder() {
        let scheduler = OperationQueueScheduler(operationQueue: OperationQueue())
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
        XCTAssertEqual(log.values, Array(0..<50))
        recursion.dispose()
    }
}
