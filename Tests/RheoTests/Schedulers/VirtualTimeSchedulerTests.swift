import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class VirtualTimeSchedulerTests: RheoTestCase {
    private func makeScheduler(clock: Int = 0) -> VirtualTimeScheduler<MillisecondConverter> {
        VirtualTimeScheduler(initialClock: clock, converter: MillisecondConverter())
    }

    /// Schedules a logging action at `time`; the log records the id and the clock it ran at.
    @discardableResult
    private func scheduleLogging(
        _ scheduler: VirtualTimeScheduler<MillisecondConverter>, at time: Int, _ id: String, into log: Log
    ) -> Disposable {
        scheduler.scheduleAbsoluteVirtual(id, time: time) { id in
            log.append("\(id)@\(scheduler.clock)")
            return Disposables.create()
        }
    }

    func testStartRunsActionsInTimeOrderMovingTheClockToEachDueTime() {
        let scheduler = makeScheduler()
        let log = Log()
        scheduleLogging(scheduler, at: 30, "c", into: log)
        scheduleLogging(scheduler, at: 10, "a", into: log)
        scheduleLogging(scheduler, at: 20, "b", into: log)
        XCTAssertEqual(log.values, [], "nothing runs before start()")
        scheduler.start()
        XCTAssertEqual(log.values, ["a@10", "b@20", "c@30"])
        XCTAssertEqual(scheduler.clock, 30)
        XCTAssertFalse(scheduler.isEnabled)
    }

    func testActionsDueAtTheSameTimeRunInTheOrderScheduled() {
        let scheduler = makeScheduler()
        let log = Log()
        // Enough items that the heap reorders them internally many times.
        let ids = (0..<200).map { $0 }
        for id in ids.reversed() {
            scheduleLogging(scheduler, at: id % 5, "\(id)", into: log)
        }
        scheduler.start()
        let expected = (0..<5).flatMap { time in
            ids.reversed().filter { $0 % 5 == time }.map { "\($0)@\(time)" }
        }
        XCTAssertEqual(log.values, expected)
    }

    func testAnActionDueInThePastRunsAtTheCurrentClockInDueTimeOrder() {
        let scheduler = makeScheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 50) { _ in
            log.append("first@\(scheduler.clock)")
            self.scheduleLogging(scheduler, at: 10, "past", into: log)
            return Disposables.create()
        }
        scheduleLogging(scheduler, at: 50, "second", into: log)
        scheduler.start()
        XCTAssertEqual(log.values, ["first@50", "past@50", "second@50"], "ordered by due time, as RxSwift")
        XCTAssertEqual(scheduler.clock, 50, "the clock never goes back")
    }

    func testScheduleRunsAtTheCurrentClock() {
        let scheduler = makeScheduler(clock: 7)
        let log = Log()
        _ = scheduler.schedule("x") { state in
            log.append("\(state)@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.values, ["x@7"])
    }

    func testScheduleRelativeConvertsTheDueTimeThroughTheConverter() {
        let scheduler = makeScheduler(clock: 100)
        let log = Log()
        for (id, dueTime) in [
            ("30ms", RxTimeInterval.milliseconds(30)), ("1s", .seconds(1)), ("1500us", .microseconds(1500)),
            ("never", .never),
        ] {
            _ = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
                log.append("\(id)@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0.1))
        scheduler.start()
        XCTAssertEqual(log.values, ["1500us@102", "30ms@130", "1s@1100"], ".never never runs, and start() still ends")
    }

    func testScheduleRelativeVirtualCountsFromTheCurrentClock() {
        let scheduler = makeScheduler(clock: 40)
        let log = Log()
        _ = scheduler.scheduleRelativeVirtual("a", dueTime: 0) { id in
            log.append("\(id)@\(scheduler.clock)")
            _ = scheduler.scheduleRelativeVirtual("b", dueTime: 25) { id in
                log.append("\(id)@\(scheduler.clock)")
                return Disposables.create()
            }
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.values, ["a@40", "b@65"])
    }

    func testDisposingAnItemBeforeItRunsMeansItNeverRuns() {
        let scheduler = makeScheduler()
        let log = Log()
        scheduleLogging(scheduler, at: 10, "a", into: log)
        let b = scheduleLogging(scheduler, at: 20, "b", into: log)
        scheduleLogging(scheduler, at: 30, "c", into: log)
        b.dispose()
        scheduler.start()
        XCTAssertEqual(log.values, ["a@10", "c@30"])
    }

    func testAnItemDisposedByAnEarlierActionNeverRuns() {
        let scheduler = makeScheduler()
        let log = Log()
        var later: Disposable?
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            later?.dispose()
            return Disposables.create()
        }
        later = scheduleLogging(scheduler, at: 10, "same time", into: log)
        scheduleLogging(scheduler, at: 20, "kept", into: log)
        scheduler.start()
        XCTAssertEqual(log.values, ["kept@20"])
        later = nil
    }

    func testDisposingAnItemReleasesItsActionAtOnce() {
        let scheduler = makeScheduler()
        let tracker = CapturedProbeTracker()
        var captured: CapturedProbe? = CapturedProbe(tracker)
        let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { [captured] _ in
            _ = captured
            return Disposables.create()
        }
        captured = nil
        XCTAssertFalse(tracker.released)
        item.dispose()
        XCTAssertTrue(tracker.released, "the action and what it captures are released before the item's time")
    }

    func testDisposingAnItemAfterItRanDisposesWhatItsActionReturned() {
        let scheduler = makeScheduler()
        let returned = BooleanDisposable()
        let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in returned }
        scheduler.start()
        XCTAssertFalse(returned.isDisposed)
        item.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testDisposingAnItemWhileItsActionRunsDisposesWhatItReturns() {
        let scheduler = makeScheduler()
        let returned = BooleanDisposable()
        var item: Disposable?
        item = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            item?.dispose()
            return returned
        }
        scheduler.start()
        XCTAssertTrue(returned.isDisposed)
        item = nil
    }

    func testAdvanceToRunsOnlyWhatIsDueAndLeavesTheClockThere() {
        let scheduler = makeScheduler()
        let log = Log()
        for time in [10, 20, 30, 40] {
            scheduleLogging(scheduler, at: time, "\(time)", into: log)
        }
        scheduler.advanceTo(25)
        XCTAssertEqual(log.values, ["10@10", "20@20"])
        XCTAssertEqual(scheduler.clock, 25)
        scheduler.advanceTo(30)
        XCTAssertEqual(log.values, ["10@10", "20@20", "30@30"], "the limit is inclusive")
        scheduler.start()
        XCTAssertEqual(log.values, ["10@10", "20@20", "30@30", "40@40"])
    }

    func testAdvanceToThePastIsReportedAndIgnored() {
        let scheduler = makeScheduler(clock: 50)
        let log = Log()
        scheduleLogging(scheduler, at: 20, "overdue", into: log)
        let violations = captureContractViolations {
            scheduler.advanceTo(10)
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations.first?.contains("advanceTo(10)") == true, "\(violations)")
        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertEqual(log.values, [])
        scheduler.advanceTo(50)
        XCTAssertEqual(log.values, ["overdue@50"], "advancing to the current clock runs what is overdue")
    }

    func testAdvanceToFromInsideAnActionIsReportedAndIgnored() {
        let scheduler = makeScheduler()
        let log = Log()
        var violations: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            violations = self.captureContractViolations {
                scheduler.advanceTo(100)
            }
            return Disposables.create()
        }
        scheduleLogging(scheduler, at: 20, "next", into: log)
        scheduler.start()
        XCTAssertEqual(violations.count, 1)
        XCTAssertEqual(log.values, ["next@20"])
        XCTAssertEqual(scheduler.clock, 20)
    }

    func testSleepMovesTheClockWithoutRunningAnything() {
        let scheduler = makeScheduler()
        let log = Log()
        scheduleLogging(scheduler, at: 10, "a", into: log)
        scheduler.sleep(30)
        XCTAssertEqual(scheduler.clock, 30)
        XCTAssertEqual(log.values, [])
        scheduler.start()
        XCTAssertEqual(log.values, ["a@30"], "an item the clock slept past runs at the current clock")
        let violations = captureContractViolations {
            scheduler.sleep(-5)
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testStopEndsStartAfterTheCurrentActionAndStartResumes() {
        let scheduler = makeScheduler()
        let log = Log()
        var enabledInside: Bool?
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            enabledInside = scheduler.isEnabled
            log.append("stopper@\(scheduler.clock)")
            scheduler.stop()
            return Disposables.create()
        }
        scheduleLogging(scheduler, at: 20, "later", into: log)
        scheduler.start()
        XCTAssertEqual(enabledInside, true)
        XCTAssertFalse(scheduler.isEnabled)
        XCTAssertEqual(log.values, ["stopper@10"])
        XCTAssertEqual(scheduler.clock, 10)
        scheduler.start()
        XCTAssertEqual(log.values, ["stopper@10", "later@20"])
    }

    func testStartFromInsideAnActionDoesNothing() {
        let scheduler = makeScheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            scheduler.start()
            log.append("after nested start@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduleLogging(scheduler, at: 20, "later", into: log)
        scheduler.start()
        XCTAssertEqual(log.values, ["after nested start@10", "later@20"])
    }

    func testScheduleRecursiveWithDueTimeStepsThroughVirtualTime() {
        let scheduler = makeScheduler()
        let log = Log()
        let recursion = scheduler.scheduleRecursive(0, dueTime: .milliseconds(10)) { step, recurse in
            log.append("\(step)@\(scheduler.clock)")
            if step < 3 {
                recurse.schedule(step + 1, dueTime: .milliseconds(10))
            }
        }
        scheduler.start()
        XCTAssertEqual(log.values, ["0@10", "1@20", "2@30", "3@40"])
        recursion.dispose()
    }

    func testAHundredThousandNestedSchedulesRunOnceEachInOrder() {
        let scheduler = makeScheduler()
        let total = 100_000
        var runs = 0
        var outOfOrder = 0
        func step(_ index: Int) -> Disposable {
            if index != runs {
                outOfOrder += 1
            }
            runs += 1
            if index + 1 < total {
                _ = scheduler.schedule(index + 1, action: step)
            }
            return Disposables.create()
        }
        _ = scheduler.schedule(0, action: step)
        scheduler.start()
        XCTAssertEqual(runs, total)
        XCTAssertEqual(outOfOrder, 0)
    }

    func testInheritedSchedulePeriodicRunsAtEveryPeriodUntilDisposed() {
        let scheduler = makeScheduler()
        let log = Log()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(10), period: .milliseconds(5)) { count in
            log.append("\(count)@\(scheduler.clock)")
            return count + 1
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 32) { _ in
            periodic.dispose()
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.values, ["0@10", "1@15", "2@20", "3@25", "4@30"])
    }

    func testItemsScheduledFromManyThreadsRunOnceEachInOrder() {
        let scheduler = makeScheduler()
        let producers = 4
        let perProducer = 5_000
        let ran = Log()
        DispatchQueue.concurrentPerform(iterations: producers) { producer in
            for index in 0..<perProducer {
                // Few distinct times, so most items tie and their FIFO order matters.
                _ = scheduler.scheduleAbsoluteVirtual((), time: index % 10) { _ in
                    ran.append("\(producer) \(index) \(scheduler.clock)")
                    return Disposables.create()
                }
            }
        }
        scheduler.start()
        let records = ran.values.map { $0.split(separator: " ").map { Int($0)! } }
        XCTAssertEqual(records.count, producers * perProducer)
        XCTAssertEqual(Set(records.map { [$0[0], $0[1]] }).count, producers * perProducer, "each item runs once")
        XCTAssertEqual(records.map { $0[2] }, records.map { $0[2] }.sorted(), "the clock never goes back")
        for producer in 0..<producers {
            let indices = records.filter { $0[0] == producer }.map { $0[1] }
            let expected = (0..<10).flatMap { time in stride(from: time, to: perProducer, by: 10) }
            XCTAssertEqual(indices, expected, "producer \(producer): by time, then in the order scheduled")
        }
    }

    func testDebugDescriptionShowsTheClockAndLiveItems() {
        let scheduler = makeScheduler(clock: 5)
        let a = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in Disposables.create() }
        a.dispose()
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 5, pending: 1)")
        scheduler.start()
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 20, pending: 0)")
    }
}

/// A virtual clock in whole milliseconds since the Unix epoch.
private struct MillisecondConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) / 1_000)
    }

    func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 * 1_000).rounded())
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) / 1_000
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval * 1_000).rounded())
    }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

/// A thread-safe log of strings.
private typealias Log = Collected<String>

private final class CapturedProbeTracker: @unchecked Sendable {
    // @unchecked: virtual time: set and read on the test's thread only.
    var released = false
}

private final class CapturedProbe {
    let tracker: CapturedProbeTracker
    init(_ tracker: CapturedProbeTracker) { self.tracker = tracker }
    deinit { tracker.released = true }
}
