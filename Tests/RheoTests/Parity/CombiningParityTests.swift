import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Combining and flattening operators against RxSwift 6 (RxSwift/Observables/Merge.swift,
/// Switch.swift, CombineLatest*.swift, WithLatestFrom.swift, StartWith.swift, Amb.swift,
/// TakeWithPredicate.swift / TakeUntil, SkipUntil.swift, SwitchIfEmpty.swift,
/// DefaultIfEmpty.swift): terminal-event times, when each source is subscribed and
/// disposed, and errors thrown by selectors, on virtual time.
final class CombiningParityTests: RheoTestCase {
    // MARK: merge

    func testMergeCompletesWithTheLastSourceAndDisposesEachAtItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testMergeFailsAtOnceAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testMergeMaxConcurrentSubscribesAQueuedSourceWhenOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(220, b.asObservable()), .completed(230),
        ])
        let res = scheduler.start { outer.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(245, 2), .completed(250)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(240, 250)])
    }

    func testMergeOfAnOuterThatCompletesFirstWaitsForTheInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let outer = scheduler.createHotObservable([.next(210, a.asObservable()), .completed(220)])
        let res = scheduler.start { outer.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(310)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 310)])
    }

    func testDisposingDuringAnElementOfMergeDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .completed(300)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = Observable.merge(xs.asObservable(), ys.asObservable()).subscribe { event in
                observer.on(event)
                if case .next(10) = event {
                    subscription?.dispose()
                }
            }
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(215, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    // MARK: flatMap, flatMapFirst, flatMapLatest, switchLatest

    func testFlatMapSelectorThrowingFailsAtItsElementAndDisposesTheInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 7)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                if value == 2 {
                    throw TestError(2)
                }
                return inner.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(215, 7), .error(220, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapFirstDropsElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(220, b.asObservable()), .next(250, c.asObservable()),
            .completed(300),
        ])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 3), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(b.subscriptions, [])
        XCTAssertEqual(c.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapLatestDisposesThePreviousInnerAtTheNextElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let b = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(230, b.asObservable()), .completed(240),
        ])
        let res = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testFlatMapLatestSelectorThrowingFailsAtItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMapLatest { value -> Observable<Int> in
                if value == 2 {
                    throw TestError(2)
                }
                return a.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError(2))])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSwitchLatestInnerErrorFailsAndDisposesTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(3))])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable())])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError(3))])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: combineLatest

    func testCombineLatestCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testCombineLatestWithAnEmptySourceCompletesAtTheNextElementOfAnother() {
        // RxSwift's CombineLatestSink.next: an element that forms no result while every
        // other source is done completes the result.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestWithAnEmptySourceWaitsWhileAnotherSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.completed(500, Int.self)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testCombineLatestSelectorThrowingFailsAndDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 3 {
                    throw TestError(3)
                }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 3), .error(230, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestOfEightSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (0..<8).map { i in
            scheduler.createHotObservable([.next(210 + i, i), .completed(300 + i)])
        }
        let res = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(res.events, [.next(217, 28), .completed(307)])
        for (i, source) in s.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300 + i)])
        }
    }

    func testCombineLatestOfAnEmptyCollectionSendsAnEmptyArrayAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first?.time, 200)
        XCTAssertEqual(res.events.first?.value.element, [])
        XCTAssertEqual(res.events.last?.time, 200)
        XCTAssertTrue(res.events.last?.value.isCompleted ?? false)
    }

    // MARK: withLatestFrom, startWith

    func testWithLatestFromKeepsTheSecondsLatestAfterItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(250, 3), .completed(260),
        ])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(240)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(230, "a"), .next(250, "a"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testWithLatestFromSelectorThrowingFailsAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 1)])
        let res = scheduler.start { xs.withLatestFrom(ys) { _, _ -> Int in throw TestError(5) } }
        XCTAssertEqual(res.events, [.error(230, TestError(5))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testStartWithSendsItsElementsThenSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.startWith(-1, 0) }
        XCTAssertEqual(res.events, [.next(200, -1), .next(200, 0), .next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: amb, take(until:), skip(until:)

    func testAmbTheFirstEventDecidesAndDisposesTheLoser() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testAmbOfACollectionDisposesEveryLoser() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1)])
        let ys = scheduler.createHotObservable([.error(210, TestError(1), Int.self)])
        let zs = scheduler.createHotObservable([.next(230, 3)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 210)])
    }

    func testTakeUntilOtherCompletingWithoutAnElementChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilOtherElementCompletesAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 0)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateInclusiveSendsTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let inclusive = scheduler.start { xs.take(until: { $0 == 2 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateExclusiveDropsTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let exclusive = scheduler.start { xs.take(until: { $0 == 2 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilOpensAtTheOthersElementAndDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 0), .next(230, 0)])
        let res = scheduler.start { xs.skip(until: ys) }
        XCTAssertEqual(res.events, [.next(240, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    // MARK: ifEmpty

    func testIfEmptySwitchToSubscribesTheAlternativeAtTheSourcesCompletion() {
        // RxSwift's SwitchIfEmptySink does not dispose the source at its completion, but a
        // testable observable reaches it through `asObservable()` (`Observable.create` in
        // RxSwift), whose sink disposes itself after the completion: the record ends at 220
        // in both libraries.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testIfEmptySwitchToIsNotSubscribedWhenTheSourceSentAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testIfEmptyDefaultSendsTheElementAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(220, 9), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
