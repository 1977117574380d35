import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The scenarios are shared with `SkipUntilTests` (`UntilTestSupport.swift`); each test
/// states what `take(until:)` makes of its scenario.
final class TakeUntilTests: RheoTestCase {
    func testTheOthersFirstElementCompletesAndDisposesBoth() {
        checkUntil(
            .take, xs: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)],
            ys: [.next(150, "x"), .next(225, "y"), .next(235, "z"), .completed(300)],
            events: [.next(210, 2), .next(220, 3), .completed(225)],
            xsSubscriptions: [Subscription(200, 225)], ysSubscriptions: [Subscription(200, 225)])
    }

    func testTheOtherCompletingWithoutElementsChangesNothing() {
        checkUntil(
            .take, xs: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)], ys: [.completed(215, Int.self)],
            events: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
            xsSubscriptions: [Subscription(200, 250)], ysSubscriptions: [Subscription(200, 215)])
    }

    func testTheSourcesCompletionPassesAndDisposesTheOther() {
        checkUntil(
            .take, xs: [.next(210, 2), .completed(220)], ys: [.next(250, 1)],
            events: [.next(210, 2), .completed(220)], ysSubscriptions: [Subscription(200, 220)])
    }

    func testAnErrorFromEitherPassesAndDisposesBoth() {
        checkUntil(
            .take, xs: [.next(210, 2), .next(230, 3)], ys: [.error(220, TestError(1), Int.self)],
            events: [.next(210, 2), .error(220, TestError(1))],
            xsSubscriptions: [Subscription(200, 220)], ysSubscriptions: [Subscription(200, 220)])
        checkUntil(
            .take, xs: [.next(210, 2), .error(220, TestError(2))], ys: [.next(250, 1)],
            events: [.next(210, 2), .error(220, TestError(2))], ysSubscriptions: [Subscription(200, 220)])
    }

    func testDisposalMidWayDisposesBoth() {
        checkUntil(
            .take, xs: [.next(210, 2), .next(230, 3)], ys: [.next(250, 1)], disposed: 220,
            events: [.next(210, 2)],
            xsSubscriptions: [Subscription(200, 220)], ysSubscriptions: [Subscription(200, 220)])
    }

    func testAnOtherThatFiresWhileSubscribedSubscribesAndDisposesTheSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start { xs.take(until: Observable.just(())) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testTheOtherFiringFromAnotherThreadNeverOverlapsADelivery() {
        checkTheOtherFiringFromAnotherThreadNeverOverlapsADelivery(.take, lastElement: -1) { observer in
            // A prefix of the source's elements, then the completion; -1 comes too late.
            XCTAssertEqual(observer.terminals.count, 1)
            XCTAssertEqual(observer.elements, Array(0..<observer.elements.count))
        }
    }
}
