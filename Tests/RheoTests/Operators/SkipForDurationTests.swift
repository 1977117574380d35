import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SkipForDurationTests: RheoTestCase {
    func testDropsElementsUntilTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(for: .seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAnElementAtTheVeryEndOfTheDurationIsDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(for: .seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    func testZeroDurationDropsNothingLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorPassesEvenWhileDropping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 0), .error(210, TestError(1))])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSilentSourceSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(280, 3), .completed(300)])
        let res = scheduler.start(disposed: 270) { xs.skip(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testNeverDurationDropsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(900, 2), .completed(950)])
        let res = scheduler.start { xs.skip(for: .never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(950)])
    }

    /// As in RxSwift, a negative duration acts as zero (reported, not an error).
    func testNegativeDurationActsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var events: [Recorded<Event<Int>>] = []
        let messages = captureArgumentOutOfRangeMessages {
            events = scheduler.start { xs.skip(for: .nanoseconds(-1), scheduler: scheduler) }.events
        }
        XCTAssertEqual(events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "skip(for: .nanoseconds(-1))", "as zero")
    }

    func testRxSwiftSpellingDropsElementsUntilTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTheThreeSkipSpellingsResolveWithoutAmbiguity() {
        // `skip(_ count:)`, `skip(_ duration:scheduler:)` and Rheo's `skip(for:scheduler:)`
        // side by side: each call picks its own overload, shown by the different results.
        func run(
            _ make: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Int>
        ) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
            ])
            return scheduler.start { make(xs, scheduler) }.events
        }
        XCTAssertEqual(run { xs, _ in xs.skip(3) }, [.next(240, 4), .completed(250)])
        XCTAssertEqual(
            run { xs, s in xs.skip(.seconds(15), scheduler: s) },
            [.next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(
            run { xs, s in xs.skip(for: .seconds(25), scheduler: s) }, [.next(230, 3), .next(240, 4), .completed(250)])
    }

    func testRxSwiftSpellingNegativeDurationNamesThatSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var events: [Recorded<Event<Int>>] = []
        let messages = captureArgumentOutOfRangeMessages {
            events = scheduler.start { xs.skip(.nanoseconds(-1), scheduler: scheduler) }.events
        }
        XCTAssertEqual(events, [.next(210, 1)])
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "skip(.nanoseconds(-1), scheduler:)")
    }
}
