import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class WithLatestFromTests: RheoTestCase {
    func testCombinesEachSourceElementWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(230, 3), .next(260, 4), .next(280, 5), .completed(300),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, "a"), .next(220, "b"), .next(250, "c"), .next(255, "d"), .completed(275),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        // 2 comes before the second sent anything; after the second completed, "d" stays.
        XCTAssertEqual(res.events, [.next(230, "3b"), .next(260, "4d"), .next(280, "5d"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 275)])
    }

    func testWithoutASelectorSendsTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(235, "b"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(230, "a"), .next(240, "b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testTheSecondSendingNothingDropsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.completed(215, Int.self)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testAnErrorFromTheSourceEndsBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(240, TestError(1))])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(250, 20)])
        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 12), .error(240, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testAnErrorFromTheSecondEndsBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(240, TestError(2))])
        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 12), .error(240, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testAThrowingSelectorFailsTheSequenceAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(240, 2), .next(250, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> Int in
                if x == 2 { throw TestError(3) }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(230, 11), .error(240, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testDisposalMidWayDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(240, 2), .next(260, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(500)])
        let res = scheduler.start(disposed: 250) { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .next(240, 12)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testTheSecondIsSubscribedFirst() {
        let recorder = RecordingObserver<String>()
        _ = Observable.just(1).withLatestFrom(Observable.just("a")).subscribe(recorder)
        XCTAssertEqual(recorder.elements, ["a"])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTheSecondFailingWhileSubscribedSubscribesAndDisposesTheSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.withLatestFrom(Observable<Int>.error(TestError(4))) }
        XCTAssertEqual(res.events, [.error(200, TestError(4))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    /// Two threads drive the source and the second, half their sends holding a lock the
    /// observer also takes (the lock-inversion pattern), while a third subscribes and
    /// disposes others: no deadlock, no overlapping delivery, exactly one result per source
    /// element, with the second's elements in order.
    func testBothDrivenFromTwoThreadsWhileOthersSubscribeAndDispose() {
        let count = stressIterations(5_000)
        for deliversUnderLock in [false, true] {
            let xs = ThreadedSource<Int>(deliversUnderLock: deliversUnderLock)
            let ys = ThreadedSource<Int>(deliversUnderLock: deliversUnderLock)
            let callerLock = NSRecursiveLock()
            let observer = CheckingObserver<[Int]>(callerLock: callerLock)
            let churn = CheckingObserver<Int>(callerLock: callerLock)
            let reports = captureContractViolations {
                // Everything that touches the sources runs under the watchdog: after a
                // deadlock, the stuck threads hold their locks forever.
                runFailingOnDeadlock {
                    let subscription = xs.observable.withLatestFrom(ys.observable) { [$0, $1] }.subscribe(observer)
                    ys.send(-1)
                    raceThreads(4) { thread in
                        switch thread {
                        case 0:
                            drive(xs, count: count, callerLock: callerLock) { $0 }
                        case 1:
                            drive(ys, count: count, callerLock: callerLock) { $0 }
                        default:
                            for _ in 0..<count / 20 {
                                xs.observable.withLatestFrom(ys.observable).subscribe(churn).dispose()
                            }
                        }
                    }
                    subscription.dispose()
                }
            }
            XCTAssertEqual(reports.count, 0, "\(reports.prefix(1))")
            XCTAssertEqual(observer.concurrentDeliveries, 0)
            XCTAssertEqual(churn.concurrentDeliveries, 0)
            XCTAssertEqual(observer.grammarViolations, 0)
            let results = observer.elements
            XCTAssertEqual(results.count, count)
            XCTAssertTrue(results.map { $0[0] } == Array(0..<count), "source elements lost or out of order")
            XCTAssertTrue(isNonDecreasing(results.map { $0[1] }))
        }
    }
}
