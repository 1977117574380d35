import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class InfallibleCombiningArityTests: RheoTestCase {
    func testCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
        let res = scheduler.start {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: "")) {
                "\($0)\($1)"
            }
        }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(300)])
    }

    func testZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start {
            Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: "")) {
                "\($0)\($1)"
            }
        }
        // As RxSwift's: completes once both sources have, not when ys completes with nothing queued.
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(240, "2b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testTuplesUpToEight() {
        var results: [String] = []
        let one = Infallible.just(1)
        _ = Infallible.combineLatest(one, Infallible.just("x")).subscribe(onNext: { results.append("\($0.0)\($0.1)") })
        _ = Infallible.zip(one, Infallible.just("y")).subscribe(onNext: { results.append("\($0.0)\($0.1)") })
        _ = Infallible.combineLatest(one, one, one, one, one, one, one, one)
            .subscribe(onNext: { results.append("\($0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7)") })
        _ = Infallible.zip(one, one, one, one, one, one, one, one)
            .subscribe(onNext: { results.append("\($0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7)") })
        _ = Infallible.zip(one, one, one) { $0 + $1 + $2 }.subscribe(onNext: { results.append("\($0)") })
        XCTAssertEqual(results, ["1x", "1y", "8", "8", "3"])
    }
}
