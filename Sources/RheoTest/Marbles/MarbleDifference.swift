import Rheo

/// The failure messages of event and subscription lists that differ: the lines RxTest users
/// know, then both timelines drawn as marble diagrams on one time axis, the first
/// difference marked, then the lists from there on with their exact values.
///
/// The diagram's frame is the assertion's (10 ticks) when every time is a whole number of
/// frames from the origin, else the greatest common divisor of the times' distances from
/// it (see `MarbleDiagramLayout` for the rest of the layout).
enum MarbleDifference {
    /// The message for event lists that differ, or nil when they are equal (errors compare
    /// as `Event`'s `==` says).
    ///
    /// - Parameters:
    ///   - actual: What the test recorded (`lhs` in `listDifference`'s lines).
    ///   - expected: What it should have recorded.
    ///   - assertion: The name that starts the first line (`XCTAssertEqual`).
    ///   - origin: The time the diagram counts frames from.
    ///   - subscriptionPoint: Whether to draw `^` at `origin` (when no event is there).
    ///   - frame: The preferred frame.
    ///   - given: Characters the test chose for elements.
    static func events<T: Equatable>(
        actual: [Recorded<Event<T>>], expected: [Recorded<Event<T>>], assertion: String, origin: TestTime,
        subscriptionPoint: Bool, frame: TestTime, given: [Character: T] = [:]
    ) -> String? {
        guard let head = listDifference(actual, expected, assertion: assertion),
            let index = firstDifference(actual, expected)
        else {
            return nil
        }
        let time = [actual, expected].compactMap { index < $0.count ? $0[index].time : nil }.min() ?? origin
        let elements = (expected + actual).compactMap(\.value.element)
        let table = MarbleValueTable(elements, given: given)
        let times = (expected + actual).map(\.time)
        var lines = [head, ""]
        if !table.isComplete {
            lines.append("No marble diagram: too many distinct elements to give each a character.")
        } else {
            let start = min(origin, times.min() ?? origin)
            let layout = MarbleDiagramLayout.fit(
                times: times, origin: origin, preferred: frame, start: start, firstDifference: time
            ) { start, frame, withCaret throws(MarbleLayoutError) in
                var rows: [(String, String)] = []
                for (label, events) in [("expected", expected), ("actual", actual)] {
                    var marks = try MarbleRenderer.marks(events, start: start, frame: frame, character: table.character)
                    if withCaret, subscriptionPoint {
                        let column = try MarbleRenderer.column(of: origin, start: start, frame: frame)
                        marks.append(.init(column: column, text: "^", time: origin))
                    }
                    rows.append((label, try MarbleRenderer.line(marks)))
                }
                return rows
            }
            lines += layout.drawing(caretAfterRow: 1, legend: table.legend)
        }
        lines.append("From the first difference on (index \(index)):")
        lines.append("expected: \(Array(expected.dropFirst(index)))")
        lines.append("actual:   \(Array(actual.dropFirst(index)))")
        return lines.joined(separator: "\n")
    }

    /// The message for subscription lists that differ, or nil when they are equal; the
    /// parameters are `events`'s. Each pair of subscriptions, `expected[i]` above
    /// `actual[i]`, takes two lines; an active one draws `-` to the diagram's end.
    static func subscriptions(
        actual: [Subscription], expected: [Subscription], assertion: String, frame: TestTime
    ) -> String? {
        guard let head = listDifference(actual, expected, assertion: assertion),
            let index = firstDifference(actual, expected)
        else {
            return nil
        }
        let pair = [actual, expected].compactMap { index < $0.count ? $0[index] : nil }
        let time: TestTime
        if pair.count == 2, pair[0].subscribe == pair[1].subscribe {
            time = min(pair[0].unsubscribe, pair[1].unsubscribe)
        } else {
            time = pair.map(\.subscribe).min() ?? 0
        }
        let times = (expected + actual).flatMap { [$0.subscribe, $0.unsubscribe] }.filter { $0 != .max }
        let origin = TestSchedulerDefaults.subscribed
        let start = min(origin, times.min() ?? origin)
        let layout = MarbleDiagramLayout.fit(
            times: times, origin: origin, preferred: frame, start: start, firstDifference: time
        ) { start, frame, _ throws(MarbleLayoutError) in
            var end = 0
            for time in times {
                end = max(end, try MarbleRenderer.column(of: time, start: start, frame: frame) + 1)
            }
            var rows: [(String, String)] = []
            for position in 0..<max(actual.count, expected.count) {
                for (label, list) in [("expected", expected), ("actual", actual)] {
                    let line =
                        position < list.count
                        ? try MarbleRenderer.subscriptionLine(
                            list[position], start: start, frame: frame, end: end, filler: " ")
                        : "(none)"
                    rows.append(("\(label)[\(position)]", line))
                }
            }
            return rows
        }
        var lines = [head, ""]
        lines += layout.drawing(caretAfterRow: 2 * index + 1, legend: nil)
        lines.append("From the first difference on (index \(index)):")
        lines.append("expected: \(Array(expected.dropFirst(index)))")
        lines.append("actual:   \(Array(actual.dropFirst(index)))")
        return lines.joined(separator: "\n")
    }

    /// The first position where the lists differ, a missing element included.
    private static func firstDifference<Value: Equatable>(_ actual: [Value], _ expected: [Value]) -> Int? {
        (0..<max(actual.count, expected.count)).first { index in
            index >= actual.count || index >= expected.count || actual[index] != expected[index]
        }
    }
}
