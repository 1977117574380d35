import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class RetryTests: RheoTestCase {
    func testRetryResubscribesAtEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let res = scheduler.start(disposed: 270) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260), Subscription(260, 270)])
    }

    func testRetryPassesTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryCountPassesTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryCountDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let res = scheduler.start(disposed: 235) { xs.retry(5) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func testRetryStopsWhenTheSourceSucceeds() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 {
                observer.onError(TestError(attempts))
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        _ = source.retry(5).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [3])
        XCTAssertTrue(completed)
        XCTAssertEqual(attempts, 3)
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testNegativeRetryCountIsAnArgumentError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let res = scheduler.start { xs.retry(-1) }
        assertArgumentOutOfRange(res.events, mentioning: "retry(-1)", "must not be negative")
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: Bounded stack (docs/Contracts.md rule 3)

    func testRetryAgainstManySynchronousFailuresRunsInConstantStack() {
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
        _ = source.retry().subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [failures + 1])
        XCTAssertTrue(completed)

        attempts = 0
        var failed: Swift.Error?
        _ = source.retry(failures).subscribe(onError: { failed = $0 })
        XCTAssertEqual(failed as? TestError, TestError(1))
        XCTAssertEqual(attempts, failures)
    }

    /// A source failing on other threads moves the retry loop between threads.
    func testFailuresOnOtherThreads() {
        runFailingOnDeadlock {
            let attempts = Counter()
            let source = Observable<Int>.create { observer in
                attempts.increment()
                let attempt = attempts.value
                Thread.detachNewThread {
                    observer.onNext(attempt)
                    if attempt < 20 {
                        observer.onError(TestError(attempt))
                    } else {
                        observer.onCompleted()
                    }
                }
                return Disposables.create()
            }
            let done = DispatchSemaphore(value: 0)
            let recorder = DeliveryRecorder<Int>()
            let subscription = source.retry().subscribe { event in
                recorder.on(event)
                if event.isStopEvent {
                    done.signal()
                }
            }
            XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
            XCTAssertEqual(recorder.elements, Array(1...20))
            XCTAssertEqual(recorder.overlaps, 0)
            subscription.dispose()
        }
    }

    /// As RxSwift's (`retry` is `catch(sequence:)` of the repeated source there), a
    /// `retry(n)` retried again is walked in place: the attempts are those of the nested
    /// loops, and the stack of iterators is two deep.
    func testARetriedRetryIsWalkedInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(1, 1), .error(2, TestError(1))])
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start { xs.retry(2).retry(3) }
        XCTAssertEqual(maxTailRecursiveSinkStackSize, Resources.isTracking ? 2 : 0)
        XCTAssertEqual(
            res.events,
            [
                .next(201, 1), .next(203, 1), .next(205, 1), .next(207, 1), .next(209, 1), .next(211, 1),
                .error(212, TestError(1)),
            ])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 202), Subscription(202, 204), Subscription(204, 206), Subscription(206, 208),
                Subscription(208, 210), Subscription(210, 212),
            ])
    }
}
