import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// RxSwift 6 parity of the time operators on virtual time: events, their times and the
/// source's subscription records, as RxSwift's own operators give them.
final class TimeParityTests: RheoTestCase {
    // MARK: delay

    /// RxSwift's `DelaySink` sends one event per timer step: after an event, the next one is
    /// scheduled even if it is already due, so events the source sent together arrive one
    /// tick apart on `TestScheduler`.
    func testDelayGivesEachEventItsOwnStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(10, 2), .next(20, 3), .completed(20),
        ])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(216, 2), .next(225, 3), .completed(226)])
        // The source is released when it completes, not when the completion is sent.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDelayOfJustSendsTheCompletionOneTickAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
    }

    func testDelayKeepsTheSpacingOfLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(12, 2), .next(30, 3), .completed(40)])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(217, 2), .next(235, 3), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDelaySendsAnErrorAtOnceAndDropsTheWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(12, TestError(1))])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(212, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    func testDelayErrorAfterSomeElementsWereSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(22, TestError(1))])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .error(222, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 222)])
    }

    func testDelayDisposedWhileEventsWaitSendsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .next(10, 3), .completed(10)])
        let res = scheduler.start(disposed: 216) { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDelayZeroStillStepsEachEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .completed(10)])
        let res = scheduler.start { xs.delay(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    /// An element due at the tick where the observer disposes the subscription: the
    /// disposal action was scheduled first, so the element is not sent.
    func testDelayTieBetweenDisposalAndDueElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let res = scheduler.start(disposed: 225) { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    // MARK: observe(on:)

    /// RxSwift's `ObserveOnSink` (every scheduler but a serial dispatch queue) sends one
    /// event per scheduled action. The test observable's subscription ends when it sends
    /// its terminal event: RxSwift wraps it with `asObservable()`, whose `create` sink
    /// disposes itself after a terminal event, and so does Rheo.
    func testObserveOnSendsEachEventInItsOwnStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .completed(10)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserveOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(10, TestError(1))])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(212, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserveOnOfJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testObserveOnDisposedWhileEventsWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .next(10, 3), .completed(10)])
        let res = scheduler.start(disposed: 212) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserveOnOfAHotSourceIsDisposedWithTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(230, 3)])
        let res = scheduler.start(disposed: 212) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    func testObserveOnSpacedEventsEachOneTickLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
