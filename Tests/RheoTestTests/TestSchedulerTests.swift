import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TestSchedulerTests: RheoTestCase {
    func testStartUsesTheDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
        var createdAt: TestTime?
        let res = scheduler.start { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return xs
        }
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testStartWithDisposedUsesTheDefaultCreatedAndSubscribedTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithAllTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, "a"), .next(50, "b")])
        var createdAt: TestTime?
        let res = scheduler.start(created: 10, subscribed: 20, disposed: 60) { () -> Observable<String> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        XCTAssertEqual(createdAt, 10)
        XCTAssertEqual(res.events, [.next(25, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(20, 60)])
        XCTAssertEqual(scheduler.clock, 60, "the cancelled event at 70 is dropped without moving the clock")
    }

    func testStartWithMisorderedTimesReportsAndNeverSubscribesAMissingSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1)])
        var createdAt: TestTime?
        var res: TestableObserver<Int>?
        let violations = captureContractViolations {
            res = scheduler.start(created: 300, subscribed: 200, disposed: 1000) { () -> TestableObservable<Int> in
                createdAt = scheduler.clock
                return xs
            }
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertEqual(createdAt, 300)
        XCTAssertEqual(xs.subscriptions, [])
        XCTAssertEqual(res?.events, [])
    }

    func testStartWithDisposalBeforeSubscriptionDisposesTheSubscriptionAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(550, 1)])
        var res: TestableObserver<Int>?
        let violations = captureContractViolations {
            res = scheduler.start(created: 100, subscribed: 500, disposed: 400) { xs }
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(500, 500)])
        XCTAssertEqual(res?.events, [])
    }

    func testScheduleRunsOneTickLaterWithSimulatedProcessingDelay() {
        for simulate in [true, false] {
            let scheduler = TestScheduler(initialClock: 10, simulateProcessingDelay: simulate)
            var times: [String: TestTime] = [:]
            _ = scheduler.schedule(()) { _ in
                times["schedule"] = scheduler.clock
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
                times["relative 0"] = scheduler.clock
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                times["relative 5"] = scheduler.clock
                return Disposables.create()
            }
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
                times["virtual 0"] = scheduler.clock
                return Disposables.create()
            }
            scheduler.start()
            let delayed = simulate ? 11 : 10
            XCTAssertEqual(
                times, ["schedule": delayed, "relative 0": delayed, "relative 5": 15, "virtual 0": 10],
                "simulateProcessingDelay: \(simulate)")
        }
    }

    func testResolutionConvertsBetweenTicksAndSeconds() {
        let scheduler = TestScheduler(initialClock: 1_500, resolution: 0.001)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 1.5, accuracy: 1e-9)
        var ranAt: TestTime?
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 1_520)
    }

    func testAnInvalidResolutionIsReportedAndOneSecondIsUsed() {
        for resolution in [0, -1, .nan, .infinity] as [Double] {
            var scheduler: TestScheduler?
            let violations = captureContractViolations {
                scheduler = TestScheduler(initialClock: 3, resolution: resolution)
            }
            XCTAssertEqual(violations.count, 1, "resolution \(resolution)")
            XCTAssertEqual(scheduler?.now, Date(timeIntervalSince1970: 3), "resolution \(resolution)")
        }
    }

    func testScheduleAtRunsAtAbsoluteTimesInOrderAndFIFOOnTies() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        for (id, time) in [("c", 30), ("a", 10), ("b1", 20), ("b2", 20), ("b3", 20)] {
            scheduler.scheduleAt(time) { log.append("\(id)@\(scheduler.clock)") }
        }
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "b1@20", "b2@20", "b3@20", "c@30"])
    }

    func testAdvanceToRunsTheWorkDueSoFar() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        for time in [100, 200, 300] {
            scheduler.scheduleAt(time) { log.append(scheduler.clock) }
        }
        scheduler.advanceTo(250)
        XCTAssertEqual(log, [100, 200])
        XCTAssertEqual(scheduler.clock, 250)
        scheduler.start()
        XCTAssertEqual(log, [100, 200, 300])
    }

    func testCancelledWorkNeverRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let cancelled = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        scheduler.scheduleAt(5) { cancelled.dispose() }
        scheduler.scheduleAt(20) { log.append("kept") }
        scheduler.start()
        XCTAssertEqual(log, ["kept"])
    }

    func testScheduleRecursiveStepsOneTickAtATime() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        let recursion = scheduler.scheduleRecursive(0) { (step: Int, recurse: (Int) -> Void) in
            times.append(scheduler.clock)
            if step < 3 {
                recurse(step + 1)
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [1, 2, 3, 4])
        recursion.dispose()
    }

    func testSchedulePeriodicTicksEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(20)) { count in
            times.append(scheduler.clock)
            return count + 1
        }
        scheduler.scheduleAt(75) { periodic.dispose() }
        scheduler.start()
        XCTAssertEqual(times, [10, 30, 50, 70])
    }

    func testScheduledSourcesEmitOneTickPerStepAsInRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let just = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(just.events, [.next(201, 42), .completed(202)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let of = scheduler2.start { Observable.of(1, 2, 3, scheduler: scheduler2) }
        XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testRecordSubscribesNowAndTheBagEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(30, 2), .next(60, 3)])
        var bag: DisposeBag? = DisposeBag()
        var res: TestableObserver<Int>?
        scheduler.scheduleAt(20) { res = scheduler.record(xs, disposeBag: bag) }
        scheduler.scheduleAt(50) { bag = nil }
        scheduler.start()
        XCTAssertEqual(res?.events, [.next(30, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(20, 50)])
    }

    func testCreateObserverRecordsWithTheSchedulersClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        XCTAssertTrue(observer.scheduler === scheduler)
        scheduler.scheduleAt(15) { observer.onNext("a") }
        scheduler.scheduleAt(40) { observer.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(15, "a"), .completed(40)])
    }
}
