import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SharingSchedulerTests: RheoTestCase {
    func testMockRestoresTheDefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            SharingScheduler.mock(makeScheduler: { MainScheduler.instance }) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === MainScheduler.instance)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
    }
}
