import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class BufferTests: RheoTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
    }

    func testBuffersByTimeOrCountWhicheverComesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
                .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testErrorDropsTheCurrentBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .error(300, TestError(1)),
        ])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .error(300, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 350) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testDisposingFromOnNextStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler).take(2) }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testNeverTimeSpanBuffersByCountOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.buffer(timeSpan: .never, count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(300, [3]), .completed(300)])
    }

    func testCountOfOneSendsEachElementAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(1_000), count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(220, [2]), .next(230, []), .completed(230)])
    }

    /// As in RxSwift, a zero time span ends a buffer each time the scheduler runs its timer:
    /// the first timer asks for now, which `TestScheduler` moves to the next tick, and each
    /// buffer sent starts the next one's timer the same way. An element and a tick at the
    /// same time: the element, queued earlier, goes into the buffer the tick ends; a buffer
    /// that fills cancels its tick.
    func testZeroTimeSpanSendsABufferEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(203, 1), .next(205, 2), .next(205, 3), .completed(206)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(0), count: 2, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(201, []), .next(202, []), .next(203, [1]), .next(204, []), .next(205, [2, 3]),
                .next(206, []), .completed(206),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 206)])
    }

    /// RxSwift's `testBufferReleasesResourcesOnComplete`, with the events it sends.
    func testZeroTimeSpanOverASynchronousSourceSendsItsBufferAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).buffer(timeSpan: .seconds(0), count: 10, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, [1]), .completed(200)])
    }

    /// As in RxSwift, a count that is not positive is never reached: only the timer sends
    /// the buffers. The call is reported, not an error.
    func testCountThatIsNotPositiveBuffersByTimeOnly() {
        for count in [0, -2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(225, 3), .completed(235)])
            var events: [Recorded<Event<[Int]>>] = []
            let messages = captureArgumentOutOfRangeMessages {
                events =
                    scheduler.start { xs.buffer(timeSpan: .seconds(20), count: count, scheduler: scheduler) }.events
            }
            XCTAssertEqual(events, [.next(220, [1, 2]), .next(235, [3]), .completed(235)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
            assertOneArgumentOutOfRangeMessage(messages, mentioning: "buffer(timeSpan: .seconds(20), count: \(count))")
        }
    }
}
