import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class DebounceTests: RheoTestCase {
    func testEveryElementPassesWhenTheSourceIsSlowEnough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5),
            .next(400, 6), .next(450, 7), .next(500, 8), .completed(550),
        ])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8),
                .completed(550),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testAnElementWithinDueTimeReplacesTheWaitingOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(230, 3), .next(260, 4), .next(300, 5), .next(320, 6), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(280, 4), .next(340, 6), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testCompletionSendsTheWaitingElementFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidWayCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 215) { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testZeroDueTimeSendsEachElementAtTheNextStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(230)])
    }

    func testNeverDueTimeSendsTheLastElementAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 2), .completed(300)])
    }

    /// As in RxSwift, a negative due time acts as zero (reported, not an error).
    func testNegativeDueTimeActsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var events: [Recorded<Event<Int>>] = []
        let messages = captureArgumentOutOfRangeMessages {
            events = scheduler.start { xs.debounce(.seconds(-1), scheduler: scheduler) }.events
        }
        XCTAssertEqual(events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "debounce(.seconds(-1))", "as zero")
    }

    func testRealThreadsKeepOrderAndTheLastElement() {
        for _ in 0..<5 {
            let scheduler = SerialScheduler()
            let done = DispatchSemaphore(value: 0)
            let recorder = RecordingObserver<Int>()
            let reports = captureContractViolations {
                let subscription = threadedRange(20_000)
                    .debounce(.microseconds(20), scheduler: scheduler)
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
            assertOrderedSubsequence(recorder, first: nil, last: 19_999)
        }
    }
}
