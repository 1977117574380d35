import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ObservableTypePrimitiveSequenceTests: RheoTestCase {
    func testAsSingleHoldsTheElementUntilCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleOfNoElementFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
    }

    func testAsSingleOfTwoElementsFailsAtTheSecondAndDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        XCTAssertEqual(scheduler.start { xs.asSingle() }.events, [.error(230, TestError(1))])
    }

    func testAsSingleSubscribeSeesOneOutcome() {
        var outcomes: [String] = []
        for source in [Observable<Int>.empty(), .just(1), .of(1, 2), .error(TestError(1))] {
            _ = source.asSingle().subscribe { result in
                switch result {
                case .success(let element): outcomes.append("success \(element)")
                case .failure(let error): outcomes.append("\(error)")
                }
            }
        }
        XCTAssertEqual(
            outcomes, ["\(RxError.noElements)", "success 1", "\(RxError.moreThanOneElement)", "\(TestError(1))"])
    }

    func testAsMaybe() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(s().start { Observable<Int>.empty().asMaybe() }.events, [.completed(200)])
        XCTAssertEqual(s().start { Observable.just(1).asMaybe() }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(s().start { Observable.of(1, 2).asMaybe() }.events, [.error(200, RxError.moreThanOneElement)])
    }

    func testIgnoreElementsAsCompletable() {
        // RxSwift's spelling for a sequence with elements: `asCompletable()` itself is
        // only on `Never` elements.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.ignoreElements().asCompletable() }.events, [.completed(250, Never.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Observable<Int>.error(TestError(2)).ignoreElements().asCompletable()
            }
            .events,
            [.error(200, TestError(2), Never.self)])
    }

    func testAsCompletableInfersNeverForAnUntypedTestObservable() {
        // The element type is inferred as `Never` from the `where Element == Never`
        // constraint, as with RxSwift: no `Never.self` in the recorded events.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { scheduler.createColdObservable([.completed(20)]).asCompletable() }
        XCTAssertEqual(res.events, [.completed(220, Never.self)])

        let failing = TestScheduler(initialClock: 0)
        let failed = failing.start { failing.createColdObservable([.error(30, TestError(3))]).asCompletable() }
        XCTAssertEqual(failed.events, [.error(230, TestError(3), Never.self)])
    }

    func testFirstTakesTheFirstElementAndDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(210, Optional(1)), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFirstOfEmptyIsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        XCTAssertEqual(scheduler.start { xs.first() }.events, [.next(250, Int?.none), .completed(250)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable<Int>.error(TestError(3)).first() }.events,
            [.error(200, TestError(3))])
    }

    func testDisposingInsideTheSuccessHandler() {
        var disposed = 0
        let subject = PublishSubject<Int>()
        let source = subject.do(onDispose: { disposed += 1 })
        var subscription: Disposable?
        var results: [Int?] = []
        subscription = source.first().subscribe(onSuccess: { element in
            results.append(element)
            subscription?.dispose()
        })
        subject.onNext(5)
        subject.onNext(6)
        XCTAssertEqual(results, [5])
        XCTAssertEqual(disposed, 1)
        subscription = nil
    }
}
