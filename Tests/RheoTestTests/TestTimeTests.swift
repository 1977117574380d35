import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TestTimeTests: RheoTestCase {
    func testTicksMapToSecondsByTheResolution() {
        let scheduler = TestScheduler(initialClock: 250, resolution: 0.1)
        let clock: TestTime = scheduler.clock
        XCTAssertEqual(clock, 250)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 25, accuracy: 1e-9)
    }

    func testConversionsToTicksRoundAndSaturate() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        for dueTime in [RxTimeInterval.milliseconds(400), .milliseconds(500), .milliseconds(1_600), .seconds(.max)] {
            _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        // 0.4 s rounds to tick 0, which the processing delay moves to tick 1; 0.5 s rounds up.
        XCTAssertEqual(times, [1, 1, 2, .max])
    }

    func testVirtualOffsetsSaturate() {
        let scheduler = TestScheduler(initialClock: .max - 5)
        var ranAt: TestTime?
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, .max)
    }
}
