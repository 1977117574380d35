import CRheo

extension ConnectableObservableType {
    /// An observable that connects the connectable sequence while it has subscribers.
    ///
    /// The first subscriber connects it; when the last one unsubscribes the connection is
    /// disposed, and a later subscriber connects again. When the source terminates, the
    /// subscribers receive the terminal event and the count starts over, so the next
    /// subscriber connects again (for `publish`-style sequences, to a fresh subject).
    /// A subscriber arriving from another thread while the source ends gets what it gets
    /// in RxSwift: if it reaches the ending connection's subject, that subject's terminal
    /// event; if it reaches the next subject (a connection drops its subject before passing
    /// the terminal event on), a new connection, a fresh subscription to the source. It
    /// gets the new connection even while the earlier subscribers are still being told of
    /// the end, where RxSwift counts it on the ended connection and leaves it waiting until
    /// a later subscriber connects.
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
    @inlinable public func refCount(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        _assemble("refCount", file, line) {
            Producer(RefCountCore(source: self)) { producer, observer, lifetime in
                let core = producer._state
                let sink = RefCountSink(core: core, downstream: observer, parent: lifetime)
                // The upstream closure is formed here, in specialized code, and travels with
                // the input to whichever thread handles it.
                core._submit(.subscribe(sink, EventSink { sink.on($0) }))
            }
        }
    }
}

/// The shared state of one `refCount()` sequence: the subscriber count and the connection
/// (`RefCountStateMachine`).
///
/// All of it is owned by the queue-drain of `_inputs`: whichever thread handles an input
/// owns the state, and connecting or disconnecting runs there with no lock held.
///
/// The thread that is handling an input (the drainer) handles the inputs it submits
/// itself (a subscriber subscribing, disposing or receiving the terminal event from inside
/// an observer, typically while `connect()` emits synchronously) in place, at once,
/// instead of queueing them behind the input it is in the middle of: the state is its own
/// anyway, and queueing would strand a nested subscriber and keep a synchronous source
/// running after its last subscriber left. `_handle` is written to be re-entered that way:
/// it never calls out while inside a method of the state machine.
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
    // `_source` as Rheo's own connectable, which reports subject generations and hands its
    // connection over before the source emits; nil for other connectables.
    @usableFromInline let _connectable: ConnectableObservable<Source.Element>?
    @usableFromInline let _inputs = InputSerializer<Input>()
    // Drainer-owned.
    @exclusivity(unchecked) @usableFromInline var _state = RefCountStateMachine()

    @inlinable init(source: Source) {
        _source = source
        _connectable = source as? ConnectableObservable<Source.Element>
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

    /// Connects the source for `epoch`, holding the connection before the source can emit
    /// (for the multicast connectables), so that the last subscriber leaving during a
    /// synchronous emission disposes it at once.
    @usableFromInline func _connect(epoch: UInt64) {
        let install = { (connection: Disposable, generation: UInt64) in
            if !self._state.connected(connection, generation: generation, epoch: epoch) {
                // Only for a connectable that hands its connection over after emitting:
                // every subscriber left, or the source ended, meanwhile.
                connection.dispose()
            }
        }
        if let connectable = _connectable {
            connectable._connect(installing: install)
        } else {
            // On behalf of every subscriber, not only the first one.
            install(_outsideTraceContext { _source.connect() }, 0)
        }
    }

    @usableFromInline func _handle(_ input: Input) {
        switch input {
        case .subscribe(let sink, let upstream):
            if sink.isDisposed {
                return
            }
            let generation: UInt64
            if let connectable = _connectable {
                generation = connectable._subscribeReportingGeneration(upstream, sink)
            } else {
                _source.asObservable()._subscribe(upstream, sink)
                generation = 0
            }
            // A subject that already terminated ends the subscription at once: nothing to
            // count or connect (as RxSwift).
            if sink.isDisposed {
                return
            }
            let (ticket, action) = _state.subscribed(generation: generation)
            sink._ticket = ticket
            if case .connect(let epoch, let ended) = action {
                ended?.dispose()
                // Events the source sends synchronously, and what subscribers do in
                // response on this thread (subscribe, dispose), are handled in place.
                _connect(epoch: epoch)
            }
        case .release(let sink):
            guard let ticket = sink._ticket else {
                return
            }
            sink._ticket = nil
            _state.released(ticket)?.dispose()
        case .terminated(let sink):
            guard let ticket = sink._ticket else {
                return
            }
            if case .disconnect(let connection) = _state.terminated(ticket) {
                sink._ticket = nil
                connection?.dispose()
            }
        }
    }
}

/// One subscriber of a `refCount()` sequence; its lifetime is its subject subscription's.
@usableFromInline
final class RefCountSink<Source: ConnectableObservableType>: ObserverBase<Source.Element>, ObserverType {
    @usableFromInline let _core: RefCountCore<Source>
    @usableFromInline let _downstream: EventSink<Source.Element>
    // Drainer-owned (the core's queue): the connection this sink counts on, nil when it
    // does not count.
    @exclusivity(unchecked) @usableFromInline var _ticket: RefCountStateMachine.Ticket?

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
