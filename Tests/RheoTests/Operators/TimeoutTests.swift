import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TimeoutTests: RheoTestCase {
    func testSwitchesToTheFallbackOnTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200 + 100, 620)])
    }

    func testEachElementRestartsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(280, 2), .next(370, 3), .completed(460)])
        let ys = scheduler.createColdObservable([.next(10, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(280, 2), .next(370, 3), .completed(460)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimesOutAfterSomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(400, 3), .completed(500)])
        let ys = scheduler.createColdObservable([.next(10, -1), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(300, -1), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(290, 310)])
    }

    func testWithoutFallbackFailsWithTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, 1))
        XCTAssertEqual(res.events.last?.time, 310)
        guard case RxError.timeout? = res.events.last?.value.error else {
            return XCTFail("expected RxError.timeout, got \(res.events)")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(1))])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFallbackErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1)])
        let ys = scheduler.createColdObservable([.next(10, -1), .error(20, TestError(2), Int.self)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(260, -1), .error(270, TestError(2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
    }

    func testDisposedBeforeTheTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let ys = scheduler.createColdObservable([.next(10, -1)])
        let res = scheduler.start(disposed: 250) { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposedAfterTheSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(600, 1)])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(600, -2)])
        let res = scheduler.start(disposed: 500) { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 500)])
    }

    func testZeroDueTimeTimesOutAtTheNextStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(0, -1), .completed(0)])
        let res = scheduler.start { xs.timeout(.seconds(0), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, -1), .completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testNeverDueTimeNeverTimesOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(900)])
        let res = scheduler.start { xs.timeout(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(900)])
    }

    /// As in RxSwift, a negative due time acts as zero (reported, not an error): the
    /// timeout fires one tick after subscription.
    func testNegativeDueTimeActsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, -1)])
        var events: [Recorded<Event<Int>>] = []
        let messages = captureArgumentOutOfRangeMessages {
            events = scheduler.start { xs.timeout(.seconds(-1), other: ys, scheduler: scheduler) }.events
        }
        XCTAssertEqual(events, [.next(211, -1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
        XCTAssertEqual(ys.subscriptions, [Subscription(201, 1000)])
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "timeout(.seconds(-1), other:)", "as zero")
        let plain = TestScheduler(initialClock: 0)
        let zs = plain.createHotObservable([.next(210, 1)])
        let plainMessages = captureArgumentOutOfRangeMessages {
            XCTAssertEqual(
                plain.start { zs.timeout(.seconds(-1), scheduler: plain) }.events, [.error(201, RxError.timeout)])
        }
        assertOneArgumentOutOfRangeMessage(plainMessages, mentioning: "timeout(.seconds(-1))")
    }
}
