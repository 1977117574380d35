import Foundation
import RheoCocoa
import RheoTestSupport
import XCTest

/// `NotificationCenter.rx.notification(_:object:)`.
final class NotificationCenterRxTests: RheoTestCase {
    private let center = NotificationCenter()
    private let first = Notification.Name("RheoCocoaTests.first")
    private let second = Notification.Name("RheoCocoaTests.second")

    func testDeliversPostsOfTheNameOnly() {
        let recorder = RecordingObserver<Notification>()
        let subscription = center.rx.notification(first).subscribe(recorder)
        let sender = NSObject()

        center.post(name: first, object: nil)
        center.post(name: second, object: nil)
        center.post(name: first, object: sender, userInfo: ["n": 2])
        subscription.dispose()

        XCTAssertEqual(recorder.elements.map(\.name), [first, first])
        XCTAssertTrue(recorder.elements.last?.object as AnyObject? === sender)
        XCTAssertEqual(recorder.elements.last?.userInfo?["n"] as? Int, 2)
        XCTAssertEqual(recorder.terminalCount, 0, "the sequence never ends by itself")
    }

    func testANilNameDeliversEveryName() {
        let recorder = RecordingObserver<Notification>()
        let subscription = center.rx.notification(nil).subscribe(recorder)

        center.post(name: first, object: nil)
        center.post(name: second, object: nil)
        subscription.dispose()

        XCTAssertEqual(recorder.elements.map(\.name), [first, second])
    }

    func testTheObjectFiltersBySender() {
        let sender = NSObject()
        let other = NSObject()
        let recorder = RecordingObserver<Notification>()
        let subscription = center.rx.notification(first, object: sender).subscribe(recorder)

        center.post(name: first, object: other)
        center.post(name: first, object: sender)
        center.post(name: first, object: nil)
        center.post(name: second, object: sender)
        subscription.dispose()

        XCTAssertEqual(recorder.elements.count, 1)
        XCTAssertTrue(recorder.elements.first?.object as AnyObject? === sender)
    }

    func testNothingIsDeliveredAfterDispose() {
        let recorder = RecordingObserver<Notification>()
        let subscription = center.rx.notification(first).subscribe(recorder)
        center.post(name: first, object: nil)

        subscription.dispose()
        center.post(name: first, object: nil)

        XCTAssertEqual(recorder.elements.count, 1)
    }

    func testDisposingRemovesTheObserverFromTheCenter() throws {
        try XCTSkipUnless(Resources.isTracking, "live-object counting is a debug-build feature")
        let notifications = center.rx.notification(first)
        let before = Resources.total
        do {
            let subscription = notifications.subscribe(onNext: { _ in })
            XCTAssertGreaterThan(Resources.total, before)

            subscription.dispose()
        }

        // The center held the subscription's observer through the block it was given; once
        // the observer is removed the block, and with it the subscription, is released.
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposingFromInsideOnNextStopsDelivery() {
        var received = 0
        var subscription: Disposable?
        subscription = center.rx.notification(first).subscribe(onNext: { _ in
            received += 1
            subscription?.dispose()
        })

        center.post(name: first, object: nil)
        center.post(name: first, object: nil)

        XCTAssertEqual(received, 1)
    }

    func testEachSubscriptionHasItsOwnObserver() {
        let notifications = center.rx.notification(first)
        let a = RecordingObserver<Notification>()
        let b = RecordingObserver<Notification>()
        let subscriptionA = notifications.subscribe(a)
        let subscriptionB = notifications.subscribe(b)

        center.post(name: first, object: nil)
        subscriptionA.dispose()
        center.post(name: first, object: nil)
        subscriptionB.dispose()

        XCTAssertEqual(a.elements.count, 1)
        XCTAssertEqual(b.elements.count, 2)
    }

    func testPostsFromAnotherThreadAreDeliveredOnThatThread() {
        let recorder = RecordingObserver<Bool>()
        let subscription = center.rx.notification(first).map { _ in Thread.isMainThread }.subscribe(recorder)
        let posted = expectation(description: "posted")
        let center = self.center
        let name = first

        Thread.detachNewThread {
            center.post(name: name, object: nil)
            posted.fulfill()
        }
        wait(for: [posted], timeout: 20)
        subscription.dispose()

        XCTAssertEqual(recorder.elements, [false])
    }

    func testTheSenderIsHeldWeaklyAndAGoneSenderWidensToEverySenderAsInRxCocoa() {
        var sender: NSObject? = NSObject()
        weak let weakSender = sender
        let notifications = center.rx.notification(first, object: sender)

        sender = nil
        XCTAssertNil(weakSender, "the observable does not keep the sender alive")

        let recorder = RecordingObserver<Notification>()
        let subscription = notifications.subscribe(recorder)
        let other = NSObject()
        center.post(name: first, object: other)
        center.post(name: first, object: nil)
        subscription.dispose()

        // RxCocoa observes with a nil object then, so every sender's posts arrive.
        XCTAssertEqual(recorder.elements.count, 2)
        XCTAssertTrue(recorder.elements.first?.object as AnyObject? === other)
    }

    func testTheDefaultCenterHasRx() {
        let recorder = RecordingObserver<Notification>()
        let name = Notification.Name("RheoCocoaTests.default.\(UUID())")
        let subscription = NotificationCenter.default.rx.notification(name).subscribe(recorder)

        NotificationCenter.default.post(name: name, object: nil)
        subscription.dispose()

        XCTAssertEqual(recorder.elements.map(\.name), [name])
    }
}
