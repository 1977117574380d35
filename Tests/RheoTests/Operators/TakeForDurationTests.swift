import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TakeForDurationTests: RheoTestCase {
    func testCompletesWhenTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testSourceCompletingFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0), .error(210, TestError(1))])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSilentSourceCompletesOnTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testZeroDurationCompletesAtTheNextStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testNeverDurationPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(900, 2), .completed(950)])
        let res = scheduler.start { xs.take(for: .never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(900, 2), .completed(950)])
    }

    /// As in RxSwift, a negative duration acts as zero (reported, not an error): the
    /// sequence completes one tick after subscription.
    func testNegativeDurationActsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var events: [Recorded<Event<Int>>] = []
        let messages = captureArgumentOutOfRangeMessages {
            events = scheduler.start { xs.take(for: .seconds(-5), scheduler: scheduler) }.events
        }
        XCTAssertEqual(events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "take(for: .seconds(-5))", "as zero")
    }

    func testTheCompletionNeverOverlapsAnElementOnRealThreads() {
        for _ in 0..<20 {
            let scheduler = SerialScheduler()
            let done = DispatchSemaphore(value: 0)
            let recorder = RecordingObserver<Int>()
            let reports = captureContractViolations {
                let subscription = threadedRange(1_000_000)
                    .take(for: .microseconds(200), scheduler: scheduler)
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
            XCTAssertEqual(recorder.grammarViolations, [])
            XCTAssertEqual(recorder.elements, Array(0..<recorder.elements.count))
        }
    }
}
