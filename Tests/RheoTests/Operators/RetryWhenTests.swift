import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class RetryWhenTests: RheoTestCase {
    func testTheTriggersElementsResubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let handlerCalls = Counter()
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<Swift.Error>) -> Observable<Swift.Error> in
                handlerCalls.increment()
                return errors
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .next(270, 1), .next(290, 1)])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 220), Subscription(220, 240), Subscription(240, 260), Subscription(260, 280),
                Subscription(280, 300),
            ])
        XCTAssertEqual(handlerCalls.value, 1)
    }

    func testTheTriggerCanWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<TestError>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 1)])
        // The third attempt would start at 300, but the disposal scheduled for 300 runs first.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
    }

    func testTheTriggersCompletionCompletesAtTheNextFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let res = scheduler.start {
            xs.retry { (errors: Observable<Swift.Error>) in errors.take(2) }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testTheTriggersErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in
                errors.map { error -> Int in
                    throw TestError(error.id + 100)
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(101))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheSourcesCompletionPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry { (errors: Observable<Swift.Error>) in errors } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAnErrorOfAnotherTypeIsPassedOn() {
        struct OtherError: Swift.Error, Equatable {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OtherError())])
        let res = scheduler.start { xs.retry { (errors: Observable<TestError>) in errors } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, OtherError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalMidWayDisposesTheSourceAndTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let trigger = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start(disposed: 250) {
            xs.retry { (_: Observable<Swift.Error>) in trigger }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testTriggerElementsWhileTheSourceRunsAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(50, TestError(1))])
        let trigger = scheduler.createHotObservable([.next(220, 0), .next(260, 0), .completed(400)])
        let res = scheduler.start {
            xs.retry { (_: Observable<Swift.Error>) in trigger }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(260, 310)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 400)])
    }

    // MARK: Bounded stack (docs/Contracts.md rule 3)

    func testASynchronousTriggerAgainstManySynchronousFailuresRunsInConstantStack() {
        let failures = stackDepthCount
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts <= failures {
                observer.onError(TestError(1))
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        _ = source.retry { (errors: Observable<Swift.Error>) in errors }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [failures + 1])
        XCTAssertTrue(completed)
    }
}
