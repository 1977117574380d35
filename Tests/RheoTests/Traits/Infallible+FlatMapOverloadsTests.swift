import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The `flatMap` family's RxSwift overloads that return an `Infallible`: on `Infallible`
/// with any inner sequence, and `ObservableType.flatMapLatest` with infallible inners.
final class InfallibleFlatMapOverloadsTests: RheoTestCase {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    }

    func testObservableFlatMapLatestToInfallibleIsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let inner = scheduler.createColdObservable([.next(5, 10), .next(50, 20), .completed(60)])
        let res = scheduler.start { () -> Observable<Int> in
            let switched: Infallible<Int> = xs.asObservable().flatMapLatest { n in
                inner.asInfallible(onErrorJustReturn: -1).map { $0 * n }
            }
            return switched.asObservable()
        }
        XCTAssertEqual(res.events, [.next(215, 10), .next(245, 20), .next(290, 40), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testObservableFlatMapLatestStillGivesAnObservableWhenAsked() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { () -> Observable<Int> in
            xs.flatMapLatest { Infallible.just($0 * 100) }
        }
        XCTAssertEqual(res.events, [.next(210, 100), .next(240, 200), .completed(300)])
    }

    func testSourceErrorOfTheInfallibleOverloadGoesToTheDefaultHandler() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let errors = captureUnhandledErrors {
            let subscription = subject.flatMapLatest { Infallible.just($0) }.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
            subject.onError(TestError(4))
            subscription.dispose()
        }
        XCTAssertEqual(received, [1])
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(4)])
    }

    func testInfallibleFlatMapAcceptsAnyInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { () -> Observable<Int> in
            let merged: Infallible<Int> = xs.asInfallible(onErrorJustReturn: 0).flatMap { Observable.of($0, -$0) }
            return merged.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, -1), .next(240, 2), .next(240, -2), .completed(300)])
    }

    func testInfallibleFlatMapFirstAndLatestAcceptAnyInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let inner = scheduler.createColdObservable([.next(10, 7), .completed(40)])
        let first = scheduler.start { () -> Observable<Int> in
            let result: Infallible<Int> = xs.asInfallible(onErrorJustReturn: 0).flatMapFirst { _ in inner.asSingle() }
            return result.asObservable()
        }
        // The second element (240) arrives while the first inner (210-250) still runs.
        XCTAssertEqual(first.events, [.next(250, 7), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = hot(scheduler2)
        let inner2 = scheduler2.createColdObservable([.next(10, 7), .completed(40)])
        let latest = scheduler2.start { () -> Observable<Int> in
            let result: Infallible<Int> = ys.asInfallible(onErrorJustReturn: 0).flatMapLatest { _ in
                inner2.asObservable()
            }
            return result.asObservable()
        }
        XCTAssertEqual(latest.events, [.next(220, 7), .next(250, 7), .completed(300)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(210, 240), Subscription(240, 280)])
    }

    func testAnInnerErrorInAnInfallibleFlatMapGoesToTheDefaultHandler() {
        var received: [Int] = []
        let errors = captureUnhandledErrors {
            _ = Infallible.of(1, 2).flatMap { n in n == 2 ? Observable<Int>.error(TestError(5)) : .just(n) }
                .subscribe(onNext: { received.append($0) })
        }
        XCTAssertEqual(received, [1])
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(5)])
    }

    func testInfallibleConcatMapAcceptsAnyInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let inner = scheduler.createColdObservable([.next(10, 7), .completed(40)])
        let res = scheduler.start { () -> Observable<Int> in
            let result: Infallible<Int> = xs.asInfallible(onErrorJustReturn: 0).concatMap { _ in inner.asMaybe() }
            return result.asObservable()
        }
        // The second inner waits for the first (210-250), then runs 250-290.
        XCTAssertEqual(res.events, [.next(250, 7), .next(290, 7), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(250, 290)])
    }
}
