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

    func testZeroOrNegativePeriodIsAnArgumentError() {
        let scheduler = TestScheduler(initialClock: 0)
        let zero = scheduler.start { Observable<Int>.interval(.seconds(0), scheduler: scheduler) }
        assertArgumentOutOfRange(zero.events, mentioning: "interval(.seconds(0))", "period must be positive")
        let negative = TestScheduler(initialClock: 0).start {
            Observable<Int>.interval(.nanoseconds(-1), scheduler: scheduler)
        }
        assertArgumentOutOfRange(negative.events, mentioning: "interval(.nanoseconds(-1))")
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
