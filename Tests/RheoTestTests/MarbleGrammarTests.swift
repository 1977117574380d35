import RheoTestSupport
import XCTest

@testable import RheoTest

/// The marble grammar: every token, and a clear error naming the position for every
/// malformed string.
final class MarbleGrammarTests: RheoTestCase {
    private typealias Token = MarbleGrammar.Token

    private func frames(_ marbles: String, hot: Bool = false) throws -> [String] {
        try MarbleGrammar.parse(marbles, allowsSubscriptionPoint: hot).map { token in
            switch token.kind {
            case .value(let character): "\(token.frame):\(character)"
            case .completed: "\(token.frame):|"
            case .error: "\(token.frame):#"
            }
        }
    }

    private func error(_ marbles: String, hot: Bool = false) -> MarbleSyntaxError? {
        do {
            _ = try MarbleGrammar.parse(marbles, allowsSubscriptionPoint: hot)
            return nil
        } catch {
            return error as? MarbleSyntaxError
        }
    }

    func testEveryCharacterButASpaceTakesOneFrame() throws {
        XCTAssertEqual(try frames("--a--b--|"), ["2:a", "5:b", "8:|"])
        XCTAssertEqual(try frames("a b  c"), ["0:a", "1:b", "2:c"])
        XCTAssertEqual(try frames("-#"), ["1:#"])
        XCTAssertEqual(try frames(""), [])
    }

    func testAGroupHappensAtItsOpeningFrameAndTakesItsLength() throws {
        XCTAssertEqual(try frames("--(ab)-c|"), ["2:a", "2:b", "7:c", "8:|"])
        XCTAssertEqual(try frames("(a|)"), ["0:a", "0:|"])
    }

    func testTheSubscriptionPointIsTimeZeroOfAHotSource() throws {
        XCTAssertEqual(try frames("--a--^--b--|", hot: true), ["-3:a", "3:b", "6:|"])
        XCTAssertEqual(try frames("^a", hot: true), ["1:a"])
    }

    func testSubscriptionStrings() throws {
        XCTAssertEqual(try MarbleGrammar.parseSubscription("--^---!").subscribe, 2)
        XCTAssertEqual(try MarbleGrammar.parseSubscription("--^---!").unsubscribe, 6)
        XCTAssertNil(try MarbleGrammar.parseSubscription("^---").unsubscribe)
    }

    func testEveryMalformedEventStringNamesItsPosition() {
        let cases: [(String, Bool, Int, String)] = [
            ("--a-)", false, 4, "')' closes no group"),
            ("(a(b))", false, 2, "groups do not nest"),
            ("-(ab", false, 4, "is not closed; expected ')'"),
            ("-()", false, 2, "an empty group"),
            ("(a-b)", false, 2, "found '-' inside the group"),
            ("-^-a", false, 1, "'^' marks a hot source's subscription point"),
            ("^-^", true, 2, "a second '^'"),
            ("(^a)", true, 1, "'^' cannot be inside a group"),
            ("--!", false, 2, "'!' marks an unsubscription"),
            ("-|-a", false, 3, "nothing but '-' or ' ' may follow the terminal '|' at position 1"),
            ("#a", false, 1, "the terminal '#' at position 0"),
        ]
        for (marbles, hot, position, message) in cases {
            guard let error = error(marbles, hot: hot) else {
                XCTFail("\(marbles) parsed")
                continue
            }
            XCTAssertEqual(error.position, position, marbles)
            XCTAssertTrue(error.message.contains(message), "\(marbles): \(error.message)")
            XCTAssertTrue(
                error.description.hasSuffix("\n  \(marbles)\n  " + String(repeating: " ", count: position) + "^"))
        }
    }

    func testEveryMalformedSubscriptionStringNamesItsPosition() {
        let cases: [(String, Int, String)] = [
            ("---", 3, "no '^'"),
            ("-!^", 1, "'!' before '^'"),
            ("^-^", 2, "a second '^'"),
            ("^!!", 2, "a second '!'"),
            ("^-a", 2, "found 'a'"),
        ]
        for (marbles, position, message) in cases {
            do {
                _ = try MarbleGrammar.parseSubscription(marbles)
                XCTFail("\(marbles) parsed")
            } catch let error as MarbleSyntaxError {
                XCTAssertEqual(error.position, position, marbles)
                XCTAssertTrue(error.message.contains(message), "\(marbles): \(error.message)")
            } catch {
                XCTFail("\(error)")
            }
        }
    }
}

/// Marble strings on `TestScheduler`: the same test as `MarbleTests.testMapOnAHotObservable`,
/// with the same times.
final class MarbleSchedulerTests: RheoTestCase {
    func testMapOnAHotObservableWrittenAsMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(
            "a----^bcde-----|", values: ["a": 1, "b": 0, "c": 1, "d": 2, "e": 4])
        XCTAssertEqual(
            xs.recordedEvents,
            [.next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(
            res.events,
            try TestScheduler.recordedEvents("^bcde-----|", values: ["b": 0, "c": 2, "d": 4, "e": 8], origin: 200))
        XCTAssertEqual(xs.subscriptions, [try TestScheduler.subscription("^---------!")])
    }

    func testAColdObservablePlaysRelativeToEachSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = try scheduler.createColdObservable("-a-#", values: ["a": 7])
        let res = scheduler.start { ys }
        XCTAssertEqual(res.events, [.next(210, 7), .error(230, MarbleError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testACharacterWithoutAValueIsASyntaxError() {
        XCTAssertThrowsError(try TestScheduler.recordedEvents("-a-b", values: ["a": 1])) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.position, 3)
        }
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try scheduler.createColdObservable("-^a", values: ["a": 1])) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.position, 1)
        }
    }
}
