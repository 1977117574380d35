import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class BehaviorSubjectTests: RheoTestCase {
    func testSubscribersReceiveTheCurrentValueThenWhatFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { BehaviorSubject(value: 100) },
            windows: [
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
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { BehaviorSubject(value: 100) },
            windows: [
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

    /// Read-your-writes: `value()` reflects an `onNext` as soon as it returns, even while
    /// another thread is still inside a delivery (the element is then queued).
    func testValueReflectsOnNextWhileAnotherThreadDelivers() throws {
        let subject = BehaviorSubject(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let received = Collected<Int>()
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                entered.signal()
                release.wait()
            }
        })
        Thread.detachNewThread {
            subject.onNext(1)
            done.signal()
        }
        XCTAssertEqual(entered.wait(timeout: .now() + 30), .success)
        subject.onNext(2)
        let seen = try subject.value()
        release.signal()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(seen, 2)
        // The queued element is still delivered, after the one in progress.
        XCTAssertEqual(received.values, [0, 1, 2])
        subscription.dispose()
    }

    /// The value after a terminal event stays the last element, even when an `onNext`
    /// races in after the terminal event was sent; a subscriber arriving while elements
    /// are queued gets the latest delivered element, then the queued ones, no duplicate.
    func testValueStopsAtTheTerminalEventAndReplayFollowsDelivery() throws {
        let subject = BehaviorSubject(value: 0)
        var late: [Int] = []
        var lateSubscription: Disposable?
        let subscription = subject.subscribe(onNext: { value in
            if value == 1 {
                subject.onNext(2)
                lateSubscription = subject.subscribe(onNext: { late.append($0) })
                subject.onNext(3)
                XCTAssertEqual(try? subject.value(), 3)
            }
        })
        subject.onNext(1)
        // The subscription is queued behind 2, so it starts from 2 (as RxSwift, which
        // delivers 2 recursively first): neither the stale 1 nor 3 twice.
        XCTAssertEqual(late, [2, 3])
        subject.onCompleted()
        subject.onNext(4)
        XCTAssertEqual(try subject.value(), 3)
        subscription.dispose()
        lateSubscription?.dispose()
    }
}
