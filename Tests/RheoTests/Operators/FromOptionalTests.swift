import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class FromOptionalTests: RheoTestCase {
    func testSomeSendsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 7) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func testNoneOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from(optional: nil) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testOnASchedulerTheElementAndTheCompletionAreTwoSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testNoneOnASchedulerCompletesInOneStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from(optional: nil, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testDisposedBeforeTheScheduledStepSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200) { Observable.from(optional: 7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testDisposedBetweenTheElementAndTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from(optional: 7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7)])
    }

    func testDisposingInsideOnNextSuppressesTheCompletion() {
        XCTAssertEqual(recordDisposingDuringSubscribe(Observable.from(optional: 7)) { _ in true }, [.next(7)])
        XCTAssertEqual(
            recordDisposingDuringSubscribe(Observable.from(optional: 7)) { _ in false }, [.next(7), .completed])

        let scheduled = TestScheduler(initialClock: 0)
        let res2 = scheduled.recordDisposingInsideOnNext(disposeAfter: { _ in true }) {
            Observable.from(optional: 7, scheduler: scheduled)
        }
        XCTAssertEqual(res2.events, [.next(201, 7)])
    }
}
