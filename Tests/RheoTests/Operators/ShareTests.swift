import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ShareTests: RheoTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .next(320, 3), .next(420, 4), .next(520, 5), .completed(700),
        ])
    }

    /// Subscribes `shared` during each window and returns a recorder per window.
    private func run(
        _ scheduler: TestScheduler, _ shared: Observable<Int>, windows: [(TestTime, TestTime)]
    ) -> [TestableObserver<Int>] {
        let observers = windows.map { _ in scheduler.createObserver(Int.self) }
        var subscriptions: [Int: Disposable] = [:]
        for (index, window) in windows.enumerated() {
            scheduler.scheduleAt(window.0) { subscriptions[index] = shared.subscribe(observers[index]) }
            scheduler.scheduleAt(window.1) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        subscriptions.values.forEach { $0.dispose() }
        return observers
    }

    func testShareWithoutReplaySharesOneSubscriptionAndReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let observers = run(scheduler, xs.share(), windows: [(200, 300), (230, 330), (400, 600)])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(250, 2)])
        XCTAssertEqual(observers[1].events, [.next(250, 2), .next(320, 3)])
        XCTAssertEqual(observers[2].events, [.next(420, 4), .next(520, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330), Subscription(400, 600)])
    }

    func testShareReplayWhileConnectedReplaysOnlyWithinAConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let observers = run(scheduler, xs.share(replay: 1), windows: [(200, 300), (260, 330), (400, 600)])
        XCTAssertEqual(observers[1].events, [.next(260, 2), .next(320, 3)])
        // A new connection, a new subject: nothing from the previous one is replayed.
        XCTAssertEqual(observers[2].events, [.next(420, 4), .next(520, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330), Subscription(400, 600)])
    }

    func testShareReplayForeverReplaysAcrossConnectionsAndAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let observers = run(
            scheduler, xs.share(replay: 1, scope: .forever), windows: [(200, 300), (400, 450), (600, 800), (900, 950)])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(250, 2)])
        XCTAssertEqual(observers[1].events, [.next(400, 2), .next(420, 4)])
        XCTAssertEqual(observers[2].events, [.next(600, 4), .completed(700)])
        XCTAssertEqual(observers[3].events, [.next(900, 4), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 450), Subscription(600, 700)])
    }

    func testShareOfASynchronousSourceRunsItForEachSubscriber() {
        let shared = Observable.of(1, 2, 3).share()
        let first = RecordingObserver<Int>()
        let second = RecordingObserver<Int>()
        let a = shared.subscribe(first)
        let b = shared.subscribe(second)
        XCTAssertEqual(first.elements, [1, 2, 3])
        XCTAssertEqual(second.elements, [1, 2, 3])
        XCTAssertTrue(second.isCompleted)
        a.dispose()
        b.dispose()
    }

    func testShareForeverOfASynchronousSourceGivesLateSubscribersTheReplayAndCompletion() {
        let shared = Observable.of(1, 2, 3).share(replay: 2, scope: .forever)
        let first = RecordingObserver<Int>()
        let second = RecordingObserver<Int>()
        let a = shared.subscribe(first)
        let b = shared.subscribe(second)
        XCTAssertEqual(first.elements, [1, 2, 3])
        XCTAssertEqual(second.elements, [2, 3])
        XCTAssertTrue(second.isCompleted)
        a.dispose()
        b.dispose()
    }

    func testErrorsReachEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(2))])
        let observers = run(scheduler, xs.share(replay: 1), windows: [(200, 300), (220, 300)])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .error(250, TestError(2))])
        XCTAssertEqual(observers[1].events, [.next(220, 1), .error(250, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNegativeReplayIsAnArgumentError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.share(replay: -1) }
        assertArgumentOutOfRange(res.events, mentioning: "share(replay: -1)", "must not be negative")
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: - Teardown order (RxSwift's ShareWhileConnected and ShareReplay1WhileConnected)

    /// The two shapes RxSwift implements as operators of their own; each case gives what
    /// `b`, subscribing at 250, is replayed.
    private let whileConnectedShapes: [(String, (Observable<Int>) -> Observable<Int>, [String])] = [
        ("share()", { $0.share() }, []),
        ("share(replay: 0, scope: .whileConnected)", { $0.share(replay: 0, scope: .whileConnected) }, []),
        ("share(replay: 1)", { $0.share(replay: 1) }, ["250 b next 1"]),
        ("share(replay: 1, scope: .whileConnected)", { $0.share(replay: 1, scope: .whileConnected) }, ["250 b next 1"]),
    ]

    // The source ends: every subscriber gets the terminal event and runs its onDisposed,
    // then the source is disposed (RxSwift's connection forwards the event and leaves the
    // source to dispose itself after it).
    func testWhileConnectedCompletionReachesTheSubscribersBeforeTheSourceIsDisposed() {
        for (name, share, replayed) in whileConnectedShapes {
            let (log, subscriptions) = teardownOrder(
                of: [.next(210, 1), .completed(300)],
                subscribers: [TeardownSubscriber("a", 200), TeardownSubscriber("b", 250)], share)
            XCTAssertEqual(
                log,
                ["200 source subscribed", "210 a next 1"] + replayed + [
                    "300 a completed", "300 a disposed", "300 b completed", "300 b disposed", "300 source disposed",
                ], name)
            XCTAssertEqual(subscriptions, [Subscription(200, 300)], name)
        }
    }

    func testWhileConnectedErrorReachesTheSubscribersBeforeTheSourceIsDisposed() {
        for (name, share, replayed) in whileConnectedShapes {
            let (log, subscriptions) = teardownOrder(
                of: [.next(210, 1), .error(300, TestError(1))],
                subscribers: [TeardownSubscriber("a", 200), TeardownSubscriber("b", 250)], share)
            XCTAssertEqual(
                log,
                ["200 source subscribed", "210 a next 1"] + replayed + [
                    "300 a error \(TestError(1))", "300 a disposed", "300 b error \(TestError(1))", "300 b disposed",
                    "300 source disposed",
                ], name)
            XCTAssertEqual(subscriptions, [Subscription(200, 300)], name)
        }
    }

    // The last subscriber leaves: the source is disposed inside its dispose(), before its
    // onDisposed (RxSwift's subscription disposes the shared one, then runs onDisposed).
    func testWhileConnectedLastSubscriberLeavingDisposesTheSourceBeforeItsOnDisposed() {
        for (name, share, _) in whileConnectedShapes {
            let (log, subscriptions) = teardownOrder(
                of: [.next(210, 1), .completed(400)],
                subscribers: [
                    TeardownSubscriber("a", 200, disposedAt: 250), TeardownSubscriber("b", 200, disposedAt: 280),
                ],
                share)
            XCTAssertEqual(
                log,
                [
                    "200 source subscribed", "210 a next 1", "210 b next 1", "250 a disposed", "280 source disposed",
                    "280 b disposed",
                ], name)
            XCTAssertEqual(subscriptions, [Subscription(200, 280)], name)
        }
    }

    // A subscriber that subscribes again from its onCompleted starts a new connection at
    // once, while the ended one still holds its source; that source is disposed after the
    // delivery, as in RxSwift.
    func testWhileConnectedResubscribingFromOnCompletedConnectsAgainBeforeTheEndedSourceIsDisposed() {
        for (name, share, _) in whileConnectedShapes {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300), .next(350, 2)])
            let log = TeardownLog(scheduler)
            let shared = share(log.watching(xs.asObservable()))
            var again: Disposable?
            var first: Disposable?
            scheduler.scheduleAt(200) {
                first = shared.subscribe(
                    onNext: { log.append("a next \($0)") },
                    onCompleted: {
                        log.append("a completed")
                        again = log.subscribe("c", to: shared)
                    },
                    onDisposed: { log.append("a disposed") })
            }
            scheduler.scheduleAt(400) { again?.dispose() }
            scheduler.start()
            first?.dispose()
            XCTAssertEqual(
                log.entries,
                [
                    "200 source subscribed", "210 a next 1", "300 a completed", "300 source subscribed",
                    "300 a disposed",
                    "300 source disposed", "350 c next 2", "400 source disposed", "400 c disposed",
                ], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(300, 400)], name)
        }
    }

    // The shapes built on multicast and refCount dispose the source first, then send the
    // terminal event through the subject, in RxSwift as here.
    func testMulticastShapesDisposeTheSourceBeforeTheSubscribersHearOfTheEnd() {
        let cases: [(String, (Observable<Int>) -> Observable<Int>)] = [
            ("share(replay: 2)", { $0.share(replay: 2) }),
            ("share(scope: .forever)", { $0.share(scope: .forever) }),
            ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }),
        ]
        for (name, share) in cases {
            let (log, subscriptions) = teardownOrder(of: [.next(210, 1), .completed(300)], share)
            XCTAssertEqual(
                log,
                [
                    "200 source subscribed", "210 a next 1", "210 b next 1", "300 source disposed", "300 a completed",
                    "300 a disposed", "300 b completed", "300 b disposed",
                ], name)
            XCTAssertEqual(subscriptions, [Subscription(200, 300)], name)
        }
    }

    // MARK: - The lock-inversion deadlock class

    func testShareDrivenFromTwoThreadsWhileOthersSubscribeAndDisposeDoesNotDeadlock() {
        let rounds = 300 * stressScale
        runFailingOnDeadlock {
            let source = PublishSubject<Int>()
            let shared = SubjectTestValue(source.share(replay: 1))
            let overlaps = SubjectTestValue(0)
            raceThreads(6) { index in
                if index < 2 {
                    for value in 0..<(rounds * 10) {
                        source.onNext(value)
                    }
                    return
                }
                for _ in 0..<rounds {
                    // An observer that subscribes to the shared sequence from inside onNext:
                    // RxSwift's refCount connects under its lock and deadlocks on this shape.
                    // The observer may still be running on a source thread after this
                    // thread disposed its subscription (only calls made after dispose()
                    // returns on the *same* thread are cut off), and may subscribe after
                    // this thread looked: whichever of the two comes second disposes it.
                    let nested = SubjectTestValue<(inner: Disposable?, roundOver: Bool)>((nil, false))
                    let observer = SerializationCheckingObserver<Int>(onElement: { _ in
                        if nested.value.inner == nil {
                            let inner = shared.value.subscribe(onNext: { _ in })
                            let late = nested.mutate { state -> Bool in
                                state.inner = inner
                                return state.roundOver
                            }
                            if late {
                                inner.dispose()
                            }
                        }
                    })
                    let subscription = shared.value.subscribe(observer)
                    source.onNext(-1)
                    subscription.dispose()
                    nested.mutate { state -> Disposable? in
                        state.roundOver = true
                        return state.inner
                    }?.dispose()
                    overlaps.mutate { $0 += observer.overlapCount }
                }
            }
            XCTAssertEqual(overlaps.value, 0)
        }
    }

    func testTwoSharedSequencesFeedingEachOtherFromTwoThreadsDoNotDeadlock() {
        let rounds = 200 * stressScale
        runFailingOnDeadlock {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let sharedA = a.share()
            let sharedB = b.share()
            let delivered = SubjectTestValue(0)
            let ab = sharedA.subscribe(onNext: { value in
                delivered.mutate { $0 += 1 }
                if value > 0 { b.onNext(value - 1) }
            })
            let ba = sharedB.subscribe(onNext: { value in
                delivered.mutate { $0 += 1 }
                if value > 0 { a.onNext(value - 1) }
            })
            raceThreads(4) { index in
                for _ in 0..<rounds {
                    if index % 2 == 0 { a.onNext(3) } else { b.onNext(3) }
                }
            }
            XCTAssertEqual(delivered.value, 4 * 4 * rounds)
            ab.dispose()
            ba.dispose()
            XCTAssertFalse(a.hasObservers)
            XCTAssertFalse(b.hasObservers)
        }
    }

    // Subscribing from inside an observer while the source emits synchronously: the nested
    // subscriber joins the running connection, with the replay if any (RxSwift).
    func testNestedSubscriberDuringSynchronousEmissionJoinsTheRunningConnection() {
        // @unchecked: touched on one thread only (the sources are synchronous); Sendable for the closures that capture it.
        final class Count: @unchecked Sendable { var value = 0 }
        let cases: [(String, (Observable<Int>) -> Observable<Int>, [Int])] = [
            ("share()", { $0.share() }, [2, 3]),
            ("share(replay: 1)", { $0.share(replay: 1) }, [1, 2, 3]),
            ("share(replay: 2)", { $0.share(replay: 2) }, [1, 2, 3]),
            ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }, [1, 2, 3]),
            ("share(scope: .forever)", { $0.share(scope: .forever) }, [2, 3]),
        ]
        for (name, share, expected) in cases {
            let subscriptions = Count()
            let shared = share(Observable.of(1, 2, 3).do(onSubscribe: { subscriptions.value += 1 }))
            var outer: [Event<Int>] = []
            var inner: [Event<Int>] = []
            let bag = DisposeBag()
            shared.subscribe { event in
                outer.append(event)
                if case .next(1) = event {
                    shared.subscribe { inner.append($0) }.disposed(by: bag)
                }
            }.disposed(by: bag)
            XCTAssertEqual(outer, [.next(1), .next(2), .next(3), .completed], name)
            XCTAssertEqual(inner, expected.map { .next($0) } + [.completed], name)
            XCTAssertEqual(subscriptions.value, 1, name)
        }
    }

    // take(1) of a shared synchronous source: the only subscriber leaves during the
    // connect, which disposes the connection at once, so the source stops after one
    // element (RxSwift), and an infinite one returns.
    func testTakeOneStopsASynchronousSource() {
        // @unchecked: touched on one thread only (the sources are synchronous); Sendable for the closures that capture it.
        final class Count: @unchecked Sendable { var value = 0 }
        let cases: [(String, (Observable<Int>) -> Observable<Int>)] = [
            ("share()", { $0.share() }),
            ("share(replay: 1)", { $0.share(replay: 1) }),
            ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }),
            ("share(scope: .forever)", { $0.share(scope: .forever) }),
        ]
        for (name, share) in cases {
            let produced = Count()
            var received: [Int] = []
            let shared = share(Observable.range(start: 0, count: 1000).do(onNext: { _ in produced.value += 1 }))
            shared.take(1).subscribe(onNext: { received.append($0) }).dispose()
            XCTAssertEqual(received, [0], name)
            XCTAssertEqual(produced.value, 1, "source kept running after the only subscriber left: \(name)")
        }
    }

    func testTakeOneOfAnInfiniteSynchronousSourceReturns() {
        runFailingOnDeadlock {
            // @unchecked: touched on one thread only (the sources are synchronous); Sendable for the closures that capture it.
            final class Count: @unchecked Sendable { var value = 0 }
            // The last: how many elements the source produces in all (the forever replay
            // gives the second subscriber one element from the first connection).
            let cases: [(String, @Sendable (Observable<Int>) -> Observable<Int>, Int)] = [
                ("share()", { $0.share() }, 4),
                ("share(replay: 1)", { $0.share(replay: 1) }, 4),
                ("share(scope: .forever)", { $0.share(scope: .forever) }, 4),
                ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }, 3),
            ]
            for (name, share, total) in cases {
                let produced = Count()
                let shared = share(Observable.repeatElement(1).do(onNext: { _ in produced.value += 1 }))
                shared.take(1).subscribe().dispose()
                XCTAssertEqual(produced.value, 1, name)
                // A second subscriber reconnects and stops again.
                shared.take(3).subscribe().dispose()
                XCTAssertEqual(produced.value, total, name)
            }
        }
    }
}
