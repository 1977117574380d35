import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// The scheduler-specific tests; what every scheduler must do comes from
/// `SchedulerConformanceTests`.
final class SerialDispatchQueueSchedulerTests: SchedulerConformanceTests {
    override func makeSubject() -> SchedulerSubject? {
        // On a global concurrent queue: the order comes from the scheduler's internal serial queue.
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        return SchedulerSubject(
            scheduler: scheduler, runsInOrder: true, nestedActions: .deferred, runsOnMainQueue: false,
            isOnScheduler: nil, settle: { [unowned self] in waitForScheduledMarker(on: scheduler) },
            holdBack: SchedulerSubject.blockerAction(on: scheduler))
    }

    func testInitWithQueueRunsActionsOnThatQueue() {
        let target = DispatchQueue(label: "rheo.test.target", attributes: .concurrent)
        let key = DispatchSpecificKey<String>()
        target.setSpecific(key: key, value: "target")
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "rheo.test.serial")
        XCTAssertEqual(specificValue(for: key, seenBy: scheduler), "target")
    }

    func testInitWithNameHandsTheNewQueueToTheConfigurationClosure() {
        let key = DispatchSpecificKey<String>()
        var configured: DispatchQueue?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.named") { queue in
            configured = queue
            queue.setSpecific(key: key, value: "configured")
        }
        XCTAssertEqual(configured?.label, "rheo.test.named")
        XCTAssertEqual(specificValue(for: key, seenBy: scheduler), "configured")
    }

    /// The value for `key` where `scheduler` runs an action.
    private func specificValue(
        for key: DispatchSpecificKey<String>, seenBy scheduler: SerialDispatchQueueScheduler
    ) -> String? {
        let seen = Collected<String?>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            seen.append(DispatchQueue.getSpecific(key: key))
            done.signal()
            return Disposables.create()
        }
        waitOrFail(done)
        XCTAssertEqual(seen.values.count, 1)
        return seen.values.first ?? nil
    }
}
