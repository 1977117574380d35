import Foundation
import RheoTest
import RheoTestSupport
import XCTest

@testable import Rheo

final class DebugTests: RheoTestCase {
    /// Runs `body` with `debug` output captured; returns the lines without their timestamps,
    /// after checking each timestamp's shape.
    private func captureDebugLines(file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) -> [String] {
        let lines = Collected<String>()
        DebugLog.output = { lines.append($0) }
        defer { DebugLog.output = nil }
        body()
        let stamp = try! NSRegularExpression(pattern: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: "#)
        return lines.values.map { text in
            let range = NSRange(text.startIndex..., in: text)
            guard let match = stamp.firstMatch(in: text, range: range) else {
                XCTFail("no timestamp in \"\(text)\"", file: file, line: line)
                return text
            }
            return String(text[Range(match.range, in: text)!.upperBound...])
        }
    }

    func testLogsSubscriptionEventsAndDisposalAndPassesEventsOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        var res: TestableObserver<Int>!
        let lines = captureDebugLines {
            res = scheduler.start { xs.debug("xs") }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(
            lines,
            [
                "xs -> subscribed", "xs -> Event next(1)", "xs -> Event next(2)", "xs -> Event completed",
                "xs -> isDisposed",
            ])
    }

    func testLogsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(4))])
        var res: TestableObserver<Int>!
        let lines = captureDebugLines {
            res = scheduler.start { xs.debug("e") }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(4))])
        XCTAssertEqual(
            lines, ["e -> subscribed", "e -> Event next(1)", "e -> Event error(TestError(id: 4))", "e -> isDisposed"])
    }

    func testDisposingMidWayIsLogged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        var res: TestableObserver<Int>!
        let lines = captureDebugLines {
            res = scheduler.start(disposed: 250) { xs.debug("d") }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(lines, ["d -> subscribed", "d -> Event next(1)", "d -> isDisposed"])
    }

    func testTrimOutputShortensLongEvents() {
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        let lines = captureDebugLines {
            _ = Observable.of(long, "short").debug("t", trimOutput: true).subscribe()
            _ = Observable.just(long).debug("u").subscribe()
        }
        XCTAssertEqual(
            lines,
            [
                "t -> subscribed",
                "t -> Event next(aaaaaaaaaaaaaaa...bbbbbbbbbbbbbbbbbbb)",
                "t -> Event next(short)",
                "t -> Event completed",
                "t -> isDisposed",
                "u -> subscribed",
                "u -> Event next(\(long))",
                "u -> Event completed",
                "u -> isDisposed",
            ])
    }

    func testTheDefaultIdentifierNamesTheCallSite() {
        let expectedLine = #line + 2
        let lines = captureDebugLines {
            _ = Observable.just(1).debug().subscribe()
        }
        XCTAssertEqual(
            lines.first, "DebugTests.swift:\(expectedLine) (testTheDefaultIdentifierNamesTheCallSite()) -> subscribed")
        XCTAssertEqual(lines.count, 4)
    }

    func testDisposingInsideOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var res: TestableObserver<Int>!
        let lines = captureDebugLines {
            res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 2 }) { xs.debug("i") }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(lines, ["i -> subscribed", "i -> Event next(1)", "i -> Event next(2)", "i -> isDisposed"])
    }
}
