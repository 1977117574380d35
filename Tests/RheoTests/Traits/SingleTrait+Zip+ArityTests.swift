import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SingleTraitZipArityTests: RheoTestCase {
    func testZipTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(40, "b"), .completed(40)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(240, "1b"), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
    }

    func testZipTuplesUpToEight() {
        var results: [String] = []
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { results.append("\($0.0)\($0.1)") })
        _ = Single.zip(.just(1), .just(2), .just(3), .just(4), .just(5), .just(6), .just(7), .just(8))
            .subscribe(onSuccess: { results.append("\($0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7)") })
        _ = Single.zip(.just(1), .just(2), .just(3)) { $0 * $1 * $2 }.subscribe(onSuccess: { results.append("\($0)") })
        XCTAssertEqual(results, ["1a", "36", "6"])
    }

    func testZipFailsWhenOneFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let b = scheduler.createColdObservable([.error(20, TestError(1), Int.self)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError(1))])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    }
}
