import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Asserts that `events` is a single `RxError.argumentOutOfRange` error event at `time`,
/// and that exactly one explanation mentioning every string in `fragments` was reported
/// through `Hooks.argumentOutOfRangeHandler` since the test began or the last such check.
func assertArgumentOutOfRange<Element>(
    _ events: [Recorded<Event<Element>>],
    at time: TestTime = TestSchedulerDefaults.subscribed,
    mentioning fragments: String...,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let messages = RheoTestCase.takeArgumentOutOfRangeMessages()
    guard events.count == 1, let recorded = events.first, case RxError.argumentOutOfRange? = recorded.value.error
    else {
        return XCTFail("expected one argumentOutOfRange error, got \(events)", file: file, line: line)
    }
    XCTAssertEqual(recorded.time, time, file: file, line: line)
    assertOneArgumentOutOfRangeMessage(messages, mentioningAll: fragments, file: file, line: line)
}

/// Checks what a real-thread run of a rate-limiting operator delivered: elements in strictly
/// increasing order, starting and ending as expected, then exactly one completion.
func assertOrderedSubsequence(
    _ recorder: RecordingObserver<Int>,
    first: Int?,
    last: Int,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let elements = recorder.elements
    XCTAssertEqual(recorder.grammarViolations, [], file: file, line: line)
    XCTAssertTrue(recorder.isCompleted, "\(recorder.events.suffix(3))", file: file, line: line)
    XCTAssertEqual(recorder.terminalCount, 1, file: file, line: line)
    XCTAssertTrue(
        zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 }, "elements out of order", file: file, line: line)
    if let first {
        XCTAssertEqual(elements.first, first, file: file, line: line)
    }
    XCTAssertEqual(elements.last, last, file: file, line: line)
}

/// A source that sends `0..<count` from a thread of its own, then completes.
func threadedRange(_ count: Int) -> Observable<Int> {
    Observable.create { observer in
        let cancelled = BooleanDisposable()
        Thread.detachNewThread {
            for value in 0..<count where !cancelled.isDisposed {
                observer.onNext(value)
            }
            observer.onCompleted()
        }
        return cancelled
    }
}
