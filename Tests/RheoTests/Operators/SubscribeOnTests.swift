import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class SubscribeOnTests: RheoTestCase {
    func testSubscribesAndDisposesOnTheScheduler() {
        let scheduler = SerialScheduler(label: "test.subscribe-on")
        let subscribedOnMain = UncheckedBox<Bool?>(nil)
        let disposedOnMain = UncheckedBox<Bool?>(nil)
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { observer in
            subscribedOnMain.value = Thread.isMainThread
            observer.onNext(1)
            subscribed.signal()
            return Disposables.create {
                disposedOnMain.value = Thread.isMainThread
                disposed.signal()
            }
        }
        let received = Counter()
        let subscription = source.subscribe(on: scheduler).subscribe(onNext: { _ in received.increment() })
        XCTAssertEqual(subscribed.wait(timeout: .now() + 60), .success)
        subscription.dispose()
        XCTAssertEqual(disposed.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(subscribedOnMain.value, false)
        XCTAssertEqual(disposedOnMain.value, false)
        XCTAssertEqual(received.value, 1)
    }

    func testDisposingBeforeTheSubscriptionRanMeansItNeverSubscribes() {
        let scheduler = SerialScheduler(label: "test.subscribe-on.cancel")
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let subscribed = Counter()
        let subscription = Observable<Int>.create { _ in
            subscribed.increment()
            return Disposables.create()
        }.subscribe(on: scheduler).subscribe()
        subscription.dispose()
        gate.signal()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(subscribed.value, 0)
    }

    /// A scheduler that runs the action at once: the synchronous source must still stop
    /// when the subscription ends (it hung before the fix).
    func testAnInfiniteSourceSubscribedOnTheTrampolineStops() {
        let recorder = RecordingObserver<Int>()
        _ = Observable.repeatElement(1).subscribe(on: CurrentThreadScheduler.instance).take(2).subscribe(recorder)
        XCTAssertEqual(recorder.elements, [1, 1])
        XCTAssertTrue(recorder.isCompleted)
    }
}
