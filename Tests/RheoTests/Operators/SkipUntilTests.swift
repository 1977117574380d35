import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SkipUntilTests: RheoTestCase {
    func testPassesTheSourceFromTheOthersFirstElementOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let ys = scheduler.createHotObservable([.next(150, "x"), .next(225, "y"), .next(235, "z"), .completed(300)])
        let res = scheduler.start { xs.skip(until: ys) }
        XCTAssertEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testTheSourceCompletingBeforeTheGateOpensEndsWithoutAnEventAsInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(300, "y")])
        let res = scheduler.start { xs.skip(until: ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testTheOtherCompletingWithoutElementsKeepsTheGateClosed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { xs.skip(until: ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testAnErrorFromEitherPassesAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.error(220, TestError(1), Int.self)])
        let res = scheduler.start { xs.skip(until: ys) }
        XCTAssertEqual(res.events, [.error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(210, 2), .error(220, TestError(2))])
        let ys2 = scheduler2.createHotObservable([.next(250, 1)])
        let res2 = scheduler2.start { xs2.skip(until: ys2) }
        XCTAssertEqual(res2.events, [.error(220, TestError(2))])
        XCTAssertEqual(ys2.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalMidWayDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .next(250, 4)])
        let ys = scheduler.createHotObservable([.next(220, 1)])
        let res = scheduler.start(disposed: 240) { xs.skip(until: ys) }
        XCTAssertEqual(res.events, [.next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testASourceFailingWhileSubscribedSubscribesAndDisposesTheOtherAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable<Int>.error(TestError(3)).skip(until: ys) }
        XCTAssertEqual(res.events, [.error(200, TestError(3))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func testTheGateOpeningFromAnotherThreadNeverOverlapsADelivery() {
        for _ in 0..<20 * stressScale {
            let xs = ThreadedSource<Int>()
            let ys = ThreadedSource<Int>()
            let observer = CheckingObserver<Int>()
            let reports = captureContractViolations {
                // Everything that touches the sources runs under the watchdog: after a
                // deadlock, the stuck threads hold their locks forever.
                runFailingOnDeadlock {
                    let subscription = xs.observable.skip(until: ys.observable).subscribe(observer)
                    raceThreads(2) { thread in
                        if thread == 0 {
                            for index in 0..<1_000 { xs.send(index) }
                        } else {
                            ys.send(0)
                        }
                    }
                    xs.send(1_000)
                    subscription.dispose()
                }
            }
            XCTAssertEqual(reports.count, 0, "\(reports.prefix(1))")
            XCTAssertEqual(observer.concurrentDeliveries, 0)
            XCTAssertEqual(observer.grammarViolations, 0)
            let elements = observer.elements
            XCTAssertEqual(elements.last, 1_000)
            XCTAssertEqual(elements, Array((1_001 - elements.count)...1_000))
        }
    }
}
