/// A two-way channel, as ReactiveCocoa's `RACChannel`: two terminals, each an observable
/// and an observer, where what is sent into one terminal comes out of the other.
///
/// The contract:
/// 1. A value sent into one terminal reaches the subscribers of the other terminal only,
///    never those of the terminal it was sent into.
/// 2. A new subscriber of the following terminal at once receives the latest value sent
///    into the leading terminal, if any (exactly one value is replayed).
/// 3. A new subscriber of the leading terminal receives no initial value, only later
///    values sent into the following terminal.
/// 4. Order is kept in each direction.
/// 5. A completion or an error sent into either terminal reaches the subscribers of both
///    terminals.
/// 6. Subscribers that arrive after termination receive the terminal event (after the
///    buffered value, on the following side).
/// 7. After termination no value is delivered or buffered on either side.
/// 8. Termination disposes every subscription that feeds either terminal (a feeding
///    subscription is one made with `source.subscribe(terminal)` or
///    `source.bind(to: terminal)`).
/// 9. The channel is released once its subscribers and feeding subscriptions are disposed.
/// 10. Replay happens synchronously on the subscribing thread, and no observer is called
///    while a lock is held: each direction is a subject (queue-drain, see `SubjectCore`).
///
/// Thread-safe: both terminals may be sent to and subscribed from any thread.
public final class Channel<Element> {
    /// The leading terminal: values sent into it come out of `followingTerminal`
    /// (the latest one replayed); it emits the values sent into `followingTerminal`.
    public let leadingTerminal: ChannelTerminal<Element>
    /// The following terminal: values sent into it come out of `leadingTerminal`; a new
    /// subscriber first receives the latest value sent into `leadingTerminal`.
    public let followingTerminal: ChannelTerminal<Element>

    /// Creates a channel.
    ///
    /// - Parameters:
    ///   - file: The caller's file, recorded as the site of both terminals while assembly
    ///     tracking is on.
    ///   - line: The caller's line.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        let toFollowing = ReplaySubject<Element>._unrecorded(bufferSize: 1)
        let toLeading = PublishSubject<Element>(unrecorded: ())
        _recordAssembly(toLeading, "Channel.leadingTerminal", file, line)
        _recordAssembly(toFollowing, "Channel.followingTerminal", file, line)
        let feeds = CompositeDisposable()
        leadingTerminal = ChannelTerminal(
            _values: toLeading.asObservable(), sink: .replay(toFollowing), other: .publish(toLeading), feeds: feeds)
        followingTerminal = ChannelTerminal(
            _values: toFollowing.asObservable(), sink: .publish(toLeading), other: .replay(toFollowing), feeds: feeds)
    }
}

/// One end of a `Channel`: an observable of the values sent into the other terminal, and
/// an observer whose values come out of the other terminal. See `Channel` for the rules.
public final class ChannelTerminal<Element>: ObservableType, ObserverType {
    let _values: Observable<Element>
    @usableFromInline let _sink: ChannelSink<Element>
    let _other: ChannelSink<Element>?
    let _feeds: CompositeDisposable

    /// `values` are what subscribers receive; `sink` gets what is sent in; `other`, the
    /// other terminal's sink if it has one, also gets terminal events; `feeds` holds the
    /// feeding subscriptions.
    @usableFromInline init(
        _values: Observable<Element>, sink: ChannelSink<Element>, other: ChannelSink<Element>?,
        feeds: CompositeDisposable
    ) {
        self._values = _values
        _sink = sink
        _other = other
        _feeds = feeds
    }

    /// Subscribes `observer` to the values sent into the other terminal (rules 1-3, 6).
    ///
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        _values.subscribe(observer)
    }

    /// The values sent into the other terminal, as an observable.
    public func asObservable() -> Observable<Element> {
        _values
    }

    /// Sends `event` through the channel: a `next` element comes out of the other
    /// terminal; a terminal event ends both terminals and disposes the feeding
    /// subscriptions (rules 5, 8).
    ///
    /// Inlinable: the per-value path, specialized for the caller's element type.
    @inlinable public func on(_ event: Event<Element>) {
        if case .next = event {
            _sink.on(event)
        } else {
            _terminate(event)
        }
    }

    @usableFromInline func _terminate(_ event: Event<Element>) {
        _sink.on(event)
        _other?.on(event)
        _feeds.dispose()
    }

    /// Subscribes this terminal to `source` as a feeding subscription: it is disposed
    /// when the channel terminates (rule 8). After termination `source` is not subscribed.
    func _feed(from source: Observable<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        guard let key = _feeds.insert(subscription) else {
            return Disposables.create()
        }
        subscription.setDisposable(source.subscribe(AnyObserver(self)))
        let feeds = _feeds
        return Disposables.create {
            feeds.remove(for: key)
            subscription.dispose()
        }
    }
}

/// Where a terminal sends what it receives: one of a plain channel's subjects, or a
/// property terminal's writer. An enum rather than an `AnyObserver` so that sending a value
/// through a channel is specialized code, with no generic metadata lookups.
@usableFromInline
enum ChannelSink<Element> {
    case replay(ReplaySubject<Element>)
    case publish(PublishSubject<Element>)
    case property(PropertyTerminal<Element>)

    @inlinable func on(_ event: Event<Element>) {
        switch self {
        case .replay(let subject):
            subject.on(event)
        case .publish(let subject):
            subject.on(event)
        case .property(let property):
            property.on(event)
        }
    }
}

extension ObservableType {
    /// Feeds `terminal` with this sequence; the subscription is disposed when the
    /// terminal's channel terminates (`Channel` rule 8).
    ///
    /// - Returns: A disposable that ends the subscription.
    public func subscribe(_ terminal: ChannelTerminal<Element>) -> Disposable {
        terminal._feed(from: asObservable())
    }

    /// Feeds `terminal` with this sequence, as `subscribe(_:)`; RxCocoa's spelling.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind(to terminal: ChannelTerminal<Element>) -> Disposable {
        terminal._feed(from: asObservable())
    }
}

// @unchecked: the subjects and the composite disposable are thread-safe, the rest is `let`;
// only for Sendable elements, which the terminals hand to other threads.
extension Channel: @unchecked Sendable where Element: Sendable {}

// @unchecked: subjects and composite are thread-safe, every stored property is `let`; only
// for Sendable elements, which it hands to other threads.
extension ChannelTerminal: @unchecked Sendable where Element: Sendable {}
