import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// `groupBy`, `multicast`, `replay` with `connect`/`refCount`, every `share(replay:scope:)`
/// combination and `Observable.concat` of a collection against RxSwift 6
/// (RxSwift/Observables/GroupBy.swift, Multicast.swift, ShareReplayScope.swift,
/// Concat.swift): events, their virtual times and the Subscription records.
///
/// Facts from RxSwift's source these tests pin down:
/// - `groupBy` sends a new group before the group's first element; the source subscription
///   ends only when the outer subscription and every group subscription have ended
///   (`RefCountDisposable`); the source's end (or a throwing key selector) goes to every
///   group, then to the outer observer.
/// - `multicast(_:selector:)` subscribes the selector's sequence, then connects; its end
///   disposes the connection.
/// - `replay(_:)`/`publish()` make a new subject for each connection (`makeSubject`):
///   disposing a connection forgets the subject, so a later subscriber gets nothing of the
///   old connection and an earlier one is not moved to the new connection.
/// - `share(replay:scope: .forever)` keeps one subject for ever: after the source ended a
///   late subscriber gets the buffer and the end without a new source subscription; after a
///   disconnect a new subscriber gets the buffer, then the new connection's elements.
/// - `share(replay:scope: .whileConnected)` starts afresh (new subject, new source
///   subscription) after the source ended or every subscriber left.
final class MulticastParityTests: RheoTestCase {
    // MARK: groupBy

    /// Subscribes every group as it arrives and records each group's events by key.
    private final class Groups {
        let scheduler: TestScheduler
        var observers: [Int: TestableObserver<Int>] = [:]
        var subscriptions: [Int: Disposable] = [:]
        init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

        func subscribe(_ group: GroupedObservable<Int, Int>) {
            let observer = scheduler.createObserver(Int.self)
            observers[group.key] = observer
            subscriptions[group.key] = group.subscribe(observer)
        }
    }

    func testGroupByEndsEveryGroupThenTheOuterWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let groups = Groups(scheduler)
        let res = scheduler.start {
            xs.asObservable().groupBy { $0 % 2 }.do(onNext: { groups.subscribe($0) }).map { $0.key }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(300)])
        XCTAssertEqual(groups.observers[1]?.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(groups.observers[0]?.events, [.next(220, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByKeepsTheSourceWhileAGroupIsSubscribedAfterTheOuterIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(260, 3), .next(270, 5), .next(280, 6), .next(330, 7),
        ])
        let groups = Groups(scheduler)
        let outer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asObservable().groupBy { $0 % 3 }.do(onNext: { groups.subscribe($0) })
                .map { $0.key }.subscribe(outer)
        }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { groups.subscriptions[1]?.dispose() }
        scheduler.scheduleAt(320) { groups.subscriptions[2]?.dispose() }
        scheduler.start()
        // The group of key 0 opens after the outer was disposed: it is not sent.
        XCTAssertEqual(outer.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(groups.observers[1]?.events, [.next(210, 1)])
        XCTAssertEqual(groups.observers[2]?.events, [.next(220, 2), .next(270, 5)])
        XCTAssertNil(groups.observers[0])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testGroupByThrowingKeySelectorFailsEveryGroupThenTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, -1), .next(240, 4)])
        let groups = Groups(scheduler)
        let res = scheduler.start {
            xs.asObservable().groupBy { (value: Int) -> Int in
                if value < 0 { throw TestError(1) }
                return value % 2
            }.do(onNext: { groups.subscribe($0) }).map { $0.key }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .error(230, TestError(1))])
        XCTAssertEqual(groups.observers[1]?.events, [.next(210, 1), .error(230, TestError(1))])
        XCTAssertEqual(groups.observers[0]?.events, [.next(220, 2), .error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupBySourceErrorFailsEveryGroupThenTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(2))])
        let groups = Groups(scheduler)
        let res = scheduler.start {
            xs.asObservable().groupBy { $0 % 2 }.do(onNext: { groups.subscribe($0) }).map { $0.key }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError(2))])
        XCTAssertEqual(groups.observers[1]?.events, [.next(210, 1), .error(230, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupSubscribedAfterTheSourceEndedGetsOnlyTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var group: GroupedObservable<Int, Int>?
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.asObservable().groupBy { $0 }.subscribe(onNext: { group = $0 }) }
        scheduler.scheduleAt(300) { _ = group?.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: multicast(_:selector:)

    func testMulticastSelectorEndDisposesTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.asObservable().multicast({ PublishSubject<Int>() }, selector: { $0.take(2) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMulticastSelectorSharesOneSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.asObservable().multicast(
                { PublishSubject<Int>() },
                selector: { shared in
                    Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
                })
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMulticastSelectorThrowingFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            xs.asObservable().multicast(
                { PublishSubject<Int>() }, selector: { (_: Observable<Int>) -> Observable<Int> in throw TestError(3) })
        }
        XCTAssertEqual(res.events, [.error(200, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMulticastSelectorSourceErrorDisposesTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(4))])
        let res = scheduler.start {
            xs.asObservable().multicast({ ReplaySubject<Int>.create(bufferSize: 1) }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError(4))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: replay, connect, refCount

    func testReplayReconnectStartsANewSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(270, 3), .next(320, 4), .next(340, 5),
        ])
        let replayed = xs.asObservable().replay(1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(220) { subscriptions.append(replayed.subscribe(early)) }
        scheduler.scheduleAt(250) { connection?.dispose() }
        scheduler.scheduleAt(260) { subscriptions.append(replayed.subscribe(late)) }
        scheduler.scheduleAt(300) { connection = replayed.connect() }
        scheduler.scheduleAt(350) { connection?.dispose() }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(220, 1), .next(230, 2)])
        XCTAssertEqual(late.events, [.next(320, 4), .next(340, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testConnectTwiceReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let replayed = xs.asObservable().replay(1)
        let observer = scheduler.createObserver(Int.self)
        var first: Disposable?
        var subscription: Disposable?
        scheduler.scheduleAt(200) { first = replayed.connect() }
        scheduler.scheduleAt(205) { _ = replayed.connect() }
        scheduler.scheduleAt(220) { subscription = replayed.subscribe(observer) }
        scheduler.scheduleAt(240) { first?.dispose() }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testReplayRefCountReconnectsWithAnEmptyBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(270, 3), .next(320, 4)])
        let shared = xs.asObservable().replay(1).refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptionA: Disposable?
        var subscriptionB: Disposable?
        scheduler.scheduleAt(200) { subscriptionA = shared.subscribe(a) }
        scheduler.scheduleAt(240) { subscriptionA?.dispose() }
        scheduler.scheduleAt(260) { subscriptionB = shared.subscribe(b) }
        scheduler.scheduleAt(300) { subscriptionB?.dispose() }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(b.events, [.next(270, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(260, 300)])
    }

    func testPublishRefCountReconnectsAfterTheSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.asObservable().publish().refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(a) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(b) }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(b.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testMulticastOfAFixedSubjectDoesNotReconnectAfterTheSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.asObservable().multicast(PublishSubject<Int>()).refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(a) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(b) }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(b.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: share(replay:scope:)

    /// Subscribes `first` at 200 and `late` at 300 to `shared` and runs the scheduler.
    private func firstAndLate(
        _ scheduler: TestScheduler, _ shared: Observable<Int>
    ) -> (first: TestableObserver<Int>, late: TestableObserver<Int>) {
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        return (first, late)
    }

    func testShareWhileConnectedResubscribesAfterCompletionForEveryReplay() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(50)])
            let (first, late) = firstAndLate(scheduler, xs.asObservable().share(replay: replay, scope: .whileConnected))
            XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(250)], "replay \(replay)")
            XCTAssertEqual(late.events, [.next(310, 1), .next(320, 2), .completed(350)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)], "replay \(replay)")
        }
    }

    func testShareWhileConnectedResubscribesAfterAnErrorForEveryReplay() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(50, TestError(1))])
            let (first, late) = firstAndLate(scheduler, xs.asObservable().share(replay: replay, scope: .whileConnected))
            XCTAssertEqual(first.events, [.next(210, 1), .error(250, TestError(1))], "replay \(replay)")
            XCTAssertEqual(late.events, [.next(310, 1), .error(350, TestError(1))], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)], "replay \(replay)")
        }
    }

    func testShareForeverReplaysTheBufferAndTheEndAfterCompletion() {
        let expected: [Int: [Recorded<Event<Int>>]] = [
            0: [.completed(300)],
            1: [.next(300, 3), .completed(300)],
            2: [.next(300, 2), .next(300, 3), .completed(300)],
        ]
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(50)])
            let (first, late) = firstAndLate(scheduler, xs.asObservable().share(replay: replay, scope: .forever))
            XCTAssertEqual(
                first.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)], "replay \(replay)")
            XCTAssertEqual(late.events, expected[replay], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], "replay \(replay)")
        }
    }

    func testShareForeverReplaysTheBufferAndTheErrorAfterAnError() {
        let expected: [Int: [Recorded<Event<Int>>]] = [
            0: [.error(300, TestError(1))],
            1: [.next(300, 2), .error(300, TestError(1))],
            2: [.next(300, 1), .next(300, 2), .error(300, TestError(1))],
        ]
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(50, TestError(1))])
            let (_, late) = firstAndLate(scheduler, xs.asObservable().share(replay: replay, scope: .forever))
            XCTAssertEqual(late.events, expected[replay], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], "replay \(replay)")
        }
    }

    /// `a` subscribes at 200 and leaves at 250; `b` subscribes at 300 and leaves at 400.
    private func leaveAndReturn(
        _ scheduler: TestScheduler, _ shared: Observable<Int>
    ) -> (a: TestableObserver<Int>, b: TestableObserver<Int>) {
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptionA: Disposable?
        var subscriptionB: Disposable?
        scheduler.scheduleAt(200) { subscriptionA = shared.subscribe(a) }
        scheduler.scheduleAt(250) { subscriptionA?.dispose() }
        scheduler.scheduleAt(300) { subscriptionB = shared.subscribe(b) }
        scheduler.scheduleAt(400) { subscriptionB?.dispose() }
        scheduler.start()
        return (a, b)
    }

    func testShareForeverKeepsTheBufferAcrossAReconnection() {
        let expected: [Int: [Recorded<Event<Int>>]] = [
            0: [.next(320, 4)],
            1: [.next(300, 2), .next(320, 4)],
            2: [.next(300, 1), .next(300, 2), .next(320, 4)],
        ]
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(270, 3), .next(320, 4)])
            let (a, b) = leaveAndReturn(scheduler, xs.asObservable().share(replay: replay, scope: .forever))
            XCTAssertEqual(a.events, [.next(210, 1), .next(230, 2)], "replay \(replay)")
            XCTAssertEqual(b.events, expected[replay], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)], "replay \(replay)")
        }
    }

    func testShareWhileConnectedDropsTheBufferAtAReconnection() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(270, 3), .next(320, 4)])
            let (a, b) = leaveAndReturn(scheduler, xs.asObservable().share(replay: replay, scope: .whileConnected))
            XCTAssertEqual(a.events, [.next(210, 1), .next(230, 2)], "replay \(replay)")
            XCTAssertEqual(b.events, [.next(320, 4)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)], "replay \(replay)")
        }
    }

    func testShareReplaysToASecondSubscriberWhileConnected() {
        let expected: [Int: [Recorded<Event<Int>>]] = [
            0: [.next(230, 2), .completed(250)],
            1: [.next(225, 1), .next(230, 2), .completed(250)],
            2: [.next(225, 1), .next(230, 2), .completed(250)],
        ]
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [0, 1, 2] {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(50)])
                let shared = xs.asObservable().share(replay: replay, scope: scope)
                let second = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(200) { _ = shared.subscribe { _ in } }
                scheduler.scheduleAt(225) { _ = shared.subscribe(second) }
                scheduler.start()
                XCTAssertEqual(second.events, expected[replay], "replay \(replay) \(scope)")
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], "replay \(replay) \(scope)")
            }
        }
    }

    // MARK: concat of a collection

    func testConcatOfACollectionStopsAtTheSecondSourcesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(1))])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.concat([xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, TestError(1))])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(xs3.subscriptions, [])
    }
}
