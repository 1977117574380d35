import Rheo

/// Asserts that recorded events are the ones a marble string describes, times included.
///
/// The string follows the marble grammar (see `TestScheduler.recordedEvents`). Frame 0 is
/// at `origin`, time 200 unless given (`TestSchedulerDefaults.subscribed`, where `start`
/// subscribes): it is the `^` when the string has one, the first character otherwise, so
/// `"-a-|"` and `"^-a-|"` both expect `a` at 210 and completion at 230, and `"(a|)"` both
/// at 200. Errors compare as `Event`'s `==` says. A failure shows the lists, both drawn as
/// marble diagrams on one time axis with the first difference marked, and the lists from
/// there on.
///
/// ```swift
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// assertEvents(res.events, "^-a-b--|", values: ["a": 2, "b": 4])
/// ```
///
/// - Parameters:
///   - events: The events recorded, as `TestableObserver.events`.
///   - marbles: The events expected, such as `"^-a-b--|"`.
///   - values: The element each value character stands for.
///   - error: What `#` stands for.
///   - origin: The time of frame 0.
///   - frame: Virtual ticks per character; 10, so that marble and RxTest times agree.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
///
/// A malformed string, a character with no value, or a frame that is not positive is a
/// failure that says what is wrong, not a crash.
public func assertEvents<T: Equatable>(
    _ events: [Recorded<Event<T>>], _ marbles: String, values: [Character: T], error: Error = MarbleError(),
    origin: TestTime = TestSchedulerDefaults.subscribed, frame: TestTime = 10, file: StaticString = #filePath,
    line: UInt = #line
) {
    guard frame > 0 else {
        return recordTestFailure("assertEvents: the frame must be positive; it is \(frame)", file: file, line: line)
    }
    let isHot = marbles.contains("^")
    let expected: [Recorded<Event<T>>]
    do {
        expected = try TestScheduler.recordedEvents(marbles, values: values, error: error, origin: origin, frame: frame)
    } catch {
        return recordTestFailure("assertEvents: \(error)", file: file, line: line)
    }
    if let difference = MarbleDifference.events(
        actual: events, expected: expected, assertion: "assertEvents", origin: origin, subscriptionPoint: isHot,
        frame: frame, given: values)
    {
        recordTestFailure(difference, file: file, line: line)
    }
}

/// Asserts that a test observable's subscriptions are the ones subscription strings
/// describe, one string each, in order.
///
/// `^` marks the subscription and `!` the unsubscription, `frame` ticks a character; a
/// string without `!` is a subscription still active. The first character is at `origin`,
/// time 200 unless given (`TestSchedulerDefaults.subscribed`, where `start` subscribes):
/// `"^----!"` is `Subscription(200, 250)` and `"--^---!"` is `Subscription(220, 260)`. A failure draws both lists on one time axis with the first
/// difference marked.
///
/// ```swift
/// assertSubscriptions(xs.subscriptions, ["^---------!"])
/// ```
///
/// - Parameters:
///   - subscriptions: The subscriptions recorded, as `TestableObservable.subscriptions`.
///   - marbles: The subscriptions expected.
///   - origin: The time of each string's first character.
///   - frame: Virtual ticks per character.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
///
/// A malformed string or a frame that is not positive is a failure that says what is
/// wrong, not a crash.
public func assertSubscriptions(
    _ subscriptions: [Subscription], _ marbles: [String], origin: TestTime = TestSchedulerDefaults.subscribed,
    frame: TestTime = 10, file: StaticString = #filePath, line: UInt = #line
) {
    guard frame > 0 else {
        return recordTestFailure(
            "assertSubscriptions: the frame must be positive; it is \(frame)", file: file, line: line)
    }
    let expected: [Subscription]
    do {
        expected = try marbles.map { try TestScheduler.subscription($0, origin: origin, frame: frame) }
    } catch {
        return recordTestFailure("assertSubscriptions: \(error)", file: file, line: line)
    }
    if let difference = MarbleDifference.subscriptions(
        actual: subscriptions, expected: expected, assertion: "assertSubscriptions", frame: frame)
    {
        recordTestFailure(difference, file: file, line: line)
    }
}
