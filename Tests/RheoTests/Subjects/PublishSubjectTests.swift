import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class PublishSubjectTests: RheoTestCase {
    func testSubscribersReceiveWhatIsSentWhileTheyAreSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { PublishSubject<Int>() },
            windows: [
                (300, 600), (400, 700), (900, 950),
            ])
        XCTAssertEqual(observers[0].events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorReachesCurrentAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler, failing: true)
        let (observers, _) = runSubjectScenario(
            scheduler, source: xs, make: { PublishSubject<Int>() },
            windows: [
                (300, 600), (400, 700), (900, 950),
            ])
        XCTAssertEqual(observers[0].events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(410, 6), .next(520, 7), .error(630, TestError(1))])
        XCTAssertEqual(observers[2].events, [.error(900, TestError(1))])
    }

    func testDisposingTheSubjectDropsObserversAndFailsLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = subjectTestSource(scheduler)
        let (observers, subject) = runSubjectScenario(
            scheduler, source: xs, make: { PublishSubject<Int>() },
            windows: [
                (300, nil), (450, nil),
            ], actions: [(400, { $0.dispose() })])
        XCTAssertEqual(observers[0].events, [.next(340, 5)])
        XCTAssertEqual(observers[1].events.count, 1)
        guard case RxError.disposed(let object)? = observers[1].events.first?.value.error else {
            return XCTFail("expected RxError.disposed, got \(observers[1].events)")
        }
        XCTAssertTrue(object === subject)
        XCTAssertEqual(observers[1].events.first?.time, 450)
        XCTAssertTrue(subject?.isDisposed ?? false)
        XCTAssertFalse(subject?.hasObservers ?? true)
    }

    func testHasObserversFollowsSubscriptionsAndTermination() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe(onNext: { _ in })
        let second = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        let third = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        third.dispose()
        XCTAssertFalse(subject.isDisposed)
    }

    func testObserversReceiveInSubscriptionOrderAcrossSpillAndRemoval() {
        let subject = PublishSubject<Int>()
        let log = Collected<String>()
        var subscriptions = (0..<5).map { index in
            subject.subscribe(onNext: { log.append("\(index):\($0)") })
        }
        subject.onNext(1)
        subscriptions[0].dispose()
        subscriptions[2].dispose()
        subscriptions.append(subject.subscribe(onNext: { log.append("5:\($0)") }))
        subject.onNext(2)
        XCTAssertEqual(log.values, ["0:1", "1:1", "2:1", "3:1", "4:1", "1:2", "3:2", "4:2", "5:2"])
        subscriptions.forEach { $0.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    func testEventsAfterTerminationAreIgnored() {
        let subject = PublishSubject<Int>()
        let recorder = RecordingObserver<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(TestError())
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.terminalCount, 1)
        subscription.dispose()
    }

    func testDisposingInsideOnNextStopsDeliveryAtOnce() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 2 {
                subscription?.dispose()
                // Sent after dispose returned on this thread: must not arrive.
                subject.onNext(99)
            }
        })
        for value in 1...4 {
            subject.onNext(value)
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingInsideOnNextTakesEffectAfterTheHandler() {
        let subject = PublishSubject<Int>()
        let inner = RecordingObserver<Int>()
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { value in
            if value == 1 {
                innerSubscription = subject.subscribe(inner)
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(inner.elements, [2])
        outer.dispose()
        innerSubscription?.dispose()
    }

    func testReentrantOnNextIsDeliveredAfterTheCurrentEventInOrder() {
        let subject = PublishSubject<Int>()
        let log = Collected<String>()
        let first = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 {
                subject.onNext(2)
                log.append("a-after-send")
            }
        })
        let second = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        // The nested event waits for the current one to reach every observer: no observer
        // sees 2 before 1, and the stack does not grow.
        XCTAssertEqual(log.values, ["a1", "a-after-send", "b1", "a2", "b2"])
        first.dispose()
        second.dispose()
    }

    func testAsObserverIsTheSubject() {
        let subject = PublishSubject<Int>()
        XCTAssertTrue(subject.asObserver() === subject)
        let erased: AnyObserver<Int> = subject.asObserver()
        let recorder = RecordingObserver<Int>()
        let subscription = subject.subscribe(recorder)
        erased.onNext(7)
        XCTAssertEqual(recorder.elements, [7])
        subscription.dispose()
    }

    func testTakeOneLeavesTheSubjectWithoutObservers() {
        let subject = PublishSubject<Int>()
        let recorder = RecordingObserver<Int>()
        let subscription = subject.take(1).subscribe(recorder)
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}
