import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// `multicast`, `publish`, `replay`, `replayAll` and `ConnectableObservable.connect()`.
final class MulticastTests: RheoTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11),
            .next(560, 20), .completed(600),
        ])
    }

    /// Subscribes `connectable` from 200 to 1000 and connects it during `connections`.
    private func run(
        _ scheduler: TestScheduler,
        _ makeConnectable: @escaping () -> ConnectableObservable<Int>,
        connections: [(TestTime, TestTime?)],
        lateSubscriptionAt late: TestTime? = nil
    ) -> (TestableObserver<Int>, TestableObserver<Int>) {
        var connectable: ConnectableObservable<Int>?
        var subscriptions: [Disposable] = []
        var open: [Int: Disposable] = [:]
        let res = scheduler.createObserver(Int.self)
        let lateRes = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = makeConnectable() }
        scheduler.scheduleAt(200) { subscriptions.append(connectable!.subscribe(res)) }
        if let late {
            scheduler.scheduleAt(late) { subscriptions.append(connectable!.subscribe(lateRes)) }
        }
        for (index, connection) in connections.enumerated() {
            scheduler.scheduleAt(connection.0) { open[index] = connectable!.connect() }
            if let end = connection.1 {
                scheduler.scheduleAt(end) { open[index]?.dispose() }
            }
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        open.values.forEach { $0.dispose() }
        return (res, lateRes)
    }

    func testPublishSendsOnlyWhileConnectedAndANewConnectionGetsAFreshSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (res, _) = run(scheduler, { xs.publish() }, connections: [(300, 400), (500, 550), (650, 800)])
        // The subscriber made at 200 is on the first connection's subject; later
        // connections make new subjects (RxSwift 6's multicast(makeSubject:)).
        XCTAssertEqual(res.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550), Subscription(650, 800)])
    }

    func testMulticastWithOneSubjectKeepsItAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (res, _) = run(
            scheduler, { xs.multicast(PublishSubject()) }, connections: [(300, 400), (500, 550), (650, 800)])
        XCTAssertEqual(res.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550), Subscription(650, 800)])
    }

    func testPublishPassesCompletionAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (res, late) = run(scheduler, { xs.publish() }, connections: [(500, nil)], lateSubscriptionAt: 700)
        XCTAssertEqual(res.events, [.next(520, 11), .next(560, 20), .completed(600)])
        // After the connection ended, a subscriber gets a new, unconnected subject.
        XCTAssertEqual(late.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(500, 600)])
    }

    func testPublishPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(4)), .next(260, 2)])
        let (res, _) = run(scheduler, { xs.publish() }, connections: [(205, nil)])
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError(4))])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 250)])
    }

    func testConnectWhileConnectedReturnsTheSameConnection() {
        let subject = PublishSubject<Int>()
        let connectable = subject.publish()
        let first = connectable.connect()
        let second = connectable.connect()
        XCTAssertTrue((first as AnyObject) === (second as AnyObject))
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        let third = connectable.connect()
        XCTAssertFalse((first as AnyObject) === (third as AnyObject))
        XCTAssertTrue(subject.hasObservers)
        third.dispose()
    }

    func testReplayReplaysToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (res, late) = run(scheduler, { xs.replay(2) }, connections: [(300, 550)], lateSubscriptionAt: 450)
        XCTAssertEqual(
            res.events,
            [
                .next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2),
                .next(450, 9), .next(520, 11),
            ])
        XCTAssertEqual(late.events, [.next(450, 2), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 550)])
    }

    func testReplayAllReplaysEverythingAndTheTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (_, late) = run(scheduler, { xs.replayAll() }, connections: [(500, nil)], lateSubscriptionAt: 590)
        XCTAssertEqual(late.events, [.next(590, 11), .next(590, 20), .completed(600)])
    }

    func testNegativeReplayIsAnArgumentErrorWithoutSubscribingTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (res, _) = run(scheduler, { xs.replay(-2) }, connections: [(300, nil)])
        assertArgumentOutOfRange(res.events, at: 200, mentioning: "replay(-2)", "must not be negative")
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSubjectIsMadeLazilyAndOutsideLocks() {
        var made = 0
        let subject = PublishSubject<Int>()
        let connectable = subject.multicast(makeSubject: { () -> PublishSubject<Int> in
            made += 1
            return PublishSubject()
        })
        XCTAssertEqual(made, 0)
        let recorder = RecordingObserver<Int>()
        let subscription = connectable.subscribe(recorder)
        XCTAssertEqual(made, 1)
        let connection = connectable.connect()
        XCTAssertEqual(made, 1)
        subject.onNext(1)
        XCTAssertEqual(recorder.elements, [1])
        connection.dispose()
        subscription.dispose()
    }

    func testConcurrentConnectAndDisconnectLeaveOneOrNoSourceSubscription() {
        for _ in 0..<(20 * stressScale) {
            let source = PublishSubject<Int>()
            let connectable = source.publish()
            let shared = SubjectTestValue(connectable)
            let connections = SubjectTestValue<[Disposable]>([])
            race(threads: 8) { _ in
                for _ in 0..<50 {
                    let connection = shared.value.connect()
                    connections.mutate { $0.append(connection) }
                    connection.dispose()
                }
            }
            XCTAssertFalse(source.hasObservers)
            let last = connectable.connect()
            XCTAssertTrue(source.hasObservers)
            last.dispose()
            XCTAssertFalse(source.hasObservers)
        }
    }
}
