import Foundation
import Rheo
import RheoTestSupport
import Testing

@testable import RheoTest

/// RheoTest from Swift Testing: marble sources and expectations in `@Test` functions,
/// assertion failures recorded as issues at the caller's line, and the leak check as a
/// trait. The whole suite is leak-checked, so every test here also checks that the trait
/// passes a test that leaks nothing.
@Suite(.leakChecked)
struct SwiftTestingTests {
    // MARK: - Marble sources and expectations

    @Test func hotMarbleSourceAndExpectations() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        let expected: [Recorded<Event<Int>>] = [.next(220, 20), .next(240, 30), .completed(260)]
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, 260)])
        assertEvents(res.events, "^-B-C-|", values: ["B": 20, "C": 30])
        assertSubscriptions(xs.subscriptions, ["^-----!"])
    }

    @Test func coldMarbleSourceAndExpectations() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-b-#", values: ["a": "x", "b": "y"], error: TestError(1))
        let res = scheduler.start { xs }
        let expected: [Recorded<Event<String>>] = [.next(210, "x"), .next(230, "y"), .error(250, TestError(1))]
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, 250)])
        assertEvents(res.events, "^a-b-#", values: ["a": "x", "b": "y"], error: TestError(1))
        assertSubscriptions(xs.subscriptions, ["^----!"])
        // The first character is at 200, where `start` subscribes.
        assertSubscriptions([Subscription(220, 260)], ["--^---!"])
    }

    // MARK: - Failures are issues at the caller's line

    @Test func aFailingXCTAssertEqualIsAnIssueAtTheCallersLine() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]
        let line = #line + 2
        withKnownIssue {
            XCTAssertEqual(events, [.next(210, 2), .completed(220)])
        } matching: { issue in
            issue.isAt(line: line, filePath: #filePath) && issue.says("lhs[0]: next(1) @ 210", "rhs[0]: next(2) @ 210")
        }
    }

    @Test func theIssueNamesTheTestsModuleForACallerBesideTheTest() throws {
        let test = try #require(Test.current)
        let location = sourceLocation(file: #filePath, line: 7, in: test)
        #expect(location.fileID == #fileID)
        #expect(location.pathOfFile == #filePath)
        #expect(location.line == 7)
        // A caller elsewhere, or bad input, gets a valid location rather than a trap.
        let elsewhere = sourceLocation(file: "/elsewhere/Helper.swift", line: 0, in: test)
        #expect(elsewhere.fileID == "__C/Helper.swift")
        #expect(elsewhere.line == 1)
        #expect(sourceLocation(file: "", line: 3, in: test).fileID == "__C/")
    }

    @Test func failingMarbleExpectationsAreIssuesAtTheCallersLine() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(230)]
        var line = #line + 2
        withKnownIssue {
            assertEvents(events, "^a|", values: ["a": 1])
        } matching: { [line] issue in
            issue.isAt(line: line, filePath: #filePath) && issue.says("lhs[1]: completed @ 230")
        }
        line = #line + 2
        withKnownIssue {
            assertSubscriptions([Subscription(200, 260)], ["^----!"])
        } matching: { [line] issue in
            issue.isAt(line: line, filePath: #filePath) && issue.says("(200 : 260)", "(200 : 250)")
        }
        line = #line + 2
        withKnownIssue {
            assertEvents(events, "^a-x|", values: ["a": 1])
        } matching: { [line] issue in
            issue.isAt(line: line, filePath: #filePath) && issue.says("'x' has no value")
        }
        line = #line + 2
        withKnownIssue {
            XCTAssertRecordedElements(events, [1])
        } matching: { [line] issue in
            issue.isAt(line: line, filePath: #filePath) && issue.says("A non-next stop event has been emitted")
        }
    }

    // MARK: - The leak check

    @Test(.enabled(if: Resources.isTracking, "only debug builds count live objects"))
    func theCheckReportsALeakWithTheSubscriptionsStillLive() async {
        let check = LeakCheck.start()
        var leaked: Disposable? = PublishSubject<Int>().map { $0 + 1 }.subscribe(onNext: { _ in })
        let failure = await check.finish(timeout: .milliseconds(20))
        #expect(failure?.hasPrefix("live Rheo objects leaked: Resources.total is ") == true, "\(failure ?? "nil")")
        #expect(failure?.contains("subscriptions made since the start and still live:") == true)
        // The report lists the leaked chain with the site it was built at.
        #expect(failure?.contains("SwiftTestingTests.swift") == true, "\(failure ?? "nil")")
        leaked?.dispose()
        leaked = nil
        #expect(await check.finish(timeout: .seconds(5)) == nil)
    }

    @Test(.enabled(if: Resources.isTracking, "only debug builds count live objects"))
    func theTraitRecordsALeakAtTheTestsDeclaration() async throws {
        let test = try #require(Test.current)
        let kept = Collected<Disposable>()
        let trait = LeakCheckTrait.leakChecked(timeout: .milliseconds(20))
        // Inside this suite's own check: the nested one must not wait for it.
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                kept.append(PublishSubject<Int>().subscribe(onNext: { _ in }))
            }
        } matching: { issue in
            issue.sourceLocation == test.sourceLocation && issue.says("live Rheo objects leaked")
        }
        kept.take().forEach { $0.dispose() }
    }

    @Test func theTraitWaitsForObjectsReleasedOnAnotherThread() async throws {
        let test = try #require(Test.current)
        // Any issue the trait records fails this test.
        try await LeakCheckTrait.leakChecked.provideScope(for: test, testCase: Test.Case.current) {
            let subject = PublishSubject<Int>()
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
                subject.onNext(1)
            }
        }
    }

    @Test(.enabled(if: Resources.isTracking, "only debug builds count live objects"))
    func withLeakCheckRecordsALeakAtTheCallersLine() async {
        let kept = Collected<Disposable>()
        var line = #line + 2
        withKnownIssue {
            withLeakCheck(timeout: .milliseconds(20)) {
                kept.append(PublishSubject<Int>().subscribe(onNext: { _ in }))
            }
        } matching: { [line] issue in
            issue.isAt(line: line, filePath: #filePath) && issue.says("live Rheo objects leaked")
        }
        kept.take().forEach { $0.dispose() }
        line = #line + 2
        await withKnownIssue {
            await withLeakCheck(timeout: .milliseconds(20)) { () async in
                kept.append(PublishSubject<Int>().subscribe(onNext: { _ in }))
            }
        } matching: { [line] issue in
            issue.isAt(line: line, filePath: #filePath) && issue.says("live Rheo objects leaked")
        }
        kept.take().forEach { $0.dispose() }
        // Clean code passes, and the value comes back.
        #expect(withLeakCheck { PublishSubject<Int>().hasObservers } == false)
        #expect(await withLeakCheck { () async in 42 } == 42)
    }
}

extension Issue {
    /// Whether the issue was recorded at `line` of the file at `filePath`.
    fileprivate func isAt(line: Int, filePath: String) -> Bool {
        sourceLocation?.line == line && sourceLocation?.pathOfFile == filePath
    }

    /// Whether the issue's comment mentions every one of `fragments`.
    fileprivate func says(_ fragments: String...) -> Bool {
        let text = comments.map(\.rawValue).joined(separator: "\n")
        return fragments.allSatisfy { text.contains($0) }
    }
}
