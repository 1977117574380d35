import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// `multicast(_:selector:)`: a subject per subscription, shared inside the selector.
final class MulticastSelectorTests: RheoTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .completed(300),
        ])
    }

    func testSendsWhatTheSelectorBuilds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(240, 20), .next(270, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheSelectorsSubscriptionsShareOneSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { Observable.merge($0, $0.map { -$0 }) })
        }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 1), .next(210, -1), .next(240, 2), .next(240, -2), .next(270, 3), .next(270, -3),
                .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachSubscriptionGetsItsOwnSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var made = 0
        let shared = xs.multicast(
            { () -> ReplaySubject<Int> in
                made += 1
                return ReplaySubject.create(bufferSize: 1)
            }, selector: { $0 })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(250) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(made, 2)
        XCTAssertEqual(first.events, [.next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
        XCTAssertEqual(second.events, [.next(270, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(250, 300)])
    }

    func testEndingTheResultDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { $0.take(2) }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDisposingDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 250) {
            xs.multicast({ PublishSubject<Int>() }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testThrowingSubjectSelectorFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw TestError(1) }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testThrowingSelectorFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.multicast(
                { PublishSubject<Int>() },
                selector: { (_: Observable<Int>) throws -> Observable<Int> in throw TestError(2) })
        }
        XCTAssertEqual(res.events, [.error(200, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
