import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class BehaviorSubjectTests: RheoTestCase {
    func testSubscribersReceiveTheCurrentValueThenWhatFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(scheduler, source: xs, make: { BehaviorSubject(value: 100) }, windows: [
            (150, 250), (300, 600), (400, 700), (900, 950),
        ])
        XCTAssertEqual(observers[0].events, [.next(150, 100), .next(220, 3)])
        XCTAssertEqual(observers[1].events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[2].events, [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[3].events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorReachesCurrentAndLateSubscribersOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler, failing: true)
        let (observers, _) = runSubjectScenario(scheduler, source: xs, make: { BehaviorSubject(value: 100) }, windows: [
            (400, 700), (900, 950),
        ])
        XCTAssertEqual(observers[0].events, [.next(400, 5), .next(410, 6), .next(520, 7), .error(630, TestError(1))])
        XCTAssertEqual(observers[1].events, [.error(900, TestError(1))])
    }

    func testValueFollowsTheLatestElementAndThrowsAfterErrorOrDispose() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onError(TestError(5))
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, TestError(5)) }

        let completed = BehaviorSubject(value: 1)
        completed.onNext(3)
        completed.onCompleted()
        XCTAssertEqual(try completed.value(), 3)
        completed.dispose()
        XCTAssertThrowsError(try completed.value()) { error in
            guard case RxError.disposed(let object) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(object === completed)
        }
    }

    func testDisposedSubjectFailsSubscribersAndIgnoresEvents() {
        let subject = BehaviorSubject(value: 1)
        let early = RecordingObserver<Int>()
        let earlySubscription = subject.subscribe(early)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        let late = RecordingObserver<Int>()
        let lateSubscription = subject.subscribe(late)
        XCTAssertEqual(early.events.count, 1)
        XCTAssertEqual(early.elements, [1])
        guard case RxError.disposed? = late.error else { return XCTFail("\(late.events)") }
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    func testSubscribingInsideOnNextGetsTheValueBeingDeliveredThenTheNext() {
        let subject = BehaviorSubject(value: 0)
        let inner = RecordingObserver<Int>()
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { value in
            if value == 1 {
                innerSubscription = subject.subscribe(inner)
                // The subscription takes effect when this handler returns.
                XCTAssertEqual(inner.elements, [])
            }
        })
        subject.onNext(1)
        XCTAssertEqual(inner.elements, [1])
        subject.onNext(2)
        XCTAssertEqual(inner.elements, [1, 2])
        outer.dispose()
        innerSubscription?.dispose()
    }

    func testTakeOneGetsTheCurrentValueAndLeavesNoObserver() {
        let subject = BehaviorSubject(value: 42)
        let recorder = RecordingObserver<Int>()
        let subscription = subject.take(1).subscribe(recorder)
        XCTAssertEqual(recorder.elements, [42])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testReplacedValuesAreReleased() {
        final class Payload {}
        weak var first: Payload?
        let subject: BehaviorSubject<Payload>
        do {
            let payload = Payload()
            first = payload
            subject = BehaviorSubject(value: payload)
        }
        XCTAssertNotNil(first)
        subject.onNext(Payload())
        XCTAssertNil(first)
    }
}
