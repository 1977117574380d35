import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class IntervalTests: RheoTestCase {
    func testSendsACounterEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3),
                .next(700, 4), .next(800, 5), .next(900, 6),
            ])
    }

    func testDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 550) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1), .next(500, 2)])
    }

    func testDisposedFromInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
    }

    func testCounterWrapsAroundOnOverflow() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 460) { Observable<UInt8>.interval(.seconds(1), scheduler: scheduler) }
        let values = res.events.compactMap(\.value.element)
        XCTAssertEqual(values.count, 259)
        XCTAssertEqual(Array(values.suffix(5)), [254, 255, 0, 1, 2])
    }

    func testNeverPeriodSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    /// RxSwift's `testInterval_TimeSpan_Zero`. A zero period asks `scheduleRelative` for
    /// the current time; `TestScheduler.adjustScheduledTime` moves work due now to the next
    /// tick, so each tick of the periodic emulation schedules the next one a tick later.
    func testZeroPeriodSendsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 210) { Observable<Int64>.interval(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .next(205, 4),
                .next(206, 5), .next(207, 6), .next(208, 7), .next(209, 8),
            ])
    }

    /// Without the processing delay the adjustment keeps work due now at the current tick,
    /// so the ticks of a zero period all come at the subscription time; `take` ends them
    /// there (without it, as in RxSwift, the clock would never move on).
    func testZeroPeriodWithoutProcessingDelayTicksWithinOneVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start { Observable<Int>.interval(.seconds(0), scheduler: scheduler).take(3) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
    }

    /// A negative period would trap in Dispatch's timer on a dispatch scheduler.
    func testNegativePeriodIsAnArgumentError() {
        let scheduler = TestScheduler(initialClock: 0)
        let negative = scheduler.start { Observable<Int>.interval(.nanoseconds(-1), scheduler: scheduler) }
        assertArgumentOutOfRange(
            negative.events, mentioning: "interval(.nanoseconds(-1))", "period must not be negative")
    }

    /// RxSwift's `testInterval_TimeSpan_Zero_DefaultScheduler`: on a serial dispatch queue
    /// a zero period sends as fast as the queue runs its repeating timer, and
    /// `take(while:)` ends it after ten elements.
    func testZeroPeriodOnASerialDispatchQueueSendsUntilTakeWhileEndsIt() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let recorder = RecordingObserver<Int64>()
        let completed = expectation(description: "completes after ten elements")
        let subscription = Observable<Int64>.interval(.seconds(0), scheduler: scheduler)
            .take(while: { $0 < 10 })
            .subscribe(
                onNext: { recorder.on(.next($0)) },
                onCompleted: {
                    recorder.on(.completed)
                    completed.fulfill()
                })
        wait(for: [completed], timeout: asyncTimeout)
        subscription.dispose()
        XCTAssertEqual(recorder.elements, Array(0..<10))
        XCTAssertTrue(recorder.isCompleted)
    }

    /// On every scheduler that runs timers on a queue of its own, a zero period runs back to
    /// back without starving the other work on that queue, and stops when disposed.
    /// (`MainScheduler`: `MainSchedulerTests`.)
    func testZeroPeriodOnRealSchedulersLetsOtherWorkRunAndStopsWhenDisposed() {
        let schedulers: [(String, SchedulerType)] = [
            ("SerialDispatchQueueScheduler", SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.zero")),
            ("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(qos: .default)),
            ("SerialScheduler", SerialScheduler()),
        ]
        for (name, scheduler) in schedulers {
            let ticks = Collected<Int>()
            let hundred = DispatchSemaphore(value: 0)
            let subscription = Observable<Int>.interval(.seconds(0), scheduler: scheduler)
                .subscribe(onNext: { value in
                    ticks.append(value)
                    if value == 100 {
                        hundred.signal()
                    }
                })
            waitOrFail(hundred, name)
            // Work scheduled while the timer spins still gets its turn on the queue.
            waitForScheduledMarker(on: scheduler)
            waitForRelativeMarker(on: scheduler, after: .milliseconds(1))
            subscription.dispose()
            // A run under way when `dispose` returned may finish; none starts after it.
            waitForScheduledMarker(on: scheduler)
            let settled = ticks.values.count
            waitForRelativeMarker(on: scheduler, after: .milliseconds(20))
            XCTAssertEqual(ticks.values, Array(0..<settled), "\(name): no element after disposal")
            XCTAssertGreaterThan(settled, 100, name)
        }
    }

    func testRunsOnARealScheduler() {
        let scheduler = SerialScheduler()
        let done = DispatchSemaphore(value: 0)
        let recorder = RecordingObserver<Int>()
        let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .take(5)
            .subscribe(
                onNext: { recorder.on(.next($0)) },
                onCompleted: {
                    recorder.on(.completed)
                    done.signal()
                })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(recorder.elements, [0, 1, 2, 3, 4])
        XCTAssertTrue(recorder.isCompleted)
        subscription.dispose()
    }
}
