import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class DoTests: RheoTestCase {
    private func loggingDo(_ source: Observable<Int>, _ log: Collected<String>) -> Observable<Int> {
        source.do(
            onNext: { log.append("onNext \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onError: { log.append("onError \($0)") },
            afterError: { log.append("afterError \($0)") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
    }

    func testHandlersRunAroundEachEventInOrder() {
        let log = Collected<String>()
        let subscription = loggingDo(Observable.of(1, 2), log)
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        // As in RxSwift: `of` sends from the trampoline, after the source's `subscribe` has
        // returned; `do` disposes itself after `afterCompleted`.
        XCTAssertEqual(
            log.values,
            [
                "onSubscribe", "onSubscribed",
                "onNext 1", "next 1", "afterNext 1",
                "onNext 2", "next 2", "afterNext 2",
                "onCompleted", "completed", "afterCompleted",
                "onDispose",
            ])
        subscription.dispose()
        XCTAssertEqual(log.values.count, 12, "onDispose runs once")
    }

    func testASourceEndingDuringSubscribeIsDisposedAfterOnSubscribed() {
        let log = Collected<String>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = loggingDo(source, log)
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        // As in RxSwift, a sequence that ends during `subscribe` is disposed after
        // `onSubscribed`.
        XCTAssertEqual(
            log.values,
            [
                "onSubscribe", "onNext 1", "next 1", "afterNext 1", "onCompleted", "completed", "afterCompleted",
                "onSubscribed", "onDispose",
            ])
        subscription.dispose()
        XCTAssertEqual(log.values.count, 9, "onDispose runs once")
    }

    func testOnDisposeFollowsTheTerminalHandlersOnVirtualTime() {
        for fails in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let log = Collected<String>()
            let xs = scheduler.createColdObservable(
                [.next(10, 1), fails ? .error(20, TestError(7)) : .completed(20)])
            let res = scheduler.start { self.loggingDo(xs.asObservable(), log) }
            XCTAssertEqual(res.events, [.next(210, 1), fails ? .error(220, TestError(7)) : .completed(220)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            let terminal =
                fails ? ["onError \(TestError(7))", "afterError \(TestError(7))"] : ["onCompleted", "afterCompleted"]
            XCTAssertEqual(
                log.values, ["onSubscribe", "onSubscribed", "onNext 1", "afterNext 1"] + terminal + ["onDispose"])
        }
    }

    func testErrorHandlersRunAroundTheError() {
        let log = Collected<String>()
        _ = Observable<Int>.error(TestError(1))
            .do(onError: { log.append("onError \($0)") }, afterError: { log.append("afterError \($0)") })
            .subscribe(onError: { log.append("error \($0)") })
        XCTAssertEqual(
            log.values, ["onError TestError(id: 1)", "error TestError(id: 1)", "afterError TestError(id: 1)"])
    }

    func testMarblesPassUnchangedAndDisposalIsReportedWhenItHappens() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        var seen: [Int] = []
        var subscribedAt: [TestTime] = []
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            xs.do(
                onNext: { seen.append($0) },
                onSubscribed: { subscribedAt.append(scheduler.clock) },
                onDispose: { disposedAt.append(scheduler.clock) }
            )
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(subscribedAt, [200])
        XCTAssertEqual(disposedAt, [300])
    }

    func testDisposingMidWayRunsOnDisposeAfterTheSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        var disposedAt: [TestTime] = []
        var sourceSubscriptionsAtDispose: [Subscription] = []
        let res = scheduler.start(disposed: 250) {
            xs.do(onDispose: {
                disposedAt.append(scheduler.clock)
                sourceSubscriptionsAtDispose = xs.subscriptions
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposedAt, [250])
        XCTAssertEqual(sourceSubscriptionsAtDispose, [Subscription(200, 250)])
    }

    func testThrowingOnNextFailsInsteadOfTheElementAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw TestError(2) } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAfterNextFailsAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 2 { throw TestError(2) } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(220, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingOnErrorAndOnCompletedReplaceTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        var afterErrorCalls = 0
        let res = scheduler.start {
            xs.do(onError: { _ in throw TestError(9) }, afterError: { _ in afterErrorCalls += 1 })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(9))])
        XCTAssertEqual(afterErrorCalls, 0)

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(220)])
        let res2 = scheduler2.start {
            ys.do(onCompleted: { throw TestError(8) })
        }
        XCTAssertEqual(res2.events, [.next(210, 1), .error(220, TestError(8))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAfterTheTerminalEventGoesToTheDefaultErrorHandler() {
        let recorder = RecordingObserver<Int>()
        let errors = captureUnhandledErrors {
            _ = Observable.just(1).do(afterCompleted: { throw TestError(6) }).subscribe(recorder)
            _ = Observable<Int>.error(TestError(1)).do(afterError: { _ in throw TestError(7) }).subscribe { _ in }
        }
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(6), TestError(7)])
    }

    func testEachSubscriptionRunsTheSubscriptionHandlers() {
        let log = Collected<String>()
        let source = Observable<Int>.never().do(
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        let first = source.subscribe()
        let second = source.subscribe()
        XCTAssertEqual(log.values, ["onSubscribe", "onSubscribed", "onSubscribe", "onSubscribed"])
        first.dispose()
        second.dispose()
        second.dispose()
        XCTAssertEqual(log.values.suffix(2), ["onDispose", "onDispose"])
        XCTAssertEqual(log.values.count, 6)
    }

    func testDisposingInsideOnNextHandlerStopsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let box = SubscriptionBox()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            box.subscription = xs.do(onNext: { if $0 == 2 { box.dispose() } }).subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        box.subscription = nil
    }

    func testDisposingInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var afterNext: [Int] = []
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 2 }) {
            xs.do(afterNext: { afterNext.append($0) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        // RxSwift runs afterNext after the element was passed on, even if the observer
        // disposed the subscription meanwhile.
        XCTAssertEqual(afterNext, [1, 2])
    }

    /// A custom `ObservableType` that breaks the grammar: events after its completion.
    private struct GrammarBreakingSource: ObservableType {
        typealias Element = Int

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            observer.on(.next(1))
            observer.on(.completed)
            observer.on(.next(2))
            observer.on(.error(RxError.unknown))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    func testHandlersOfACustomSourceThatBreaksTheGrammarRunForTheEventsBeforeItsEnd() {
        // RxSwift wraps a custom ObservableType in `create` (ObservableType.asObservable()),
        // whose sink drops everything after the first terminal event, so `do` never sees
        // those events there either.
        var log: [String] = []
        _ = GrammarBreakingSource()
            .do(
                onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") }
            )
            .subscribe()
        XCTAssertEqual(log, ["onNext 1", "afterNext 1", "onCompleted", "afterCompleted"])
    }
}
