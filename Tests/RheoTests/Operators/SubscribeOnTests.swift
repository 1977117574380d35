import Foundation
import Rheo
import RheoTest
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

    // MARK: Virtual time, as RxSwift's `SubscribeOn` (subscription and disposal are each a
    // scheduled action; on `TestScheduler` an action scheduled now runs one tick later).

    func testSubscriptionAndDisposalEachTakeOneSchedulerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscribedAt = UncheckedBox<TestTime?>(nil)
        let disposedAt = UncheckedBox<TestTime?>(nil)
        let xs = Observable<Int>.create { _ in
            subscribedAt.value = scheduler.clock
            return Disposables.create { disposedAt.value = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(subscribedAt.value, 201)
        XCTAssertEqual(disposedAt.value, 1001)
    }

    func testTheSourceIsDisposedOneStepAfterTheDownstreamDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testTheSourceIsDisposedOneStepAfterItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.error(300, TestError(1), Int.self)])
        let res2 = scheduler2.start { ys.subscribe(on: scheduler2) }
        XCTAssertEqual(res2.events, [.error(300, TestError(1))])
        XCTAssertEqual(ys.subscriptions, [Subscription(201, 301)])
    }
}
