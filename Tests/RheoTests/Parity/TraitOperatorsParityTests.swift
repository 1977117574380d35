import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Operators of `Infallible`, `Single`, `Maybe` and `Completable` against RxSwift 6 on
/// virtual time. RxSwift builds nearly every trait operator by wrapping the `Observable`
/// operator of the same name around the trait's source
/// (RxSwift/Traits/Infallible/Infallible+Operators.swift,
/// RxSwift/Traits/PrimitiveSequence/Single.swift, Maybe.swift, Completable.swift), so the
/// times and `Subscription` records are those of the wrapped operator; `asSingle` and
/// `asMaybe` send their element at the source's completion (RxSwift/Observables/AsSingle.swift).
final class TraitOperatorsParityTests: RheoTestCase {
    // MARK: Infallible

    func testInfallibleMapFilterCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).map { $0 * 10 }.filter { $0 != 20 }
                .compactMap { $0 > 20 ? $0 : nil }
        }
        XCTAssertEqual(res.events, [.next(230, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testInfallibleFallbackAndRecoverSwitchAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start {
            xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: -1))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 7), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError(5))])
        let res2 = scheduler2.start {
            zs.asInfallible(onErrorRecover: { error in
                .just((error as? TestError)?.id ?? -1)
            })
        }
        XCTAssertEqual(res2.events, [.next(210, 1), .next(220, 5), .completed(220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testInfallibleFlatMapLatestDisposesTheOldInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(260)])
        let inner = scheduler.createColdObservable([.next(10, 100), .next(60, 200), .completed(70)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
                inner.map { $0 + value }.asInfallible(onErrorJustReturn: -1)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 101), .next(260, 102), .next(310, 202), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(250, 320)])
    }

    func testInfallibleConcatMapSubscribesTheNextInnerAtTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(10, 0), .completed(30)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).concatMap { value in
                inner.map { _ in value }.asInfallible(onErrorJustReturn: -1)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .completed(270)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    }

    func testInfallibleScanStartWithAndTake() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).scan(0, accumulator: +).startWith(-1).take(3)
        }
        XCTAssertEqual(res.events, [.next(200, -1), .next(210, 1), .next(220, 3), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testInfallibleTakeAndSkipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let stop = scheduler.createHotObservable([.next(240, 0), .completed(400)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).take(until: stop.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let start = scheduler2.createHotObservable([.next(220, 0), .completed(400)])
        let res2 = scheduler2.start {
            ys.asInfallible(onErrorJustReturn: 0).skip(until: start.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(res2.events, [.next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(start.subscriptions, [Subscription(200, 220)])
    }

    func testInfallibleZipAndCombineLatestArity() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start {
            Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }
        // RxSwift's `ZipObserver` disposes its source's subscription at that source's end.
        XCTAssertEqual(res.events, [.next(220, 11), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let as2 = scheduler2.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let bs2 = scheduler2.createHotObservable([.next(220, 10), .completed(300)])
        let res2 = scheduler2.start {
            Infallible.combineLatest(as2.asInfallible(onErrorJustReturn: 0), bs2.asInfallible(onErrorJustReturn: 0)) {
                $0 + $1
            }
        }
        XCTAssertEqual(res2.events, [.next(220, 11), .next(230, 12), .completed(300)])
    }

    func testInfallibleSubscribeHandlersOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asInfallible(onErrorJustReturn: 0).subscribe(
                onNext: { log.append("next \($0) @\(scheduler.clock)") },
                onCompleted: { log.append("completed @\(scheduler.clock)") },
                onDisposed: { log.append("disposed @\(scheduler.clock)") })
        }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["next 1 @210", "completed @220", "disposed @220"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testInfallibleMergeAndConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 3), .completed(300)])
        let res = scheduler.start {
            Infallible.merge(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let as2 = scheduler2.createColdObservable([.next(10, 1), .completed(20)])
        let bs2 = scheduler2.createColdObservable([.next(5, 2), .completed(10)])
        let res2 = scheduler2.start {
            as2.asInfallible(onErrorJustReturn: 0).concat(bs2.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(res2.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(as2.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(bs2.subscriptions, [Subscription(220, 230)])
    }

    func testInfallibleWithLatestFromAndTakeWhileInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .withLatestFrom(ys.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
                .take(while: { $0 < 23 }, behavior: .inclusive)
        }
        XCTAssertEqual(res.events, [.next(230, 12), .next(250, 23), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testInfallibleShareReplaysToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.asObservable().subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(225) { shared.asObservable().subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(225, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testInfallibleCreateDisposedFromInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let source = Infallible<Int>.create { observer in
            scheduler.scheduleAt(210) {
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
            }
            return Disposables.create { disposedAt.append(scheduler.clock) }
        }
        var seen: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = source.subscribe(onNext: { value in
                seen.append(value)
                subscription?.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(seen, [1])
        XCTAssertEqual(disposedAt, [210])
    }

    /// RxSwift's `just(_:scheduler:)` schedules the element, and from inside that action
    /// schedules the completion (RxSwift/Observables/Just.swift, `JustScheduledSink`); the
    /// test scheduler runs each "now" one tick later. `Single`, `Maybe` and `Infallible`
    /// wrap the same operator.
    func testJustOnASchedulerCompletesOneStepAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable.just(1, scheduler: scheduler) }.events, [.next(201, 1), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Single.just(1, scheduler: scheduler2) }.events, [.next(201, 1), .completed(202)])
        let scheduler3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler3.start { Maybe.just(1, scheduler: scheduler3) }.events, [.next(201, 1), .completed(202)])
        let scheduler4 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler4.start { Infallible.just(1, scheduler: scheduler4) }.events, [.next(201, 1), .completed(202)])
    }

    // MARK: Single

    func testSingleMapThrowingFailsAtTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle().map { _ -> Int in throw TestError(2) } }
        XCTAssertEqual(res.events, [.error(300, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSingleFlatMapSubscribesTheInnerAtTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.asSingle().flatMap { x in ys.map { $0 + x }.asSingle() } }
        XCTAssertEqual(res.events, [.next(320, 6), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 320)])
    }

    func testSingleFlatMapMaybeAndCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.completed(20, Int.self)])
        let res = scheduler.start { xs.asSingle().flatMapMaybe { _ in ys.asMaybe() } }
        XCTAssertEqual(res.events, [.completed(320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 320)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let ws = scheduler2.createColdObservable([.error(20, TestError(3), Never.self)])
        let res2 = scheduler2.start { zs.asSingle().flatMapCompletable { _ in ws.asCompletable() } }
        XCTAssertEqual(res2.events, [.error(320, TestError(3))])
        XCTAssertEqual(ws.subscriptions, [Subscription(300, 320)])
    }

    func testSingleFilterFalseCompletesTheMaybeAtTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle().filter { $0 > 1 } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSingleCatchAndCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError(1), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(10)])
        let res = scheduler.start { xs.asSingle().catch { _ in ys.asSingle() } }
        XCTAssertEqual(res.events, [.next(260, 9), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.error(250, TestError(1), Int.self)])
        let res2 = scheduler2.start { zs.asSingle().catchAndReturn(4) }
        XCTAssertEqual(res2.events, [.next(250, 4), .completed(250)])
    }

    func testSingleRetryResubscribesAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(30, TestError(1), Int.self)])
        let res = scheduler.start { xs.asSingle().retry(3) }
        XCTAssertEqual(res.events, [.error(290, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290)])
    }

    func testSingleRetryWhenNotifierDelaysTheResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(30, TestError(1), Int.self)])
        let res = scheduler.start {
            xs.asSingle().retry { (errors: Observable<TestError>) in
                errors.enumerated().flatMap { index, error -> Observable<Int> in
                    index < 1 ? Observable.just(0).delay(.seconds(5), scheduler: scheduler) : .error(error)
                }
            }
        }
        XCTAssertEqual(res.events, [.error(265, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(235, 265)])
    }

    func testSingleZipOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]) }
        XCTAssertEqual(res.events, [.next(300, [1, 2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.error(230, TestError(1), Int.self)])
        let ws = scheduler2.createHotObservable([.next(220, 2), .completed(300)])
        let res2 = scheduler2.start { Single.zip([ws.asSingle(), zs.asSingle()]) }
        XCTAssertEqual(res2.events, [.error(230, TestError(1))])
        XCTAssertEqual(ws.subscriptions, [Subscription(200, 230)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let res3 = scheduler3.start { Single<Int>.zip([Single<Int>]()) }
        XCTAssertEqual(res3.events, [.next(200, []), .completed(200)])
    }

    func testSingleDoRunsOnSuccessBeforeAndAfterSuccessAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asSingle().do(
                onSuccess: { log.append("onSuccess \($0) @\(scheduler.clock)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onSubscribe: { log.append("subscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose @\(scheduler.clock)") })
        }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(
            log, ["subscribe @200", "subscribed", "onSuccess 1 @300", "afterSuccess 1", "dispose @300"])
    }

    func testSingleAsObservableIsTheSameEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle().asObservable().map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(300, 2), .completed(300)])
    }

    // MARK: Maybe

    func testMaybeMapFlatMapAndIfEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(10)])
        let res = scheduler.start { xs.asMaybe().map { $0 * 2 }.ifEmpty(switchTo: ys.asSingle()) }
        XCTAssertEqual(res.events, [.next(260, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.next(210, 1), .completed(250)])
        let ws = scheduler2.createColdObservable([.next(10, 3), .completed(10)])
        let res2 = scheduler2.start { zs.asMaybe().flatMap { x in ws.map { $0 + x }.asMaybe() } }
        XCTAssertEqual(res2.events, [.next(260, 4), .completed(260)])
        XCTAssertEqual(ws.subscriptions, [Subscription(250, 260)])
    }

    func testMaybeZipOfAnEmptyMaybeCompletesWhenAllHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let ys = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start { Maybe.zip([xs.asMaybe(), ys.asMaybe()]) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testMaybeCatchAndRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(30, TestError(1), Int.self)])
        let ys = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start { xs.asMaybe().retry(2).catch { _ in ys.asMaybe() } }
        XCTAssertEqual(res.events, [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(260, 270)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.error(230, TestError(1), Int.self)])
        let res2 = scheduler2.start { zs.asMaybe().catchAndReturn(8) }
        XCTAssertEqual(res2.events, [.next(230, 8), .completed(230)])
    }

    // MARK: Completable

    func testCompletableZipIsAMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Never.self)])
        let ys = scheduler.createHotObservable([.completed(300, Never.self)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.error(230, TestError(1), Never.self)])
        let ws = scheduler2.createHotObservable([.completed(300, Never.self)])
        let res2 = scheduler2.start { Completable.zip([ws.asCompletable(), zs.asCompletable()]) }
        XCTAssertEqual(res2.events, [.error(230, TestError(1))])
        XCTAssertEqual(ws.subscriptions, [Subscription(200, 230)])

        let scheduler3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler3.start { Completable.zip([Completable]()) }.events, [.completed(200)])
    }

    func testCompletableConcatSubscribesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(20, Never.self)])
        let ys = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { Completable.concat(xs.asCompletable(), ys.asCompletable(), xs.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createColdObservable([.error(20, TestError(1), Never.self)])
        let ws = scheduler2.createColdObservable([.completed(30, Never.self)])
        let res2 = scheduler2.start { zs.asCompletable().concat(ws.asCompletable()) }
        XCTAssertEqual(res2.events, [.error(220, TestError(1))])
        XCTAssertEqual(ws.subscriptions, [])
    }

    func testCompletableAndThenForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(20, Never.self)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createColdObservable([.completed(20, Never.self)])
        let ws = scheduler2.createColdObservable([.completed(30, Int.self)])
        let res2 = scheduler2.start { zs.asCompletable().andThen(ws.asMaybe()) }
        XCTAssertEqual(res2.events, [.completed(250)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let es = scheduler3.createColdObservable([.error(20, TestError(1), Never.self)])
        let ss = scheduler3.createColdObservable([.next(10, 1), .completed(10)])
        let res3 = scheduler3.start { es.asCompletable().andThen(ss.asSingle()) }
        XCTAssertEqual(res3.events, [.error(220, TestError(1))])
        XCTAssertEqual(ss.subscriptions, [])

        let scheduler4 = TestScheduler(initialClock: 0)
        let cs = scheduler4.createColdObservable([.completed(20, Never.self)])
        let ds = scheduler4.createColdObservable([.completed(5, Never.self)])
        let res4 = scheduler4.start { cs.asCompletable().andThen(ds.asCompletable()) }
        XCTAssertEqual(res4.events, [.completed(225)])
        XCTAssertEqual(ds.subscriptions, [Subscription(220, 225)])
    }

    func testCompletableDoAndCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(1), Never.self)])
        var log: [String] = []
        let res = scheduler.start { () -> Completable in
            xs.asCompletable()
                .do(
                    onError: { log.append("onError \(($0 as? TestError)?.id ?? -1) @\(scheduler.clock)") },
                    afterError: { _ in log.append("afterError") },
                    onDispose: { log.append("dispose @\(scheduler.clock)") }
                )
                .catch { _ in Completable.empty() }
        }
        // `catch` replaces its source's subscription (disposing it) while handling the
        // error, so `onDispose` runs before `afterError` (RxSwift/Observables/Catch.swift).
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(log, ["onError 1 @230", "dispose @230", "afterError"])
    }

    /// RxSwift's `Do` sink calls `onCompleted`, forwards, calls `afterCompleted`, then
    /// disposes itself, which runs `onDispose` (RxSwift/Observables/Do.swift).
    func testCompletableDoHandlerOrderForACompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Never.self)])
        var log: [String] = []
        let res = scheduler.start { () -> Completable in
            xs.asCompletable().do(
                onCompleted: { log.append("onCompleted @\(scheduler.clock)") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("subscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose @\(scheduler.clock)") })
        }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(
            log, ["subscribe @200", "subscribed", "onCompleted @230", "afterCompleted", "dispose @230"])
    }

    /// RxSwift's `Maybe.subscribe(onSuccess:onError:onCompleted:onDisposed:)` calls
    /// `onDisposed` right after the outcome's handler (RxSwift/Traits/PrimitiveSequence/Maybe.swift).
    func testMaybeSubscribeHandlersOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.completed(240, Int.self)])
        var log: [String] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.asMaybe().subscribe(
                onSuccess: { log.append("x success \($0) @\(scheduler.clock)") },
                onError: { _ in log.append("x error") },
                onCompleted: { log.append("x completed") },
                onDisposed: { log.append("x disposed @\(scheduler.clock)") }
            ).disposed(by: bag)
            ys.asMaybe().subscribe(
                onSuccess: { log.append("y success \($0)") },
                onError: { _ in log.append("y error") },
                onCompleted: { log.append("y completed @\(scheduler.clock)") },
                onDisposed: { log.append("y disposed @\(scheduler.clock)") }
            ).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(log, ["x success 1 @230", "x disposed @230", "y completed @240", "y disposed @240"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    // MARK: debug, ignoreElements, enumerated, materialize

    func testDebugForwardsEverythingUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(1))])
        let res = scheduler.start { xs.debug("parity", trimOutput: true) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let res2 = scheduler2.start(disposed: 250) { ys.asSingle().debug("parity") }
        XCTAssertEqual(res2.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testIgnoreElementsPassesTheErrorAtItsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [.error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEnumeratedDisposedFromInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .next(230, 7), .completed(300)])
        var seen: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.enumerated().subscribe(onNext: { index, element in
                seen.append("\(index):\(element) @\(scheduler.clock)")
                if index == 1 {
                    subscription?.dispose()
                }
            })
        }
        scheduler.start()
        XCTAssertEqual(seen, ["0:5 @210", "1:6 @220"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMaterializeDisposedFromInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .error(220, TestError(1))])
        var seen: [Recorded<Event<Event<Int>>>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.materialize().subscribe { event in
                seen.append(Recorded(time: scheduler.clock, value: event))
                if case .next(.error) = event {
                    subscription?.dispose()
                }
            }
        }
        scheduler.start()
        XCTAssertEqual(seen, [.next(210, .next(5)), .next(220, .error(TestError(1)))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMaterializeTurnsAnErrorIntoAnElementAndACompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .error(220, TestError(1))])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(5)), .next(220, .error(TestError(1))), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
