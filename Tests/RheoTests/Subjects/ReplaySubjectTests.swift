import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ReplaySubjectTests: RheoTestCase {
    func testBoundedReplayThenLiveEventsThenLateReplayWithTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { ReplaySubject<Int>.create(bufferSize: 2) },
            windows: [
                (300, 600), (400, 700), (900, 950),
            ])
        XCTAssertEqual(
            observers[0].events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(
            observers[1].events, [.next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.next(900, 6), .next(900, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testUnboundReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler, failing: true)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { ReplaySubject<Int>.createUnbounded() },
            windows: [
                (400, 700), (900, 950),
            ])
        XCTAssertEqual(
            observers[0].events,
            [
                .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .error(630, TestError(1)),
            ])
        XCTAssertEqual(
            observers[1].events,
            [
                .next(900, 3), .next(900, 4), .next(900, 5), .next(900, 6), .next(900, 7), .error(900, TestError(1)),
            ])
    }

    func testZeroBufferReplaysNothingButTheTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { ReplaySubject<Int>.create(bufferSize: 0) },
            windows: [
                (300, 600), (900, 950),
            ])
        XCTAssertEqual(observers[0].events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.completed(900)])
    }

    func testRingBufferKeepsTheLastElementsInOrderForEverySize() {
        for size in 1...5 {
            for sent in 0...12 {
                let subject = ReplaySubject<Int>.create(bufferSize: size)
                for value in 0..<sent {
                    subject.onNext(value)
                }
                let recorder = RecordingObserver<Int>()
                let subscription = subject.subscribe(recorder)
                XCTAssertEqual(recorder.elements, Array(max(0, sent - size)..<sent), "size \(size), sent \(sent)")
                subscription.dispose()
            }
        }
    }

    func testNegativeBufferSizeFailsEverySubscriberWithAClearError() {
        let subject = ReplaySubject<Int>.create(bufferSize: -3)
        subject.onNext(1)
        let recorder = RecordingObserver<Int>()
        let subscription = subject.subscribe(recorder)
        XCTAssertEqual(recorder.events.count, 1)
        guard case RxError.argumentOutOfRange? = recorder.error else {
            return XCTFail("\(recorder.events)")
        }
        // The explanation went to the hook once, when the subject was created.
        assertOneArgumentOutOfRangeMessage(
            RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "ReplaySubject.create(bufferSize: -3)",
            "must not be negative")
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testDisposeDropsTheBufferAndFailsLateSubscribers() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.dispose()
        let recorder = RecordingObserver<Int>()
        let subscription = subject.subscribe(recorder)
        XCTAssertEqual(recorder.elements, [])
        guard case RxError.disposed? = recorder.error else { return XCTFail("\(recorder.events)") }
        subscription.dispose()
    }

    func testDisposingDuringReplayStopsTheReplay() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<10 {
            subject.onNext(value)
        }
        let recorder = RecordingObserver<Int>()
        let subscription = subject.take(3).subscribe(recorder)
        XCTAssertEqual(recorder.elements, [0, 1, 2])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}
