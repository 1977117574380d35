import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ThrottleTests: RheoTestCase {
    func testEveryElementPassesWhenTheSourceIsSlowEnough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .next(270, 4), .next(300, 5), .completed(400),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .next(270, 4), .next(300, 5), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    private func burst(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .next(255, 5), .completed(300),
        ])
    }

    func testLatestSendsTheLastElementOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .next(270, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNotLatestDropsElementsInsideAWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 4), .completed(300)])
    }

    func testCompletionWaitsForTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, TestError(1))])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidWayCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
        let res = scheduler.start(disposed: 225) { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testZeroDueTimeLetsEverythingThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(212)])
        let res = scheduler.start { xs.throttle(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(211, 3), .completed(212)])
    }

    func testNeverDueTimeSendsTheFirstElementThenOnlyTheTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        let res = scheduler.start { xs.throttle(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    }

    /// As in RxSwift, a negative due time acts as zero (reported, not an error): every
    /// element passes at once.
    func testNegativeDueTimeActsAsZero() {
        let negative = TestScheduler(initialClock: 0)
        let xs = burst(negative)
        var events: [Recorded<Event<Int>>] = []
        let messages = captureArgumentOutOfRangeMessages {
            events = negative.start { xs.throttle(.milliseconds(-20), scheduler: negative) }.events
        }
        let zero = TestScheduler(initialClock: 0)
        let ys = burst(zero)
        XCTAssertEqual(events, zero.start { ys.throttle(.milliseconds(0), scheduler: zero) }.events)
        XCTAssertEqual(events.count, ys.recordedEvents.count)
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "throttle(.milliseconds(-20))", "as zero")
    }

    func testRealThreadsKeepOrderAndTheFirstAndLastElements() {
        for latest in [true, false] {
            for _ in 0..<5 {
                let scheduler = SerialScheduler()
                let done = DispatchSemaphore(value: 0)
                let recorder = RecordingObserver<Int>()
                let reports = captureContractViolations {
                    let subscription = threadedRange(20_000)
                        .throttle(.microseconds(20), latest: latest, scheduler: scheduler)
                        .subscribe(
                            onNext: { recorder.on(.next($0)) },
                            onCompleted: {
                                recorder.on(.completed)
                                done.signal()
                            })
                    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
                    subscription.dispose()
                }
                XCTAssertEqual(reports, [])
                if latest {
                    // The last element either passes at once or waits, holding back the completion.
                    assertOrderedSubsequence(recorder, first: 0, last: 19_999)
                } else {
                    XCTAssertEqual(recorder.elements.first, 0)
                    XCTAssertTrue(recorder.isCompleted)
                    XCTAssertEqual(recorder.grammarViolations, [])
                }
            }
        }
    }
}
