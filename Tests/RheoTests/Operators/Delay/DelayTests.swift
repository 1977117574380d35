import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class DelayTests: RheoTestCase {
    func testShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testKeepsTheSpacingOfABurst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(210, 2), .next(215, 3), .next(240, 4), .completed(241),
        ])
        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
        // As in RxSwift, each event has a timer step of its own: 2, due with 1, comes a tick later.
        XCTAssertEqual(res.events, [.next(230, 1), .next(231, 2), .next(235, 3), .next(260, 4), .completed(261)])
    }

    func testErrorJumpsAheadOfWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(350, 3), .error(380, TestError(1))])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .error(380, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 380)])
    }

    func testErrorWithNothingWaitingIsSentAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(400, TestError(2))])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .error(400, TestError(2))])
    }

    func testEmptySourceCompletesLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(350, 3), .next(450, 4), .completed(550)])
        let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDisposedAfterTheSourceCompletedCancelsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(260, 3), .completed(270)])
        let res = scheduler.start(disposed: 355) { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testZeroDelaySendsAtTheNextStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(251, 2), .completed(301)])
    }

    func testNeverDelaySendsOnlyErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(250, 2), .completed(300)])
        let res = scheduler.start { completing.delay(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let failing = other.createHotObservable([.next(250, 2), .error(300, TestError(3))])
        let failed = other.start { failing.delay(.never, scheduler: other) }
        XCTAssertEqual(failed.events, [.error(300, TestError(3))])
    }

    /// As in RxSwift, a negative delay acts as zero (reported, not an error).
    func testNegativeDelayActsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2)])
        var events: [Recorded<Event<Int>>] = []
        let messages = captureArgumentOutOfRangeMessages {
            events = scheduler.start { xs.delay(.seconds(-3), scheduler: scheduler) }.events
        }
        XCTAssertEqual(events, [.next(251, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "delay(.seconds(-3))", "as zero")
    }

    func testDeliversInOrderOnARealScheduler() {
        let scheduler = SerialScheduler()
        let done = DispatchSemaphore(value: 0)
        let recorder = RecordingObserver<Int>()
        let subscription = threadedRange(2_000)
            .delay(.microseconds(50), scheduler: scheduler)
            .subscribe(
                onNext: { recorder.on(.next($0)) },
                onCompleted: {
                    recorder.on(.completed)
                    done.signal()
                })
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(recorder.elements, Array(0..<2_000))
        XCTAssertTrue(recorder.isCompleted)
        subscription.dispose()
    }

    /// On a scheduler of a real queue, one timer step sends every event already due: work
    /// scheduled on the queue from inside the first element runs after the rest of the
    /// run. One timer per event (RxSwift's steps, kept on virtual time) would let it in
    /// right after the first element, since the next event's timer is started later.
    func testARealQueueGetsTheEventsAlreadyDueInOneStep() {
        let target = DispatchQueue(label: "rheo.test.delay.batch.target")
        target.suspend()
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "rheo.test.delay.batch")
        let log = Collected<String>()
        let completed = DispatchSemaphore(value: 0)
        let otherRan = DispatchSemaphore(value: 0)
        let subject = PublishSubject<Int>()
        let subscription = subject.delay(.seconds(0), scheduler: scheduler)
            .subscribe(
                onNext: { value in
                    log.append("\(value)")
                    if value == 1 {
                        _ = scheduler.schedule(()) { _ in
                            log.append("other")
                            otherRan.signal()
                            return Disposables.create()
                        }
                    }
                },
                onCompleted: {
                    log.append("completed")
                    completed.signal()
                })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        target.resume()
        waitOrFail(completed, "completion")
        waitOrFail(otherRan, "the other action")
        XCTAssertEqual(log.values, ["1", "2", "3", "completed", "other"])
        subscription.dispose()
    }
}
