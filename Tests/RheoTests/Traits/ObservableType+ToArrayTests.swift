import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ToArrayTests: RheoTestCase {
    func testSendsAllElementsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(300, [2, 3]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEmptySourceGivesAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    }

    func testSourceErrorDropsTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError(1))])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingBeforeCompletionSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.toArray() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingInsideOnNextSuppressesTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { _ in true }) { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(300, [1])])
    }

    func testSynchronousSource() {
        let recorder = RecordingObserver<[Int]>()
        _ = Observable.range(start: 0, count: 5).toArray().asObservable().subscribe(recorder)
        XCTAssertEqual(recorder.elements, [[0, 1, 2, 3, 4]])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testIsASingle() {
        var outcomes: [SingleEvent<[Int]>] = []
        _ = Observable.of(1, 2).toArray().subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes.count, 1)
        XCTAssertEqual(try outcomes.first?.get(), [1, 2])
    }
}
