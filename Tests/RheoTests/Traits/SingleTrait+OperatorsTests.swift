import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SingleTraitOperatorsTests: RheoTestCase {
    func testMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(2).map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(200, 20), .completed(200)])
    }

    func testMapThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(2).map { _ -> Int in throw TestError(1) } }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
    }

    func testCompactMapAndFilterGiveMaybes() {
        var log: [String] = []
        let observer: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let element): log.append("success \(element)")
            case .error: log.append("error")
            case .completed: log.append("completed")
            }
        }
        _ = Single.just(1).compactMap { $0 == 1 ? 10 : nil }.subscribe(observer)
        _ = Single.just(2).compactMap { $0 == 1 ? 10 : nil }.subscribe(observer)
        _ = Single.just(3).filter { $0 > 2 }.subscribe(observer)
        _ = Single.just(1).filter { $0 > 2 }.subscribe(observer)
        _ = Single.just(1).filter { _ in throw TestError() }.subscribe(observer)
        XCTAssertEqual(log, ["success 10", "completed", "success 3", "completed", "error"])
    }

    func testFlatMapWaitsForTheInnerSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(30, "a"), .completed(30)])
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().flatMap { _ in inner.asSingle() } }
        XCTAssertEqual(res.events, [.next(240, "a"), .completed(240)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).flatMap { _ -> Single<Int> in throw TestError(5) } }
        XCTAssertEqual(res.events, [.error(200, TestError(5))])
    }

    func testFlatMapMaybeAndCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() } }.events, [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Single.just(1).flatMapMaybe { Maybe.just($0 + 1) } }.events,
            [.next(200, 2), .completed(200)])
        var completed = 0
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: { completed += 1 })
        XCTAssertEqual(completed, 1)
        let errors = captureUnhandledErrors {
            _ = Single.just(1).flatMapCompletable { _ in Completable.error(TestError(2)) }.subscribe(onCompleted: {})
        }
        XCTAssertEqual(errors.count, 1)
    }

    func testCatchAndCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single<Int>.error(TestError()).catchAndReturn(4) }.events,
            [.next(200, 4), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Single<Int>.error(TestError()).catch { _ in .just(6) } }.events,
            [.next(200, 6), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Single<Int>.error(TestError(1)).catch { _ in throw TestError(2) } }
                .events, [.error(200, TestError(2))])
    }

    func testAsMaybeAndAsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(1).asMaybe() }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Single.just(1).asCompletable() }.events,
            [.completed(200, Never.self)])
    }

    func testDoHandlersInOrder() {
        var log: [String] = []
        _ = Single.just(1).do(
            onSuccess: { log.append("onSuccess \($0)") },
            afterSuccess: { log.append("afterSuccess \($0)") },
            onError: { _ in log.append("onError") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log, ["onSubscribe", "onSuccess 1", "success 1", "afterSuccess 1", "onSubscribed", "onDispose"])
    }

    func testDoOnSuccessThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).do(onSuccess: { _ in throw TestError(3) }) }
        XCTAssertEqual(res.events, [.error(200, TestError(3))])
    }

    func testZipCollection() {
        var results: [[Int]] = []
        _ = Single.zip([Single.just(1), .just(2), .just(3)]).subscribe(onSuccess: { results.append($0) })
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { results.append($0) })
        _ = Single.zip([Single.just(1), .just(2)]) { [$0.reduce(0, +)] }.subscribe(onSuccess: { results.append($0) })
        _ = Single.zip([Single<Int>]()) { [$0.count] }.subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [[1, 2, 3], [], [3], [0]])
    }
}
