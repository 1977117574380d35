import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// `assertEvents` and `assertSubscriptions`: they pass on what their strings describe, and
/// fail, with a marble diagram, on anything else.
final class MarbleAssertionsTests: FailureCapturingTestCase {
    func testAssertEventsPassesOnTheEventsItsStringDescribes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(
            "a----^bcde-----|", values: ["a": 1, "b": 0, "c": 1, "d": 2, "e": 4])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(
            failures { assertEvents(res.events, "^bcde-----|", values: ["b": 0, "c": 2, "d": 4, "e": 8]) }, [])
        XCTAssertEqual(failures { assertSubscriptions(xs.subscriptions, ["^---------!"]) }, [])
    }

    func testWithoutACaretFrameZeroIsTheSubscriptionTime() {
        let events: [Recorded<Event<Int>>] = [.next(220, 1), .error(240, TestError(1))]
        XCTAssertEqual(failures { assertEvents(events, "--a-#", values: ["a": 1], error: TestError(1)) }, [])
        XCTAssertEqual(failures { assertEvents(events, "^-a-#", values: ["a": 1], error: TestError(1)) }, [])
        XCTAssertEqual(failures { assertEvents(events, "^a-#", values: ["a": 1], error: TestError(1)) }.count, 1)
        XCTAssertEqual(failures { assertEvents(events, "--a-#", values: ["a": 1], error: TestError(2)) }.count, 1)
        XCTAssertEqual(failures { assertEvents(events, "-a#", values: ["a": 1], error: TestError(1), frame: 20) }, [])
    }

    func testEventsAtTheSubscriptionTimeAreAGroupAtFrameZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        XCTAssertEqual(failures { assertEvents(res.events, "(a|)", values: ["a": 1]) }, [])
        XCTAssertEqual(failures { assertEvents(res.events, "-(a|)", values: ["a": 1]) }.count, 1)
    }

    func testAnOriginMovesFrameZero() {
        let events: [Recorded<Event<Int>>] = [.next(20, 1), .completed(40)]
        XCTAssertEqual(failures { assertEvents(events, "--a-|", values: ["a": 1], origin: 0) }, [])
        XCTAssertEqual(failures { assertEvents(events, "--a-|", values: ["a": 1]) }.count, 1)
        XCTAssertEqual(failures { assertSubscriptions([Subscription(20, 60)], ["--^---!"], origin: 0) }, [])
    }

    func testAssertEventsFailsWithBothTimelinesDrawn() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("^-a-b--|", values: ["a": 100, "b": 200])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(
            failures { assertEvents(res.events, "^-a-b-|", values: ["a": 101, "b": 201]) },
            [
                """
                failed - assertEvents failed: ("[next(101) @ 220, next(201) @ 240, completed @ 270]") \
                is not equal to ("[next(101) @ 220, next(201) @ 240, completed @ 260]")
                Differences:
                lhs[2]: completed @ 270
                rhs[2]: completed @ 260

                Marble diagrams, 10 ticks a column:
                time      200
                          |
                expected  ^-a-b-|
                actual    ^-a-b--|
                                ^ first difference, at 260
                values: a = 101, b = 201
                From the first difference on (index 2):
                expected: [completed @ 260]
                actual:   [completed @ 270]
                """
            ])
    }

    func testStartSubscribesAndDisposesWhereTheSubscriptionStringSays() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("a-^-b-c-d-|", values: ["a": 1, "b": 2, "c": 3, "d": 4])
        let res = try scheduler.start(subscription: "-^-!") { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(220, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(failures { assertEvents(res.events, "--a", values: ["a": 20]) }, [])

        let open = TestScheduler(initialClock: 0)
        let ys = try open.createHotObservable("^-b-|", values: ["b": 2])
        _ = try open.start(subscription: "^") { ys }
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)], "completed before the default disposal")

        let early = TestScheduler(initialClock: 0)
        let zs = early.createColdObservable([.next(10, 1)])
        let earlyRes = try early.start(subscription: "^--!", origin: 50) { zs }
        XCTAssertEqual(earlyRes.events, [.next(60, 1)], "created at the subscription when it is before 100")
        XCTAssertEqual(zs.subscriptions, [Subscription(50, 80)])

        XCTAssertThrowsError(try early.start(subscription: "^-^") { zs }) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.position, 2)
        }
    }

    func testBadInputIsAFailureThatSaysWhatIsWrong() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1)]
        let syntax = failures { assertEvents(events, "^a-b", values: ["a": 1]) }
        XCTAssertEqual(syntax.count, 1)
        XCTAssertTrue(
            syntax.first?.contains("assertEvents: marble syntax error at position 3: 'b' has no value") ?? false,
            "\(syntax)")
        let frame = failures { assertEvents(events, "^a", values: ["a": 1], frame: 0) }
        XCTAssertTrue(frame.first?.contains("the frame must be positive; it is 0") ?? false, "\(frame)")
        let subscription = failures { assertSubscriptions([], ["^-a"]) }
        XCTAssertTrue(
            subscription.first?.contains("assertSubscriptions: marble syntax error at position 2") ?? false,
            "\(subscription)")
        XCTAssertEqual(failures { assertSubscriptions([], [], frame: -1) }.count, 1)
    }

    func testSubscriptionStringsCountFromTheirFirstCharacterAt200() {
        XCTAssertEqual(failures { assertSubscriptions([Subscription(220, 260)], ["--^---!"]) }, [])
        XCTAssertEqual(failures { assertSubscriptions([Subscription(200, 250)], ["^----!"]) }, [])
        XCTAssertEqual(failures { assertSubscriptions([Subscription(200)], ["^"]) }, [])
        XCTAssertEqual(failures { assertSubscriptions([Subscription(200, 225)], ["^-!"], frame: 5) }.count, 1)
        XCTAssertEqual(failures { assertSubscriptions([Subscription(200, 210)], ["^-!"], frame: 5) }, [])
        let failed = failures { assertSubscriptions([Subscription(200, 300)], ["^---------!", "^"]) }
        XCTAssertEqual(failed.count, 1)
        XCTAssertTrue(
            failed.first?.contains(
                """
                expected[0]  ^---------!
                actual[0]    ^---------!
                expected[1]  ^----------
                actual[1]    (none)
                             ^ first difference, at 200
                """) ?? false, "\(failed)")
    }
}
