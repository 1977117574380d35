extension ObservableType where Element: ObservableConvertibleType {
    /// Passes on the elements of the most recent inner sequence only.
    ///
    /// When the outer sends a new inner sequence, the previous one is disposed and the new
    /// one subscribed. The result completes when the outer has completed and the latest
    /// inner has completed too; an error from the outer or from the latest inner is passed
    /// on at once and disposes everything. Events an earlier inner sends after the switch,
    /// even from another thread, are dropped.
    ///
    /// - Returns: The elements of the latest inner sequence.
    @inlinable public func switchLatest(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element>
    {
        _assemble("switchLatest", file, line) {
            _switchLatest { $0 }
        }
    }
}

extension ObservableType {
    /// The producer of `switchLatest` and `flatMapLatest`.
    @inlinable func _switchLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Producer((source: asObservable(), selector: selector)) { producer, observer, lifetime in
            let sink = SwitchSink(selector: producer._state.selector, downstream: observer, parent: lifetime)
            producer._state.source._subscribe(EventSink { sink.on($0) }, sink._outerLifetime)
        }
    }
}

/// Which inner is the latest, and whether the result may complete: the state of one
/// `switchLatest`/`flatMapLatest` subscription, touched only by its serializer.
@usableFromInline
struct SwitchStateMachine {
    @usableFromInline var _latest: UInt64 = 0
    @usableFromInline var _hasLatest = false
    @usableFromInline var _outerStopped = false

    @inlinable init() {}

    /// Inner `id` replaces the previous one: from now on only its events pass.
    @inlinable mutating func switched(_ id: UInt64) {
        _latest = id
        _hasLatest = true
    }

    /// Whether inner `id` is the latest.
    @inlinable func isLatest(_ id: UInt64) -> Bool {
        id == _latest
    }

    /// Inner `id` completed: true to complete now.
    @inlinable mutating func innerCompleted(_ id: UInt64) -> Bool {
        guard id == _latest, _hasLatest else {
            return false
        }
        _hasLatest = false
        return _outerStopped
    }

    /// The outer completed: true to complete now.
    @inlinable mutating func outerCompleted() -> Bool {
        _outerStopped = true
        return !_hasLatest
    }
}

/// One `switchLatest`/`flatMapLatest` subscription.
///
/// The outer's events are handled on the outer's thread: the selector runs there, the
/// previous inner is disposed and the new one subscribed, outside any lock. Everything that
/// can reach the downstream, and the switch itself, goes through an `InputSerializer`; each
/// inner's events carry its id, and the serializer passes only the latest inner's. The
/// switch is submitted before the new inner is subscribed, so every event of the new inner
/// is handled after it, and every event of an older inner handled after it is dropped.
@usableFromInline
final class SwitchSink<SourceElement, Source: ObservableConvertibleType>: ObserverBase<SourceElement>, ObserverType {
    @usableFromInline enum Input {
        case next(Source.Element, UInt64)
        case innerError(Swift.Error, UInt64)
        case innerCompleted(UInt64)
        case switched(UInt64)
        case outerError(Swift.Error)
        case outerCompleted
    }

    @usableFromInline let _downstream: EventSink<Source.Element>
    @usableFromInline let _selector: (SourceElement) throws -> Source
    @usableFromInline let _outerLifetime = SinkDisposer()
    @usableFromInline let _inputs = InputSerializer<Input>()
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`: the latest inner's lifetime, replaced by the outer's thread and
    // taken by disposal. Unchecked: the lock already keeps accesses apart and no user code
    // runs under it (docs/Contracts.md rule 2), and the dynamic checks cost about 150
    // instructions per switch (2.6% of `flatMapLatest.switch`).
    @exclusivity(unchecked) @usableFromInline var _current: MergeInner?
    @exclusivity(unchecked) @usableFromInline var _innersDisposed = false
    // Touched only by the outer's events, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _lastID: UInt64 = 0
    // Touched only by `_handle`, which `_inputs` runs one input at a time.
    @exclusivity(unchecked) @usableFromInline var _machine = SwitchStateMachine()

    @inlinable init(
        selector: @escaping (SourceElement) throws -> Source, downstream: EventSink<Source.Element>,
        parent: SinkDisposer
    ) {
        _selector = selector
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives an outer event.
    @inlinable func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            _switchTo(element)
        case .error(let error):
            if _outerLifetime._tryStop() {
                _submit(.outerError(error))
            }
        case .completed:
            if _outerLifetime._tryStop() {
                _outerLifetime.dispose()
                _submit(.outerCompleted)
            }
        }
    }

    @inlinable func _switchTo(_ element: SourceElement) {
        if _outerLifetime.isDisposed {
            return
        }
        let source: Observable<Source.Element>
        do {
            source = try _selector(element).asObservable()
        } catch {
            // Stop the outer at once: no later element may run the selector while the
            // error waits its turn on another thread.
            if _outerLifetime._tryStop() {
                _outerLifetime.dispose()
            }
            _submit(.outerError(error))
            return
        }
        _lastID &+= 1
        let id = _lastID
        _submit(.switched(id))
        let inner = MergeInner()
        let (accepted, previous) = _lock.withLock { () -> (Bool, MergeInner?) in
            if _innersDisposed {
                return (false, nil)
            }
            let previous = _current
            _current = inner
            return (true, previous)
        }
        previous?.dispose()
        guard accepted else {
            inner.dispose()
            return
        }
        source._subscribe(
            EventSink { [self] event in
                _innerOn(event, id, inner)
            }, inner)
    }

    /// Receives an event of inner `id`, from any thread.
    @inlinable func _innerOn(_ event: Event<Source.Element>, _ id: UInt64, _ inner: MergeInner) {
        switch event {
        case .next(let element):
            if inner._isLive {
                _submit(.next(element, id))
            }
        case .error(let error):
            if inner._tryStop() {
                inner.dispose()
                _submit(.innerError(error, id))
            }
        case .completed:
            if inner._tryStop() {
                inner.dispose()
                _submit(.innerCompleted(id))
            }
        }
    }

    @inlinable @inline(__always) func _submit(_ input: Input) {
        _inputs.submit(input) { _handle($0) }
    }

    @inlinable func _handle(_ input: Input) {
        switch input {
        case .next(let element, let id):
            if _machine.isLatest(id) {
                _on(.next(element)) { _downstream.on($0) }
            }
        case .innerError(let error, let id):
            if _machine.isLatest(id) {
                _on(.error(error)) { _downstream.on($0) }
            }
        case .innerCompleted(let id):
            if _machine.innerCompleted(id) {
                _on(.completed) { _downstream.on($0) }
            }
        case .switched(let id):
            _machine.switched(id)
        case .outerError(let error):
            _on(.error(error)) { _downstream.on($0) }
        case .outerCompleted:
            if _machine.outerCompleted() {
                _on(.completed) { _downstream.on($0) }
            }
        }
    }

    @usableFromInline override func _didDispose() {
        _outerLifetime.dispose()
        let current = _lock.withLock { () -> MergeInner? in
            _innersDisposed = true
            let current = _current
            _current = nil
            return current
        }
        current?.dispose()
    }
}
