import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TestableObserverTests: RheoTestCase {
    func testRecordsEveryEventWithTheClockEvenAfterATerminalOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { observer.onError(TestError(2)) }
        scheduler.scheduleAt(30) { observer.onNext(3) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .error(20, TestError(2)), .next(30, 3)])
    }

    func testXCTAssertRecordedElementsComparesTheNextElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        // Disposed before the completion: as in RxTest, a terminal event fails the assertion.
        let res = scheduler.start(disposed: 225) { xs }
        XCTAssertRecordedElements(res.events, ["a", "b"])
        XCTAssertEqual(res.events.compactMap { $0.value.element }, ["a", "b"])
    }
}
