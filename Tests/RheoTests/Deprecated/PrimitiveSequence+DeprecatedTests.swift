import Rheo
import RheoTest
import RheoTestSupport
import XCTest

// Each test calls a deprecated RxSwift 5 alias of `Single`, `Maybe` or `Completable` and
// the operator it is renamed to on the same virtual-time input, and checks both the exact
// recording and that the two agree. Deprecated themselves so the calls draw no warning.
final class PrimitiveSequenceDeprecatedTests: RheoTestCase {
    /// Runs `build` over a fresh cold source of `events`, subscribed at 200.
    private func run<Element: Equatable>(
        _ events: [Recorded<Event<Int>>],
        _ build: @escaping (TestScheduler, TestableObservable<Int>) -> Observable<Element>
    ) -> DeprecatedRun<Element> {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(events)
        let res = scheduler.start { build(scheduler, xs) }
        return DeprecatedRun(events: res.events, subscriptions: xs.subscriptions)
    }

    private let one: [Recorded<Event<Int>>] = [.next(10, 1), .completed(10)]
    private let empty: [Recorded<Event<Int>>] = [.completed(10)]
    private let failing: [Recorded<Event<Int>>] = [.error(10, TestError(1))]

    @available(*, deprecated)
    func testObserveOnForwardsToObserveOnOnEveryTrait() {
        XCTAssertEqual(
            run(one) { s, xs in xs.asSingle().observeOn(s).asObservable() },
            run(one) { s, xs in xs.asSingle().observe(on: s).asObservable() })
        XCTAssertEqual(
            run(one) { s, xs in xs.asMaybe().observeOn(s).asObservable() },
            run(one) { s, xs in xs.asMaybe().observe(on: s).asObservable() })
        XCTAssertEqual(
            run(empty) { s, xs in xs.ignoreElements().asCompletable().observeOn(s).asObservable() },
            run(empty) { s, xs in xs.ignoreElements().asCompletable().observe(on: s).asObservable() })
        let single = run(one) { s, xs in xs.asSingle().observeOn(s).asObservable() }
        XCTAssertEqual(single.events.compactMap(\.value.element), [1])
        XCTAssertEqual(single.events.last?.value.isCompleted, true)
    }

    @available(*, deprecated)
    func testSubscribeOnForwardsToSubscribeOnOnEveryTrait() {
        XCTAssertEqual(
            run(one) { s, xs in xs.asSingle().subscribeOn(s).asObservable() },
            run(one) { s, xs in xs.asSingle().subscribe(on: s).asObservable() })
        XCTAssertEqual(
            run(one) { s, xs in xs.asMaybe().subscribeOn(s).asObservable() },
            run(one) { s, xs in xs.asMaybe().subscribe(on: s).asObservable() })
        XCTAssertEqual(
            run(empty) { s, xs in xs.ignoreElements().asCompletable().subscribeOn(s).asObservable() },
            run(empty) { s, xs in xs.ignoreElements().asCompletable().subscribe(on: s).asObservable() })
        let maybe = run(one) { s, xs in xs.asMaybe().subscribeOn(s).asObservable() }
        XCTAssertEqual(maybe.events.compactMap(\.value.element), [1])
        XCTAssertEqual(maybe.subscriptions.count, 1)
    }

    @available(*, deprecated)
    func testCatchErrorForwardsToCatchOnEveryTrait() {
        let single = run(failing) { _, xs in xs.asSingle().catchError { _ in .just(9) }.asObservable() }
        XCTAssertEqual(single, run(failing) { _, xs in xs.asSingle().catch { _ in .just(9) }.asObservable() })
        XCTAssertEqual(single.events, [.next(210, 9), .completed(210)])
        let maybe = run(failing) { _, xs in xs.asMaybe().catchError { _ in .empty() }.asObservable() }
        XCTAssertEqual(maybe, run(failing) { _, xs in xs.asMaybe().catch { _ in .empty() }.asObservable() })
        XCTAssertEqual(maybe.events, [.completed(210)])
        let completable = run(failing) { _, xs in
            xs.ignoreElements().asCompletable().catchError { _ in .error(TestError(2)) }.asObservable()
        }
        XCTAssertEqual(
            completable,
            run(failing) { _, xs in
                xs.ignoreElements().asCompletable().catch { _ in .error(TestError(2)) }.asObservable()
            })
        XCTAssertEqual(completable.events, [.error(210, TestError(2))])
    }

    @available(*, deprecated)
    func testRetryWhenForwardsToRetryWhenOnEveryTrait() {
        // Retries after the first error, then fails with the second.
        func typed(_ errors: Observable<TestError>) -> Observable<Void> {
            errors.enumerated().flatMap { index, error -> Observable<Void> in
                index == 0 ? .just(()) : .error(error)
            }
        }
        func untyped(_ errors: Observable<Swift.Error>) -> Observable<Void> {
            errors.enumerated().flatMap { index, error -> Observable<Void> in
                index == 0 ? .just(()) : .error(error)
            }
        }
        let expected = DeprecatedRun<Int>(
            events: [.error(220, TestError(1))], subscriptions: [Subscription(200, 210), Subscription(210, 220)])
        XCTAssertEqual(run(failing) { _, xs in xs.asSingle().retryWhen(typed).asObservable() }, expected)
        XCTAssertEqual(run(failing) { _, xs in xs.asSingle().retry(when: typed).asObservable() }, expected)
        XCTAssertEqual(run(failing) { _, xs in xs.asMaybe().retryWhen(untyped).asObservable() }, expected)
        XCTAssertEqual(run(failing) { _, xs in xs.asMaybe().retry(when: untyped).asObservable() }, expected)
        let completable = DeprecatedRun<Never>(
            events: [.error(220, TestError(1))], subscriptions: expected.subscriptions)
        XCTAssertEqual(
            run(failing) { _, xs in xs.ignoreElements().asCompletable().retryWhen(untyped).asObservable() },
            completable)
        XCTAssertEqual(
            run(failing) { _, xs in xs.ignoreElements().asCompletable().retry(when: untyped).asObservable() },
            completable)
    }

    @available(*, deprecated)
    func testCatchErrorJustReturnForwardsToCatchAndReturn() {
        let single = run(failing) { _, xs in xs.asSingle().catchErrorJustReturn(9).asObservable() }
        XCTAssertEqual(single, run(failing) { _, xs in xs.asSingle().catchAndReturn(9).asObservable() })
        XCTAssertEqual(single.events, [.next(210, 9), .completed(210)])
        let maybe = run(failing) { _, xs in xs.asMaybe().catchErrorJustReturn(9).asObservable() }
        XCTAssertEqual(maybe, run(failing) { _, xs in xs.asMaybe().catchAndReturn(9).asObservable() })
        XCTAssertEqual(maybe.events, [.next(210, 9), .completed(210)])
        XCTAssertEqual(
            run(one) { _, xs in xs.asMaybe().catchErrorJustReturn(9).asObservable() }.events,
            [.next(210, 1), .completed(210)])
    }

    @available(*, deprecated)
    func testSingleSubscribeWithOnErrorForwardsToOnFailure() {
        let calls = Collected<String>()
        let failed = Single<Int>.error(TestError(3)).subscribe(
            onSuccess: { calls.append("success \($0)") },
            onError: { calls.append("error \(($0 as? TestError)?.id ?? -1)") },
            onDisposed: { calls.append("disposed") })
        XCTAssertEqual(calls.values, ["error 3", "disposed"])
        failed.dispose()
        let succeeded = Single.just(4).subscribe(
            onSuccess: { calls.append("success \($0)") },
            onError: { _ in calls.append("error") })
        XCTAssertEqual(calls.values, ["error 3", "disposed", "success 4"])
        succeeded.dispose()
    }
}
