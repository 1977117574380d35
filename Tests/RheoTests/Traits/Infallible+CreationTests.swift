import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class InfallibleCreationTests: RheoTestCase {
    func testJustEmptyNever() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(s().start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(s().start { Infallible<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(s().start { Infallible<Int>.never() }.events, [])
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Infallible.just(1, scheduler: scheduler) }.events, [.next(201, 1), .completed(202)])
    }

    func testOfFromRange() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(s().start { Infallible.of(1, 2) }.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(s().start { Infallible.from([3, 4]) }.events, [.next(200, 3), .next(200, 4), .completed(200)])
        XCTAssertEqual(s().start { Infallible.from(5...6) }.events, [.next(200, 5), .next(200, 6), .completed(200)])
        XCTAssertEqual(
            s().start { Infallible.range(start: 7, count: 2) }.events, [.next(200, 7), .next(200, 8), .completed(200)])
    }

    func testDeferredCreatesPerSubscription() {
        var created = 0
        let infallible = Infallible<Int>.deferred {
            created += 1
            return .just(created)
        }
        var values: [Int] = []
        _ = infallible.subscribe(onNext: { values.append($0) })
        _ = infallible.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func testIntervalAndTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 235) { Infallible<Int>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Infallible<Int>.timer(.seconds(30), scheduler: scheduler2) }.events,
            [.next(230, 0), .completed(230)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let res3 = scheduler3.start(disposed: 243) {
            Infallible<Int>.timer(.seconds(30), period: .seconds(5), scheduler: scheduler3)
        }
        XCTAssertEqual(res3.events, [.next(230, 0), .next(235, 1), .next(240, 2)])
    }
}
