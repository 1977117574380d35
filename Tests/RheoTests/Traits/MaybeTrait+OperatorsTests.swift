import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class MaybeTraitOperatorsTests: RheoTestCase {
    func testMapCompactMapFilter() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(s().start { Maybe.just(2).map { $0 * 3 } }.events, [.next(200, 6), .completed(200)])
        XCTAssertEqual(s().start { Maybe<Int>.empty().map { $0 * 3 } }.events, [.completed(200)])
        XCTAssertEqual(
            s().start { Maybe.just(2).map { _ -> Int in throw TestError(1) } }.events, [.error(200, TestError(1))])
        XCTAssertEqual(s().start { Maybe.just(2).compactMap { $0 > 5 ? $0 : nil } }.events, [.completed(200)])
        XCTAssertEqual(
            s().start { Maybe.just(7).compactMap { $0 > 5 ? $0 : nil } }.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(s().start { Maybe.just(7).filter { $0 < 5 } }.events, [.completed(200)])
    }

    func testFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "x"), .completed(10)])
        let res = scheduler.start { Maybe.just(1).flatMap { _ in inner.asMaybe() } }
        XCTAssertEqual(res.events, [.next(210, "x"), .completed(210)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.empty().flatMap { _ in Maybe.just("y") } }.events,
            [.completed(200)])
    }

    func testIfEmptyDefault() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(s().start { Maybe<Int>.empty().ifEmpty(default: 9) }.events, [.next(200, 9), .completed(200)])
        XCTAssertEqual(s().start { Maybe.just(1).ifEmpty(default: 9) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            s().start { Maybe<Int>.error(TestError(2)).ifEmpty(default: 9) }.events, [.error(200, TestError(2))])
    }

    func testIfEmptySwitchToSubscribesOnlyWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(30, Int.self)])
        let other = scheduler.createColdObservable([.next(20, 5), .completed(20)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: other.asSingle()) }
        XCTAssertEqual(res.events, [.next(250, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(30, 1), .completed(30)])
        let other2 = scheduler2.createColdObservable([.next(20, 5), .completed(20)])
        let res2 = scheduler2.start { ys.asMaybe().ifEmpty(switchTo: other2.asMaybe()) }
        XCTAssertEqual(res2.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(other2.subscriptions, [])
    }

    func testIfEmptyResubscribesFreshly() {
        // The "seen an element" flag belongs to one subscription.
        var count = 0
        let maybe = Maybe<Int>.deferred {
            count += 1
            return count == 1 ? .just(1) : .empty()
        }.ifEmpty(default: 0)
        var results: [Int] = []
        _ = maybe.subscribe(onSuccess: { results.append($0) })
        _ = maybe.subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [1, 0])
    }

    func testCatchAndReturnAndAsCompletable() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(
            s().start { Maybe<Int>.error(TestError()).catchAndReturn(3) }.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(s().start { Maybe.just(1).asCompletable() }.events, [.completed(200, Never.self)])
    }

    func testDo() {
        var log: [String] = []
        _ = Maybe<Int>.empty().do(
            onNext: { log.append("onNext \($0)") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") }
        ).subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["onSubscribe", "onCompleted", "completed", "afterCompleted"])
    }
}
