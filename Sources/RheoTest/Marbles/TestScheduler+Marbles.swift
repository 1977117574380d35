import Rheo

/// The error a marble string's `#` stands for when the test gives none.
public struct MarbleError: Error, Equatable, CustomStringConvertible {
    /// `"marble error"`.
    public var description: String { "marble error" }

    /// The error.
    public init() {}
}

extension TestScheduler {
    /// The recorded events a marble string describes (`MarbleGrammar`), at absolute times:
    /// frame `n` is at `origin + n * frame`, frames counted from `^` when the string has one
    /// and from its first character otherwise.
    ///
    /// - Parameters:
    ///   - marbles: The events, such as `"--a--b--|"`.
    ///   - values: The element each value character stands for.
    ///   - error: What `#` sends.
    ///   - origin: The time of frame 0 (of `^`, or of the first character): 200 unless
    ///     given, where `TestScheduler.start` subscribes.
    ///   - frame: Virtual ticks per frame; 10, so that marble times and RxTest's agree.
    /// - Throws: `MarbleSyntaxError` for a malformed string or a character with no value.
    public static func recordedEvents<Element>(
        _ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(),
        origin: TestTime = TestSchedulerDefaults.subscribed, frame: TestTime = 10
    ) throws -> [Recorded<Event<Element>>] {
        try MarbleGrammar.parse(marbles, allowsSubscriptionPoint: true).map { token in
            let time = origin + token.frame * frame
            switch token.kind {
            case .value(let character):
                guard let value = values[character] else {
                    throw MarbleSyntaxError(
                        marbles: marbles, position: token.position,
                        message: "'\(character)' has no value; add it to `values`")
                }
                return .next(time, value)
            case .completed:
                return .completed(time)
            case .error:
                return .error(time, error)
            }
        }
    }

    /// A cold observable from a marble string: each subscription plays the events at times
    /// relative to itself, frame `n` at `n * frame` ticks after it.
    ///
    /// - Throws: `MarbleSyntaxError` for a malformed string (a `^` included: a cold source
    ///   starts at its subscription).
    public func createColdObservable<Element>(
        _ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(),
        frame: TestTime = 10, file: StaticString = #fileID, line: UInt = #line
    ) throws -> TestableObservable<Element> {
        _ = try MarbleGrammar.parse(marbles, allowsSubscriptionPoint: false)
        let events = try TestScheduler.recordedEvents(marbles, values: values, error: error, origin: 0, frame: frame)
        return createColdObservable(events, file: file, line: line)
    }

    /// A hot observable from a marble string. Frame 0 is at `origin`, 200 unless given,
    /// where `start` subscribes: it is the `^` when the string has one (the frames before
    /// it are earlier, events a subscriber at 200 misses) and the first character
    /// otherwise. Frames are `frame` ticks apart.
    ///
    /// - Throws: `MarbleSyntaxError` for a malformed string.
    public func createHotObservable<Element>(
        _ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(),
        origin: TestTime = TestSchedulerDefaults.subscribed, frame: TestTime = 10, file: StaticString = #fileID,
        line: UInt = #line
    ) throws -> TestableObservable<Element> {
        let events = try TestScheduler.recordedEvents(
            marbles, values: values, error: error, origin: origin, frame: frame)
        return createHotObservable(events, file: file, line: line)
    }

    /// The subscription a subscription string such as `"^-----!"` describes: the first
    /// character is at `origin` (200 unless given, where `start` subscribes), `^` marks the
    /// subscription and `!` the unsubscription, `frame` ticks per character, so `"^----!"`
    /// is `Subscription(200, 250)` and `"--^---!"` is `Subscription(220, 260)`; without
    /// `!`, still subscribed.
    ///
    /// - Throws: `MarbleSyntaxError` for a malformed string.
    public static func subscription(
        _ marbles: String, origin: TestTime = TestSchedulerDefaults.subscribed, frame: TestTime = 10
    ) throws -> Subscription {
        let (subscribe, unsubscribe) = try MarbleGrammar.parseSubscription(marbles)
        guard let unsubscribe else {
            return Subscription(origin + subscribe * frame)
        }
        return Subscription(origin + subscribe * frame, origin + unsubscribe * frame)
    }

    /// `start(created:subscribed:disposed:create:)` with the subscription and its disposal
    /// from a subscription string, as RxJS's `expectObservable(source, "^---!")`: `"^-----!"`
    /// subscribes at 200 and disposes at 260, `"--^--!"` subscribes at 220 and disposes at
    /// 250 (the string's first character is at `origin`, as for `subscription(_:origin:frame:)`),
    /// and a string without `!` disposes at 1000. The sequence is created at 100, or at the
    /// subscription when that is earlier.
    ///
    /// ```swift
    /// let res = try scheduler.start(subscription: "^--!") { xs.map { $0 * 2 } }
    /// ```
    ///
    /// - Throws: `MarbleSyntaxError` for a malformed string.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        subscription marbles: String, origin: TestTime = TestSchedulerDefaults.subscribed, frame: TestTime = 10,
        _ create: @escaping () -> OutputSequence
    ) throws -> TestableObserver<Element> where OutputSequence.Element == Element {
        let subscription = try TestScheduler.subscription(marbles, origin: origin, frame: frame)
        let disposed = subscription.unsubscribe == .max ? Defaults.disposed : subscription.unsubscribe
        return start(
            created: min(Defaults.created, subscription.subscribe), subscribed: subscription.subscribe,
            disposed: disposed, create: create)
    }
}
