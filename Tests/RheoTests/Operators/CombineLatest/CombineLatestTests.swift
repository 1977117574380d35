import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// What only `combineLatest` does; what it shares with `zip` is in `CombiningSinkTests`.
final class CombineLatestTests: RheoTestCase {
    // Rules cited: CombineLatestStateMachine's.

    func testCombinesOnceBothHaveSentAndCompletesWhenBothHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([
            .next(150, 9), .next(220, 10), .next(230, 20), .next(250, 30), .next(350, 40), .completed(400),
        ])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        // After xs completed, its latest element (4) stays in use.
        XCTAssertEqual(
            res.events,
            [.next(220, 12), .next(230, 22), .next(240, 24), .next(250, 34), .next(350, 44), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testOnlyTheLatestElementBeforeTheFirstResultCounts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(240, 10)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(240, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testASourceCompletedWithoutElementsCompletesOnTheNextElementOfTheLastRunningSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        // Rule 3, second case.
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testASourceCompletedWithoutElementsDoesNotCompleteWhileAnotherRunsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testAnErrorFromEitherSourceEndsEverything() {
        for failing in 0..<2 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(
                failing == 0 ? [.next(210, 1), .error(230, TestError(1))] : [.next(210, 1), .next(240, 2)])
            let ys = scheduler.createHotObservable(
                failing == 1 ? [.next(220, 10), .error(230, TestError(1))] : [.next(220, 10), .next(240, 20)])
            let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
            XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError(1))], "failing \(failing)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        }
    }

    func testAnErrorAfterASourceCompletedStillPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .error(240, TestError(2))])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .error(240, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    // MARK: Collections

    func testACollectionSourceCompletedWithoutElementsEndsOnTheLastRunningSourcesElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.completed(230, Int.self)])
        let zs = scheduler.createHotObservable([.next(240, 100), .next(250, 200)])
        let res = scheduler.start { Observable.combineLatest([xs, ys, zs]) }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }
}
