import CRheo

/// `share(replay: 0 or 1, scope: .whileConnected)`: one connection to the source at a
/// time, shared by the subscribers, built as an operator of its own, as RxSwift builds
/// these two shapes (`ShareWhileConnected`, `ShareReplay1WhileConnected` in
/// RxSwift/Observables/ShareReplayScope.swift) instead of `multicast` and `refCount`.
///
/// The difference a test can see is the order of the end. When the source sends its
/// terminal event, the connection passes it to every subscriber first (each runs its
/// handlers, and `subscribe(onNext:...)` its `onDisposed`), and disposes the source after;
/// a `multicast` connection disposes the source first, then sends the event through its
/// subject. Every `Driver` and `Signal` operator shares through these two shapes, so code
/// that logs its teardown (a feedback loop's tests) sees RxSwift's order.
///
/// - Subscribing: the first subscriber makes a connection, joins it, and connects it
///   (subscribes the source into it); later ones join it, and with `replaysLatest` are
///   sent the latest element of this connection first. The count and the current
///   connection live in `ShareWhileConnectedStateMachine` under `_lock`, which is never
///   held while anything else runs.
/// - Events: through the connection, a subject in all but name (`SubjectCore`: its
///   queue-drain, observer list and direct delivery), so subscribers never see two events
///   at once and no lock is held while they run.
/// - The end: the connection is forgotten before any subscriber hears of the terminal
///   event, so a subscriber that subscribes again in response starts a new connection (as
///   in RxSwift); the ended source is disposed once every subscriber has the event.
/// - The last subscriber leaving forgets the connection and disposes its source, inside
///   its `dispose()` (before its own `onDisposed`, as in RxSwift), even while the source
///   is still inside a synchronous `subscribe`, which then stops.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element> {
    @usableFromInline typealias Connection = ShareWhileConnectedConnection<Element>
    /// Subscribes a connection to the source; formed in the specialized `share`, so the
    /// per-event path into the connection is specialized too.
    @usableFromInline typealias Connect = (Observable<Element>, Connection) -> Void

    @usableFromInline let _source: Observable<Element>
    @usableFromInline let _replaysLatest: Bool
    @usableFromInline let _connect: Connect
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`.
    @usableFromInline var _state = ShareWhileConnectedStateMachine<Connection>()

    @inlinable init(source: Observable<Element>, replaysLatest: Bool, connect: @escaping Connect) {
        _source = source
        _replaysLatest = replaysLatest
        _connect = connect
        super.init()
    }

    @usableFromInline override func _subscribeCore(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        _join(observer, next: nil, lifetime)
    }

    @usableFromInline override func _subscribeCore(
        _ observer: EventSink<Element>, next: () -> ElementSink<Element>?, _ lifetime: SinkDisposer
    ) {
        _join(observer, next: next(), lifetime)
    }

    @usableFromInline func _join(_ observer: EventSink<Element>, next: ElementSink<Element>?, _ lifetime: SinkDisposer)
    {
        if lifetime.isDisposed {
            return
        }
        let action = _lock.withLock {
            _state.subscribe(makeConnection: { Connection(parent: self, replaysLatest: _replaysLatest) })
        }
        let connection: Connection
        let connects: Bool
        switch action {
        case .join(let joined):
            connection = joined
            connects = false
        case .connect(let made):
            connection = made
            connects = true
        }
        // Counted already, so the subscription is handed over before anything can dispose
        // it: whenever that happens, it uncounts exactly once.
        let subscription = ShareWhileConnectedSubscription(connection: connection)
        lifetime.setSubscription(subscription)
        connection._subscribeSubject(observer, next: next, subscription)
        // A first subscriber that already left (disposed from another thread) has
        // disconnected the connection: nothing to subscribe for.
        if connects, !connection._sourceLifetime.isDisposed {
            // On behalf of every subscriber, not only this first one.
            _outsideTraceContext { _connect(_source, connection) }
        }
    }

    /// A subscriber counted on `connection` left: the last one disconnects the source.
    @usableFromInline func _subscriberLeft(_ connection: Connection) {
        if _lock.withLock({ _state.unsubscribe(from: connection) }) {
            connection._sourceLifetime.dispose()
        }
    }

    /// `connection`'s source sent its terminal event; its subscribers have not heard yet.
    @usableFromInline func _connectionTerminated(_ connection: Connection) {
        _lock.withLock { _state.terminate(connection) }
    }
}

/// One connection of a `ShareWhileConnected`: the source subscription's lifetime, the
/// subscribers, and with `replaysLatest` the latest element, all dropped with it.
///
/// It is a subject to its subscribers (`SubjectCore`), with the hooks that make it a
/// connection: it keeps the latest element only when replaying, forgets itself in its
/// parent before the terminal event goes out, and disposes the source after.
@usableFromInline
final class ShareWhileConnectedConnection<Element>: SubjectCore {
    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    // Bit 0: disposed (never set: a connection ends by its terminal event or by
    // disconnecting its source); the rest: twice the number of subscribed observers.
    @usableFromInline var _state = rheo_atomic_intptr()
    // Second stored property: reached by address (`SubjectCore._terminalThreadWord`).
    @usableFromInline var _terminalThread = rheo_atomic_intptr()
    @usableFromInline let _inputs = InputSerializer<SubjectInput<Element>>()
    // Drainer-owned: touched only by `SubjectCore._handle`, one input at a time.
    @exclusivity(unchecked) @usableFromInline var _observers = SubjectObservers<Element>()
    @exclusivity(unchecked) @usableFromInline var _stopEvent: Event<Element>?
    @exclusivity(unchecked) @usableFromInline var _latest: Element?
    @usableFromInline let _replaysLatest: Bool
    /// What the source is subscribed with; disposing it disconnects the source.
    @usableFromInline let _sourceLifetime = SinkDisposer()
    @usableFromInline let _parent: ShareWhileConnected<Element>

    @usableFromInline init(parent: ShareWhileConnected<Element>, replaysLatest: Bool) {
        _parent = parent
        _replaysLatest = replaysLatest
        Resources.incrementTotal()
    }

    deinit {
        _observers.releaseAll()
        Resources.decrementTotal()
    }

    /// Passes a source event to the subscribers.
    ///
    /// Inlinable: the per-event path of `share()`, `share(replay: 1)` and every `Driver`
    /// and `Signal` stage.
    @inlinable func on(_ event: Event<Element>) {
        _send(event)
    }

    /// Keeps `element` for later subscribers when replaying; delivers it.
    @inlinable @inline(__always) func _keep(_ element: Element) -> Bool {
        if _replaysLatest {
            _latest = element
        }
        return true
    }

    /// The latest element of this connection, if any, before the live events.
    @usableFromInline func _replay(to observer: SubjectObserver<Element>) {
        if let latest = _latest {
            observer.on(.next(latest))
        }
    }

    @usableFromInline func _willTerminate(with event: Event<Element>) {
        _parent._connectionTerminated(self)
    }

    /// Every subscriber has the terminal event: release the source (a source that already
    /// disposed itself after sending the event is not disposed again).
    @usableFromInline func _didTerminate() {
        _sourceLifetime.dispose()
    }
}

/// One subscriber's hold on a `ShareWhileConnectedConnection`: disposing it ends the
/// subscriber's subscription to the connection (its handed-over subscription), then
/// uncounts it, which disconnects the source if it was the last.
@usableFromInline
final class ShareWhileConnectedSubscription<Element>: SinkDisposer {
    @usableFromInline let _connection: ShareWhileConnectedConnection<Element>

    @inlinable init(connection: ShareWhileConnectedConnection<Element>) {
        _connection = connection
        super.init()
    }

    @usableFromInline override func _didDispose() {
        _connection._parent._subscriberLeft(_connection)
    }
}
