import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// How many synchronous inners the bounded-stack tests run: the million in release
/// builds (CI runs the suite in release too), `stackDepthCount` in debug and sanitizer
/// builds, where one inner costs about 10 µs (see `stackDepthCount` for why 100,000 already
/// proves the loop).
private let trampolineDepth: Int = {
    #if DEBUG
    stackDepthCount
    #else
    max(1_000_000, stackDepthCount)
    #endif
}()

/// The current-thread trampoline as RxSwift runs it.
///
/// RxSwift's outermost `Producer.subscribe` on a thread runs inside the trampoline, and
/// `of`/`from`/`range`/`generate`/`repeatElement` send one trampoline step per element and
/// one for the completion, so nested synchronous sources take turns, in the order their
/// steps were queued. Each expectation below is that queue worked by hand, step by step.
final class TrampolineTests: RheoTestCase {
    /// Every event of `source`, subscribed once, as text.
    private func events<Element>(_ source: Observable<Element>) -> [String] {
        var log: [String] = []
        _ = source.subscribe(
            onNext: { log.append("\($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") })
        return log
    }

    // MARK: Synchronous sources interleave

    func testMergeOfSynchronousSourcesTakesTurns() {
        XCTAssertEqual(
            events(Observable.merge(Observable.of(1, 2), Observable.of(3, 4))), ["1", "3", "2", "4", "completed"])
        XCTAssertEqual(
            events(Observable.merge(Observable.of(1, 3), Observable.of(2, 4))), ["1", "2", "3", "4", "completed"])
        XCTAssertEqual(
            events(Observable.merge([Observable.range(start: 0, count: 3), Observable.range(start: 10, count: 1)])),
            ["0", "10", "1", "2", "completed"])
    }

    func testMergeOfAnObservableOfSynchronousSources() {
        // The outer `of` queues its next step behind the inner it has just subscribed.
        let sources = Observable.of(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
        XCTAssertEqual(events(sources.merge()), ["1", "2", "10", "3", "20", "30", "completed"])
    }

    func testConcatOfSynchronousSourcesRunsThemInTurn() {
        XCTAssertEqual(
            events(Observable.concat(Observable.of(1, 2), Observable.of(3, 4))), ["1", "2", "3", "4", "completed"])
    }

    func testZipOfSynchronousSources() {
        let zipped = Observable.zip(Observable.of(1, 2, 3), Observable.of(10, 20)) { "\($0)-\($1)" }
        XCTAssertEqual(events(zipped), ["1-10", "2-20", "completed"])
    }

    func testCombineLatestOfSynchronousSources() {
        let combined = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { "\($0)-\($1)" }
        // The old loop sent all of the first source first: 2-10, 2-20.
        XCTAssertEqual(events(combined), ["1-10", "2-10", "2-20", "completed"])
    }

    func testStartWithSendsItsElementsAtOnceAndTheSourceFromTheTrampoline() {
        let merged = Observable.merge(Observable.of(1, 2).startWith(0), Observable.of(3, 4).startWith(9))
        XCTAssertEqual(events(merged), ["0", "9", "1", "3", "2", "4", "completed"])
    }

    func testWithLatestFromSeesTheSecondSourceStepByStep() {
        // RxSwift subscribes the second source first; the two then take turns.
        let result = Observable.of(1, 2, 3).withLatestFrom(Observable.of(10, 20)) { "\($0)-\($1)" }
        XCTAssertEqual(events(result), ["1-10", "2-20", "3-20", "completed"])
    }

    func testGenerateAndRepeatElementTakeTurns() {
        let generated = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
        let merged = Observable.merge(generated, Observable.repeatElement(7).take(2))
        XCTAssertEqual(events(merged), ["0", "7", "1", "7", "2", "completed"])
    }

    func testImmediateSourcesDoNotWaitForTheTrampoline() {
        // `just`, `empty`, `error` and `from(optional:)` send during `subscribe`, as in RxSwift.
        let merged = Observable.merge(
            Observable.of(1, 2), Observable.just(10), Observable.from(optional: 20), Observable.empty())
        XCTAssertEqual(events(merged), ["10", "20", "1", "2", "completed"])
        let failing = Observable.merge(Observable.of(1, 2), Observable<Int>.error(TestError(3)))
        XCTAssertEqual(events(failing), ["error \(TestError(3))"])
    }

    // MARK: Subscribing inside a subscription

    func testASourceSubscribedInsideAnotherSubscribeSendsAfterItReturns() {
        var log: [String] = []
        let outer = Observable<Int>.create { observer in
            let inner = Observable.of(1, 2).subscribe(
                onNext: { log.append("inner \($0)") }, onCompleted: { log.append("inner completed") })
            log.append("inner subscribe returned")
            observer.onCompleted()
            // Not `inner`: the outer's completion disposes what `create` returned before the
            // trampoline runs the inner's steps (so in RxSwift too).
            _ = inner
            return Disposables.create()
        }
        _ = outer.subscribe(onCompleted: { log.append("outer completed") })
        XCTAssertEqual(
            log, ["inner subscribe returned", "outer completed", "inner 1", "inner 2", "inner completed"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the trampoline has stopped")
    }

    func testTheOutermostSubscribeDeliversEverythingBeforeReturning() {
        var log: [String] = []
        let subscription = Observable.of(1, 2, 3).map { $0 * 2 }.subscribe(
            onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        log.append("returned")
        XCTAssertEqual(log, ["2", "4", "6", "completed", "returned"])
        subscription.dispose()
    }

    func testSubscribeRunsInsideTheTrampoline() {
        var required: Bool?
        _ = Observable<Int>.create { observer in
            required = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }.subscribe()
        XCTAssertEqual(required, false)
        // `just` is immediate and does not enter it, as in RxSwift.
        _ = Observable.just(1).subscribe(onNext: { _ in required = CurrentThreadScheduler.isScheduleRequired })
        XCTAssertEqual(required, true)
    }

    func testCurrentThreadSchedulerActionsShareTheQueueWithSources() {
        var log: [String] = []
        _ = Observable<Int>.create { observer in
            let source = Observable.of(1, 2).subscribe(onNext: { log.append("source \($0)") })
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("action")
                return Disposables.create()
            }
            observer.onCompleted()
            _ = source
            return Disposables.create()
        }.subscribe()
        XCTAssertEqual(log, ["source 1", "action", "source 2"])
    }

    func testCompletingTheOuterSubscriptionDisposesWhatItReturnedBeforeTheDrain() {
        var log: [String] = []
        _ = Observable<Int>.create { observer in
            let inner = Observable.of(1, 2).subscribe(onNext: { log.append("inner \($0)") })
            observer.onCompleted()
            return inner
        }.subscribe(onCompleted: { log.append("outer completed") })
        XCTAssertEqual(log, ["outer completed"])
    }

    func testDisposingDuringATurnStopsTheSourceBeforeItsNextStep() {
        var log: [String] = []
        let disposable = SerialDisposable()
        _ = Observable<Int>.create { observer in
            disposable.disposable = Observable.of(1, 2, 3).subscribe(onNext: { log.append("a \($0)") })
            let other = Observable.of(10, 20).subscribe(onNext: {
                log.append("b \($0)")
                disposable.dispose()
            })
            observer.onCompleted()
            _ = other
            return Disposables.create()
        }.subscribe()
        XCTAssertEqual(log, ["a 1", "b 10", "b 20"])
    }

    // MARK: Bounded stack

    func testAMillionSynchronousInnersRunInConstantStack() {
        let count = trampolineDepth
        var received = 0
        var completed = false
        _ = Observable.range(start: 0, count: count)
            .flatMap { Observable.of($0) }
            .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(received, count)
        XCTAssertTrue(completed)

        var sum = 0
        var concatCompleted = false
        _ = Observable.range(start: 0, count: count)
            .concatMap { Observable.of($0, 1) }
            .subscribe(onNext: { sum += $0 }, onCompleted: { concatCompleted = true })
        XCTAssertEqual(sum, count * (count - 1) / 2 + count)
        XCTAssertTrue(concatCompleted)
    }

    func testAMillionMergedSynchronousSourcesQueueWithoutRecursion() {
        let count = trampolineDepth
        var received = 0
        _ = Observable.merge((0..<count).map { Observable.of($0) }).subscribe(onNext: { _ in received += 1 })
        XCTAssertEqual(received, count)
    }

    // MARK: On virtual time

    func testSynchronousInnersInterleaveAtTheTimeOfTheOuterElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMap { x in Observable.merge(Observable.of(x, x + 100), Observable.of(x * 10, x * 10 + 100)) }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 1), .next(210, 10), .next(210, 101), .next(210, 110),
                .next(220, 2), .next(220, 20), .next(220, 102), .next(220, 120),
                .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testASynchronousSourceBeforeAColdOneEndsAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.concat(Observable.of(1, 2), xs.asObservable()) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testZipOfASynchronousSourceAndAHotOneCompletesWithTheHotOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 10), .next(220, 20), .completed(230)])
        let res = scheduler.start { Observable.zip(Observable.of(1, 2, 3), ys.asObservable()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 22), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }
}
