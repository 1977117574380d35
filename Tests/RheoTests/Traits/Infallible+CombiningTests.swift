import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class InfallibleCombiningTests: RheoTestCase {
    func testCombineLatestCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let sources = [xs, ys].map { $0.asInfallible(onErrorJustReturn: 0) }
        let res = scheduler.start { Infallible.combineLatest(sources) }
        XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(230, [2, 10]), .completed(300)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Infallible.combineLatest([Infallible.of(1), .of(2)]) { $0.reduce(0, +) }
            }.events, [.next(200, 3), .completed(200)])
    }

    func testZipCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let sources = [xs, ys].map { $0.asInfallible(onErrorJustReturn: 0) }
        let res = scheduler.start { Infallible.zip(sources) }
        // As RxSwift's: ys completing with nothing queued does not end it; xs's completion does.
        XCTAssertEqual(res.events, [.next(220, [1, 10]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Infallible.zip([Infallible.of(1, 2), .of(3, 4)]) { $0.reduce(0, +) }
            }.events, [.next(200, 4), .next(200, 6), .completed(200)])
    }
}
