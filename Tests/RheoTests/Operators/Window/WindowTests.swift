import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class WindowTests: RheoTestCase {
    /// Records the windows as indices, subscribing a recording observer to each window as
    /// it arrives (or at `subscribeAt`, if given, for the window of that index).
    private final class Windows: @unchecked Sendable {
        // @unchecked: virtual time: touched only on the test's thread, by the TestScheduler's actions.
        let scheduler: TestScheduler
        var windows: [Observable<Int>] = []
        var observers: [TestableObserver<Int>] = []
        var subscriptions: [Disposable] = []

        init(_ scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func record(_ window: Observable<Int>, subscribe: Bool = true) -> Int {
            windows.append(window)
            let observer = scheduler.createObserver(Int.self)
            observers.append(observer)
            if subscribe {
                subscriptions.append(window.subscribe(observer))
            }
            return windows.count - 1
        }

        func events(_ index: Int) -> [Recorded<Event<Int>>] {
            observers[index].events
        }

        func disposeAll() {
            subscriptions.forEach { $0.dispose() }
            subscriptions = []
            windows = []
        }
    }

    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
    }

    func testWindowsByTimeOrCountWhicheverComesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let windows = Windows(scheduler)
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { windows.record($0) }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, 0), .next(240, 1), .next(310, 2), .next(370, 3), .next(440, 4), .next(510, 5), .next(580, 6),
                .completed(600),
            ])
        XCTAssertEqual(windows.events(0), [.next(205, 1), .next(210, 2), .next(240, 3), .completed(240)])
        XCTAssertEqual(windows.events(1), [.next(280, 4), .completed(310)])
        XCTAssertEqual(windows.events(2), [.next(320, 5), .next(350, 6), .next(370, 7), .completed(370)])
        XCTAssertEqual(windows.events(3), [.next(420, 8), .completed(440)])
        XCTAssertEqual(windows.events(4), [.next(470, 9), .completed(510)])
        XCTAssertEqual(windows.events(5), [.completed(580)])
        XCTAssertEqual(windows.events(6), [.completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        windows.disposeAll()
    }

    func testErrorReachesTheWindowAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .error(250, TestError(1))])
        let windows = Windows(scheduler)
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).map { windows.record($0) }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .error(250, TestError(1))])
        XCTAssertEqual(windows.events(0), [.next(205, 1), .error(250, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        windows.disposeAll()
    }

    func testDisposedMidWayWithNoWindowObservedDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let windows = Windows(scheduler)
        let res = scheduler.start(disposed: 300) {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map {
                windows.record($0, subscribe: false)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(240, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        windows.disposeAll()
    }

    func testAnObservedWindowKeepsTheSourceAfterTheResultIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let windows = Windows(scheduler)
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).map { windows.record($0) }.take(1)
        }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(
            windows.events(0), [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        windows.disposeAll()
    }

    func testDisposingAWindowSubscriptionStopsOnlyThatSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let windows = Windows(scheduler)
        let res = scheduler.start(disposed: 260) {
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).map { windows.record($0) }
        }
        XCTAssertEqual(res.events, [.next(200, 0)])
        // The result was disposed at 260 but the window is still observed: the source stays.
        XCTAssertEqual(
            windows.events(0), [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let early = Windows(other)
        other.scheduleAt(215) { early.subscriptions.forEach { $0.dispose() } }
        let res2 = other.start(disposed: 260) {
            ys.window(timeSpan: .seconds(100), count: 10, scheduler: other).map { early.record($0) }
        }
        XCTAssertEqual(res2.events, [.next(200, 0)])
        XCTAssertEqual(early.events(0), [.next(205, 1), .next(210, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
        windows.disposeAll()
        early.disposeAll()
    }

    func testALateSubscriberToAClosedWindowGetsItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let windows = Windows(scheduler)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(500) { windows.subscriptions.append(windows.windows[0].subscribe(late)) }
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map {
                windows.record($0, subscribe: false)
            }
        }
        XCTAssertEqual(res.events.count, 8)
        XCTAssertEqual(late.events, [.completed(500)])
        windows.disposeAll()
    }

    func testMulticastsToEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let windows = Windows(scheduler)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(220) { windows.subscriptions.append(windows.windows[0].subscribe(second)) }
        _ = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).map { windows.record($0) }
        }
        XCTAssertEqual(
            windows.events(0), [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .completed(300)])
        XCTAssertEqual(second.events, [.next(240, 3), .next(280, 4), .completed(300)])
        windows.disposeAll()
    }

    func testNeverTimeSpanWindowsByCountOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let windows = Windows(scheduler)
        let res = scheduler.start {
            xs.window(timeSpan: .never, count: 2, scheduler: scheduler).map { windows.record($0) }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(220, 1), .completed(300)])
        XCTAssertEqual(windows.events(0), [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(windows.events(1), [.next(230, 3), .completed(300)])
        windows.disposeAll()
    }

    /// As in RxSwift, a zero time span closes a window each time the scheduler runs its
    /// timer: the first window opens at subscription, and each timer asks for now, which
    /// `TestScheduler` moves to the next tick. A window that fills cancels its tick.
    func testZeroTimeSpanOpensAWindowEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(203, 1), .next(205, 2), .next(205, 3), .completed(206)])
        let windows = Windows(scheduler)
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(0), count: 2, scheduler: scheduler).map { windows.record($0) }
        }
        XCTAssertEqual(
            res.events,
            [.next(200, 0), .next(201, 1), .next(202, 2), .next(203, 3), .next(204, 4), .next(205, 5), .completed(206)])
        XCTAssertEqual(windows.events(0), [.completed(201)])
        XCTAssertEqual(windows.events(2), [.next(203, 1), .completed(203)])
        XCTAssertEqual(windows.events(4), [.next(205, 2), .next(205, 3), .completed(205)])
        XCTAssertEqual(windows.events(5), [.completed(206)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 206)])
        windows.disposeAll()
    }

    /// As in RxSwift, a count that is not positive is never reached: only the timer closes
    /// the windows. The call is reported, not an error.
    func testCountThatIsNotPositiveWindowsByTimeOnly() {
        for count in [0, -1] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(225, 3), .completed(235)])
            var events: [Recorded<Event<String>>] = []
            let messages = captureArgumentOutOfRangeMessages {
                events =
                    scheduler.start {
                        xs.window(timeSpan: .seconds(20), count: count, scheduler: scheduler)
                            .enumerated()
                            .flatMap { index, window in window.map { "\(index):\($0)" } }
                    }.events
            }
            XCTAssertEqual(events, [.next(210, "0:1"), .next(211, "0:2"), .next(225, "1:3"), .completed(235)])
            assertOneArgumentOutOfRangeMessage(messages, mentioning: "window(timeSpan: .seconds(20), count: \(count))")
        }
    }
}
