import CRheo

extension ObservableType {
    /// Shares one subscription to the source among subscribers, through `subject`.
    ///
    /// Subscribers subscribe to `subject`; `connect()` subscribes `subject` to the source.
    /// Disposing the connection unsubscribes the source; connecting again resubscribes it
    /// into the same subject (which, after a terminal event, ignores it).
    ///
    /// - Parameters:
    ///   - subject: Receives the source's events and sends them to subscribers.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The connectable sequence.
    @inlinable public func multicast<Subject: SubjectType>(
        _ subject: Subject, file: StaticString = #fileID, line: UInt = #line
    ) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        _assemble("multicast", file, line) {
            multicast(makeSubject: { subject }, file: file, line: line)
        }
    }

    /// Shares one subscription to the source among subscribers, through a subject made by
    /// `makeSubject` for each connection.
    ///
    /// A subject is made when first needed (a subscription or `connect()`) and kept until
    /// the connection ends, by `dispose()` or by a terminal event from the source; the
    /// next subscription or connection gets a new one. `makeSubject` is never called
    /// while a lock is held.
    ///
    /// - Parameters:
    ///   - makeSubject: Makes a subject for a connection.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The connectable sequence.
    @inlinable public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject, file: StaticString = #fileID, line: UInt = #line
    ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        _assemble("multicast(makeSubject:)", file, line) {
            MulticastConnectable(source: asObservable(), makeSubject: makeSubject) { source, connection in
                // Formed here, in specialized code, so the per-event path into the subject is too.
                source._subscribe(EventSink { connection.on($0) }, connection)
            }
        }
    }

    /// For each subscription, multicasts the source through a new subject into `selector`,
    /// and sends what the sequence `selector` returns.
    ///
    /// On subscription, `subjectSelector` makes a subject; `selector` receives a sequence
    /// of that subject's events (it may subscribe to it several times) and returns the
    /// sequence the subscriber receives. That sequence is subscribed first, then the
    /// source is subscribed into the subject. When the returned sequence ends, or the
    /// subscription is disposed, the source is disposed as well.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for one subscription. If it throws, the
    ///     subscriber receives the error and the source is not subscribed.
    ///   - selector: Builds the result from the multicast source. If it throws, the
    ///     subscriber receives the error and the source is not subscribed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence `selector` builds, once per subscription.
    @inlinable public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        _assemble("multicast", file, line) {
            let source = asObservable()
            return Observable<Result>.create(
                { observer in
                    let connectable: ConnectableObservable<Subject.Element>
                    let result: Observable<Result>
                    do {
                        connectable = source.multicast(try subjectSelector(), file: file, line: line)
                        result = try selector(connectable.asObservable())
                    } catch {
                        observer.onError(error)
                        return Disposables.create()
                    }
                    let subscription = result.subscribe(observer)
                    let connection = connectable.connect()
                    return Disposables.create(subscription, connection)
                }, file: file, line: line)
        }
    }

    /// Shares one subscription to the source among subscribers, through a `PublishSubject`:
    /// subscribers receive the events sent after they subscribed.
    ///
    /// - Returns: The connectable sequence; see `multicast(makeSubject:)`.
    @inlinable public func publish(file: StaticString = #fileID, line: UInt = #line) -> ConnectableObservable<Element> {
        _assemble("publish", file, line) {
            multicast(makeSubject: { PublishSubject(unrecorded: ()) }, file: file, line: line)
        }
    }

    /// Shares one subscription to the source among subscribers, through a `ReplaySubject`
    /// that replays the last `bufferSize` elements to each new subscriber.
    ///
    /// - Parameters:
    ///   - bufferSize: How many elements to replay; 0 replays none.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The connectable sequence; see `multicast(makeSubject:)`. A negative
    ///   `bufferSize` gives a connectable sequence whose subscribers receive an
    ///   `RxError.argumentOutOfRange` error event and whose `connect()` never subscribes
    ///   the source.
    @inlinable public func replay(
        _ bufferSize: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> ConnectableObservable<Element> {
        _assemble("replay", file, line) {
            if bufferSize < 0 {
                let error = RxError.argumentOutOfRange(
                    reporting: "replay(\(bufferSize)): bufferSize must not be negative")
                // A subject that has already failed with the error, over a source that only fails.
                return Observable<Element>.error(error, file: file, line: line).multicast(
                    makeSubject: {
                        ReplaySubject<Element>(capacity: 0, failure: error)
                    }, file: file, line: line)
            }
            return multicast(makeSubject: { ReplaySubject._unrecorded(bufferSize: bufferSize) }, file: file, line: line)
        }
    }

    /// Shares one subscription to the source among subscribers, through a `ReplaySubject`
    /// that replays every element to each new subscriber.
    ///
    /// - Returns: The connectable sequence; see `multicast(makeSubject:)`.
    @inlinable public func replayAll(file: StaticString = #fileID, line: UInt = #line) -> ConnectableObservable<Element>
    {
        _assemble("replayAll", file, line) {
            multicast(makeSubject: { ReplaySubject(capacity: Int.max, failure: nil) }, file: file, line: line)
        }
    }
}

/// The connectable observable of `multicast`: a current subject and a current connection.
///
/// The lock guards only the two references; making a subject, subscribing the source and
/// disposing happen outside it.
@usableFromInline
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable {
    // @unchecked: mutable state is guarded by `_lock`; the rest is immutable.
    @usableFromInline typealias Input = Subject.Observer.Element
    /// Subscribes a connection to the source; formed in the specialized `multicast`.
    @usableFromInline typealias Connect = (Observable<Input>, MulticastConnection<Subject>) -> Void

    @usableFromInline let _source: Observable<Input>
    @usableFromInline let _makeSubject: () -> Subject
    @usableFromInline let _connect: Connect
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`. `_generation` counts the subjects made, so a connection is
    // installed only for the subject it was built for, and `refCount` can tell a
    // subscriber of an ending connection's subject from one of the next.
    @usableFromInline var _subject: Subject?
    @usableFromInline var _generation: UInt64 = 0
    @usableFromInline var _connection: MulticastConnection<Subject>?

    @inlinable init(source: Observable<Input>, makeSubject: @escaping () -> Subject, connect: @escaping Connect) {
        _source = source
        _makeSubject = makeSubject
        _connect = connect
        super.init()
    }

    /// The current subject, made (outside the lock) if there is none, with its generation.
    @usableFromInline func _currentSubject() -> (subject: Subject, generation: UInt64) {
        if let current = _lock.withLock({ _subject.map { ($0, _generation) } }) {
            return current
        }
        let made = _makeSubject()
        return _lock.withLock {
            if let subject = _subject {
                return (subject, _generation)
            }
            _subject = made
            _generation &+= 1
            return (made, _generation)
        }
    }

    @usableFromInline override func _subscribeCore(_ observer: EventSink<Subject.Element>, _ lifetime: SinkDisposer) {
        _currentSubject().subject.asObservable()._subscribe(observer, lifetime)
    }

    @usableFromInline override func _subscribeReportingGeneration(
        _ observer: EventSink<Subject.Element>, _ lifetime: SinkDisposer
    ) -> UInt64 {
        let (subject, generation) = _currentSubject()
        subject.asObservable()._subscribe(observer, lifetime)
        return generation
    }

    @usableFromInline override func connect() -> Disposable {
        var result: Disposable?
        _connect(installing: { connection, _ in result = connection })
        return result!
    }

    /// Hands the connection and its subject's generation to `install`, for a new one before
    /// the source is subscribed.
    @usableFromInline override func _connect(installing install: (Disposable, UInt64) -> Void) {
        while true {
            if let existing = _lock.withLock({ _connection }) {
                install(existing, existing._generation)
                return
            }
            let (subject, generation) = _currentSubject()
            let connection = MulticastConnection(observer: subject.asObserver(), generation: generation, parent: self)
            let installed = _lock.withLock { () -> MulticastConnection<Subject>? in
                if let existing = _connection {
                    return existing
                }
                if _generation != generation || _subject == nil {
                    // The subject was replaced meanwhile; build the connection again.
                    return nil
                }
                _connection = connection
                return connection
            }
            guard let installed else {
                continue
            }
            install(installed, installed._generation)
            if installed === connection {
                // On behalf of every subscriber, not only the one that connects.
                _outsideTraceContext { _connect(_source, connection) }
            }
            return
        }
    }

    /// `connection` ended (disposed, or the source terminated): forget it and its subject.
    @usableFromInline func _connectionEnded(_ connection: MulticastConnection<Subject>) {
        // The subject is released after unlocking: its deinit may run user code.
        let released = _lock.withLock { () -> Subject? in
            guard _connection === connection else {
                return nil
            }
            _connection = nil
            let subject = _subject
            _subject = nil
            return subject
        }
        _ = released
    }
}

/// One connection of a `MulticastConnectable`: the source subscription's lifetime, and
/// what `connect()` returns.
///
/// On a terminal event it ends the connection first (so a subscriber reacting to the
/// event gets a fresh subject), then passes the event to the subject, as RxSwift does.
@usableFromInline
final class MulticastConnection<Subject: SubjectType>: SinkDisposer, @unchecked Sendable {
    // @unchecked: immutable fields; the state word is atomic.
    @usableFromInline let _observer: Subject.Observer
    // The generation of the subject `_observer` is (see `MulticastConnectable._generation`).
    @usableFromInline let _generation: UInt64
    @usableFromInline let _parent: MulticastConnectable<Subject>

    @inlinable init(observer: Subject.Observer, generation: UInt64, parent: MulticastConnectable<Subject>) {
        _observer = observer
        _generation = generation
        _parent = parent
        super.init()
    }

    /// Passes a source event to the subject.
    ///
    /// Inlinable: the per-event path of every multicast sequence.
    @inlinable func on(_ event: Event<Subject.Observer.Element>) {
        switch event {
        case .next:
            if rheo_atomic_intptr_load_acquire(_atomicState(of: self))
                & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit) == 0
            {
                _observer.on(event)
            }
        case .error, .completed:
            if _tryStop() {
                dispose()
                _observer.on(event)
            }
        }
    }

    @usableFromInline override func _didDispose() {
        _parent._connectionEnded(self)
    }
}
