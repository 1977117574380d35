import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class AsyncSubjectTests: RheoTestCase {
    func testSendsTheLastElementAndCompletionToCurrentAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { AsyncSubject<Int>() },
            windows: [
                (300, 600), (400, 700), (900, 950),
            ])
        XCTAssertEqual(observers[0].events, [])
        XCTAssertEqual(observers[1].events, [.next(630, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.next(900, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorDropsTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler, failing: true)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { AsyncSubject<Int>() },
            windows: [
                (400, 700), (900, 950),
            ])
        XCTAssertEqual(observers[0].events, [.error(630, TestError(1))])
        XCTAssertEqual(observers[1].events, [.error(900, TestError(1))])
    }

    func testCompletionWithoutElementsSendsOnlyCompleted() {
        let subject = AsyncSubject<Int>()
        let recorder = RecordingObserver<Int>()
        let subscription = subject.subscribe(recorder)
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
        XCTAssertEqual(recorder.elements, [])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testDisposedSubjectFailsLateSubscribers() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.dispose()
        subject.onCompleted()
        XCTAssertTrue(subject.isDisposed)
        let recorder = RecordingObserver<Int>()
        let subscription = subject.subscribe(recorder)
        guard case RxError.disposed? = recorder.error else { return XCTFail("\(recorder.events)") }
        XCTAssertEqual(recorder.elements, [])
        subscription.dispose()
    }
}
