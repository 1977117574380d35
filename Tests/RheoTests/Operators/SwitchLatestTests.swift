import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SwitchLatestTests: RheoTestCase {
    func testSwitchesToTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(30, 102), .next(50, 103), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(400)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 101), .next(240, 102), .next(260, 201), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 300)])
    }

    func testCompletesWhenTheLatestInnerCompletesAfterTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(250)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 101), .completed(410)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 410)])
    }

    func testAnErrorOfTheLatestInnerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .error(20, TestError(2))])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(500)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 101), .next(260, 201), .error(270, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testAnOuterErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(250, TestError(1))])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 101), .error(250, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testDisposalMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(100, 102), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(500)])
        let res = scheduler.start(disposed: 260) { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 101)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
    }

    func testEmptyOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Observable<Int>.self)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    /// An old inner keeps sending from its own thread while the outer switches: once an
    /// element of the new inner has been delivered, no element of the old one follows, and
    /// deliveries never overlap.
    func testAnOldInnerOnAnotherThreadIsCutOffAtTheSwitch() {
        runFailingOnDeadlock {
            for _ in 0..<(20 * stressScale) {
                let outer = DrivenSource<Observable<Int>>()
                let old = DrivenSource<Int>()
                let new = DrivenSource<Int>()
                let recorder = DeliveryRecorder<Int>()
                let subscription = outer.observable.switchLatest().subscribe(recorder.on)
                outer.send(.next(old.observable))
                let oldDone = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    for value in 0..<5_000 {
                        old.send(.next(value))
                    }
                    oldDone.signal()
                }
                outer.send(.next(new.observable))
                new.send(.next(-1))
                XCTAssertEqual(oldDone.wait(timeout: .now() + 20), .success)
                let elements = recorder.elements
                let switchIndex = elements.firstIndex(of: -1)
                XCTAssertNotNil(switchIndex)
                XCTAssertEqual(switchIndex, elements.count - 1, "an old element followed the new one")
                XCTAssertEqual(elements.dropLast(), Array(0..<(elements.count - 1))[...])
                XCTAssertEqual(recorder.overlaps, 0)
                XCTAssertEqual(old.observerCount, 0)
                subscription.dispose()
            }
        }
    }
}
