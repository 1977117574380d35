import Rheo
import RheoTest
import Testing
import XCTest

// The same operators tested three ways, as docs/Testing.md shows them: RxTest's `Recorded`
// lists, marble strings from XCTest, and marble strings from Swift Testing. This file is
// also what Scripts/check-type-check-time.sh type-checks for marble-heavy tests: it imports
// only what a user's test target imports (Rheo, RheoTest, XCTest, Testing).

/// `map` then `filter` on a hot source, and `flatMap` of cold inner sources, in XCTest.
final class MarbleUsageTests: XCTestCase {
    /// RxTest's way: times and events written out.
    func testMapFilterWithRecordedLists() {
        withLeakCheck {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(300),
            ])
            let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 % 20 == 0 } }
            XCTAssertEqual(res.events, [.next(210, 20), .next(230, 40), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    /// The same test with marble strings: one character a frame of 10 ticks, `^` at 200.
    func testMapFilterWithMarbles() throws {
        try withLeakCheck {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable(
                "a----^bcde-----|", values: ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5])
            let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 % 20 == 0 } }
            assertEvents(res.events, "^B-D------|", values: ["B": 20, "D": 40])
            assertSubscriptions(xs.subscriptions, ["^---------!"])
        }
    }

    /// Inner cold sources, each subscribed where the outer element arrives.
    func testFlatMapOfColdSourcesWithMarbles() throws {
        try withLeakCheck {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = try scheduler.createColdObservable("a-b|", values: ["a": 1, "b": 2])
            let outer = try scheduler.createHotObservable("^-x---y-----|", values: ["x": 10, "y": 20])
            let res = scheduler.start { outer.flatMap { base in inner.map { base + $0 } } }
            assertEvents(res.events, "^-a-b-c-d---|", values: ["a": 11, "b": 12, "c": 21, "d": 22])
            assertSubscriptions(outer.subscriptions, ["^-----------!"])
            assertSubscriptions(inner.subscriptions, ["--^--!", "------^--!"])
        }
    }

    /// Simultaneous events are a group; an error is `#`, compared with the test's error.
    func testGroupsAndErrorsWithMarbles() throws {
        struct Failure: Error, Equatable {}
        try withLeakCheck {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.just(1) }
            assertEvents(res.events, "(a|)", values: ["a": 1])
            let later = TestScheduler(initialClock: 0)
            let xs = try later.createColdObservable("-a-#", values: ["a": "x"], error: Failure())
            let observer = later.createObserver(String.self)
            later.scheduleAt(300) { _ = xs.subscribe(observer) }
            later.start()
            assertEvents(observer.events, "-----------a-#", values: ["a": "x"], error: Failure())
        }
    }
}

/// The same tests in Swift Testing: the assertions are the same functions, and the leak
/// check is a trait.
@Suite(.leakChecked)
struct MarbleUsageSwiftTests {
    @Test func mapFilterWithRecordedLists() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 % 20 == 0 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(230, 40), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func mapFilterWithMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(
            "a----^bcde-----|", values: ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5])
        let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 % 20 == 0 } }
        assertEvents(res.events, "^B-D------|", values: ["B": 20, "D": 40])
        assertSubscriptions(xs.subscriptions, ["^---------!"])
    }

    @Test func flatMapOfColdSourcesWithMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = try scheduler.createColdObservable("a-b|", values: ["a": 1, "b": 2])
        let outer = try scheduler.createHotObservable("^-x---y-----|", values: ["x": 10, "y": 20])
        let res = scheduler.start { outer.flatMap { base in inner.map { base + $0 } } }
        assertEvents(res.events, "^-a-b-c-d---|", values: ["a": 11, "b": 12, "c": 21, "d": 22])
        assertSubscriptions(inner.subscriptions, ["--^--!", "------^--!"])
    }
}
