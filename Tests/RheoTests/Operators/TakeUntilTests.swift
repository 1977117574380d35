import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TakeUntilTests: RheoTestCase {
    func testTheOthersFirstElementCompletesAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let ys = scheduler.createHotObservable([.next(150, "x"), .next(225, "y"), .next(235, "z"), .completed(300)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testTheOtherCompletingWithoutElementsChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let ys = scheduler.createHotObservable([.completed(215, Int.self)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testTheSourcesCompletionPassesAndDisposesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let ys = scheduler.createHotObservable([.next(250, 1)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testAnErrorFromEitherPassesAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.error(220, TestError(1), Int.self)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(210, 2), .error(220, TestError(2))])
        let ys2 = scheduler2.createHotObservable([.next(250, 1)])
        let res2 = scheduler2.start { xs2.take(until: ys2) }
        XCTAssertEqual(res2.events, [.next(210, 2), .error(220, TestError(2))])
        XCTAssertEqual(ys2.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalMidWayDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(250, 1)])
        let res = scheduler.start(disposed: 220) { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testAnOtherThatFiresWhileSubscribedSubscribesAndDisposesTheSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start { xs.take(until: Observable.just(())) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testTheOtherFiringFromAnotherThreadNeverOverlapsADelivery() {
        for _ in 0..<20 * stressScale {
            let xs = ThreadedSource<Int>()
            let ys = ThreadedSource<Int>()
            let observer = CheckingObserver<Int>()
            let reports = captureContractViolations {
                // Everything that touches the sources runs under the watchdog: after a
                // deadlock, the stuck threads hold their locks forever.
                runFailingOnDeadlock {
                    let subscription = xs.observable.take(until: ys.observable).subscribe(observer)
                    raceThreads(2) { thread in
                        if thread == 0 {
                            for index in 0..<1_000 { xs.send(index) }
                        } else {
                            ys.send(0)
                        }
                    }
                    xs.send(-1)
                    subscription.dispose()
                }
            }
            XCTAssertEqual(reports.count, 0, "\(reports.prefix(1))")
            XCTAssertEqual(observer.concurrentDeliveries, 0)
            XCTAssertEqual(observer.grammarViolations, 0)
            XCTAssertEqual(observer.terminals.count, 1)
            XCTAssertEqual(observer.elements, Array(0..<observer.elements.count))
        }
    }
}
