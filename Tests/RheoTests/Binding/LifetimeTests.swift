import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// An object with a lifetime, as a user would write one.
private final class Owner: LifetimeProviding, ReactiveCompatible {
    private let lifetimeToken = Lifetime.Token()

    var lifetime: Lifetime {
        lifetimeToken.lifetime
    }
}

final class LifetimeTests: RheoTestCase {
    // Rule 1.
    func testActionsRunOnceInOrderWhenTheTokenIsReleased() {
        var log: [String] = []
        var token: Lifetime.Token? = Lifetime.Token()
        let lifetime = token!.lifetime
        lifetime.observeEnded { log.append("first") }
        lifetime.observeEnded { log.append("second") }
        XCTAssertFalse(lifetime.hasEnded)
        XCTAssertEqual(log, [])
        token = nil
        XCTAssertTrue(lifetime.hasEnded)
        XCTAssertEqual(log, ["first", "second"])
    }

    // Rule 1.
    func testAnActionAddedAfterTheEndRunsAtOnce() {
        let lifetime: Lifetime
        do {
            let made = Lifetime.make()
            XCTAssertTrue(made.token.lifetime === made.lifetime)
            lifetime = made.lifetime
        }
        var ran = false
        lifetime.observeEnded { ran = true }
        XCTAssertTrue(ran)
    }

    // Rule 2.
    func testDisposingRemovesTheActionAndReleasesItsCaptures() {
        final class Capture {}
        var token: Lifetime.Token? = Lifetime.Token()
        var capture: Capture? = Capture()
        weak let weakCapture = capture
        var ran = false
        let observation = token!.lifetime.observeEnded { [capture] in
            _ = capture
            ran = true
        }
        capture = nil
        XCTAssertNotNil(weakCapture)
        observation.dispose()
        XCTAssertNil(weakCapture, "a removed action is released")
        token = nil
        XCTAssertFalse(ran)
    }

    // Rule 3.
    func testEndedSendsOneElementAndCompletes() {
        var token: Lifetime.Token? = Lifetime.Token()
        let ended = token!.lifetime.ended
        let early = RecordingObserver<Void>()
        _ = ended.subscribe(early)
        XCTAssertEqual(early.events.count, 0)
        token = nil
        XCTAssertEqual(early.elements.count, 1)
        XCTAssertTrue(early.isCompleted)
        XCTAssertEqual(early.events.count, 2)
        let late = RecordingObserver<Void>()
        _ = ended.subscribe(late)
        XCTAssertEqual(late.elements.count, 1, "a late subscriber gets the element at once")
        XCTAssertTrue(late.isCompleted)
    }

    func testDisposingASubscriptionToEndedStopsIt() {
        var token: Lifetime.Token? = Lifetime.Token()
        let recorder = RecordingObserver<Void>()
        let subscription = token!.lifetime.ended.subscribe(recorder)
        subscription.dispose()
        token = nil
        XCTAssertEqual(recorder.events.count, 0)
    }

    func testRxDeallocatedFiresWhenTheOwnerDeinitializes() {
        var owner: Owner? = Owner()
        let recorder = RecordingObserver<Void>()
        _ = owner!.rx.deallocated.subscribe(recorder)
        XCTAssertEqual(recorder.events.count, 0)
        owner = nil
        XCTAssertEqual(recorder.elements.count, 1)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testRxDeallocatedDoesNotKeepTheOwnerAlive() {
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let deallocated = owner!.rx.deallocated
        let subscription = deallocated.subscribe { _ in }
        owner = nil
        XCTAssertNil(weakOwner)
        subscription.dispose()
    }

    func testTakeUntilDeallocatedCompletesWithTheOwner() {
        var label: TestLabel? = TestLabel()
        let subject = PublishSubject<Int>()
        let recorder = RecordingObserver<Int>()
        _ = subject.take(until: label!.rx.deallocated).subscribe(recorder)
        subject.onNext(1)
        label = nil
        subject.onNext(2)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertFalse(subject.hasObservers, "the source is disposed")
    }

    func testTheEndIsDeliveredOnTheThreadThatReleasesTheOwner() {
        let box = SendableBox(Owner())
        let onMainThread = Collected<Bool>()
        _ = box.value!.rx.deallocated.subscribe(onNext: { onMainThread.append(Thread.isMainThread) })
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            box.value = nil
            released.signal()
        }
        waitOrFail(released)
        XCTAssertEqual(onMainThread.values, [false])
    }

    func testEndingFromManyThreadsRunsEachActionOnce() {
        for _ in 0..<stressIterations(200) {
            let token = SendableBox(Lifetime.Token())
            let lifetime = token.value!.lifetime
            let count = Collected<Int>()
            race(threads: 4) { index in
                if index == 0 {
                    token.value = nil
                } else {
                    lifetime.observeEnded { count.append(index) }
                }
            }
            XCTAssertTrue(lifetime.hasEnded)
            XCTAssertEqual(count.values.sorted(), [1, 2, 3])
        }
    }
}
