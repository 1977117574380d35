import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SwitchIfEmptyTests: RheoTestCase {
    private func makeOther(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
    }

    func testNonEmptySourceNeverSubscribesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let other = makeOther(scheduler)
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testEmptySourceSwitchesToOtherWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = makeOther(scheduler)
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 7), .next(230, 8), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 240)])
    }

    func testSourceErrorEndsWithoutSubscribingOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, TestError(1), Int.self)])
        let other = makeOther(scheduler)
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testOtherErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 7), .error(20, TestError(2))])
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 7), .error(230, TestError(2))])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 230)])
    }

    func testSilentSourceKeepsWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let other = makeOther(scheduler)
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testDisposingWhileOnOtherDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = makeOther(scheduler)
        let res = scheduler.start(disposed: 225) { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 7)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 225)])
    }

    func testEachSubscriptionDecidesForItself() {
        var count = 0
        let source = Observable<Int>.deferred {
            count += 1
            return count == 1 ? .just(1) : .empty()
        }.ifEmpty(switchTo: .just(0))
        var results: [Int] = []
        _ = source.subscribe(onNext: { results.append($0) })
        _ = source.subscribe(onNext: { results.append($0) })
        XCTAssertEqual(results, [1, 0])
    }
}
