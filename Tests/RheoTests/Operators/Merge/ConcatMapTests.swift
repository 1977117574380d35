import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ConcatMapTests: RheoTestCase {
    func testConcatenatesTheSelectedSequencesAndSelectsOnArrival() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 21), .completed(20)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(215, 2), .completed(300)])
        let selectedAt = Collected<TestTime>()
        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                selectedAt.append(scheduler.clock)
                return inners[value]!
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(250, 21), .completed(300)])
        // As RxSwift's `MergeLimitedSink`: the selector runs when the element arrives; the
        // inner it returns waits for its turn.
        XCTAssertEqual(selectedAt.values, [210, 215], "an element is mapped when it arrives")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 260)])
    }

    func testAThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                if value == 2 {
                    throw TestError(2)
                }
                return ys1
            }
        }
        // The error comes at the time of the element the selector was called for (215), not
        // when that element's turn would have come (240).
        XCTAssertEqual(res.events, [.error(215, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 215)])
    }

    func testAThrowingSelectorForAWaitingElementDisposesTheRunningInnerAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(40, 12), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(5, 21), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                switch value {
                case 1: return ys1
                case 2: return ys2
                default: throw TestError(3)
                }
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testInnerAndOuterErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError(1))])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start { xs.concatMap { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError(1))])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createColdObservable([.next(10, 11), .completed(100)])
        let outer = scheduler2.createHotObservable([.next(210, 1), .error(240, TestError(2))])
        let res2 = scheduler2.start { outer.concatMap { _ in zs } }
        XCTAssertEqual(res2.events, [.next(220, 11), .error(240, TestError(2))])
        XCTAssertEqual(zs.subscriptions, [Subscription(210, 240)])
    }

    func testDisposalMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.concatMap { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    // MARK: Bounded stack (docs/Contracts.md rule 3)

    func testRangeConcatMapJustRunsInConstantStack() {
        let count = stackDepthCount
        var sum = 0
        var completed = false
        _ = Observable.range(start: 0, count: count)
            .concatMap { Observable.just($0) }
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, count * (count - 1) / 2)
        XCTAssertTrue(completed)
    }

    func testManyElementsWaitingBehindASlowInnerRunInConstantStack() {
        let count = stackDepthCount
        let gate = ObserverBox<Int>()
        let slow = Observable<Int>.create { observer in
            gate.observer = observer
            return Disposables.create()
        }
        var sum = 0
        var completed = false
        _ = Observable.range(start: -1, count: count + 1)
            .concatMap { $0 < 0 ? slow : Observable.just($0) }
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, 0)
        gate.observer?.onCompleted()
        gate.observer = nil
        XCTAssertEqual(sum, count * (count - 1) / 2)
        XCTAssertTrue(completed)
    }
}
