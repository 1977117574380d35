import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Connection races of the multicasting operators, and subscribe/dispose storms.
final class MulticastStressTests: StressTestCase {
    /// 8 threads subscribe to and dispose `share()` of a live source while it emits: the
    /// source is subscribed once per connection and disconnected when the last subscriber
    /// leaves; at the end it has no subscription left.
    private func checkConnectDisconnectRaces(_ make: @escaping @Sendable (Observable<Int>) -> Observable<Int>) {
        let subject = PublishSubject<Int>()
        let subscribes = Collected<Int>()
        let disposes = Collected<Int>()
        let source = subject.do(onSubscribe: { subscribes.append(1) }, onDispose: { disposes.append(1) })
        let shared = Shared(make(source))
        let rounds = scaled(500)
        let violations = Collected<String>()
        withWatchdog {
            race(9) { thread in
                if thread == 8 {
                    for value in 0..<rounds * 4 { subject.onNext(value) }
                    return
                }
                for _ in 0..<rounds {
                    let checker = GrammarChecker<Int>()
                    let subscription = shared.value.subscribe(checker)
                    subscription.dispose()
                    checker.violations.forEach { violations.append($0) }
                }
            }
        }
        XCTAssertEqual(violations.values, [])
        XCTAssertEqual(subscribes.values.count, disposes.values.count, "every connection was disconnected")
        XCTAssertFalse(subject.hasObservers, "nothing is left subscribed to the source")
    }

    func testShareConnectDisconnectRaces() {
        checkConnectDisconnectRaces { $0.share() }
    }

    func testShareReplayConnectDisconnectRaces() {
        checkConnectDisconnectRaces { $0.share(replay: 1, scope: .whileConnected) }
    }

    func testPublishRefCountConnectDisconnectRaces() {
        checkConnectDisconnectRaces { $0.publish().refCount() }
    }

    /// 4 threads subscribe while a fifth completes the source: whichever side of the end a
    /// subscriber lands on (the connection that is ending, or a new one to the completed
    /// source), it gets exactly one completion, and every connection's source subscription
    /// is disposed.
    private func checkTerminationRacingSubscriptions(_ make: @escaping @Sendable (Observable<Int>) -> Observable<Int>) {
        let violations = Collected<String>()
        let unended = Collected<Int>()
        for _ in 0..<scaled(1_500) {
            let subject = PublishSubject<Int>()
            let subscribes = Collected<Int>()
            let disposes = Collected<Int>()
            let shared = Shared(
                make(subject.do(onSubscribe: { subscribes.append(1) }, onDispose: { disposes.append(1) })))
            let checkers = Collected<GrammarChecker<Int>>()
            withWatchdog {
                race(5) { thread in
                    if thread == 4 {
                        subject.onNext(1)
                        subject.onCompleted()
                        return
                    }
                    for _ in 0..<4 {
                        let checker = GrammarChecker<Int>()
                        // Ended by the completion: the subscription disposes itself.
                        _ = shared.value.subscribe(checker)
                        checkers.append(checker)
                    }
                }
            }
            for checker in checkers.values {
                checker.violations.forEach { violations.append($0) }
                if !checker.isCompleted { unended.append(1) }
            }
            XCTAssertEqual(subscribes.values.count, disposes.values.count, "every connection was disconnected")
            XCTAssertFalse(subject.hasObservers)
        }
        XCTAssertEqual(violations.values, [])
        XCTAssertEqual(unended.values.count, 0, "subscribers left without the completion")
    }

    func testShareTerminationRacingSubscriptions() {
        checkTerminationRacingSubscriptions { $0.share() }
    }

    func testShareReplayTerminationRacingSubscriptions() {
        checkTerminationRacingSubscriptions { $0.share(replay: 1, scope: .whileConnected) }
    }

    // The multicast + refCount shapes: a subscriber that lands on the fresh subject while
    // the ending connection's subscribers are still being told must get a connection of
    // its own, and one that lands on the ending subject must not end that new connection.

    func testPublishRefCountTerminationRacingSubscriptions() {
        checkTerminationRacingSubscriptions { $0.publish().refCount() }
    }

    func testReplayRefCountTerminationRacingSubscriptions() {
        checkTerminationRacingSubscriptions { $0.replay(1).refCount() }
    }

    func testReplayAllRefCountTerminationRacingSubscriptions() {
        checkTerminationRacingSubscriptions { $0.replayAll().refCount() }
    }

    func testShareReplayTwoTerminationRacingSubscriptions() {
        checkTerminationRacingSubscriptions { $0.share(replay: 2, scope: .whileConnected) }
    }

    func testShareForeverTerminationRacingSubscriptions() {
        checkTerminationRacingSubscriptions { $0.share(scope: .forever) }
    }

    func testShareReplayForeverTerminationRacingSubscriptions() {
        checkTerminationRacingSubscriptions { $0.share(replay: 1, scope: .forever) }
    }

    /// `connect()` and disposing connections from many threads: never two connections at
    /// once; each connection's subscription is disposed.
    func testConnectAndDisconnectFromManyThreads() {
        let subscribes = Collected<Int>()
        let disposes = Collected<Int>()
        let subject = PublishSubject<Int>()
        let connectable = Shared(
            subject.do(onSubscribe: { subscribes.append(1) }, onDispose: { disposes.append(1) }).publish())
        let checker = GrammarChecker<Int>()
        let subscription = connectable.value.subscribe(checker)
        withWatchdog {
            race(8) { _ in
                for _ in 0..<scaled(500) {
                    connectable.value.connect().dispose()
                }
            }
        }
        XCTAssertEqual(subscribes.values.count, disposes.values.count)
        XCTAssertFalse(subject.hasObservers)
        checker.assertGrammar()
        subscription.dispose()
    }
}

final class DisposeStormStressTests: StressTestCase {
    /// 8 threads subscribe and dispose while 2 threads emit: each subscription sees a
    /// valid grammar, and at the end the subject has no observer left.
    func testSubscribeDisposeStormWhileEmitting() {
        let subject = PublishSubject<Int>()
        let violations = Collected<String>()
        let chain = Shared(subject.map { $0 + 1 }.filter { $0 % 3 != 0 }.scan(0, accumulator: +))
        withWatchdog {
            race(10) { thread in
                if thread >= 8 {
                    for value in 0..<scaled(50_000) { subject.onNext(value) }
                    return
                }
                for _ in 0..<scaled(2_000) {
                    let checker = GrammarChecker<Int>()
                    let subscription = chain.value.subscribe(checker)
                    subscription.dispose()
                    checker.violations.forEach { violations.append($0) }
                }
            }
        }
        XCTAssertEqual(violations.values, [])
        XCTAssertFalse(subject.hasObservers)
    }

    /// Disposing from another thread while elements arrive: after `dispose()` returns, no
    /// further element is delivered.
    func testNoElementAfterDisposeReturns() {
        for round in 0..<scaled(300) {
            let subject = PublishSubject<Int>()
            let disposed = Collected<Bool>()
            let late = Collected<Int>()
            let subscription = Shared(
                subject.map { $0 * 2 }.subscribe(onNext: { value in
                    if !disposed.values.isEmpty { late.append(value) }
                }))
            withWatchdog {
                race(2) { thread in
                    if thread == 0 {
                        for value in 0..<200 { subject.onNext(value) }
                    } else {
                        subscription.value.dispose()
                        disposed.append(true)
                    }
                }
            }
            // An element whose delivery began before dispose returned may still finish;
            // one that started after it may not. At most one is in flight at a time.
            XCTAssertLessThanOrEqual(late.values.count, 1, "round \(round): elements after dispose")
        }
    }

    /// A composite disposable filled and disposed from many threads: every disposable is
    /// disposed exactly once.
    func testCompositeDisposableStorm() {
        let composite = CompositeDisposable()
        let count = Collected<Int>()
        let threads = 8
        let perThread = scaled(2_000)
        withWatchdog {
            race(threads) { thread in
                for index in 0..<perThread {
                    // Ids encoded with the scaled count, so they stay distinct at any scale.
                    let disposable = Disposables.create { count.append(thread * perThread + index) }
                    if composite.insert(disposable) == nil {
                        // Already disposed: insert disposed it at once, as in RxSwift.
                        continue
                    }
                    // Halfway, at any scale (under ThreadSanitizer too), so that inserts
                    // both before and after the disposal race it.
                    if index == perThread / 2 && thread == 0 { composite.dispose() }
                }
            }
        }
        composite.dispose()
        let ids = count.values
        XCTAssertEqual(ids.count, threads * perThread, "every disposable disposed")
        XCTAssertEqual(Set(ids).count, ids.count, "none disposed twice")
        XCTAssertEqual(Set(ids), Set(0..<threads * perThread), "each id once")
    }
}

/// Channels written at both ends from many threads.
final class ChannelStressTests: StressTestCase {
    func testRelaysBoundBothWaysWrittenFromEightThreads() {
        for round in 0..<scaled(300) {
            let left = BehaviorRelay(value: -1)
            let right = BehaviorRelay(value: -2)
            let binding = left <-> right
            withWatchdog {
                race(8) { thread in
                    for index in 0..<5 {
                        (thread % 2 == 0 ? left : right).accept(thread * 100 + index)
                    }
                }
            }
            XCTAssertEqual(left.value, right.value, "round \(round)")
            binding.dispose()
        }
    }

    func testChannelTerminalsWrittenFromBothEnds() {
        let channel = Channel<Int>()
        let perSide = scaled(10_000)
        let leading = GrammarChecker<Int>()
        let following = GrammarChecker<Int>()
        let s1 = channel.leadingTerminal.subscribe(leading)
        let s2 = channel.followingTerminal.subscribe(following)
        withWatchdog {
            race(2) { side in
                let terminal = side == 0 ? channel.leadingTerminal : channel.followingTerminal
                for index in 0..<perSide { terminal.onNext(index) }
                if side == 0 { terminal.onCompleted() }
            }
        }
        leading.assertGrammar()
        following.assertGrammar()
        XCTAssertTrue(leading.isCompleted)
        XCTAssertTrue(following.isCompleted)
        XCTAssertEqual(following.elements, Array(0..<perSide), "all values sent into the leading terminal, in order")
        XCTAssertEqual(
            leading.elements, Array(leading.elements.indices), "a prefix of the following side's values, in order")
        s1.dispose()
        s2.dispose()
    }
}
