import Rheo
import RheoTestSupport
import XCTest

@testable import RheoTest

/// The failure messages of differing lists, asserted whole: the frame that draws every
/// time exactly, groups, legends, elided silence, and the reasons a diagram is left out.
final class MarbleDifferenceTests: RheoTestCase {
    private func message<T: Equatable>(
        _ actual: [Recorded<Event<T>>], _ expected: [Recorded<Event<T>>], origin: TestTime = 200
    ) -> String? {
        MarbleDifference.events(
            actual: actual, expected: expected, assertion: "XCTAssertEqual", origin: origin,
            subscriptionPoint: origin == 200, frame: 10)
    }

    func testEqualListsHaveNoMessage() {
        XCTAssertNil(message([.next(210, 1), .error(220, TestError(1))], [.next(210, 1), .error(220, TestError(1))]))
        XCTAssertNil(MarbleDifference.subscriptions(actual: [], expected: [], assertion: "x", frame: 10))
    }

    func testAGroupThatWouldCoverTheNextEventNarrowsTheFrame() {
        // At 5 ticks a column, the group at 200 would cover 215; at 1 tick it does not.
        let actual: [Recorded<Event<String>>] = [
            .next(200, "long"), .next(200, "x"), .next(215, "y"), .error(240, TestError(1)),
        ]
        let expected: [Recorded<Event<String>>] = [
            .next(200, "long"), .next(200, "x"), .next(220, "y"), .completed(240),
        ]
        XCTAssertEqual(
            message(actual, expected),
            """
            XCTAssertEqual failed: ("[next(long) @ 200, next(x) @ 200, next(y) @ 215, error(TestError(id: 1)) @ 240]") \
            is not equal to ("[next(long) @ 200, next(x) @ 200, next(y) @ 220, completed @ 240]")
            Differences:
            lhs[2]: next(y) @ 215
            rhs[2]: next(y) @ 220
            lhs[3]: error(TestError(id: 1)) @ 240
            rhs[3]: completed @ 240

            Marble diagrams, 1 tick a column:
            time      200       210       220       230       240
                      |         |         |         |         |
            expected  (ab)----------------c-------------------|
            actual    (ab)-----------c------------------------#
                                     ^ first difference, at 215
            values: a = "long", b = "x", c = "y"
            From the first difference on (index 2):
            expected: [next(y) @ 220, completed @ 240]
            actual:   [next(y) @ 215, error(TestError(id: 1)) @ 240]
            """)
    }

    func testLongSilenceIsElided() {
        XCTAssertEqual(
            message([.next(211, 1), .next(1000, 2)], [.next(210, 1)]),
            """
            XCTAssertEqual failed: ("[next(1) @ 211, next(2) @ 1000]") is not equal to ("[next(1) @ 210]")
            Differences:
            lhs[0]: next(1) @ 211
            rhs[0]: next(1) @ 210
            lhs[1]: next(2) @ 1000
            rhs[1]: (none)

            Marble diagrams, 1 tick a column, ~ eliding silence:
            time      200       210  998
                      |         |   ~|
            expected  ^---------1
            actual    ^----------1--~--2
                                ^ first difference, at 210
            From the first difference on (index 0):
            expected: [next(1) @ 210]
            actual:   [next(1) @ 211, next(2) @ 1000]
            """)
    }

    func testNoDiagramWhenNoFrameFitsOrItIsTooWide() {
        let crowded = message([.next(210, 1), .next(210, 2), .next(211, 3)], [.next(210, 1)]) ?? ""
        XCTAssertTrue(
            crowded.contains(
                "\n\nNo marble diagram: what happens at 211 falls inside the group drawn at 210, at 1 tick a column and"
                    + " at any divisor of it.\nFrom the first difference on (index 1):\nexpected: []\n"),
            crowded)
        let busy = (0..<200).map { Recorded<Event<Int>>.next(200 + $0, $0 % 10) }
        let wide = message(busy, []) ?? ""
        XCTAssertTrue(
            wide.contains(
                "\n\nNo marble diagram: at 1 tick a column it would be 200 columns wide even with silence elided,"
                    + " more than 160.\n"),
            wide)
    }

    func testAColdListCountsFromZeroWithoutASubscriptionPoint() {
        let text = message([.next(10, "a"), .completed(20)], [.next(10, "a"), .completed(30)], origin: 0) ?? ""
        XCTAssertTrue(
            text.contains(
                """
                time      0
                          |
                expected  -a-|
                actual    -a|
                            ^ first difference, at 20
                """), text)
    }

    func testSubscriptionPairsAreDrawnOneAboveTheOther() {
        XCTAssertEqual(
            MarbleDifference.subscriptions(
                actual: [Subscription(200, 300), Subscription(250)],
                expected: [Subscription(200, 300), Subscription(50, 90)], assertion: "assertSubscriptions", frame: 10),
            """
            assertSubscriptions failed: ("[(200 : 300), (250 : Infinity)]") is not equal to ("[(200 : 300), (50 : 90)]")
            Differences:
            lhs[1]: (250 : Infinity)
            rhs[1]: (50 : 90)

            Marble diagrams, 10 ticks a column:
            time         50        150       250
                         |         |         |
            expected[0]                 ^---------!
            actual[0]                   ^---------!
            expected[1]  ^---!
            actual[1]                        ^-----
                         ^ first difference, at 50
            From the first difference on (index 1):
            expected: [(50 : 90)]
            actual:   [(250 : Infinity)]
            """)
    }
}
