import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class StartWithTests: RheoTestCase {
    func testSendsTheElementsThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.startWith(-1, 0) }
        XCTAssertEqual(res.events, [.next(200, -1), .next(200, 0), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testChainedCallsSendTheLastCallsElementsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 9), .completed(300)])
        let res = scheduler.start { xs.startWith(1).startWith(2, 3) }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(200, 1), .next(220, 9), .completed(300)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(1), Int.self)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 250) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposedPartWaySubscribesAndReleasesTheSourceAsRxSwift() {
        // RxSwift's StartWith.run sends every element and then subscribes the source,
        // whatever happened meanwhile; `take` drops what follows its end, and the source,
        // subscribed into a disposed subscription, is released at once.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start { xs.startWith(1, 2, 3).take(2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testNothingReachesAnObserverAfterItsSubscriptionEnded() {
        var received: [Int] = []
        var completions = 0
        _ = Observable.just(9).startWith(0, 1, 5).take(2).subscribe(
            onNext: { received.append($0) }, onCompleted: { completions += 1 })
        XCTAssertEqual(received, [0, 1])
        XCTAssertEqual(completions, 1)
    }
}
