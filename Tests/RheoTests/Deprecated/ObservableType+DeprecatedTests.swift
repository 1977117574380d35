import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// A recording of one virtual-time run: what the observer saw and when the source was
/// subscribed.
struct DeprecatedRun<Element: Equatable>: Equatable {
    var events: [Recorded<Event<Element>>]
    var subscriptions: [Subscription]
}

/// Runs `build` over a fresh hot source of `events` on a fresh `TestScheduler`
/// (subscribed at 200, disposed at 1000).
func deprecatedRun<Element: Equatable>(
    _ events: [Recorded<Event<Int>>],
    _ build: @escaping (TestScheduler, Observable<Int>) -> Observable<Element>
) -> DeprecatedRun<Element> {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let res = scheduler.start { build(scheduler, xs.asObservable()) }
    return DeprecatedRun(events: res.events, subscriptions: xs.subscriptions)
}

// Each test calls a deprecated RxSwift 5 alias and the operator it is renamed to on the
// same virtual-time input, and checks both the exact recording and that the two agree.
// The tests are deprecated themselves so that calling the aliases draws no warning.
final class ObservableDeprecatedTests: RheoTestCase {
    private let source: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ]
    private let failing: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, TestError(1))]

    @available(*, deprecated)
    func testObserveOnForwardsToObserveOn() {
        let alias = deprecatedRun(source) { scheduler, xs in xs.observeOn(scheduler) }
        let renamed = deprecatedRun(source) { scheduler, xs in xs.observe(on: scheduler) }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events.compactMap(\.value.element), [1, 2, 3, 4])
        XCTAssertEqual(alias.subscriptions, [Subscription(200, 300)])
    }

    @available(*, deprecated)
    func testSubscribeOnForwardsToSubscribeOn() {
        let alias = deprecatedRun(source) { scheduler, xs in xs.subscribeOn(scheduler) }
        let renamed = deprecatedRun(source) { scheduler, xs in xs.subscribe(on: scheduler) }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events.compactMap(\.value.element), [1, 2, 3, 4])
        XCTAssertEqual(alias.subscriptions.count, 1)
    }

    @available(*, deprecated)
    func testTakeUntilWithASequenceForwardsToTakeUntil() {
        func run(_ alias: Bool) -> DeprecatedRun<Int> {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(source)
            let other = scheduler.createHotObservable([Recorded<Event<String>>.next(225, "stop")])
            let res = scheduler.start {
                alias ? xs.takeUntil(other) : xs.take(until: other)
            }
            return DeprecatedRun(events: res.events, subscriptions: xs.subscriptions + other.subscriptions)
        }
        XCTAssertEqual(run(true), run(false))
        XCTAssertEqual(run(true).events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(run(true).subscriptions, [Subscription(200, 225), Subscription(200, 225)])
    }

    @available(*, deprecated)
    func testTakeUntilWithABehaviorForwardsToTakeUntilBehavior() {
        let alias = deprecatedRun(source) { _, xs in xs.takeUntil(.inclusive, predicate: { $0 >= 2 }) }
        let renamed = deprecatedRun(source) { _, xs in xs.take(until: { $0 >= 2 }, behavior: .inclusive) }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events, [.next(210, 1), .next(220, 2), .completed(220)])
        let exclusive = deprecatedRun(source) { _, xs in xs.takeUntil(.exclusive, predicate: { $0 >= 2 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])
    }

    @available(*, deprecated)
    func testTakeWhileForwardsToTakeWhile() {
        let alias = deprecatedRun(source) { _, xs in xs.takeWhile { $0 < 3 } }
        let renamed = deprecatedRun(source) { _, xs in xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(alias.subscriptions, [Subscription(200, 230)])
    }

    @available(*, deprecated)
    func testTakeForADurationForwardsToTakeFor() {
        let alias = deprecatedRun(source) { scheduler, xs in xs.take(.seconds(25), scheduler: scheduler) }
        let renamed = deprecatedRun(source) { scheduler, xs in xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(alias.subscriptions, [Subscription(200, 225)])
    }

    @available(*, deprecated)
    func testSkipWhileForwardsToSkipWhile() {
        let alias = deprecatedRun(source) { _, xs in xs.skipWhile { $0 < 3 } }
        let renamed = deprecatedRun(source) { _, xs in xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events, [.next(230, 3), .next(240, 4), .completed(300)])
    }

    @available(*, deprecated)
    func testSkipUntilForwardsToSkipUntil() {
        func run(_ alias: Bool) -> DeprecatedRun<Int> {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(source)
            let other = scheduler.createHotObservable([Recorded<Event<String>>.next(225, "go")])
            let res = scheduler.start {
                alias ? xs.skipUntil(other) : xs.skip(until: other)
            }
            return DeprecatedRun(events: res.events, subscriptions: xs.subscriptions)
        }
        XCTAssertEqual(run(true), run(false))
        XCTAssertEqual(run(true).events, [.next(230, 3), .next(240, 4), .completed(300)])
    }

    @available(*, deprecated)
    func testElementAtForwardsToElementAt() {
        let alias = deprecatedRun(source) { _, xs in xs.elementAt(2) }
        let renamed = deprecatedRun(source) { _, xs in xs.element(at: 2) }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(alias.subscriptions, [Subscription(200, 230)])
    }

    @available(*, deprecated)
    func testCatchErrorForwardsToCatch() {
        let alias = deprecatedRun(failing) { _, xs in xs.catchError { _ in .just(9) } }
        let renamed = deprecatedRun(failing) { _, xs in xs.catch { _ in .just(9) } }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events, [.next(210, 1), .next(220, 9), .completed(220)])
        XCTAssertEqual(alias.subscriptions, [Subscription(200, 220)])
    }

    @available(*, deprecated)
    func testCatchErrorJustReturnForwardsToCatchAndReturn() {
        let alias = deprecatedRun(failing) { _, xs in xs.catchErrorJustReturn(9) }
        let renamed = deprecatedRun(failing) { _, xs in xs.catchAndReturn(9) }
        XCTAssertEqual(alias, renamed)
        XCTAssertEqual(alias.events, [.next(210, 1), .next(220, 9), .completed(220)])
    }

    @available(*, deprecated)
    func testStaticCatchErrorForwardsToCatchSequence() {
        func run(_ alias: Bool) -> DeprecatedRun<Int> {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
            let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let sources = [first.asObservable(), second.asObservable()]
            let res = scheduler.start {
                alias ? Observable.catchError(sources) : Observable.catch(sequence: sources)
            }
            return DeprecatedRun(events: res.events, subscriptions: first.subscriptions + second.subscriptions)
        }
        XCTAssertEqual(run(true), run(false))
        XCTAssertEqual(run(true).events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(run(true).subscriptions, [Subscription(200, 220), Subscription(220, 230)])
    }

    @available(*, deprecated)
    func testRetryWhenForwardsToRetryWhen() {
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
        func run(_ build: @escaping (Observable<Int>) -> Observable<Int>) -> DeprecatedRun<Int> {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
            let res = scheduler.start { build(xs.asObservable()) }
            return DeprecatedRun(events: res.events, subscriptions: xs.subscriptions)
        }
        let expected = DeprecatedRun<Int>(
            events: [.next(210, 1), .next(230, 1), .error(240, TestError(1))],
            subscriptions: [Subscription(200, 220), Subscription(220, 240)])
        XCTAssertEqual(run { $0.retryWhen(typed) }, expected)
        XCTAssertEqual(run { $0.retry(when: typed) }, expected)
        XCTAssertEqual(run { $0.retryWhen(untyped) }, expected)
        XCTAssertEqual(run { $0.retry(when: untyped) }, expected)
    }
}
