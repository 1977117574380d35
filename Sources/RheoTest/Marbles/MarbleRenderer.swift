import Rheo

/// Why records cannot be drawn at a frame without putting something at a wrong place.
enum MarbleLayoutError: Error, Equatable, CustomStringConvertible {
    /// `time` is not a whole number of frames from the line's start.
    case offGrid(time: TestTime, frame: TestTime)
    /// What happens at `time` falls inside the group (or on the `^`) drawn at `previous`:
    /// a group takes as many frames as characters, so the next event must wait that long.
    case overlap(time: TestTime, previous: TestTime)
    /// The records are not in time order, which a line cannot show.
    case unordered(time: TestTime, previous: TestTime)
    /// `time` is before the line's first character.
    case beforeStart(time: TestTime, start: TestTime)

    var description: String {
        switch self {
        case .offGrid(let time, let frame):
            "the time \(time) is not a multiple of \(frame) ticks from the start"
        case .overlap(let time, let previous):
            "what happens at \(time) falls inside the group drawn at \(previous)"
        case .unordered(let time, let previous):
            "the record at \(time) comes after one at \(previous)"
        case .beforeStart(let time, let start):
            "the time \(time) is before the line's start, \(start)"
        }
    }
}

/// Draws recorded events and subscriptions as marble strings (`MarbleGrammar`), the inverse
/// of `TestScheduler.recordedEvents` and `TestScheduler.subscription`.
///
/// Column `n` of a line is at time `start + n * frame`, and every record is drawn at the
/// column of its own time or not at all: a time off the grid, or events closer together
/// than a group before them is wide, is a `MarbleLayoutError`, never an approximation.
///
/// A marble string is *canonical* when it is the string this renderer draws for its own
/// events, so that parse, then render, gives it back:
/// - no spaces;
/// - a cold string (no `^`) starts at frame 0, its origin; a hot one starts at its first
///   event or at `^`, whichever is earlier, so it has no `-` before both;
/// - it ends at its last event (`|`, `#`, a value or a group's `)`), or at `^` when
///   nothing follows it;
/// - a group holds two events or more (`(a)` is drawn `a`).
enum MarbleRenderer {
    /// One thing drawn on a line: its column, its text, and the time it stands for.
    struct Mark: Equatable {
        var column: Int
        var text: String
        var time: TestTime
    }

    /// The column of `time` on a line starting at `start`.
    static func column(of time: TestTime, start: TestTime, frame: TestTime) throws(MarbleLayoutError) -> Int {
        let offset = time - start
        guard offset >= 0 else {
            throw .beforeStart(time: time, start: start)
        }
        guard offset % frame == 0 else {
            throw .offGrid(time: time, frame: frame)
        }
        return offset / frame
    }

    /// The marks of `events`: one character per event, and a group `(ab)` for events at
    /// the same time, in their order.
    static func marks<T>(
        _ events: [Recorded<Event<T>>], start: TestTime, frame: TestTime, character: (T) -> Character
    ) throws(MarbleLayoutError) -> [Mark] {
        var marks: [Mark] = []
        var index = 0
        while index < events.count {
            let time = events[index].time
            if let previous = marks.last, previous.time > time {
                throw .unordered(time: time, previous: previous.time)
            }
            var text = ""
            while index < events.count, events[index].time == time {
                switch events[index].value {
                case .next(let element): text.append(character(element))
                case .error: text.append("#")
                case .completed: text.append("|")
                }
                index += 1
            }
            let column = try column(of: time, start: start, frame: frame)
            marks.append(Mark(column: column, text: text.count == 1 ? text : "(\(text))", time: time))
        }
        return marks
    }

    /// The line of `marks`, in column order, `-` between them; it ends at the last mark.
    static func line(_ marks: [Mark], filler: Character = "-") throws(MarbleLayoutError) -> String {
        var line = ""
        var previous: Mark?
        for mark in marks.sorted(by: { $0.column < $1.column }) {
            if let previous, mark.column < previous.column + previous.text.count {
                throw .overlap(time: max(mark.time, previous.time), previous: min(mark.time, previous.time))
            }
            line += String(repeating: filler, count: mark.column - line.count) + mark.text
            previous = mark
        }
        return line
    }

    /// The canonical marble string of `events` (see the type's note): frame 0 at `origin`,
    /// `^` there when `subscriptionPoint` (a hot string), and each element drawn as
    /// `character` says.
    static func marbles<T>(
        _ events: [Recorded<Event<T>>], origin: TestTime, frame: TestTime, subscriptionPoint: Bool,
        character: (T) -> Character
    ) throws(MarbleLayoutError) -> String {
        let start = min(origin, events.first?.time ?? origin)
        var marks = try marks(events, start: start, frame: frame, character: character)
        if subscriptionPoint {
            marks.append(Mark(column: try column(of: origin, start: start, frame: frame), text: "^", time: origin))
        }
        return try line(marks)
    }

    /// The canonical subscription string of `subscription`, as `assertSubscriptions` reads
    /// it: its first character at `origin`, `-` up to `^`, `-` up to `!`. An active
    /// subscription ends at `^`.
    static func marbles(
        _ subscription: Subscription, origin: TestTime = TestSchedulerDefaults.subscribed, frame: TestTime
    ) throws(MarbleLayoutError) -> String {
        try subscriptionLine(subscription, start: origin, frame: frame, end: nil, filler: "-")
    }

    /// A subscription on a line starting at `start`: `filler` up to `^`, then `-` up to
    /// `!`; an active subscription draws `-` up to column `end` (exclusive), when given.
    static func subscriptionLine(
        _ subscription: Subscription, start: TestTime, frame: TestTime, end: Int?, filler: Character
    ) throws(MarbleLayoutError) -> String {
        let subscribed = try column(of: subscription.subscribe, start: start, frame: frame)
        var line = String(repeating: filler, count: subscribed) + "^"
        if subscription.unsubscribe == .max {
            return line + String(repeating: "-", count: max(0, (end ?? 0) - subscribed - 1))
        }
        let unsubscribed = try column(of: subscription.unsubscribe, start: start, frame: frame)
        guard unsubscribed > subscribed else {
            // Unsubscribing at the subscription's own time leaves no frame for `!`.
            throw .overlap(time: subscription.unsubscribe, previous: subscription.subscribe)
        }
        line += String(repeating: "-", count: unsubscribed - subscribed - 1) + "!"
        return line
    }

    /// The frame that draws every one of `times` exactly around `origin`: `preferred` when
    /// each is a whole number of `preferred` ticks from it, else the greatest common divisor
    /// of their distances from it. `Int.max` (an active subscription) is no time.
    static func frame(for times: [TestTime], origin: TestTime, preferred: TestTime) -> TestTime {
        var divisor = 0
        for time in times where time != .max {
            divisor = gcd(divisor, abs(time - origin))
        }
        return divisor == 0 || divisor % preferred == 0 ? preferred : divisor
    }

    /// `frame` and its divisors, largest first: the frames to try when groups do not fit.
    static func divisors(of frame: TestTime) -> [TestTime] {
        var small: [TestTime] = []
        var large: [TestTime] = []
        var divisor = 1
        while divisor * divisor <= frame {
            if frame % divisor == 0 {
                small.append(divisor)
                if divisor * divisor != frame {
                    large.append(frame / divisor)
                }
            }
            divisor += 1
        }
        return large + small.reversed()
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}
