import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The order in which operators that move from one source to the next subscribe the next
/// one and dispose the one that ended, and whether sources after a synchronous end are
/// subscribed at all, as RxSwift 6 does it:
///
/// - `concat`, `catch(sequence:)`, `retry` and `retry(when:)` dispose the ended source,
///   then subscribe the next (RxSwift/Observers/TailRecursiveSink.swift, `moveNextCommand`
///   assigns the serial disposable before `subscribeToNext`; RxSwift/Observables/
///   RetryWhen.swift disposes the failed subscription before telling the notifier).
/// - `catch(_:)` subscribes the handler's sequence, then disposes the failed source
///   (RxSwift/Observables/Catch.swift, `CatchSink.on`: `subscription.disposable =
///   catchSequence.subscribe(observer)`).
/// - `combineLatest`, `zip`, `withLatestFrom`, `take(until:)`, `skip(until:)` and `amb`
///   subscribe every source even when the result ended while an earlier one was being
///   subscribed; the later ones are disposed at once (their `run` subscribes all sources
///   unconditionally and the ended sink's disposer disposes them when `run` returns).
final class SubscribeOrderParityTests: RheoTestCase {
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var _entries: [String] = []
        var entries: [String] { lock.withLock { _entries } }
        func add(_ entry: String) { lock.withLock { _entries.append(entry) } }
    }

    private func logged<Element>(_ source: Observable<Element>, _ name: String, _ log: Log) -> Observable<Element> {
        source.do(onSubscribe: { log.add("subscribe \(name)") }, onDispose: { log.add("dispose \(name)") })
    }

    /// A source that fails (or completes) while being subscribed, logging its subscription
    /// and the disposal of the resource it returns.
    private func synchronous(_ name: String, _ log: Log, error: Swift.Error? = nil) -> Observable<Int> {
        Observable<Int>.create { observer in
            log.add("subscribe \(name)")
            if let error {
                observer.onError(error)
            } else {
                observer.onCompleted()
            }
            return Disposables.create { log.add("dispose \(name)") }
        }
    }

    // MARK: Dispose the ended source, then subscribe the next

    func testConcatDisposesTheCompletedSourceBeforeSubscribingTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start {
            self.logged(xs.asObservable(), "A", log).concat(self.logged(ys.asObservable(), "B", log))
        }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(log.entries, ["subscribe A", "dispose A", "subscribe B", "dispose B"])
    }

    func testConcatOfSynchronousSourcesDisposesEachBeforeTheNext() {
        let log = Log()
        let recorder = TestScheduler(initialClock: 0).createObserver(Int.self)
        _ = Observable.concat([synchronous("A", log), synchronous("B", log)]).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.completed(0)])
        XCTAssertEqual(log.entries, ["subscribe A", "dispose A", "subscribe B", "dispose B"])
    }

    func testCatchSequenceDisposesTheFailedSourceBeforeSubscribingTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start {
            Observable.catch(sequence: [
                self.logged(xs.asObservable(), "A", log), self.logged(ys.asObservable(), "B", log),
            ])
        }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(log.entries, ["subscribe A", "dispose A", "subscribe B", "dispose B"])
    }

    func testRetryDisposesTheFailedAttemptBeforeTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        let res = scheduler.start { self.logged(xs.asObservable(), "A", log).retry(2) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
        XCTAssertEqual(log.entries, ["subscribe A", "dispose A", "subscribe A", "dispose A"])
    }

    func testRetryOfASynchronousFailureDisposesEachAttemptBeforeTheNext() {
        let log = Log()
        let recorder = TestScheduler(initialClock: 0).createObserver(Int.self)
        _ = synchronous("A", log, error: TestError(1)).retry(3).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.error(0, TestError(1))])
        XCTAssertEqual(
            log.entries,
            ["subscribe A", "dispose A", "subscribe A", "dispose A", "subscribe A", "dispose A"])
    }

    func testRetryWhenDisposesTheFailedAttemptBeforeTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        let res = scheduler.start {
            self.logged(xs.asObservable(), "A", log).retry { (errors: Observable<TestError>) in errors.take(1) }
        }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
        XCTAssertEqual(log.entries, ["subscribe A", "dispose A", "subscribe A", "dispose A"])
    }

    // MARK: catch subscribes the handler's sequence, then disposes the failed source

    func testCatchSubscribesTheHandlersSequenceBeforeDisposingTheFailedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start {
            self.logged(xs.asObservable(), "A", log).catch { _ in self.logged(ys.asObservable(), "B", log) }
        }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(log.entries, ["subscribe A", "subscribe B", "dispose A", "dispose B"])
    }

    func testCatchOfASynchronousFailureSubscribesTheHandlersSequenceFirst() {
        let log = Log()
        let recorder = TestScheduler(initialClock: 0).createObserver(Int.self)
        _ = synchronous("A", log, error: TestError(1)).catch { _ in self.synchronous("B", log) }.subscribe(recorder)
        XCTAssertEqual(recorder.events, [.completed(0)])
        XCTAssertEqual(log.entries, ["subscribe A", "subscribe B", "dispose B", "dispose A"])
    }

    func testCatchAndReturnSendsTheElementAtTheErrorsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let res = scheduler.start { xs.catchAndReturn(9) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 9), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: Sources after a synchronous end are subscribed, then disposed at once

    func testCombineLatestSubscribesTheLaterSourcesAfterASynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(Observable<Int>.error(TestError(1)), xs, ys) { $0 + $1 + $2 }
        }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func testCombineLatestCollectionSubscribesTheLaterSourcesAfterASynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>.error(TestError(1)), xs.asObservable()])
        }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testZipSubscribesTheLaterSourcesAfterASynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable.zip(Observable<Int>.error(TestError(1)), xs) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testZipCollectionSubscribesTheLaterSourcesAfterASynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable.zip([Observable<Int>.error(TestError(1)), xs.asObservable()]) }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testWithLatestFromSubscribesTheSourceAfterTheSecondFailedSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.withLatestFrom(Observable<Int>.error(TestError(1))) }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testTakeUntilSubscribesTheSourceAfterTheOtherSentSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(until: Observable.just(0)) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testSkipUntilSubscribesTheOtherAfterTheSourceFailedSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable<Int>.error(TestError(1)).skip(until: ys) }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func testAmbSubscribesTheRightSourceAfterTheLeftSentSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable.just(5).amb(xs) }
        XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}
