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
