// RxTest's public API, spelled as RxTest code spells it: the test
// scheduler, test observables and observers, `Recorded` and `Subscription`, and the
// `XCTAssertEqual` overloads for every kind of event.
//
// The `typeCheck...` functions are also a compile-time test: long lists of recorded
// events, with arithmetic, strings, optionals and errors, as marble tests write them. Each
// must type-check quickly; with a third `Recorded.events` overload (Rheo had one) several
// of them fail with "unable to type-check this expression in reasonable time". CI also
// type-checks this file with a per-expression limit (Scripts/check-type-check-time.sh).
import Rheo
import RheoTest
import XCTest

private struct UsageError: Error, Equatable {
    let code: Int
}

/// Every `TestScheduler` entry point, with RxTest's labels and defaults.
func rxTestUsageScheduler() -> [TestableObserver<Int>] {
    let scheduler = TestScheduler(initialClock: 0)
    let tuned = TestScheduler(initialClock: 10, resolution: 0.001, simulateProcessingDelay: false)
    let hot: TestableObservable<Int> = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let cold: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .error(20, UsageError(code: 1))])
    let observer: TestableObserver<Int> = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(220) { _ = hot.subscribe(observer) }
    let defaults = scheduler.start { hot.map { $0 * 10 } }
    let disposedEarly = scheduler.start(disposed: 250) { cold.asObservable() }
    let explicit = scheduler.start(created: 50, subscribed: 60, disposed: 70) { Observable.just(1) }
    let fromSingle: TestableObserver<Int> = tuned.start { Single.just(1) }
    let _: [Subscription] = hot.subscriptions
    let _: [Recorded<Event<Int>>] = hot.recordedEvents
    let _: [Recorded<Event<Int>>] = observer.events
    let _: TestTime =
        TestScheduler.Defaults.created + TestScheduler.Defaults.subscribed
        + TestScheduler.Defaults.disposed
    let _: Int = scheduler.clock
    scheduler.advanceTo(400)
    scheduler.sleep(10)
    scheduler.stop()
    return [observer, defaults, disposedEarly, explicit, fromSingle]
}

/// `Recorded` and `Subscription`, built and read as RxTest code does.
func rxTestUsageRecorded() -> [Subscription] {
    let next: Recorded<Event<Int>> = Recorded.next(210, 1)
    let completed = Recorded.completed(300, Int.self)
    let error = Recorded.error(400, UsageError(code: 2), String.self)
    let plain = Recorded(time: 5, value: "x")
    let _: TestTime = next.time + completed.time + error.time + plain.time
    let _: Event<Int> = next.value
    let _: String = next.debugDescription
    let _: Bool = next == Recorded.next(210, 1)
    let active = Subscription(200)
    let ended = Subscription(200, 1000)
    let _: Int = active.subscribe + ended.unsubscribe
    let _: Set<Subscription> = [active, ended]
    let _: String = ended.debugDescription
    return [active, ended]
}

/// RxTest's `XCTAssertEqual` overloads and `XCTAssertRecordedElements`, called with
/// RxTest's argument types.
func rxTestUsageAssertions(_ observer: TestableObserver<Int>, _ optionals: TestableObserver<String?>) {
    XCTAssertEqual(observer.events, [.next(210, 20), .completed(300)])
    XCTAssertEqual(observer.events, Recorded.events(.next(210, 20), .completed(300)))
    XCTAssertEqual(optionals.events, [.next(210, nil), .next(220, "a"), .completed(300)])
    XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
    XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
    XCTAssertEqual([SingleEvent<Int>.failure(UsageError(code: 3))], [.failure(UsageError(code: 3))])
    XCTAssertEqual(
        [MaybeEvent<Int>.success(1), .completed, .error(UsageError(code: 4))],
        [.success(1), .completed, .error(UsageError(code: 4))])
    XCTAssertEqual(
        [CompletableEvent.completed, .error(UsageError(code: 5))], [.completed, .error(UsageError(code: 5))])
    XCTAssertEqual(observer.events, [.next(210, 20)], file: #file, line: #line)
    XCTAssertRecordedElements(observer.events, [20])
    XCTAssertRecordedElements(observer.events, [20], file: #file, line: #line)
    let _: Bool = MaybeEvent<Int>.completed == .completed
    let _: Bool = CompletableEvent.completed == .completed
    let _: Bool = Event<Int>.next(1) == .next(1)
}

/// Recording a `Single`, `Maybe` and `Completable` through their events, as RxTest users
/// do, and comparing them with the overloads.
func rxTestUsageTraitEvents() {
    var singleEvents: [SingleEvent<Int>] = []
    var maybeEvents: [MaybeEvent<String>] = []
    var completableEvents: [CompletableEvent] = []
    _ = Single.just(1).subscribe { singleEvents.append($0) }
    _ = Maybe<String>.empty().subscribe { maybeEvents.append($0) }
    _ = Completable.empty().subscribe { completableEvents.append($0) }
    XCTAssertEqual(singleEvents, [.success(1)])
    XCTAssertEqual(maybeEvents, [.completed])
    XCTAssertEqual(completableEvents, [.completed])
}

// MARK: - Compile-time test: these expressions must type-check quickly.

/// Long lists of `Recorded.events(...)` with arithmetic in the elements and times.
func typeCheckRecordedEventsWithArithmetic() -> [[Recorded<Event<Int>>]] {
    let tens = Recorded.events(
        .next(210, 1 * 10), .next(220, 2 * 10), .next(230, 3 * 10), .next(240, 4 * 10), .next(250, 5 * 10),
        .next(260, 6 * 10), .next(270, 7 * 10), .next(280, 8 * 10), .next(290, 9 * 10), .next(300, 10 * 10),
        .completed(310))
    let mixed = Recorded.events(
        .next(210, 100 + 10 * 2), .next(220, 2 * 3), .next(230, 3 + 1), .next(240, 4), .next(250, 5), .next(260, 6),
        .next(270, 7), .next(280, 8), .next(290, 9), .next(300, 10), .completed(310))
    let shiftedTimes = Recorded.events(
        .next(200 + 10, 1), .next(200 + 20, 2), .next(200 + 30, 3), .next(200 + 40, 4), .next(200 + 50, 5),
        .next(200 + 60, 6), .next(200 + 70, 7), .next(200 + 80, 8), .next(200 + 90, 9), .next(200 + 100, 10),
        .completed(300 + 10))
    let failing = Recorded.events(
        .next(210, 1 + 1), .next(220, 2 + 2), .next(230, 3 + 3), .next(240, 4 + 4), .next(250, 5 + 5),
        .next(260, 6 + 6), .next(270, 7 + 7), .next(280, 8 + 8), .next(290, 9 + 9), .next(300, 10 + 10),
        .error(310, UsageError(code: 6)))
    let twenty = Recorded.events(
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7),
        .next(280, 8), .next(290, 9), .next(300, 10), .next(310, 11), .next(320, 12), .next(330, 13), .next(340, 14),
        .next(350, 15), .next(360, 16), .next(370, 17), .next(380, 18), .next(390, 19), .next(400, 20), .completed(410))
    let array = Recorded.events([
        .next(210, 1 * 10), .next(220, 2 * 10), .next(230, 3 * 10), .next(240, 4 * 10), .next(250, 5 * 10),
        .next(260, 6 * 10), .next(270, 7 * 10), .next(280, 8 * 10), .next(290, 9 * 10), .next(300, 10 * 10),
        .completed(310),
    ])
    return [tens, mixed, shiftedTimes, failing, twenty, array]
}

/// Strings, optionals, doubles and arrays as elements, with errors and completions.
func typeCheckRecordedEventsOfOtherElements() {
    let strings = Recorded.events(
        .next(210, "a" + "b"), .next(220, "c"), .next(230, "d"), .next(240, "e"), .next(250, "f"), .next(260, "g"),
        .next(270, "h"), .next(280, "i"), .next(290, "j"), .next(300, "k"), .completed(310))
    let optionals: [Recorded<Event<String?>>] = Recorded.events(
        .next(210, nil), .next(220, "b"), .next(230, nil), .next(240, "d"), .next(250, nil), .next(260, "f"),
        .next(270, nil), .next(280, "h"), .next(290, nil), .next(300, "j"), .error(310, UsageError(code: 7)))
    let optionalInts: [Recorded<Event<Int?>>] = [
        .next(210, nil), .next(220, 1 + 1), .next(230, nil), .next(240, 2 * 2), .next(250, nil), .next(260, 3),
        .next(270, nil), .next(280, 4), .next(290, nil), .next(300, 5), .completed(310),
    ]
    let doubles = Recorded.events(
        .next(210, 1.5), .next(220, 2), .next(230, 3 * 0.5), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7),
        .next(280, 8), .next(290, 9), .next(300, 10), .completed(310, Double.self))
    let arrays = Recorded.events(
        .next(210, [1, 2]), .next(220, [2 * 2]), .next(230, []), .next(240, [4, 5, 6]), .next(250, [5]),
        .next(260, [6]), .next(270, [7]), .next(280, [8]), .next(290, [9]), .next(300, [10]), .completed(310))
    let explicitType = Recorded.events(.completed(300, String.self))
    let errorOnly = Recorded.events(.error(300, UsageError(code: 8), Int.self))
    _ = (strings, optionals, optionalInts, doubles, arrays, explicitType, errorOnly)
}

/// The same kinds of lists as arguments of the scheduler and of `XCTAssertEqual`.
func typeCheckRecordedEventsInContext(
    _ scheduler: TestScheduler, _ res: TestableObserver<Int>, _ optionals: TestableObserver<String?>
) {
    let xs = scheduler.createHotObservable([
        .next(150, 1), .next(210, 2 * 10), .next(220, 3 * 10), .next(230, 4 * 10), .next(240, 5 * 10),
        .next(250, 6 * 10), .next(260, 7 * 10), .next(270, 8 * 10), .next(280, 9 * 10), .next(290, 10 * 10),
        .completed(300),
    ])
    let ys = scheduler.createColdObservable(
        Recorded.events(
            .next(10, "a"), .next(20, "b"), .next(30, "c"), .next(40, "d"), .next(50, "e"), .next(60, "f"),
            .next(70, "g"), .next(80, "h"), .next(90, "i"), .next(100, "j"), .error(110, UsageError(code: 9))))
    XCTAssertEqual(
        res.events,
        [
            .next(210, 1 * 10), .next(220, 2 * 10), .next(230, 3 * 10), .next(240, 4 * 10), .next(250, 5 * 10),
            .next(260, 6 * 10), .next(270, 7 * 10), .next(280, 8 * 10), .next(290, 9 * 10), .next(300, 10 * 10),
            .completed(310),
        ])
    XCTAssertEqual(
        res.events,
        Recorded.events(
            .next(210, 1 + 1), .next(220, 2 + 2), .next(230, 3 + 3), .next(240, 4 + 4), .next(250, 5 + 5),
            .next(260, 6 + 6), .next(270, 7 + 7), .next(280, 8 + 8), .next(290, 9 + 9), .next(300, 10 + 10),
            .error(310, UsageError(code: 10))))
    XCTAssertEqual(
        optionals.events,
        [
            .next(210, nil), .next(220, "b"), .next(230, nil), .next(240, "d"), .next(250, nil), .next(260, "f"),
            .next(270, nil), .next(280, "h"), .next(290, nil), .next(300, "j"), .completed(310),
        ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000), Subscription(200 + 10, 300 + 10), Subscription(400)])
    XCTAssertEqual(ys.subscriptions, [])
}
