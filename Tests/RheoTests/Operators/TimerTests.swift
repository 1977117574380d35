import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TimerTests: RheoTestCase {
    func testOneShotSendsZeroThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
    }

    func testOneShotWithZeroDueTimeFiresAtTheNextStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testOneShotDisposedBeforeItFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 400) { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testNeverDueTimeSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        let periodic = TestScheduler(initialClock: 0).start {
            Observable<Int>.timer(.never, period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(periodic.events, [])
    }

    func testPeriodicStartsAfterDueTimeThenEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(250, 0), .next(350, 1), .next(450, 2), .next(550, 3),
                .next(650, 4), .next(750, 5), .next(850, 6), .next(950, 7),
            ])
    }

    func testPeriodicDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 400) {
            Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(250, 0), .next(350, 1)])
    }

    func testPeriodicWithNeverPeriodSendsOnceAndDoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(10), period: .never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0)])
    }

    func testDisposingAfterTheFirstElementStopsThePeriodicTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler).take(2)
        }
        XCTAssertEqual(res.events, [.next(250, 0), .next(350, 1), .completed(350)])
    }

    /// As in RxSwift, a negative due time acts as zero (reported, not an error).
    func testNegativeDueTimeActsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Int>>] = []
        let messages = captureArgumentOutOfRangeMessages {
            events = scheduler.start { Observable<Int>.timer(.seconds(-1), scheduler: scheduler) }.events
        }
        XCTAssertEqual(events, [.next(201, 0), .completed(201)])
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "timer(.seconds(-1))", "as zero")
    }

    /// As in RxSwift, a zero period is one tick on `TestScheduler`: each tick schedules the
    /// next for now, which the scheduler moves to the following tick.
    func testZeroPeriodSendsOneElementPerTickAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 215) {
            Observable<Int>.timer(.seconds(10), period: .seconds(0), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(211, 1), .next(212, 2), .next(213, 3), .next(214, 4)])
    }

    /// A negative period would trap in Dispatch's timer on a dispatch scheduler.
    func testNegativePeriodIsAnArgumentError() {
        let scheduler = TestScheduler(initialClock: 0)
        let negative = scheduler.start {
            Observable<Int>.timer(.seconds(1), period: .milliseconds(-5), scheduler: scheduler)
        }
        assertArgumentOutOfRange(
            negative.events, mentioning: "period: .milliseconds(-5)", "period must not be negative")
    }

    func testEachSubscriptionHasItsOwnTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = Observable<Int>.timer(.seconds(100), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(timer.subscribe(first)) }
        scheduler.scheduleAt(250) { subscriptions.append(timer.subscribe(second)) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(300, 0), .completed(300)])
        XCTAssertEqual(second.events, [.next(350, 0), .completed(350)])
        subscriptions.forEach { $0.dispose() }
    }
}
