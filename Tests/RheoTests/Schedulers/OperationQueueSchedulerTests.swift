import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class OperationQueueSchedulerTests: RheoTestCase {
    private func serialOperationQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }

    func testActionsRunOnTheOperationQueueInOrderWithTheirState() {
        let queue = serialOperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = Collected<Int>()
        let onQueue = Collected<Bool>()
        for index in 0..<100 {
            _ = scheduler.schedule(index) { index in
                log.append(index)
                onQueue.append(OperationQueue.current === queue)
                return Disposables.create()
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.values, Array(0..<100))
        XCTAssertEqual(onQueue.values, Array(repeating: true, count: 100))
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

    func testDisposingAnActionBeforeItStartsMeansItNeverRunsAndReleasesIt() {
        let queue = serialOperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
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
        _ = scheduler.schedule(()) { _ in
            log.append("after")
            return Disposables.create()
        }
        gate.signal()
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.values, ["blocker", "after"])
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let queue = serialOperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let returned = BooleanDisposable()
        let scheduled = scheduler.schedule(()) { _ in returned }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(returned.isDisposed)
        scheduled.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testScheduleRecursiveRunsEveryStepInOrder() {
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
