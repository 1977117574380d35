import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class CompletableTraitOperatorsTests: RheoTestCase {
    private func outcomes(_ completable: Completable) -> [String] {
        var log: [String] = []
        _ = completable.subscribe { event in
            switch event {
            case .completed: log.append("completed")
            case .error(let error): log.append("error \((error as? TestError)?.id ?? -1)")
            }
        }
        return log
    }

    func testAndThenSubscribesTheSecondAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(50, Never.self)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.next(260, 1), .completed(260)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 260)])
    }

    /// As RxSwift's `ConcatCompletable`: the first `Completable`'s subscription is disposed
    /// when it completes (right after the second is subscribed), not when the whole ends.
    func testAndThenReleasesTheFirstWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = UncheckedBox<TestTime?>(nil)
        let first = Completable.create { observer in
            let timer = scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
                observer(.completed)
                return Disposables.create()
            }
            return Disposables.create {
                disposedAt.value = scheduler.clock
                timer.dispose()
            }
        }
        let second = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start { first.andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(350, 1), .completed(350)])
        XCTAssertEqual(disposedAt.value, 250)
        XCTAssertEqual(second.subscriptions, [Subscription(250, 350)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs = scheduler2.createColdObservable([.completed(50, Never.self)])
        let ys = scheduler2.createColdObservable([.completed(100, Never.self)])
        let zs = scheduler2.createColdObservable([.next(10, 1), .completed(10)])
        let res2 = scheduler2.start {
            xs.asCompletable().andThen(ys.asCompletable()).andThen(zs.asSingle())
        }
        XCTAssertEqual(res2.events, [.next(360, 1), .completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 350)])
        XCTAssertEqual(zs.subscriptions, [Subscription(350, 360)])
    }

    /// As RxSwift's `ConcatCompletableSink`, which keeps only the second sequence: the
    /// running subscription does not hold the first `Completable` (what its subscribe
    /// closure captured goes with the chain, here right after subscribing), and what the
    /// first's subscription holds goes when it completes, while the second runs.
    func testAndThenLetsTheFirstGoWhenItCompletes() {
        final class Token {}
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let closureToken = WeakBox<Token>()
        let subscriptionToken = WeakBox<Token>()
        let alive = UncheckedBox<[TestTime: [Bool]]>([:])
        func makeFirst() -> Completable {
            let captured = Token()
            closureToken.value = captured
            return Completable.create { observer in
                _ = captured
                let held = Token()
                subscriptionToken.value = held
                let timer = scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
                    observer(.completed)
                    return Disposables.create()
                }
                return Disposables.create {
                    _ = held
                    timer.dispose()
                }
            }
        }
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = makeFirst().andThen(second.asObservable()).subscribe(observer) }
        for time in [240, 260] as [TestTime] {
            scheduler.scheduleAt(time) {
                alive.value[time] = [closureToken.value != nil, subscriptionToken.value != nil]
            }
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(350, 1), .completed(350)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 350)])
        XCTAssertEqual(alive.value[240], [false, true])
        XCTAssertEqual(alive.value[260], [false, false])
    }

    func testAndThenDoesNotSubscribeAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { Completable.error(TestError(4)).andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.error(200, TestError(4))])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenVariants() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(s().start { Completable.empty().andThen(Maybe<Int>.empty()) }.events, [.completed(200)])
        XCTAssertEqual(
            s().start { Completable.empty().andThen(Maybe.just(2)) }.events, [.next(200, 2), .completed(200)])
        XCTAssertEqual(
            s().start { Completable.empty().andThen(Completable.error(TestError(5))) }.events,
            [.error(200, TestError(5), Never.self)])
        XCTAssertEqual(
            s().start { Completable.empty().andThen(Observable.of(1, 2)) }.events,
            [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testConcatRunsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.concat(a.asCompletable(), b.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(
            outcomes(Completable.concat([Completable.empty(), .error(TestError(6)), .empty()])), ["error 6"])
        XCTAssertEqual(outcomes(Completable.concat(AnySequence([Completable.empty(), .empty()]))), ["completed"])
        XCTAssertEqual(outcomes(Completable.empty().concat(.error(TestError(7)))), ["error 7"])
    }

    func testZipRunsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(30, Never.self)])
        let b = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(outcomes(Completable.zip([Completable.never(), .error(TestError(8))])), ["error 8"])
        XCTAssertEqual(outcomes(Completable.zip([Completable]())), ["completed"])
        XCTAssertEqual(outcomes(Completable.zip(Set<Int>([1, 2]).map { _ in Completable.empty() })), ["completed"])
    }

    func testDo() {
        var log: [String] = []
        _ = Completable.error(TestError()).do(
            onError: { _ in log.append("onError") },
            afterError: { _ in log.append("afterError") },
            onCompleted: { log.append("onCompleted") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onError: { _ in log.append("error") })
        XCTAssertEqual(log, ["onError", "error", "afterError", "onDispose"])
    }
}

private final class WeakBox<Value: AnyObject>: @unchecked Sendable {
    weak var value: Value?
}
