import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class RefCountTests: RheoTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .next(320, 3), .next(420, 4), .next(520, 5), .next(620, 6), .completed(700),
        ])
    }

    func testConnectsOnFirstSubscriberAndDisconnectsAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let ys = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [String: Disposable] = [:]
        scheduler.scheduleAt(200) { subscriptions["a"] = ys.subscribe(first) }
        scheduler.scheduleAt(300) { subscriptions["b"] = ys.subscribe(second) }
        scheduler.scheduleAt(350) { subscriptions["a"]?.dispose() }
        scheduler.scheduleAt(450) { subscriptions["b"]?.dispose() }
        scheduler.scheduleAt(500) { subscriptions["c"] = ys.subscribe(second) }
        scheduler.scheduleAt(550) { subscriptions["c"]?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(250, 2), .next(320, 3)])
        XCTAssertEqual(second.events, [.next(320, 3), .next(420, 4), .next(520, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450), Subscription(500, 550)])
    }

    func testTerminationResetsTheCountSoTheNextSubscriberReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .completed(300), .next(410, 2), .error(500, TestError(1)),
        ])
        let ys = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(first)) }
        scheduler.scheduleAt(400) { subscriptions.append(ys.subscribe(second)) }
        scheduler.start()
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(first.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(second.events, [.next(410, 2), .error(500, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 400) { xs.publish().refCount() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2), .next(320, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testSynchronousSourceCompletesEachSubscriberAndReconnects() {
        var subscribeCount = 0
        let source = Observable<Int>.deferred {
            subscribeCount += 1
            return Observable.of(1, 2, 3)
        }
        let ys = source.publish().refCount()
        let first = RecordingObserver<Int>()
        let second = RecordingObserver<Int>()
        let a = ys.subscribe(first)
        let b = ys.subscribe(second)
        XCTAssertEqual(first.elements, [1, 2, 3])
        XCTAssertTrue(first.isCompleted)
        XCTAssertEqual(second.elements, [1, 2, 3])
        XCTAssertTrue(second.isCompleted)
        XCTAssertEqual(subscribeCount, 2)
        a.dispose()
        b.dispose()
    }

    func testResubscribingFromTheCompletionHandlerReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2), .completed(240)])
        let ys = xs.publish().refCount()
        let res = scheduler.createObserver(Int.self)
        var inner: Disposable?
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = ys.subscribe(
                onNext: { res.onNext($0) },
                onCompleted: {
                    inner = ys.subscribe(res)
                })
        }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
        outer?.dispose()
        inner?.dispose()
    }

    func testSubscribeDisposeStormFromManyThreadsEndsDisconnected() {
        for _ in 0..<(5 * stressScale) {
            let source = PublishSubject<Int>()
            let shared = source.publish().refCount()
            let sharedBox = SubjectTestValue(shared)
            let overlaps = SubjectTestValue(0)
            raceThreads(8) { index in
                for round in 0..<200 {
                    let observer = SerializationCheckingObserver<Int>()
                    let subscription = sharedBox.value.subscribe(observer)
                    if index < 2 {
                        source.onNext(round)
                    }
                    subscription.dispose()
                    overlaps.mutate { $0 += observer.overlapCount }
                }
            }
            XCTAssertEqual(overlaps.value, 0)
            XCTAssertFalse(source.hasObservers, "the last unsubscription must disconnect")
            let late = RecordingObserver<Int>()
            let subscription = shared.subscribe(late)
            XCTAssertTrue(source.hasObservers)
            source.onNext(42)
            XCTAssertEqual(late.elements, [42])
            subscription.dispose()
            XCTAssertFalse(source.hasObservers)
        }
    }

    // Subscribing from inside an observer while the source emits synchronously during the
    // connect: the nested subscriber joins the running connection (RxSwift), it is not
    // left on a fresh subject with no connection.
    // A connection disposes the source before it passes the terminal event to the subject,
    // so subscribers hear of the end after the source is released (RxSwift's `Connection`);
    // only `share()` and `share(replay: 1)` deliver first (see ShareTests).
    func testTheSourceIsDisposedBeforeTheSubscribersHearOfTheEnd() {
        let cases: [(String, (Observable<Int>) -> Observable<Int>)] = [
            ("publish().refCount()", { $0.publish().refCount() }),
            ("replay(1).refCount()", { $0.replay(1).refCount() }),
        ]
        for (name, shape) in cases {
            for end in [Event<Int>.completed, .error(TestError(1))] {
                let (log, subscriptions) = teardownOrder(of: [.next(210, 1), Recorded(time: 300, value: end)], shape)
                let ended = end.error == nil ? ["300 a completed"] : ["300 a error \(TestError(1))"]
                let endedB = end.error == nil ? ["300 b completed"] : ["300 b error \(TestError(1))"]
                XCTAssertEqual(
                    log,
                    ["200 source subscribed", "210 a next 1", "210 b next 1", "300 source disposed"] + ended
                        + ["300 a disposed"] + endedB + ["300 b disposed"], name)
                XCTAssertEqual(subscriptions, [Subscription(200, 300)], name)
            }
        }
    }

    func testNestedSubscriberDuringSynchronousEmissionJoinsTheRunningConnection() {
        // @unchecked: touched on one thread only (the sources are synchronous); Sendable for the closures that capture it.
        final class Count: @unchecked Sendable { var value = 0 }
        let subscriptions = Count()
        let shared = Observable.of(1, 2, 3).do(onSubscribe: { subscriptions.value += 1 }).publish().refCount()
        var outer: [Event<Int>] = []
        var inner: [Event<Int>] = []
        let bag = DisposeBag()
        shared.subscribe { event in
            outer.append(event)
            if case .next(1) = event {
                shared.subscribe { inner.append($0) }.disposed(by: bag)
            }
        }.disposed(by: bag)
        XCTAssertEqual(outer, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(inner, [.next(2), .next(3), .completed])
        XCTAssertEqual(subscriptions.value, 1)
        // The connection ended with the source: the next subscriber connects again.
        var again: [Int] = []
        shared.subscribe(onNext: { again.append($0) }).disposed(by: bag)
        XCTAssertEqual(again, [1, 2, 3])
        XCTAssertEqual(subscriptions.value, 2)
    }

    // The last subscriber leaving while the source emits synchronously during the connect
    // disposes the connection at once, so a synchronous source stops (RxSwift).
    func testLastSubscriberLeavingDuringSynchronousConnectStopsTheSource() {
        // @unchecked: touched on one thread only (the sources are synchronous); Sendable for the closures that capture it.
        final class Count: @unchecked Sendable { var value = 0 }
        let produced = Count()
        let shared = Observable.range(start: 0, count: 1000).do(onNext: { _ in produced.value += 1 }).publish()
            .refCount()
        var received: [Int] = []
        shared.take(1).subscribe(onNext: { received.append($0) }).dispose()
        XCTAssertEqual(received, [0])
        XCTAssertEqual(produced.value, 1)
        // Reconnects for the next subscriber.
        shared.take(2).subscribe(onNext: { received.append($0) }).dispose()
        XCTAssertEqual(received, [0, 0, 1])
        XCTAssertEqual(produced.value, 3)
    }

    func testTakeOneOfAnInfiniteSynchronousSourceReturns() {
        runFailingOnDeadlock {
            // @unchecked: touched on one thread only (the sources are synchronous); Sendable for the closures that capture it.
            final class Count: @unchecked Sendable { var value = 0 }
            let produced = Count()
            let result = Count()
            Observable.repeatElement(1).do(onNext: { _ in produced.value += 1 }).publish().refCount()
                .take(1).subscribe(onNext: { result.value += $0 }).dispose()
            XCTAssertEqual(produced.value, 1)
            XCTAssertEqual(result.value, 1)
        }
    }
}
