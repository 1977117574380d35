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
    /// observer, cannot deadlock. A subscription made while another thread is inside the
    /// operator takes effect when that thread is done with it.
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
@usableFromInline
final class RefCountCore<Source: ConnectableObservableType>: @unchecked Sendable {
    // Sendable: the mutable state is touched only by the queue-drain of `_inputs`.
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

    @inlinable func _submit(_ input: Input) {
        _inputs.submit(input) { _handle($0) }
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
            sink._counted = true
            sink._connectionID = _connectionID
            _count += 1
            if _count == 1 {
                // Events the source sends synchronously, and whatever subscribers do in
                // response, reach this queue as inputs handled after this one.
                _connection = _source.connect()
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
        _on(event, _downstream.on)
    }

    @usableFromInline override func _didDispose() {
        _core._submit(.release(self))
    }
}
