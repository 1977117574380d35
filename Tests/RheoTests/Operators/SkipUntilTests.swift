import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The scenarios are shared with `TakeUntilTests` (`UntilTestSupport.swift`); each test
/// states what `skip(until:)` makes of its scenario.
final class SkipUntilTests: RheoTestCase {
    func testPassesTheSourceFromTheOthersFirstElementOn() {
        checkUntil(
            .skip, xs: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)],
            ys: [.next(150, "x"), .next(225, "y"), .next(235, "z"), .completed(300)],
            events: [.next(230, 4), .next(240, 5), .completed(250)],
            xsSubscriptions: [Subscription(200, 250)], ysSubscriptions: [Subscription(200, 225)])
    }

    func testTheSourceCompletingBeforeTheGateOpensEndsWithoutAnEventAsInRxSwift() {
        checkUntil(
            .skip, xs: [.next(210, 2), .next(220, 3), .completed(250)], ys: [.next(300, "y")], events: [],
            xsSubscriptions: [Subscription(200, 250)], ysSubscriptions: [Subscription(200, 250)])
    }

    func testTheOtherCompletingWithoutElementsKeepsTheGateClosed() {
        checkUntil(
            .skip, xs: [.next(210, 2), .next(230, 3)], ys: [.completed(220, Int.self)], events: [],
            xsSubscriptions: [Subscription(200, 1000)], ysSubscriptions: [Subscription(200, 220)])
    }

    func testAnErrorFromEitherPassesAndDisposesBoth() {
        checkUntil(
            .skip, xs: [.next(210, 2), .next(230, 3)], ys: [.error(220, TestError(1), Int.self)],
            events: [.error(220, TestError(1))],
            xsSubscriptions: [Subscription(200, 220)], ysSubscriptions: [Subscription(200, 220)])
        checkUntil(
            .skip, xs: [.next(210, 2), .error(220, TestError(2))], ys: [.next(250, 1)],
            events: [.error(220, TestError(2))], ysSubscriptions: [Subscription(200, 220)])
    }

    func testDisposalMidWayDisposesBoth() {
        checkUntil(
            .skip, xs: [.next(210, 2), .next(230, 3), .next(250, 4)], ys: [.next(220, 1)], disposed: 240,
            events: [.next(230, 3)],
            xsSubscriptions: [Subscription(200, 240)], ysSubscriptions: [Subscription(200, 220)])
    }

    func testASourceFailingWhileSubscribedSubscribesAndDisposesTheOtherAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable<Int>.error(TestError(3)).skip(until: ys) }
        XCTAssertEqual(res.events, [.error(200, TestError(3))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func testTheGateOpeningFromAnotherThreadNeverOverlapsADelivery() {
        checkTheOtherFiringFromAnotherThreadNeverOverlapsADelivery(.skip, lastElement: 1_000) { observer in
            // A suffix of the source's elements, ending with the last.
            let elements = observer.elements
            XCTAssertEqual(elements.last, 1_000)
            // `suffix` keeps the comparison a failure, not a trap, if more elements came.
            XCTAssertEqual(elements, Array((0...1_000).suffix(elements.count)))
        }
    }
}
