import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Subscribing from inside a terminal delivery, as RxSwift does it: a subject that has
/// terminated hands the new subscriber its replay and terminal event before `subscribe`
/// returns, as RxSwift's subjects do, so `share(replay:scope: .forever)` and `refCount`
/// over `multicast(subject)` never reconnect the finished source.
final class TerminalResubscriptionTests: RheoTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(320, 3), .completed(330)])
    }

    /// Subscribes `shared` at 200; its completion subscribes `shared` again into the
    /// second recorder. Returns both recorders and what the second had received when its
    /// `subscribe` returned.
    private func resubscribeOnCompletion(
        _ scheduler: TestScheduler, _ shared: Observable<Int>
    ) -> (TestableObserver<Int>, TestableObserver<Int>, [Recorded<Event<Int>>]) {
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var seenOnReturn: [Recorded<Event<Int>>] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                shared.do(onCompleted: {
                    subscriptions.append(shared.subscribe(second))
                    seenOnReturn = second.events
                }).subscribe(first))
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        return (first, second, seenOnReturn)
    }

    func testShareForeverWithoutReplayDoesNotReconnectFromInsideTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (first, second, seenOnReturn) = resubscribeOnCompletion(scheduler, xs.share(replay: 0, scope: .forever))
        XCTAssertEqual(first.events, [.next(210, 1), .next(250, 2), .next(320, 3), .completed(330)])
        XCTAssertEqual(second.events, [.completed(330)])
        XCTAssertEqual(seenOnReturn, [.completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func testShareForeverWithReplayReplaysAndDoesNotReconnectFromInsideTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (first, second, seenOnReturn) = resubscribeOnCompletion(scheduler, xs.share(replay: 2, scope: .forever))
        XCTAssertEqual(first.events, [.next(210, 1), .next(250, 2), .next(320, 3), .completed(330)])
        XCTAssertEqual(second.events, [.next(330, 2), .next(330, 3), .completed(330)])
        XCTAssertEqual(seenOnReturn, second.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func testRefCountOverMulticastOfOneSubjectDoesNotReconnectFromInsideTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (_, second, seenOnReturn) = resubscribeOnCompletion(
            scheduler, xs.multicast(ReplaySubject.create(bufferSize: 1)).refCount())
        XCTAssertEqual(second.events, [.next(330, 3), .completed(330)])
        XCTAssertEqual(seenOnReturn, second.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func testShareWhileConnectedStillReconnectsFromInsideTheCompletion() {
        // A new subject per connection (RxSwift's ShareWhileConnected): the nested
        // subscriber connects again, and the hot source has nothing more to send.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (_, second, seenOnReturn) = resubscribeOnCompletion(scheduler, xs.share(replay: 1))
        XCTAssertEqual(second.events, [])
        XCTAssertEqual(seenOnReturn, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330), Subscription(330, 1000)])
    }

    func testMulticastOfATerminatedSubjectGivesTheTerminalEventBeforeSubscribeReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let connectable = xs.multicast(PublishSubject())
        var connection: Disposable?
        scheduler.scheduleAt(150) { connection = connectable.connect() }
        let (first, second, seenOnReturn) = resubscribeOnCompletion(scheduler, connectable.asObservable())
        connection?.dispose()
        XCTAssertEqual(first.events, [.next(210, 1), .next(250, 2), .next(320, 3), .completed(330)])
        XCTAssertEqual(second.events, [.completed(330)])
        XCTAssertEqual(seenOnReturn, [.completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(150, 330)])
    }

    func testPublishGivesANestedSubscriberAFreshSubjectThatWaitsForTheNextConnection() {
        // As RxSwift: the connection ended with the completion and dropped its subject.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let connectable = xs.publish()
        var connection: Disposable?
        scheduler.scheduleAt(150) { connection = connectable.connect() }
        let (_, second, seenOnReturn) = resubscribeOnCompletion(scheduler, connectable.asObservable())
        connection?.dispose()
        XCTAssertEqual(second.events, [])
        XCTAssertEqual(seenOnReturn, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(150, 330)])
    }

    /// Each subject, terminated from a hot source at 330, and subscribed again from
    /// inside the terminal delivery: what the nested subscriber has when `subscribe`
    /// returns.
    private func nestedAtTermination<S: SubjectType>(
        _ subject: S, terminal: Recorded<Event<Int>>
    ) -> (nested: [Recorded<Event<Int>>], onReturn: [Recorded<Event<Int>>])
    where S.Element == Int, S.Observer.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), terminal])
        let nested = scheduler.createObserver(Int.self)
        var onReturn: [Recorded<Event<Int>>] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                subject.subscribe { event in
                    if event.isStopEvent {
                        subscriptions.append(subject.subscribe(nested))
                        onReturn = nested.events
                    }
                })
            subscriptions.append(xs.subscribe(subject.asObserver()))
        }
        scheduler.start()
        subscriptions.forEach { $0.dispose() }
        return (nested.events, onReturn)
    }

    func testEachSubjectHandsANestedSubscriberItsTerminalEventBeforeSubscribeReturns() {
        let completed: Recorded<Event<Int>> = .completed(330)
        let failed: Recorded<Event<Int>> = .error(330, TestError(1))
        let cases:
            [(String, [Recorded<Event<Int>>], (nested: [Recorded<Event<Int>>], onReturn: [Recorded<Event<Int>>]))] = [
                ("PublishSubject", [.completed(330)], nestedAtTermination(PublishSubject<Int>(), terminal: completed)),
                (
                    "PublishSubject error", [.error(330, TestError(1))],
                    nestedAtTermination(PublishSubject<Int>(), terminal: failed)
                ),
                (
                    "BehaviorSubject", [.completed(330)],
                    nestedAtTermination(BehaviorSubject(value: 0), terminal: completed)
                ),
                (
                    "ReplaySubject", [.next(330, 1), .next(330, 2), .completed(330)],
                    nestedAtTermination(ReplaySubject<Int>.create(bufferSize: 2), terminal: completed)
                ),
                (
                    "AsyncSubject", [.next(330, 2), .completed(330)],
                    nestedAtTermination(AsyncSubject<Int>(), terminal: completed)
                ),
            ]
        for (name, expected, result) in cases {
            XCTAssertEqual(result.nested, expected, name)
            XCTAssertEqual(result.onReturn, expected, name)
        }
    }

    func testALateSubscriberSubscribingAgainFromItsTerminalEventGetsItInPlace() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onCompleted()
        var order: [String] = []
        let outer = subject.subscribe(
            onNext: { order.append("outer \($0)") },
            onCompleted: {
                let inner = subject.subscribe(
                    onNext: { order.append("inner \($0)") }, onCompleted: { order.append("inner completed") })
                order.append("inner subscribe returned")
                inner.dispose()
            })
        outer.dispose()
        XCTAssertEqual(order, ["outer 1", "inner 1", "inner completed", "inner subscribe returned"])
    }

    func testRetryOverAFailedSubjectResubscribesInConstantStack() {
        // Subscriptions made inside the terminal delivery are handled in place now; the
        // operators that resubscribe on a terminal event still loop instead of recursing.
        let subject = PublishSubject<Int>()
        subject.onError(TestError(2))
        let observer = RecordingObserver<Int>()
        var subscribed = 0
        let subscription = subject.do(onSubscribe: { subscribed += 1 }).retry(200_000).subscribe(observer)
        XCTAssertEqual(observer.error as? TestError, TestError(2))
        XCTAssertEqual(subscribed, 200_000)
        subscription.dispose()
    }

    func testConcatOfACompletedSubjectManyTimesRunsInConstantStack() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(5)
        subject.onCompleted()
        let observer = RecordingObserver<Int>()
        let subscription = Observable.concat(Array(repeating: subject.asObservable(), count: 200_000)).subscribe(
            observer)
        XCTAssertEqual(observer.elements.count, 200_000)
        XCTAssertTrue(observer.isCompleted)
        subscription.dispose()
    }
}
