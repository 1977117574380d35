import Rheo
import RheoTestSupport
import XCTest

@testable import RheoTest

/// Recorded events and subscriptions drawn as marble strings: every token, the layout
/// errors, the frame, and the round trip of canonical strings.
final class MarbleRendererTests: RheoTestCase {
    private func draw<T: CustomStringConvertible>(
        _ events: [Recorded<Event<T>>], origin: TestTime = 0, frame: TestTime = 10, hot: Bool = false
    ) throws -> String {
        try MarbleRenderer.marbles(
            events, origin: origin, frame: frame, subscriptionPoint: hot, character: { Character($0.description) })
    }

    func testEveryToken() throws {
        XCTAssertEqual(try draw([.next(0, 1), .next(20, 2), .completed(50)]), "1-2--|")
        XCTAssertEqual(try draw([.next(10, 1), .error(30, TestError(1))]), "-1-#")
        XCTAssertEqual(try draw([Recorded<Event<Int>>]()), "")
        XCTAssertEqual(try draw([.completed(0, Int.self)]), "|")
    }

    func testSimultaneousEventsAreAGroupTakingItsLength() throws {
        XCTAssertEqual(
            try draw([.next(20, 1), .next(20, 2), .next(70, 3), .completed(80)]), "--(12)-3|")
        XCTAssertEqual(try draw([.next(0, 1), .completed(0)]), "(1|)")
        XCTAssertThrowsError(try draw([.next(200, 1), .next(200, 2), .next(210, 3)], origin: 200)) { error in
            XCTAssertEqual(error as? MarbleLayoutError, .overlap(time: 210, previous: 200))
        }
    }

    func testTheSubscriptionPointOfAHotString() throws {
        XCTAssertEqual(
            try draw([.next(150, 1), .next(210, 2), .completed(300)], origin: 200, hot: true), "1----^2--------|")
        XCTAssertEqual(try draw([Recorded<Event<Int>>](), origin: 200, hot: true), "^")
        XCTAssertThrowsError(try draw([.next(200, 1)], origin: 200, hot: true)) { error in
            XCTAssertEqual(error as? MarbleLayoutError, .overlap(time: 200, previous: 200))
        }
    }

    func testOtherFramesAndTimesOffTheGrid() throws {
        XCTAssertEqual(try draw([.next(205, 1), .next(215, 2)], origin: 200, frame: 5, hot: true), "^1-2")
        XCTAssertEqual(try draw([.next(3, 1), .completed(9, Int.self)], frame: 3), "-1-|")
        XCTAssertThrowsError(try draw([.next(213, 1)], origin: 200, hot: true)) { error in
            XCTAssertEqual(error as? MarbleLayoutError, .offGrid(time: 213, frame: 10))
        }
        XCTAssertThrowsError(try draw([.next(20, 1), .next(10, 2)])) { error in
            XCTAssertEqual(error as? MarbleLayoutError, .unordered(time: 10, previous: 20))
        }
    }

    func testSubscriptions() throws {
        XCTAssertEqual(try MarbleRenderer.marbles(Subscription(200, 250), frame: 10), "^----!")
        XCTAssertEqual(try MarbleRenderer.marbles(Subscription(220, 260), frame: 10), "--^---!")
        XCTAssertEqual(try MarbleRenderer.marbles(Subscription(20, 60), origin: 0, frame: 10), "--^---!")
        XCTAssertThrowsError(try MarbleRenderer.marbles(Subscription(100, 150), frame: 10)) { error in
            XCTAssertEqual(error as? MarbleLayoutError, .beforeStart(time: 100, start: 200))
        }
        XCTAssertEqual(try MarbleRenderer.marbles(Subscription(200), frame: 10), "^")
        XCTAssertEqual(
            try MarbleRenderer.marbles(Subscription(300, 320), frame: 10), String(repeating: "-", count: 10) + "^-!")
        XCTAssertThrowsError(try MarbleRenderer.marbles(Subscription(200, 200), frame: 10))
    }

    func testTheFrameDrawsEveryTimeExactly() {
        XCTAssertEqual(MarbleRenderer.frame(for: [210, 230, 1000], origin: 200, preferred: 10), 10)
        XCTAssertEqual(MarbleRenderer.frame(for: [200], origin: 200, preferred: 10), 10)
        XCTAssertEqual(MarbleRenderer.frame(for: [210, .max], origin: 200, preferred: 10), 10)
        XCTAssertEqual(MarbleRenderer.frame(for: [205, 230], origin: 200, preferred: 10), 5)
        XCTAssertEqual(MarbleRenderer.frame(for: [203, 209], origin: 200, preferred: 10), 3)
        XCTAssertEqual(MarbleRenderer.frame(for: [150, 211], origin: 200, preferred: 10), 1)
        XCTAssertEqual(MarbleRenderer.divisors(of: 10), [10, 5, 2, 1])
        XCTAssertEqual(MarbleRenderer.divisors(of: 9), [9, 3, 1])
        XCTAssertEqual(MarbleRenderer.divisors(of: 1), [1])
    }

    /// Parse, then render, gives every canonical string back (see `MarbleRenderer`).
    func testCanonicalStringsRoundTrip() throws {
        let cold = ["", "a", "-a-b-|", "--(ab)-c|", "(a|)", "a-#", "(abc)--d", "-----|", "a(bc)d", "---(a#)"]
        let hot = ["^", "^a-b|", "a--^-b--|", "(ab)^c", "a^", "ab-^--(cd)-#", "a-^", "(ab)-^", "^(a|)"]
        let values = Dictionary(uniqueKeysWithValues: "abcd".map { ($0, $0) })
        for (marbles, isHot) in cold.map({ ($0, false) }) + hot.map({ ($0, true) }) {
            for frame: TestTime in [1, 10, 7] {
                let origin: TestTime = isHot ? 200 : 0
                let events = try TestScheduler.recordedEvents(marbles, values: values, origin: origin, frame: frame)
                let drawn = try MarbleRenderer.marbles(
                    events, origin: origin, frame: frame, subscriptionPoint: isHot, character: { $0 })
                XCTAssertEqual(drawn, marbles, "frame \(frame)")
            }
        }
        for marbles in ["^", "^-!", "^-----!", "--^---!", "-^", "-^!"] {
            let subscription = try TestScheduler.subscription(marbles, frame: 10)
            XCTAssertEqual(try MarbleRenderer.marbles(subscription, frame: 10), marbles)
        }
    }
}
