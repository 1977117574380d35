import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class HistoricalSchedulerTests: RheoTestCase {
    private let epoch = Date(timeIntervalSince1970: 0)

    private func date(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }

    func testTheClockStartsAtTheEpochByDefaultAndNowIsTheClock() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.clock, epoch)
        XCTAssertEqual(scheduler.now, epoch)
        let later = HistoricalScheduler(initialClock: date(1_000))
        XCTAssertEqual(later.now, date(1_000))
    }

    func testActionsRunInDateOrderAtTheirDates() {
        let scheduler = HistoricalScheduler(initialClock: date(100))
        let log = Collected<String>()
        for (id, seconds) in [("c", 300.5), ("a", 100.25), ("b", 200.0), ("b2", 200.0)] {
            _ = scheduler.scheduleAbsoluteVirtual(id, time: date(seconds)) { id in
                log.append("\(id)@\(scheduler.clock.timeIntervalSince1970)")
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log.values, ["a@100.25", "b@200.0", "b2@200.0", "c@300.5"])
        XCTAssertEqual(scheduler.clock, date(300.5))
    }

    func testRelativeSchedulingUsesSeconds() {
        let scheduler = HistoricalScheduler(initialClock: date(10))
        let log = Collected<String>()
        _ = scheduler.scheduleRelativeVirtual("virtual", dueTime: 2.5) { id in
            log.append("\(id)@\(scheduler.clock.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("relative", dueTime: .milliseconds(1_500)) { id in
            log.append("\(id)@\(scheduler.clock.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.schedule("now") { id in
            log.append("\(id)@\(scheduler.clock.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.values, ["now@10.0", "relative@11.5", "virtual@12.5"])
    }

    func testAdvanceToAndSleepMoveTheClockByDate() {
        let scheduler = HistoricalScheduler()
        let log = Collected<String>()
        for seconds in [60.0, 120.0] {
            _ = scheduler.scheduleAbsoluteVirtual(seconds, time: date(seconds)) { seconds in
                log.append("\(seconds)")
                return Disposables.create()
            }
        }
        scheduler.advanceTo(date(90))
        XCTAssertEqual(scheduler.clock, date(90))
        XCTAssertEqual(log.values, ["60.0"])
        scheduler.sleep(60)
        XCTAssertEqual(scheduler.clock, date(150))
        XCTAssertEqual(log.values, ["60.0"], "sleeping runs nothing")
        scheduler.start()
        XCTAssertEqual(log.values, ["60.0", "120.0"])
        XCTAssertEqual(scheduler.clock, date(150), "the overdue action ran without moving the clock back")
    }

    func testDisposedActionsNeverRun() {
        let scheduler = HistoricalScheduler()
        var ran = false
        let item = scheduler.scheduleAbsoluteVirtual((), time: date(5)) { _ in
            ran = true
            return Disposables.create()
        }
        item.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testConverterIsTheIdentityOnDatesAndSeconds() {
        let converter = HistoricalSchedulerTimeConverter()
        XCTAssertEqual(converter.convertFromVirtualTime(date(42)), date(42))
        XCTAssertEqual(converter.convertToVirtualTime(date(42)), date(42))
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(1.5), 1.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.5), 1.5)
        XCTAssertEqual(converter.offsetVirtualTime(date(42), offset: -2), date(40))
        XCTAssertEqual(converter.compareVirtualTime(date(1), date(2)), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(date(2), date(1)), .greaterThan)
        XCTAssertEqual(converter.compareVirtualTime(date(2), date(2)), .equal)
    }
}
