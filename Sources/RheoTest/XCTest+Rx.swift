#if canImport(XCTest)
import Rheo

// RxTest's assertions on lists of events, with its names and parameters. Each compares the
// lists element by element with the events' equality (see `Event`'s `==` for errors) and,
// when they differ, fails with both lists and the positions where they differ.
// XCTest's naming for assertions, as RxTest declares them, hence the swift-format-ignore
// before each.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of events are equal, as RxTest's overload.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of `Single` events are equal, as RxTest's overload: successes
/// with equal elements, failures with equal errors.
///
/// A `SingleEvent` is a `Result` whose failure is any `Error`, so it is not `Equatable`;
/// this assertion is how a test compares them.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqualLists(lhs, rhs, by: singleEventsAreEqual, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of `Maybe` events are equal, as RxTest's overload.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of `Completable` events are equal, as RxTest's overload.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of recorded events are equal, times and events, as RxTest's
/// overload.
///
/// A failure shows RxTest's lines, then both lists drawn as marble diagrams on one time
/// axis, `rhs` as `expected` above `lhs` as `actual` (the order RxTest tests write them
/// in), with the first difference marked.
///
/// - Parameters:
///   - lhs: The events received, as `TestableObserver.events`.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqualRecordedEvents(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of recorded events with optional elements are equal, as RxTest's
/// overload, so that `nil` elements in the expected list type-check.
///
/// - Parameters:
///   - lhs: The events received, as `TestableObserver.events`.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqualRecordedEvents(lhs, rhs, file: file, line: line)
}

#endif

/// Fails the running test with `listDifference(lhs, rhs)`'s description, if any.
func assertEqualLists<Value: Equatable>(_ lhs: [Value], _ rhs: [Value], file: StaticString, line: UInt) {
    if let difference = listDifference(lhs, rhs) {
        recordTestFailure(difference, file: file, line: line)
    }
}

/// Fails the running test with the marble-diagram message of `MarbleDifference`, if the
/// lists differ: `lhs` is what was recorded, `rhs` what was expected.
///
/// Frames count from `TestSchedulerDefaults.subscribed`, drawn `^`, when some record is at
/// or after it, as those of `start` are; from 0 when all are before it, as a cold source's.
func assertEqualRecordedEvents<T: Equatable>(
    _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString, line: UInt
) {
    let subscribed = TestSchedulerDefaults.subscribed
    let isHot = (lhs + rhs).contains { $0.time >= subscribed }
    if let difference = MarbleDifference.events(
        actual: lhs, expected: rhs, assertion: "XCTAssertEqual", origin: isHot ? subscribed : 0,
        subscriptionPoint: isHot, frame: 10)
    {
        recordTestFailure(difference, file: file, line: line)
    }
}

/// Fails the running test with `listDifference(lhs, rhs, by:)`'s description, if any.
func assertEqualLists<Value>(
    _ lhs: [Value], _ rhs: [Value], by equal: (Value, Value) -> Bool, file: StaticString, line: UInt
) {
    if let difference = listDifference(lhs, rhs, by: equal) {
        recordTestFailure(difference, file: file, line: line)
    }
}

/// `listDifference(_:_:assertion:by:)` with `==`.
func listDifference<Value: Equatable>(
    _ lhs: [Value], _ rhs: [Value], assertion: String = "XCTAssertEqual"
) -> String? {
    listDifference(lhs, rhs, assertion: assertion, by: { $0 == $1 })
}

/// Describes how two lists differ, or returns nil when they are equal element by element.
///
/// The description has XCTest's first line, `XCTAssertEqual failed: ("…") is not equal to
/// ("…")` (`assertion` names the assertion), then one line per position where the lists
/// differ, as RxTest prints them.
func listDifference<Value>(
    _ lhs: [Value], _ rhs: [Value], assertion: String = "XCTAssertEqual", by equal: (Value, Value) -> Bool
) -> String? {
    let differing = (0..<max(lhs.count, rhs.count)).filter { index in
        index >= lhs.count || index >= rhs.count || !equal(lhs[index], rhs[index])
    }
    if differing.isEmpty {
        return nil
    }
    var lines = ["\(assertion) failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")", "Differences:"]
    for index in differing {
        lines.append("lhs[\(index)]: " + (index < lhs.count ? String(describing: lhs[index]) : "(none)"))
        lines.append("rhs[\(index)]: " + (index < rhs.count ? String(describing: rhs[index]) : "(none)"))
    }
    return lines.joined(separator: "\n")
}
