import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class PrimitiveSequenceTests: RheoTestCase {
    func testDeferredCreatesPerSubscription() {
        var created = 0
        let single = Single<Int>.deferred {
            created += 1
            return .just(created)
        }
        var results: [Int] = []
        _ = single.subscribe(onSuccess: { results.append($0) })
        _ = single.subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [1, 2])
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single<Int>.deferred { throw TestError(1) } }.events, [.error(200, TestError(1))])
    }

    func testDelayAndDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single.just(1).delay(.seconds(30), scheduler: scheduler) }.events,
            [.next(230, 1), .completed(231)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let xs = scheduler2.createColdObservable([.next(10, 1), .completed(10)])
        XCTAssertEqual(
            scheduler2.start { xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler2) }.events,
            [.next(240, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    // As RxSwift: a `Single`'s or `Maybe`'s success is an element and a completion sent
    // together; `delay` sends the element when it is due and schedules the completion as
    // its own step (one tick later on `TestScheduler`), and `observe(on:)` delivers each
    // event in its own scheduled step.

    func testDelaySchedulesTheCompletionAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }.events,
            [.next(202, 1), .completed(203)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let xs = scheduler2.createColdObservable([.next(10, 1), .completed(10)])
        let res2 = scheduler2.start { xs.asSingle().delay(.seconds(30), scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.next(240, 1), .completed(241)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        let scheduler3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler3.start { Maybe.just(1).delay(.seconds(2), scheduler: scheduler3) }.events,
            [.next(202, 1), .completed(203)])
        let scheduler4 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler4.start { Maybe<Int>.empty().delay(.seconds(2), scheduler: scheduler4) }.events,
            [.completed(202)])
        let scheduler5 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler5.start { Completable.empty().delay(.seconds(2), scheduler: scheduler5) }.events,
            [.completed(202)])
        // `asMaybe()` sends the element with the completion (at 220), as RxSwift's.
        let scheduler6 = TestScheduler(initialClock: 0)
        let ys = scheduler6.createColdObservable([.next(10, 1), .completed(20)])
        let res6 = scheduler6.start { ys.asMaybe().delay(.seconds(30), scheduler: scheduler6) }
        XCTAssertEqual(res6.events, [.next(250, 1), .completed(251)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testObserveOnDeliversTheCompletionInAStepOfItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(212)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Maybe.just(1).observe(on: scheduler2) }.events, [.next(201, 1), .completed(202)])
        let scheduler3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler3.start { Maybe<Int>.empty().observe(on: scheduler3) }.events, [.completed(201)])
        let scheduler4 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler4.start { Single<Int>.error(TestError(1)).observe(on: scheduler4) }.events,
            [.error(201, TestError(1))])
        let scheduler5 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler5.start { Completable.empty().observe(on: scheduler5) }.events, [.completed(201)])
    }

    func testTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(50, 1), .completed(50)])
        let res2 = scheduler2.start { ys.asSingle().timeout(.seconds(20), other: .just(2), scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.next(220, 2), .completed(220)])
    }

    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single.just(1).observe(on: scheduler) }.events, [.next(201, 1), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler2.start { Completable.empty().subscribe(on: scheduler2) }.events, [.completed(201)])
    }

    func testRetry() {
        var attempts = 0
        let single = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 3 ? .failure(TestError(attempts)) : .success(attempts))
            return Disposables.create()
        }
        var results: [String] = []
        _ = single.retry(3).subscribe(
            onSuccess: { results.append("success \($0)") }, onFailure: { _ in results.append("failure") })
        attempts = 0
        _ = single.retry(2).subscribe(
            onSuccess: { results.append("success \($0)") },
            onFailure: { results.append("failure \(($0 as? TestError)?.id ?? -1)") })
        attempts = 0
        _ = single.retry().subscribe(onSuccess: { results.append("success \($0)") })
        XCTAssertEqual(results, ["success 3", "failure 2", "success 3"])
    }

    func testRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(1), Int.self)])
        let res = scheduler.start {
            xs.asSingle().retry(when: { (errors: Observable<TestError>) in
                errors.enumerated().flatMap { index, error -> Observable<Int> in
                    index < 2 ? Observable.just(0) : Observable.error(error)
                }
            })
        }
        XCTAssertEqual(res.events, [.error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.error(10, TestError(1), Int.self)])
        let res2 = scheduler2.start {
            ys.asMaybe().retry(when: { (errors: Observable<Swift.Error>) in errors.take(1) })
        }
        XCTAssertEqual(res2.events, [.completed(220)])
    }

    func testUsingDisposesTheResource() {
        final class Resource: Disposable {
            var disposed = 0
            func dispose() { disposed += 1 }
        }
        let resource = Resource()
        var results: [Int] = []
        _ = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in .just(4) })
            .subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [4])
        XCTAssertEqual(resource.disposed, 1)
    }

    func testTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single<Int>.timer(.seconds(40), scheduler: scheduler) }.events,
            [.next(240, 0), .completed(240)])
        let scheduler2 = TestScheduler(initialClock: 0)
        // As in RxSwift, a negative due time acts as zero (reported, not an error).
        let messages = captureArgumentOutOfRangeMessages {
            XCTAssertEqual(
                scheduler2.start { Maybe<Int>.timer(.seconds(-1), scheduler: scheduler2) }.events,
                [.next(201, 0), .completed(201)])
        }
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "timer(.seconds(-1))")
    }

    func testDebugPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(1).debug("trait") }.events, [.next(200, 1), .completed(200)])
    }
}
