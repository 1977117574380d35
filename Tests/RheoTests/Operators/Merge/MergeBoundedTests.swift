import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// `concatMap(buffer:)` and `merge(maxConcurrent:buffer:)`: the queue of waiting inners
/// under each policy, on virtual time.
final class MergeBoundedTests: RheoTestCase {
    private struct Drop: Equatable {
        let time: Int
        let operatorName: String
        let count: Int
        let total: Int
        let policy: BufferPolicy
    }

    /// Runs `body` with `Hooks.droppedElementsHandler` collecting reports, with the
    /// scheduler's clock at each.
    private func captureDrops(_ scheduler: TestScheduler, _ body: () -> Void) -> [Drop] {
        let collected = Collected<Drop>()
        let previous = Hooks.droppedElementsHandler
        Hooks.droppedElementsHandler = { report in
            collected.append(
                Drop(
                    time: scheduler.clock, operatorName: report.operatorName, count: report.count,
                    total: report.total, policy: report.policy))
        }
        defer { Hooks.droppedElementsHandler = previous }
        body()
        return collected.values
    }

    /// The source of the concatMap tests: 1, 2, 3, 4 at 210, 220, 230, 240, completed at 400;
    /// and an inner per value, each sending `10 * value` 10 ticks after its subscription
    /// and completing 50 ticks after it.
    private func concatMapFixture(_ scheduler: TestScheduler) -> (TestableObservable<Int>, [TestableObservable<Int>]) {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(400),
        ])
        let inners = (1...4).map { value in
            scheduler.createColdObservable([.next(10, 10 * value), .completed(50)])
        }
        return (xs, inners)
    }

    func testConcatMapUnboundedIsPlainConcatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = concatMapFixture(scheduler)
        let res = scheduler.start { xs.concatMap(buffer: .unbounded) { inners[$0 - 1] } }
        XCTAssertEqual(
            res.events, [.next(220, 10), .next(270, 20), .next(320, 30), .next(370, 40), .completed(410)])
        XCTAssertEqual(
            inners.map(\.subscriptions),
            [
                [Subscription(210, 260)], [Subscription(260, 310)], [Subscription(310, 360)], [Subscription(360, 410)],
            ])
    }

    /// `.dropNewest(limit: 1)`: 2 waits while 1 runs; 3 and 4 find the queue full and are
    /// dropped, never subscribed, each reported as it is dropped. The selector ran for all.
    func testConcatMapDropNewestDropsWhatArrivesToAFullQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = concatMapFixture(scheduler)
        let mapped = Collected<Int>()
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start {
                xs.concatMap(buffer: .dropNewest(limit: 1)) { value -> TestableObservable<Int> in
                    mapped.append(value)
                    return inners[value - 1]
                }
            }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .next(270, 20), .completed(400)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 260)], [Subscription(260, 310)], [], []])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(mapped.values, [1, 2, 3, 4])
        XCTAssertEqual(
            drops,
            [
                Drop(time: 230, operatorName: "concatMap(buffer:)", count: 1, total: 1, policy: .dropNewest(limit: 1)),
                Drop(time: 240, operatorName: "concatMap(buffer:)", count: 1, total: 2, policy: .dropNewest(limit: 1)),
            ])
    }

    /// `.dropOldest(limit: 1)`: each arrival replaces the waiting inner; the latest, 4, runs
    /// when 1 completes.
    func testConcatMapDropOldestKeepsTheLatestWaitingInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = concatMapFixture(scheduler)
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start { xs.concatMap(buffer: .dropOldest(limit: 1)) { inners[$0 - 1] } }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .next(270, 40), .completed(400)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 260)], [], [], [Subscription(260, 310)]])
        XCTAssertEqual(drops.map(\.time), [230, 240])
        XCTAssertEqual(drops.map(\.total), [1, 2])
    }

    /// `.keepLatest` is `.dropOldest(limit: 1)`: run the current inner, then the latest.
    func testConcatMapKeepLatestIsDropOldestOfOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = concatMapFixture(scheduler)
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start { xs.concatMap(buffer: .keepLatest) { inners[$0 - 1] } }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .next(270, 40), .completed(400)])
        XCTAssertEqual(drops.map(\.policy), [.dropOldest(limit: 1), .dropOldest(limit: 1)])
    }

    /// `.fail(limit: 1)`: the inner that finds the queue full fails the result at once,
    /// disposing the running inner and the source; nothing is reported as dropped.
    func testConcatMapFailEndsWithOverflowErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = concatMapFixture(scheduler)
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start { xs.concatMap(buffer: .fail(limit: 1)) { inners[$0 - 1] } }
        }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(220, 10))
        guard let last = res.events.last, case .error(let error) = last.value,
            let overflow = error as? BufferOverflowError
        else {
            return XCTFail("not an overflow error: \(res.events)")
        }
        XCTAssertEqual(last.time, 230)
        XCTAssertEqual(overflow.operatorName, "concatMap(buffer:)")
        XCTAssertEqual(overflow.limit, 1)
        XCTAssertEqual(overflow.reason, .overflow)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 230)], [], [], []])
        XCTAssertEqual(drops, [])
    }

    /// `merge(maxConcurrent: 2, buffer: .dropNewest(limit: 1))`: two inners run, one waits,
    /// the fourth is dropped; the waiting one starts when the first completes.
    func testMergeMaxConcurrentDropNewest() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (1...4).map { value in
            scheduler.createColdObservable([.next(10, 10 * value), .completed(50)])
        }
        let xs = scheduler.createHotObservable([
            .next(210, inners[0]), .next(215, inners[1]), .next(220, inners[2]), .next(225, inners[3]),
            .completed(400),
        ])
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start {
                xs.map { $0.asObservable() }.merge(maxConcurrent: 2, buffer: .dropNewest(limit: 1))
            }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .next(225, 20), .next(270, 30), .completed(400)])
        XCTAssertEqual(
            inners.map(\.subscriptions),
            [[Subscription(210, 260)], [Subscription(215, 265)], [Subscription(260, 310)], []])
        XCTAssertEqual(
            drops,
            [
                Drop(
                    time: 225, operatorName: "merge(maxConcurrent:buffer:)", count: 1, total: 1,
                    policy: .dropNewest(limit: 1))
            ])
    }

    /// `.block`, a limit below 1 and a `maxConcurrent` below 1 are bad input: an
    /// `argumentOutOfRange` error at subscription, explained, without subscribing.
    func testBlockAndBadLimitsAreArgumentErrors() {
        let cases: [(BufferPolicy, Int, String)] = [
            (.block(limit: 2), 1, "concatMap(buffer: .block(limit: 2)): block is not available here"),
            (.dropNewest(limit: 0), 1, "concatMap(buffer: .dropNewest(limit: 0)): limit must be at least 1"),
            (.fail(limit: -1), 2, "merge(maxConcurrent: 2, buffer: .fail(limit: -1)): limit must be at least 1"),
            (.block(limit: 2), 2, "merge(maxConcurrent: 2, buffer: .block(limit: 2)): block is not available here"),
            (.dropOldest(limit: 4), 0, "merge(maxConcurrent: 0, buffer:): maxConcurrent must be positive"),
        ]
        for (policy, maxConcurrent, message) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start { () -> Observable<Int> in
                message.hasPrefix("concatMap")
                    ? xs.concatMap(buffer: policy) { Observable.just($0) }
                    : xs.map { Observable.just($0) }.merge(maxConcurrent: maxConcurrent, buffer: policy)
            }
            XCTAssertEqual(res.events.count, 1, message)
            if case .error(RxError.argumentOutOfRange)? = res.events.first?.value {
            } else {
                XCTFail("\(message): \(res.events)")
            }
            XCTAssertEqual(res.events.first?.time, 200, message)
            XCTAssertEqual(xs.subscriptions, [], message)
            let explained = RheoTestCase.takeArgumentOutOfRangeMessages()
            XCTAssertEqual(explained.count, 1, message)
            XCTAssertTrue(explained.first?.hasPrefix(message) ?? false, "\(explained) should start with \(message)")
        }
    }
}
