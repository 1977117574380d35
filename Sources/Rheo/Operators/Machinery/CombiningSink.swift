import CRheo

/// What a combining state machine (`zip`, `combineLatest`) tells its sink to do with an
/// element a source just sent.
@usableFromInline
enum CombiningAction {
    /// Ignore it: the source has completed already.
    case drop
    /// Store it; nothing to send yet.
    case store
    /// Store it, then compute and send a result.
    case storeAndEmit
    /// Store it, then complete: no result can ever be formed again.
    case storeAndComplete
}

/// The per-source bookkeeping of a combining operator: which sources have elements
/// stored, which have completed, and so when to emit and when to complete.
///
/// The elements themselves live in the sink's `Values` (a tuple of the sources' element
/// types, or an array for the collection forms), where only specialized code touches
/// them; the machine sees source indices only, so one sink serves every arity.
@usableFromInline
protocol CombiningStateMachine {
    /// The state for `arity` sources, none of which has sent anything.
    init(arity: Int)

    /// Source `index` sent an element.
    mutating func next(_ index: Int) -> CombiningAction

    /// A result was just formed from the stored elements: true to complete after sending it.
    mutating func emitted() -> Bool

    /// Source `index` completed: true to complete the result now.
    mutating func completed(_ index: Int) -> Bool
}

/// One `zip` or `combineLatest` subscription, for any number of sources: the downstream's
/// resource, owning one lifetime per source.
///
/// Events from the sources, on any threads, are serialized by queue-drain on `_drain`
/// without a lock (docs/Contracts.md rule 2): an event that finds the sink idle is handled in
/// place, with no allocation; one that arrives while another thread (or a reentrant call
/// from downstream) is inside is boxed and queued, and handled by whoever is inside, right
/// after. Nothing runs under a lock: the result selector and the downstream observer run
/// inside the drain, and a source's disposal on its completion too.
///
/// What depends on the element types is passed in as closures formed in the operator's
/// specialized code: `store` writes a source's element into `_values`, `_result` forms a
/// result from `_values`. Both take everything `inout`, so they are called at their
/// concrete signature with no reabstraction thunk in between.
@usableFromInline
final class CombiningSink<Machine: CombiningStateMachine, Values, Result>: ObserverBase<Result>, DrainHandler {
    @usableFromInline let _downstream: EventSink<Result>
    @usableFromInline let _result: (inout Values, inout Result?) throws -> Void
    @usableFromInline let _sourceLifetimes: [SinkDisposer]
    @usableFromInline let _drain = DrainQueue<CombiningInput<Values>>()
    // Touched only inside the drain, which runs one input at a time; the dynamic
    // exclusivity checks Swift would otherwise make on every event buy nothing here.
    @exclusivity(unchecked) @usableFromInline var _values: Values
    @exclusivity(unchecked) @usableFromInline var _machine: Machine

    /// - Parameters:
    ///   - values: The initial element storage (no elements).
    ///   - result: Forms a result from `values` (for `zip`, taking one element of each
    ///     source); the error it throws ends the sequence.
    @inlinable init(
        arity: Int, values: Values, result: @escaping (inout Values, inout Result?) throws -> Void,
        downstream: EventSink<Result>, parent: SinkDisposer
    ) {
        var lifetimes: [SinkDisposer] = []
        lifetimes.reserveCapacity(arity)
        for _ in 0..<arity {
            lifetimes.append(SinkDisposer())
        }
        _sourceLifetimes = lifetimes
        _values = values
        _machine = Machine(arity: arity)
        _result = result
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Subscribes source `index`, whose elements `store` writes into the values.
    ///
    /// Once the result has ended (a source before it failed while being subscribed), the
    /// remaining sources are still subscribed, each into its lifetime, which is disposed
    /// already, so it ends at once: RxSwift's sinks subscribe every source in `run`, and
    /// the ended sink's disposer disposes them when `run` returns.
    @inlinable func _subscribe<Element>(
        _ source: Observable<Element>, _ index: Int, _ store: @escaping (inout Values, Int, Element) -> Void
    ) {
        source._subscribe(
            EventSink { [self] event in
                on(index, event, store)
            }, _sourceLifetimes[index])
    }

    /// Receives an event of source `index`, from any thread.
    ///
    /// Always inlined: this is the per-event path, fast when uncontended. The event is
    /// handled at its own type in place; only a queued one is boxed, its element captured
    /// by the closure that stores it.
    @inlinable @inline(__always)
    func on<Element>(_ index: Int, _ event: Event<Element>, _ store: @escaping (inout Values, Int, Element) -> Void) {
        _drain.submit(
            inline: {
                switch event {
                case .next(let element):
                    _next(index) { store(&$0, index, element) }
                case .error(let error):
                    _on(.error(error)) { _downstream.on($0) }
                case .completed:
                    _completed(index)
                }
            },
            orEnqueue: {
                _makeInputSlowPath(index, event, store)
            }, handler: self)
    }

    // Inlinable so that the input's store closure is formed in specialized code; out of
    // line, as only a contended event gets here.
    @inlinable @inline(never)
    func _makeInputSlowPath<Element>(
        _ index: Int, _ event: Event<Element>, _ store: @escaping (inout Values, Int, Element) -> Void
    ) -> CombiningInput<Values> {
        switch event {
        case .next(let element):
            CombiningInput(index: index, store: { store(&$0, index, element) }, error: nil)
        case .error(let error):
            CombiningInput(index: index, store: nil, error: error)
        case .completed:
            CombiningInput(index: index, store: nil, error: nil)
        }
    }

    /// Handles a source event that waited in the queue.
    @inlinable func _handleQueued(_ input: CombiningInput<Values>) {
        if let store = input._store {
            _next(input._index, store)
        } else if let error = input._error {
            _on(.error(error)) { _downstream.on($0) }
        } else {
            _completed(input._index)
        }
    }

    /// Whether the result has ended (a terminal event was claimed, or it was disposed).
    @inlinable var _isStopped: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit)
            != 0
    }

    @inlinable func _next(_ index: Int, _ store: (inout Values) -> Void) {
        if _isStopped {
            return
        }
        switch _machine.next(index) {
        case .drop:
            return
        case .store:
            store(&_values)
        case .storeAndEmit:
            store(&_values)
            _emit()
        case .storeAndComplete:
            store(&_values)
            _on(.completed) { _downstream.on($0) }
        }
    }

    @inlinable func _emit() {
        var result: Result?
        do {
            try _result(&_values, &result)
        } catch {
            _on(.error(error)) { _downstream.on($0) }
            return
        }
        // Decided before sending: the observer may dispose, or send into a source.
        let complete = _machine.emitted()
        if let result {
            _on(.next(result)) { _downstream.on($0) }
        }
        if complete {
            _on(.completed) { _downstream.on($0) }
        }
    }

    @inlinable func _completed(_ index: Int) {
        if _isStopped {
            return
        }
        _sourceLifetimes[index].dispose()
        if _machine.completed(index) {
            _on(.completed) { _downstream.on($0) }
        }
    }

    @usableFromInline override func _didDispose() {
        for lifetime in _sourceLifetimes {
            lifetime.dispose()
        }
    }
}

/// A source event that arrived while another thread was inside the sink, waiting in its
/// queue: an element (as the closure that stores it), an error, or a completion.
@usableFromInline
final class CombiningInput<Values>: QueuedItem {
    @usableFromInline let _index: Int
    @usableFromInline let _store: ((inout Values) -> Void)?
    @usableFromInline let _error: Swift.Error?

    @inlinable init(index: Int, store: ((inout Values) -> Void)?, error: Swift.Error?) {
        self._index = index
        self._store = store
        self._error = error
        super.init()
    }
}
