import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// just, of, from, empty, never, error, deferred, range, repeatElement, generate.
final class CreationTests: RheoTestCase {
    private func record<Element>(_ source: Observable<Element>) -> RecordingObserver<Element> {
        let recorder = RecordingObserver<Element>()
        _ = source.subscribe(recorder)
        return recorder
    }

    func testJust() {
        let recorder = record(Observable.just(4))
        XCTAssertEqual(recorder.elements, [4])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testJustOnAScheduler() {
        let scheduler = ManualScheduler()
        let recorder = RecordingObserver<Int>()
        let subscription = Observable.just(4, scheduler: scheduler).subscribe(recorder)
        XCTAssertEqual(recorder.events.count, 0, "nothing before the scheduler runs")
        scheduler.runAll()
        XCTAssertEqual(recorder.elements, [4])
        XCTAssertTrue(recorder.isCompleted)
        subscription.dispose()
    }

    func testOfAndFrom() {
        XCTAssertEqual(record(Observable.of(1, 2, 3)).elements, [1, 2, 3])
        XCTAssertEqual(record(Observable.from([4, 5])).elements, [4, 5])
        XCTAssertEqual(record(Observable.from(Set([6]))).elements, [6])
        XCTAssertEqual(record(Observable.from(stride(from: 0, to: 10, by: 5))).elements, [0, 5])
        XCTAssertTrue(record(Observable<Int>.from([])).isCompleted)
    }

    func testFromIteratesAnewForEachSubscription() {
        let source = Observable.from([1, 2])
        XCTAssertEqual(record(source).elements, [1, 2])
        XCTAssertEqual(record(source).elements, [1, 2])
    }

    func testFromOnASchedulerSendsOneStepPerElement() {
        let scheduler = ManualScheduler()
        let recorder = RecordingObserver<Int>()
        let subscription = Observable.from([1, 2, 3], scheduler: scheduler).subscribe(recorder)
        scheduler.runAll()
        XCTAssertEqual(recorder.elements, [1, 2, 3])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(scheduler.scheduledCount, 4)
        subscription.dispose()
    }

    func testEmptyNeverError() {
        let empty = record(Observable<Int>.empty())
        XCTAssertEqual(empty.events.count, 1)
        XCTAssertTrue(empty.isCompleted)
        let never = RecordingObserver<Int>()
        let subscription = Observable<Int>.never().subscribe(never)
        XCTAssertEqual(never.events.count, 0)
        subscription.dispose()
        let failed = record(Observable<Int>.error(TestError(2)))
        XCTAssertEqual(failed.events.count, 1)
        XCTAssertEqual(failed.error as? TestError, TestError(2))
    }

    func testDeferredCallsTheFactoryPerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return Observable.just(calls)
        }
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(record(source).elements, [1])
        XCTAssertEqual(record(source).elements, [2])
    }

    func testDeferredFactoryThrowing() {
        let recorder = record(Observable<Int>.deferred { throw TestError(6) })
        XCTAssertEqual(recorder.error as? TestError, TestError(6))
    }

    func testRange() {
        XCTAssertEqual(record(Observable.range(start: 3, count: 4)).elements, [3, 4, 5, 6])
        let empty = record(Observable.range(start: 3, count: 0))
        XCTAssertEqual(empty.elements, [])
        XCTAssertTrue(empty.isCompleted)
        let edge = record(Observable<Int8>.range(start: 126, count: 2))
        XCTAssertEqual(edge.elements, [126, 127])
        XCTAssertTrue(edge.isCompleted)
    }

    func testRangeNegativeCountIsAnArgumentError() {
        let recorder = record(Observable.range(start: 0, count: -1))
        guard case RxError.argumentOutOfRange? = recorder.error else {
            return XCTFail("expected argumentOutOfRange, got \(recorder.events)")
        }
        assertOneArgumentOutOfRangeMessage(RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "count")
        XCTAssertEqual(recorder.elements, [])
    }

    func testRangeOverflowIsAnArgumentError() {
        let recorder = record(Observable<Int8>.range(start: 120, count: 10))
        guard case RxError.argumentOutOfRange? = recorder.error else {
            return XCTFail("expected argumentOutOfRange, got \(recorder.events)")
        }
        assertOneArgumentOutOfRangeMessage(RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "overflow")
    }

    func testRangeOnAScheduler() {
        let scheduler = ManualScheduler()
        let recorder = RecordingObserver<Int>()
        let subscription = Observable.range(start: 1, count: 3, scheduler: scheduler).subscribe(recorder)
        scheduler.runAll()
        XCTAssertEqual(recorder.elements, [1, 2, 3])
        XCTAssertTrue(recorder.isCompleted)
        subscription.dispose()
    }

    func testRangeOnASchedulerStopsWhenDisposed() {
        let scheduler = ManualScheduler()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.range(start: 1, count: 100, scheduler: scheduler).subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subscription?.dispose() }
        })
        scheduler.runAll()
        XCTAssertEqual(received, [1, 2])
        subscription = nil
    }

    func testRepeatElement() {
        XCTAssertEqual(record(Observable.repeatElement("a").take(3)).elements, ["a", "a", "a"])
        let scheduler = ManualScheduler()
        let recorder = RecordingObserver<String>()
        let subscription = Observable.repeatElement("b", scheduler: scheduler).take(2).subscribe(recorder)
        scheduler.runAll()
        XCTAssertEqual(recorder.elements, ["b", "b"])
        XCTAssertTrue(recorder.isCompleted)
        subscription.dispose()
    }

    func testGenerate() {
        let recorder = record(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }))
        XCTAssertEqual(recorder.elements, [1, 3, 9])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testGenerateThrowingClosures() {
        let conditionThrows = record(
            Observable.generate(
                initialState: 0,
                condition: { state in
                    if state == 2 { throw TestError(1) }
                    return true
                }, iterate: { $0 + 1 }))
        XCTAssertEqual(conditionThrows.elements, [0, 1])
        XCTAssertEqual(conditionThrows.error as? TestError, TestError(1))

        let iterateThrows = record(
            Observable.generate(
                initialState: 0, condition: { _ in true },
                iterate: { state in
                    if state == 1 { throw TestError(2) }
                    return state + 1
                }))
        XCTAssertEqual(iterateThrows.elements, [0, 1])
        XCTAssertEqual(iterateThrows.error as? TestError, TestError(2))
    }

    func testGenerateOnAScheduler() {
        let scheduler = ManualScheduler()
        let recorder = RecordingObserver<Int>()
        let subscription = Observable.generate(
            initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 }
        ).subscribe(recorder)
        scheduler.runAll()
        XCTAssertEqual(recorder.elements, [0, 1, 2])
        XCTAssertTrue(recorder.isCompleted)
        subscription.dispose()
    }
}
