import CRheo

/// One subscription of the merge family: `merge()`, `merge(maxConcurrent:)`, `concat()`,
/// `flatMap`, `flatMapFirst`, `concatMap` and the static `merge`.
///
/// The sink is the downstream's resource. It owns the outer's lifetime and one `MergeInner`
/// lifetime per running inner; disposing it disposes all of them.
///
/// Threads: the outer's events are serial (Rx grammar) and handled on the outer's thread:
/// the selector runs and the inner is subscribed there, outside any lock. As in RxSwift, the
/// selector runs when the element arrives, also for an element whose inner must wait for
/// a free slot (`concatMap`): the inner waits, and a selector error fails the result at
/// once. `flatMapFirst` calls it only for the elements it does not drop. The inners send
/// from any threads at once; what reaches the downstream (their elements, the first error,
/// the completion) goes through a queue drain (`SPSCDrainQueue` with several producers), so
/// the downstream receives one event at a time and no lock is held while it runs
/// (docs/Contracts.md rule 2). An element from an inner while nobody else is delivering is
/// handled in place: two atomic operations, no allocation. One that arrives while another
/// thread delivers is written to the queue's next slot under `_lock` (no allocation but one
/// segment per `queueSegmentCapacity` queued events) and delivered by that thread, in
/// arrival order. The slot bookkeeping (`MergeStateMachine`) also sits under `_lock`, which
/// guards no call-out.
///
/// Terminal rules, as RxSwift: the result completes when the outer and every inner have
/// completed; the first error (outer, inner or selector) is passed on and disposes
/// everything. The outer's subscription is disposed as soon as the outer completes.
@usableFromInline
final class MergeSink<SourceElement, Source: ObservableConvertibleType>: ObserverBase<SourceElement>, ObserverType,
    DrainHandler
{
    @usableFromInline let _downstream: EventSink<Source.Element>
    @usableFromInline let _selector: (SourceElement) throws -> Source
    @usableFromInline let _outerLifetime = SinkDisposer()
    // No slots until an event must queue: most merges are never contended.
    @usableFromInline let _inputs = SPSCDrainQueue<Event<Source.Element>>(
        segmentCapacity: MergeSinkConstants.queueSegmentCapacity, firstSegmentCapacity: 0)
    // Guards `_machine` and the producer side of `_inputs`.
    @usableFromInline let _lock = Lock()
    @usableFromInline let _dropsWhenBusy: Bool
    // The bound on the queue of waiting inners, if any (also in `_machine`, which is read
    // only under `_lock`).
    @usableFromInline let _bound: MergePendingBound?
    // Guarded by `_lock`. Waiting elements are stored as their inners, already mapped.
    @usableFromInline var _machine: MergeStateMachine<Observable<Source.Element>>

    /// - Parameters:
    ///   - limit: The most inners running at once (`Int.max`: unbounded).
    ///   - dropsWhenBusy: Drop outer elements while an inner runs (`flatMapFirst`).
    ///   - selector: Maps an outer element to its inner; called when the element arrives,
    ///     as RxSwift (for a queued element too; `flatMapFirst` skips dropped ones).
    ///   - bound: The bound on the queue of waiting inners, if any.
    @inlinable init(
        limit: Int, dropsWhenBusy: Bool, bound: MergePendingBound? = nil,
        selector: @escaping (SourceElement) throws -> Source, downstream: EventSink<Source.Element>,
        parent: SinkDisposer
    ) {
        _machine = MergeStateMachine(limit: limit, dropsWhenBusy: dropsWhenBusy, bound: bound)
        _dropsWhenBusy = dropsWhenBusy
        _bound = bound
        _selector = selector
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives an outer event.
    @inlinable func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if _dropsWhenBusy {
                _flatMapFirstNext(element)
                return
            }
            // Mapped on arrival, outside the lock (docs/Contracts.md rule 2); skipped once
            // the outer has stopped (a selector error or disposal may race an element).
            if rheo_atomic_intptr_load_acquire(_atomicState(of: _outerLifetime))
                & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit) != 0
            {
                return
            }
            guard let source = _map(element) else {
                return
            }
            switch _lock.withLock({ _machine.outerNext(source) }) {
            case .subscribe(let source):
                _subscribeInner(source)
            case .fill:
                _fillSlowPath()
            case .none:
                break
            case .dropped(let dropped, let total):
                _reportDrop(dropped, total: total)
            case .overflow(let refused):
                _overflow(refused)
            }
        case .error(let error):
            if _outerLifetime._tryStop() {
                _submit(.error(error))
            }
        case .completed:
            if _outerLifetime._tryStop() {
                _outerLifetime.dispose()
                if _lock.withLock({ _machine.outerCompleted() }) {
                    _submit(.completed)
                }
            }
        }
    }

    /// Reports a waiting inner dropped from the full queue (`MergePendingBound`), after
    /// releasing it: one report per drop, since each is an outer element the selector ran
    /// for.
    @inlinable @inline(never) func _reportDrop(_ dropped: consuming Observable<Source.Element>, total: Int) {
        _ = consume dropped
        guard let bound = _bound else { return }
        Hooks.reportDroppedElements(
            DroppedElementsReport(
                operatorName: bound._operatorName, site: bound._site, policy: bound._policy, count: 1, total: total))
    }

    /// The queue of waiting inners is full under `.fail`: stops the outer and fails the
    /// result with a `BufferOverflowError`; the refused inner is released.
    @inlinable @inline(never) func _overflow(_ refused: consuming Observable<Source.Element>) {
        _ = consume refused
        guard let bound = _bound, _outerLifetime._tryStop() else { return }
        _outerLifetime.dispose()
        _submit(
            .error(
                BufferOverflowError(
                    operatorName: bound._operatorName, site: bound._site, limit: bound._policy.limit, reason: .overflow)
            ))
    }

    /// `flatMapFirst`'s outer element: mapped and subscribed only if no inner runs.
    @inlinable @inline(never) func _flatMapFirstNext(_ element: SourceElement) {
        guard _lock.withLock({ _machine.outerNextDropping() }) else {
            return
        }
        if let source = _map(element) {
            _subscribeInner(source)
        }
    }

    /// Calls the selector; on an error, stops the outer and fails the result, and returns
    /// nil.
    @inlinable func _map(_ element: SourceElement) -> Observable<Source.Element>? {
        do {
            return try _selector(element).asObservable()
        } catch {
            // Stop the outer at once: no later element may run the selector or start an
            // inner while the error waits its turn on another thread.
            if _outerLifetime._tryStop() {
                _outerLifetime.dispose()
            }
            _submit(.error(error))
            return nil
        }
    }

    /// Subscribes an inner; a slot is already reserved for it.
    @inlinable func _subscribeInner(_ source: Observable<Source.Element>) {
        let inner = MergeInner()
        // Listed before it is subscribed, so that disposal reaches an inner that is still
        // inside its synchronous subscribe.
        guard _lock.withLock({ _machine.insert(inner) }) else {
            inner.dispose()
            return
        }
        // The per-element path reads what it needs from this closure's context rather than
        // from the sink's stored properties: a context is kept alive by its caller, so using
        // its captures costs no retain.
        let inputs = _inputs
        let downstream = _downstream
        let lock = _lock
        source._subscribe(
            EventSink { [self] event in
                guard case .next(let element) = event else {
                    _innerTerminalSlowPath(event, inner)
                    return
                }
                if !inner._isLive {
                    return
                }
                // Closure literals, not `downstream.on`: a method reference would copy (and so
                // retain) `downstream` per element.
                inputs.submit(
                    inline: { _on(.next(element)) { downstream.on($0) } }, orPush: .next(element), under: lock,
                    handler: self)
            }, inner)
    }

    /// Subscribes waiting elements while slots are free. One thread at a time runs this
    /// loop; an inner that completes synchronously inside it frees its slot and returns, and
    /// the loop takes the next element: the stack stays flat however many inners complete
    /// synchronously in a row.
    @inlinable @inline(never) func _fillSlowPath() {
        while let source = _lock.withLock({ _machine.nextToFill() }) {
            _subscribeInner(source)
        }
    }

    /// Receives the terminal event of `inner`, from any thread.
    @inlinable @inline(never) func _innerTerminalSlowPath(_ event: Event<Source.Element>, _ inner: MergeInner) {
        switch event {
        case .next:
            break
        case .error:
            if inner._tryStop() {
                _submit(event)
            }
        case .completed:
            guard inner._tryStop() else {
                return
            }
            inner.dispose()
            switch _lock.withLock({ _machine.innerCompleted(inner) }) {
            case .none:
                break
            case .fill:
                _fillSlowPath()
            case .complete:
                _submit(.completed)
            }
        }
    }

    /// Hands `event` to the downstream through the serializer.
    @inlinable func _submit(_ event: Event<Source.Element>) {
        _inputs.submit(inline: { _deliver(event) }, orPush: event, under: _lock, handler: self)
    }

    /// Delivers what the serializer hands over. The grammar check drops elements after the
    /// terminal event or disposal, and a terminal event disposes the sink (and so every
    /// inner and the outer).
    @inlinable @inline(__always) func _deliver(_ event: Event<Source.Element>) {
        _on(event) { _downstream.on($0) }
    }

    /// Delivers an event that waited in the serializer's queue.
    @inlinable func _handleQueued(_ event: Event<Source.Element>) {
        _deliver(event)
    }

    @usableFromInline override func _didDispose() {
        _outerLifetime.dispose()
        let (inners, pending) = _lock.withLock { _machine.dispose() }
        MergeInner.disposeList(inners)
        // Released after unlocking: releasing an outer element may run user deinits.
        _ = pending
    }
}

/// The lifetime of one inner subscription of the flattening operators (merge family,
/// `switchLatest`, `concat`, `catch`, `retry`): a `SinkDisposer` with a stop check for the
/// per-element path, and links for the merge family's list of running inners.
@usableFromInline
final class MergeInner: SinkDisposer {
    // Guarded by the owning sink's lock. The list holds each inner through the previous
    // one's `_next` (or its head); `_previous` is unowned because its target is alive while
    // it is listed, and the links are only read while it is.
    @usableFromInline var _next: MergeInner?
    @usableFromInline unowned(unsafe) var _previous: MergeInner?

    @inlinable override init() {
        super.init()
    }

    /// Whether the inner may still send elements: neither stopped nor disposed.
    ///
    /// Inlinable: it is on the per-element path of every inner.
    @inlinable var _isLive: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit)
            == 0
    }

    /// Disposes every inner of a list detached from its sink, in a loop: releasing a long
    /// list through its links would recurse once per inner.
    @usableFromInline static func disposeList(_ head: MergeInner?) {
        var node = head
        while let inner = node {
            node = inner._next
            inner._next = nil
            inner._previous = nil
            inner.dispose()
        }
    }
}

/// Constants of `MergeSink`, outside the generic class (a generic type cannot have stored
/// statics, and a computed one is a constant the compiler folds).
@usableFromInline
enum MergeSinkConstants {
    /// The slots of each segment of a merge's queue: a segment is allocated per this many
    /// events queued, and a contended merge keeps one or two.
    @inlinable static var queueSegmentCapacity: Int { 256 }
}
