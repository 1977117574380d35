import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// RxTest's `XCTAssertEqual` overloads for every kind of event, and
/// `XCTAssertRecordedElements`: they pass on equal lists and fail, at the caller's line and
/// with the differing positions, on different ones.
final class XCTestRxTests: FailureCapturingTestCase {
    func testEventListsPassWhenEqualAndFailWhenNot() {
        XCTAssertEqual(failures { XCTAssertEqual([Event.next(1), .completed], [.next(1), .completed]) }, [])
        let failed = failures { XCTAssertEqual([Event.next(1), .completed], [.next(2), .completed]) }
        XCTAssertEqual(failed.count, 1)
        XCTAssertTrue(failed.first?.contains("lhs[0]: next(1)") ?? false, "\(failed)")
        XCTAssertTrue(failed.first?.contains("rhs[0]: next(2)") ?? false, "\(failed)")
        XCTAssertFalse(failed.first?.contains("lhs[1]") ?? true, "only the differing position: \(failed)")
    }

    func testRecordedEventListsCompareTimesAndEvents() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, TestError(1))]
        XCTAssertEqual(failures { XCTAssertEqual(events, [.next(210, 1), .error(220, TestError(1))]) }, [])
        XCTAssertEqual(failures { XCTAssertEqual(events, [.next(211, 1), .error(220, TestError(1))]) }.count, 1)
        XCTAssertEqual(failures { XCTAssertEqual(events, [.next(210, 1), .error(220, TestError(2))]) }.count, 1)
        let shorter = failures { XCTAssertEqual(events, [.next(210, 1)]) }
        XCTAssertEqual(shorter.count, 1)
        XCTAssertTrue(shorter.first?.contains("rhs[1]: (none)") ?? false, "\(shorter)")
    }

    func testRecordedEventListsThatDifferAreDrawnAsMarbleDiagrams() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 2), .completed(300)]
        XCTAssertEqual(
            failures { XCTAssertEqual(actual, [.next(210, 1), .next(230, 3), .completed(300)]) },
            [
                """
                failed - XCTAssertEqual failed: ("[next(1) @ 210, next(2) @ 230, completed @ 300]") \
                is not equal to ("[next(1) @ 210, next(3) @ 230, completed @ 300]")
                Differences:
                lhs[1]: next(2) @ 230
                rhs[1]: next(3) @ 230

                Marble diagrams, 10 ticks a column:
                time      200       300
                          |         |
                expected  ^1-3------|
                actual    ^1-2------|
                             ^ first difference, at 230
                From the first difference on (index 1):
                expected: [next(3) @ 230, completed @ 300]
                actual:   [next(2) @ 230, completed @ 300]
                """
            ])
    }

    func testRecordedEventsWithOptionalElementsAcceptNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, nil), .next(220, "a"), .completed(230)])
        let res = scheduler.start { xs }
        XCTAssertEqual(
            failures { XCTAssertEqual(res.events, [.next(210, nil), .next(220, "a"), .completed(230)]) }, [])
        XCTAssertEqual(
            failures { XCTAssertEqual(res.events, [.next(210, "a"), .next(220, nil), .completed(230)]) }.count, 1)
    }

    func testSingleEventListsCompareSuccessesAndFailures() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { events.append($0) }
        _ = Single<Int>.error(TestError(3)).subscribe { events.append($0) }
        XCTAssertEqual(failures { XCTAssertEqual(events, [.success(1), .failure(TestError(3))]) }, [])
        XCTAssertEqual(failures { XCTAssertEqual(events, [.success(2), .failure(TestError(3))]) }.count, 1)
        // Different errors are different events (RxTest once matched any two failures).
        XCTAssertEqual(failures { XCTAssertEqual(events, [.success(1), .failure(TestError(4))]) }.count, 1)
        XCTAssertEqual(failures { XCTAssertEqual(events, [.success(1), .failure(RxError.timeout)]) }.count, 1)
    }

    func testMaybeEventsAreEquatableAndTheirListsCompare() {
        XCTAssertEqual(MaybeEvent.success(1), MaybeEvent.success(1))
        XCTAssertNotEqual(MaybeEvent.success(1), MaybeEvent.success(2))
        XCTAssertEqual(MaybeEvent<Int>.completed, MaybeEvent<Int>.completed)
        XCTAssertEqual(MaybeEvent<Int>.error(TestError(1)), MaybeEvent<Int>.error(TestError(1)))
        XCTAssertNotEqual(MaybeEvent<Int>.error(TestError(1)), MaybeEvent<Int>.error(TestError(2)))
        XCTAssertNotEqual(MaybeEvent.success(1), MaybeEvent<Int>.completed)
        var events: [MaybeEvent<String>] = []
        _ = Maybe.just("a").subscribe { events.append($0) }
        _ = Maybe<String>.empty().subscribe { events.append($0) }
        XCTAssertEqual(failures { XCTAssertEqual(events, [.success("a"), .completed]) }, [])
        XCTAssertEqual(failures { XCTAssertEqual(events, [.success("a"), .error(TestError())]) }.count, 1)
    }

    func testCompletableEventsAreEquatableAndTheirListsCompare() {
        XCTAssertEqual(CompletableEvent.completed, CompletableEvent.completed)
        XCTAssertEqual(CompletableEvent.error(TestError(1)), CompletableEvent.error(TestError(1)))
        XCTAssertNotEqual(CompletableEvent.error(TestError(1)), CompletableEvent.error(TestError(2)))
        XCTAssertNotEqual(CompletableEvent.error(TestError(1)), CompletableEvent.completed)
        var events: [CompletableEvent] = []
        _ = Completable.empty().subscribe { events.append($0) }
        _ = Completable.error(TestError(5)).subscribe { events.append($0) }
        XCTAssertEqual(failures { XCTAssertEqual(events, [.completed, .error(TestError(5))]) }, [])
        XCTAssertEqual(failures { XCTAssertEqual(events, [.completed, .completed]) }.count, 1)
    }

    func testAFailureIsReportedAtTheCallersLine() {
        let line: UInt = 4242
        _ = failures { XCTAssertEqual([CompletableEvent.completed], [], file: #filePath, line: line) }
        XCTAssertEqual(failureLines, [Int(line)])
    }

    func testRecordedElementsIgnoreTimesButFailOnATerminalEventAsInRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let open = scheduler.start(disposed: 225) { xs }
        XCTAssertEqual(failures { XCTAssertRecordedElements(open.events, ["a", "b"]) }, [])
        XCTAssertEqual(failures { XCTAssertRecordedElements(open.events, ["a"]) }.count, 1)
        let ended = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let endedRes = scheduler.createObserver(String.self)
        _ = ended.subscribe(endedRes)
        scheduler.start()
        let stop = failures { XCTAssertRecordedElements(endedRes.events, ["a"]) }
        XCTAssertEqual(stop.count, 1)
        XCTAssertTrue(stop.first?.contains("A non-next stop event has been emitted") ?? false, "\(stop)")
    }

    func testOutsideSwiftTestingFailuresStillGoToXCTest() {
        // The shared failure path sends a failure here to XCTFail, at the caller's line.
        let line = #line + 1
        let failed = failures { assertEvents([Recorded<Event<Int>>.completed(210)], "^-|", values: [:]) }
        XCTAssertEqual(failed.count, 1)
        XCTAssertTrue(failed.first?.contains("lhs[0]: completed @ 210") ?? false, "\(failed)")
        XCTAssertEqual(failureLines, [line])
    }

    func testWithLeakCheckFailsAnXCTestTestAtTheCallersLine() throws {
        try XCTSkipUnless(Resources.isTracking, "only debug builds count live objects")
        var leaked: Disposable?
        let line = #line + 2
        let failed = failures {
            withLeakCheck(timeout: .milliseconds(20)) { leaked = PublishSubject<Int>().subscribe { _ in } }
        }
        leaked?.dispose()
        leaked = nil
        XCTAssertEqual(failed.count, 1)
        XCTAssertTrue(failed.first?.contains("live Rheo objects leaked") ?? false, "\(failed)")
        XCTAssertEqual(failureLines, [line])
        XCTAssertEqual(failures { withLeakCheck { _ = PublishSubject<Int>().subscribe { _ in } } }, [])
    }

    func testRecordedEventsTypeCheckLongListsWithArithmetic() {
        // Failed to type-check "in reasonable time" with a third `events` overload.
        let events = Recorded.events(
            .next(210, 1 * 10), .next(220, 2 * 10), .next(230, 3 * 10), .next(240, 4 * 10), .next(250, 5 * 10),
            .next(260, 6 * 10), .next(270, 7 * 10), .next(280, 8 * 10), .next(290, 9 * 10), .next(300, 10 * 10),
            .completed(310))
        XCTAssertEqual(events.map(\.time), [210, 220, 230, 240, 250, 260, 270, 280, 290, 300, 310])
        XCTAssertEqual(events.compactMap(\.value.element), [10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    }
}
