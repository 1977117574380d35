import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// The scheduler-specific tests; what every scheduler must do comes from
/// `SchedulerConformanceTests`.
final class ConcurrentDispatchQueueSchedulerTests: SchedulerConformanceTests {
    override func makeSubject() -> SchedulerSubject? {
        let queue = DispatchQueue(label: "rheo.test.concurrent", attributes: .concurrent)
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "queue")
        return SchedulerSubject(
            scheduler: ConcurrentDispatchQueueScheduler(queue: queue), runsInOrder: false,
            nestedActions: .concurrently, runsOnMainQueue: false,
            isOnScheduler: { DispatchQueue.getSpecific(key: key) == "queue" },
            // A barrier waits for every block of the queue submitted before it.
            settle: { queue.sync(flags: .barrier) {} },
            holdBack: {
                queue.suspend()
                return { queue.resume() }
            })
    }

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
}
