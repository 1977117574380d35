import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Error handling, `using` and sharing against RxSwift 6 (RxSwift/Observables/Catch.swift,
/// RetryWhen.swift, Using.swift, ShareReplayScope.swift, Multicast.swift): terminal-event
/// times and Subscription records on virtual time.
final class ErrorHandlingParityTests: RheoTestCase {
    private final class Resource: Disposable {
        let onDispose: () -> Void
        init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
        func dispose() { onDispose() }
    }

    func testCatchHandlerThrowingFailsWithTheThrownError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let res = scheduler.start { xs.asObservable().catch { _ in throw TestError(2) } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchDisposedDuringTheHandlersSequenceDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(1), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 5), .next(100, 6)])
        let res = scheduler.start(disposed: 300) { xs.asObservable().catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }

    func testRetryWhenNotifierCompletingCompletesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        let res = scheduler.start {
            xs.asObservable().retry { (errors: Observable<TestError>) in errors.take(2) }
        }
        XCTAssertEqual(
            res.events, [.next(205, 1), .next(215, 1), .next(225, 1), .completed(230)])
        XCTAssertEqual(
            xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryWhenNotifierFailingFailsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        let res = scheduler.start {
            xs.asObservable().retry { (errors: Observable<TestError>) in
                errors.flatMap { _ in Observable<Int>.error(TestError(9)) }
            }
        }
        XCTAssertEqual(res.events, [.next(205, 1), .error(210, TestError(9))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRetryWithACountFailsWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        let res = scheduler.start { xs.asObservable().retry(3) }
        XCTAssertEqual(
            res.events, [.next(205, 1), .next(215, 1), .next(225, 1), .error(230, TestError(1))])
        XCTAssertEqual(
            xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testUsingDisposesTheResourceWithTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            Observable.using(
                { Resource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposedAt, [250])
    }

    // MARK: Sharing

    func testShareWhileConnectedResubscribesAfterTheSourceEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let shared = xs.asObservable().share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(late.events, [.next(310, 1), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testShareForeverReplaysTheEndToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let shared = xs.asObservable().share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testShareWithoutReplayDisconnectsWhenTheLastSubscriberLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3)])
        let shared = xs.asObservable().share()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptionA: Disposable?
        var subscriptionB: Disposable?
        scheduler.scheduleAt(200) { subscriptionA = shared.subscribe(a) }
        scheduler.scheduleAt(220) { subscriptionB = shared.subscribe(b) }
        scheduler.scheduleAt(250) { subscriptionA?.dispose() }
        scheduler.scheduleAt(270) { subscriptionB?.dispose() }
        scheduler.scheduleAt(300) { subscriptionA = shared.subscribe(a) }
        scheduler.scheduleAt(400) { subscriptionA?.dispose() }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(320, 3)])
        XCTAssertEqual(b.events, [.next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270), Subscription(300, 400)])
    }

    func testPublishConnectsAtConnectAndDisconnectsAtItsDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let published = xs.asObservable().publish()
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = published.subscribe(observer) }
        scheduler.scheduleAt(220) { connection = published.connect() }
        scheduler.scheduleAt(250) { connection?.dispose() }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 250)])
    }

    func testReplayAllReplaysEverythingToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let replayed = xs.asObservable().replayAll()
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(250) { _ = replayed.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(250, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
