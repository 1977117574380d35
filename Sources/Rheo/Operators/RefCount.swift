import CRheo

extension ConnectableObservableType {
    /// An observable that connects the connectable sequence while it has subscribers.
    ///
    /// The first subscriber connects it; when the last one unsubscribes the connection is
    /// disposed, and a later subscriber connects again. When the source terminates, the
    /// subscribers receive the terminal event and the count starts over, so the next
    /// subscriber connects again (for `publish`-style sequences, to a fresh subject).
    ///
    /// Subscriptions, disposals and connections are serialized by queue-drain, never under
    /// a lock: subscribing and disposing from any threads at once, or from inside an
    /// observer, cannot deadlock. Subscribing or disposing from inside an observer during a
    /// synchronous emission takes effect at once (as RxSwift: a nested subscriber receives
    /// the rest of the running connection, and the last subscriber leaving stops a
    /// synchronous source). A subscription or disposal made while another thread is inside
    /// the operator takes effect when that thread is done with it.
    ///
    /// - Returns: The reference-counted sequence.
    @inlinable public func refCount() -> Observable<Element> {
        Producer(RefCountCore(source: self)) { producer, observer, lifetime in
            let core = producer.state
            let sink = RefCountSink(core: core, downstream: observer, parent: lifetime)
            // The upstream closure is formed here, in specialized code, and travels with
            // the input to whichever thread handles it.
            core._submit(.subscribe(sink, EventSink { sink.on($0) }))
        }
    }
}

/// The shared state of one `refCount()` sequence: the subscriber count and the connection.
///
/// All of it is owned by the queue-drain of `_inputs`: whichever thread handles an input
/// owns the state, and connecting or disconnecting runs there with no lock held.
///
/// The thread that is handling an input (the drainer) handles the inputs it submits
/// itself (a subscriber subscribing, disposing or receiving the terminal event from inside
/// an observer, typically while `connect()` emits synchronously) in place, at once,
/// instead of queueing them behind the input it is in the middle of: the state is its own
/// anyway, and queueing would strand a nested subscriber and keep a synchronous source
/// running after its last subscriber left. `_handle` is written to be re-entered that way.
@usableFromInline
final class RefCountCore<Source: ConnectableObservableType>: @unchecked Sendable {
    // @unchecked: mutable state is touched only by the queue-drain of `_inputs`.
    // First stored property (reached by `_atomicState(of:)`, do not reorder): the
    // thread handling inputs now, 0 when none. Written only by that thread, so another
    // thread never reads its own id there; relaxed is enough.
    @usableFromInline var _drainer = rheo_atomic_intptr()
    @usableFromInline enum Input {
        case subscribe(RefCountSink<Source>, EventSink<Source.Element>)
        case release(RefCountSink<Source>)
        case terminated(RefCountSink<Source>)
    }

    @usableFromInline let _source: Source
    @usableFromInline let _inputs = InputSerializer<Input>()
    // Drainer-owned.
    @exclusivity(unchecked) @usableFromInline var _count = 0
    @exclusivity(unchecked) @usableFromInline var _connection: Disposable?
    // Incremented when the source terminates: sinks of an ended connection no longer count.
    @exclusivity(unchecked) @usableFromInline var _connectionID: UInt64 = 0

    @inlinable init(source: Source) {
        _source = source
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @usableFromInline func _submit(_ input: Input) {
        let thread = Platform.currentThreadID
        let drainer = _atomicState(of: self)
        if rheo_atomic_intptr_load_relaxed(drainer) == thread {
            // Submitted from inside `_handle` on this thread: handle it now.
            _handle(input)
            return
        }
        _inputs.submit(input) { input in
            rheo_atomic_intptr_store_relaxed(drainer, thread)
            _handle(input)
            rheo_atomic_intptr_store_relaxed(drainer, 0)
        }
    }

    /// Connects the source, holding the connection before the source can emit (for the
    /// multicast connectables), so that the last subscriber leaving during a synchronous
    /// emission disposes it at once.
    @usableFromInline func _connect() {
        let connectionID = _connectionID
        let install = { (connection: Disposable) in
            if self._connectionID == connectionID, self._count > 0 {
                if self._connection == nil {
                    self._connection = connection
                }
            } else {
                // Only for a connectable that hands its connection over after emitting:
                // every subscriber left, or the source ended, meanwhile.
                connection.dispose()
            }
        }
        if let connectable = _source as? ConnectableObservable<Source.Element> {
            connectable._connect(installing: install)
        } else {
            install(_source.connect())
        }
    }

    /// Whether the current connection has ended although the count says connected (the
    /// source terminated on another thread and its subscribers' `.terminated` inputs are
    /// still queued).
    @usableFromInline func _connectionHasEnded() -> Bool {
        guard _count > 0, let connection = _connection as? Cancelable else {
            return false
        }
        return connection.isDisposed
    }

    @usableFromInline func _handle(_ input: Input) {
        switch input {
        case .subscribe(let sink, let upstream):
            if sink.isDisposed {
                return
            }
            _source.asObservable()._subscribe(upstream, sink)
            // A subject that already terminated ends the subscription at once: nothing to
            // count or connect (as RxSwift).
            if sink.isDisposed {
                return
            }
            // Checked after subscribing: a connection that ends clears its subject after
            // it is marked disposed, so a sink that got a fresh subject sees it ended and
            // connects that subject instead of waiting on it for ever. (A sink that got
            // the old subject receives its terminal event, which ends the new connection.)
            if _connectionHasEnded() {
                _count = 0
                _connectionID &+= 1
                _connection = nil
            }
            sink._counted = true
            sink._connectionID = _connectionID
            _count += 1
            if _count == 1 {
                // Events the source sends synchronously, and what subscribers do in
                // response on this thread (subscribe, dispose), are handled in place.
                _connect()
            }
        case .release(let sink):
            guard sink._counted else {
                return
            }
            sink._counted = false
            guard sink._connectionID == _connectionID else {
                return
            }
            _count -= 1
            if _count == 0 {
                let connection = _connection
                _connection = nil
                connection?.dispose()
            }
        case .terminated(let sink):
            guard sink._counted, sink._connectionID == _connectionID else {
                return
            }
            sink._counted = false
            _count = 0
            _connectionID &+= 1
            let connection = _connection
            _connection = nil
            connection?.dispose()
        }
    }
}

/// One subscriber of a `refCount()` sequence; its lifetime is its subject subscription's.
@usableFromInline
final class RefCountSink<Source: ConnectableObservableType>: ObserverBase<Source.Element>, ObserverType {
    @usableFromInline let _core: RefCountCore<Source>
    @usableFromInline let _downstream: EventSink<Source.Element>
    // Drainer-owned (the core's queue): whether this sink counts, and for which connection.
    @exclusivity(unchecked) @usableFromInline var _counted = false
    @exclusivity(unchecked) @usableFromInline var _connectionID: UInt64 = 0

    @inlinable init(core: RefCountCore<Source>, downstream: EventSink<Source.Element>, parent: SinkDisposer) {
        _core = core
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Source.Element>) {
        if event.isStopEvent {
            // Reset the count before passing the event on, so a subscriber that
            // resubscribes in response connects again (as RxSwift).
            _core._submit(.terminated(self))
        }
        _on(event) { _downstream.on($0) }
    }

    @usableFromInline override func _didDispose() {
        _core._submit(.release(self))
    }
}
