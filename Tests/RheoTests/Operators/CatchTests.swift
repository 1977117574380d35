import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class CatchTests: RheoTestCase {
    func testWithoutAnErrorTheHandlerIsNotCalled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(300)])
        let calls = Counter()
        let res = scheduler.start {
            xs.asObservable().catch { _ in
                calls.increment()
                return Observable.just(-1)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(calls.value, 0)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let caught = Collected<Swift.Error>()
        let res = scheduler.start {
            xs.asObservable().catch { error in
                caught.append(error)
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(caught.values.map { $0 as? TestError }, [TestError(1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testAnErrorOfTheHandlersSequenceIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(2))])
        let res = scheduler.start { xs.asObservable().catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .error(250, TestError(2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testAThrowingHandlerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let res = scheduler.start { xs.asObservable().catch { _ in throw TestError(9) } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError(9))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalMidWayInTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
        let res = scheduler.start(disposed: 300) { xs.asObservable().catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: catch(sequence:)

    func testCatchSequenceMovesOnAtEachErrorUntilACompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(2))])
        let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let ws = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [xs, ys, zs, ws].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(ws.subscriptions, [])
    }

    func testCatchSequenceWhereAllFailPassesTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(1), Int.self)])
        let ys = scheduler.createColdObservable([.error(10, TestError(2), Int.self)])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.error(220, TestError(2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testCatchSequenceOfNothingCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCatchSequenceOfManySynchronousFailuresRunsInConstantStack() {
        let count = stackDepthCount
        let failing = Observable<Int>.error(TestError(1))
        var received: [Int] = []
        var completed = false
        let sources = repeatElement(failing, count: count).lazy.map { $0 } + [Observable.just(7)]
        _ = Observable.catch(sequence: sources)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [7])
        XCTAssertTrue(completed)
    }

    /// As in RxSwift, a `catch(sequence:)` among the observables of a `catch(sequence:)` of
    /// the same sequence type is walked in place: the stack of iterators is two deep, and
    /// the events are those of the nested sequences.
    func testANestedCatchSequenceIsWalkedInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(1, 1), .error(2, TestError(1))])
        let ys = scheduler.createColdObservable([.next(1, 2), .error(2, TestError(2))])
        let zs = scheduler.createColdObservable([.next(1, 3), .completed(2)])
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start {
            Observable.catch(sequence: [
                xs.asObservable(), Observable.catch(sequence: [ys.asObservable(), zs.asObservable()]),
            ])
        }
        XCTAssertEqual(maxTailRecursiveSinkStackSize, Resources.isTracking ? 2 : 0)
        XCTAssertEqual(res.events, [.next(201, 1), .next(203, 2), .next(205, 3), .completed(206)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 202)])
        XCTAssertEqual(ys.subscriptions, [Subscription(202, 204)])
        XCTAssertEqual(zs.subscriptions, [Subscription(204, 206)])
    }
}
