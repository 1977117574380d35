/// How long `share(replay:scope:)` keeps its subject.
public enum SubjectLifetimeScope: Sendable, Equatable {
    /// A new subject for each connection: once the subscriber count drops to 0 or the
    /// source terminates, the next subscriber resubscribes the source and nothing is
    /// replayed from before.
    case whileConnected
    /// One subject for ever: it keeps replaying across reconnections, and after the
    /// source terminates, later subscribers receive the replay and the terminal event.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last
    /// `replay` elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the
    /// last leaves. As in RxSwift, `.whileConnected` with `replay` 0 or 1 (the default
    /// `share()`, and what every `Driver` and `Signal` operator shares through) is an
    /// operator of its own; the other shapes are `multicast` with a `PublishSubject`
    /// (`replay == 0`) or a `ReplaySubject`, followed by `refCount()`. The threading
    /// guarantees are those of `refCount()` and the subjects in both cases.
    ///
    /// They differ, as in RxSwift, in the order of the end. When the source terminates,
    /// `.whileConnected` with `replay` 0 or 1 sends the terminal event to every subscriber
    /// (which runs its `onDisposed` right after its handler) and disposes the source after;
    /// the other shapes dispose the source first, then send the event. When the last
    /// subscriber disposes its subscription, every shape disposes the source before that
    /// subscriber's `onDisposed` runs.
    ///
    /// - Parameters:
    ///   - replay: How many elements to replay to a new subscriber; 0 replays none.
    ///   - scope: Whether the subject lives per connection (`.whileConnected`, the
    ///     default) or for ever.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence. A negative `replay` gives an
    ///   `RxError.argumentOutOfRange` error event instead, without subscribing.
    @inlinable public func share(
        replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("share(replay:)", file, line) {
            if replay < 0 {
                return Observable.error(
                    RxError.argumentOutOfRange(reporting: "share(replay: \(replay)): replay must not be negative"),
                    file: file, line: line)
            }
            switch scope {
            case .forever:
                if replay == 0 {
                    return multicast(PublishSubject(unrecorded: ()), file: file, line: line).refCount(
                        file: file, line: line)
                }
                return multicast(ReplaySubject._unrecorded(bufferSize: replay), file: file, line: line).refCount(
                    file: file, line: line)
            case .whileConnected:
                if replay <= 1 {
                    return ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1) {
                        source, connection in
                        // Formed here, in specialized code, so the per-event path into the
                        // connection is too.
                        source._subscribe(EventSink { connection.on($0) }, connection._sourceLifetime)
                    }
                }
                return multicast(makeSubject: { ReplaySubject._unrecorded(bufferSize: replay) }).refCount()
            }
        }
    }
}
