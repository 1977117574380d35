import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// The timer-based schedulers fed a negative period or leeway. Swift's
/// `DispatchSourceTimer.schedule` traps converting a negative interval to an unsigned one
/// (RxSwift's dispatch schedulers crash there), so Rheo does what Dispatch's C interface does
/// with it: a negative period runs the action once, a negative leeway is zero; each is
/// reported, once, through `Hooks.argumentOutOfRangeHandler`.
final class BadInputSchedulerTests: RheoTestCase {
    private let negatives: [RxTimeInterval] = [
        .nanoseconds(-1), .seconds(-1), .nanoseconds(Int.min), .seconds(Int.min),
    ]

    /// The dispatch-timer schedulers, each made with `leeway`.
    private func timerSchedulers(leeway: RxTimeInterval = .nanoseconds(0)) -> [(String, SchedulerType)] {
        [
            ("SerialDispatchQueueScheduler", SerialDispatchQueueScheduler(qos: .default, leeway: leeway)),
            ("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(qos: .default, leeway: leeway)),
            ("SerialScheduler", SerialScheduler(leeway: leeway)),
        ]
    }

    func testNegativePeriodsRunTheActionOnceInsteadOfTrapping() {
        for (name, scheduler) in timerSchedulers() {
            for bad in negatives {
                let ran = DispatchSemaphore(value: 0)
                var periodic: Disposable?
                let messages = captureArgumentOutOfRangeMessages {
                    periodic = scheduler.schedulePeriodic(0, startAfter: .nanoseconds(0), period: bad) { state in
                        ran.signal()
                        return state + 1
                    }
                }
                assertOneArgumentOutOfRangeMessage(
                    messages, mentioning: "schedulePeriodic(period: .\(bad))", "runs the action once")
                XCTAssertEqual(ran.wait(timeout: .now() + 10), .success, "\(name), period \(bad): the first run")
                periodic?.dispose()
            }
        }
    }

    func testNegativeLeewaysAreZeroInsteadOfTrapping() {
        for bad in negatives {
            var schedulers: [(String, SchedulerType)] = []
            let messages = captureArgumentOutOfRangeMessages { schedulers = timerSchedulers(leeway: bad) }
            XCTAssertEqual(messages.count, 3, "one report per scheduler: \(messages)")
            for message in messages {
                XCTAssertTrue(message.contains("leeway: .\(bad)"), message)
                XCTAssertTrue(message.contains("a negative leeway is treated as zero"), message)
            }
            for (name, scheduler) in schedulers {
                let relative = DispatchSemaphore(value: 0)
                let periodicRan = DispatchSemaphore(value: 0)
                let one = scheduler.scheduleRelative(0, dueTime: .milliseconds(1)) { _ in
                    relative.signal()
                    return Disposables.create()
                }
                let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .seconds(3_600)) {
                    periodicRan.signal()
                    return $0
                }
                XCTAssertEqual(relative.wait(timeout: .now() + 10), .success, "\(name), leeway \(bad): relative")
                XCTAssertEqual(periodicRan.wait(timeout: .now() + 10), .success, "\(name), leeway \(bad): periodic")
                one.dispose()
                periodic.dispose()
            }
        }
    }

    func testValidPeriodsAndLeewaysAreNotReported() {
        var periodics: [Disposable] = []
        let messages = captureArgumentOutOfRangeMessages {
            for (_, scheduler) in timerSchedulers(leeway: .milliseconds(1)) {
                for period in [RxTimeInterval.seconds(3_600), .never] {
                    periodics.append(scheduler.schedulePeriodic(0, startAfter: .seconds(3_600), period: period) { $0 })
                }
            }
        }
        XCTAssertEqual(messages, [])
        periodics.forEach { $0.dispose() }
    }
}
