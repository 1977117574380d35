import CRheo

extension ObservableType {
    /// Calls the given handlers for the sequence's events, subscription and disposal, and
    /// passes the events on unchanged.
    ///
    /// For each event, the `on` handler runs before the event is passed on and the `after`
    /// handler after it. `onSubscribe` runs before the source is subscribed, `onSubscribed`
    /// when that `subscribe` has returned, and `onDispose` once, when the subscription ends
    /// by a terminal event or by `dispose()`, after the source's subscription is disposed
    /// and never before `onSubscribed`.
    ///
    /// - Parameters:
    ///   - onNext: Runs before an element is passed on.
    ///   - afterNext: Runs after an element is passed on.
    ///   - onError: Runs before the error is passed on.
    ///   - afterError: Runs after the error is passed on.
    ///   - onCompleted: Runs before the completion is passed on.
    ///   - afterCompleted: Runs after the completion is passed on.
    ///   - onSubscribe: Runs before each subscription to the source.
    ///   - onSubscribed: Runs after each subscription to the source.
    ///   - onDispose: Runs when each subscription ends.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The source sequence, unchanged, unless a handler throws: an error thrown
    ///   by `onNext`, `afterNext`, `onError` or `onCompleted` becomes the sequence's error
    ///   event (in place of the event `onError`/`onCompleted` was called for) and the source
    ///   is disposed. An error thrown by `afterError` or `afterCompleted` comes after the
    ///   terminal event and goes to `Hooks.defaultErrorHandler`.
    @inlinable public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> {
        _assemble("do", file, line) {
            let handlers = DoHandlers(
                onNext: onNext, afterNext: afterNext,
                onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            )
            return Producer((source: asObservable(), handlers: handlers)) { producer, observer, lifetime in
                producer._state.handlers._onSubscribe?()
                let sink = DoSink(
                    handlers: producer._state.handlers, downstream: observer, parent: lifetime,
                    isLast: lifetime is SubscriptionLifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink)
                producer._state.handlers._onSubscribed?()
                sink._subscribeReturned()
            }
        }
    }
}

/// The handlers of one `do` operator.
///
/// A struct generic over `Element`, not a tuple: the sink stores a copy, and the closures
/// keep the same representation in both places, so copying them allocates nothing.
@usableFromInline
struct DoHandlers<Element> {
    @usableFromInline let _onNext: ((Element) throws -> Void)?
    @usableFromInline let _afterNext: ((Element) throws -> Void)?
    @usableFromInline let _onError: ((Swift.Error) throws -> Void)?
    @usableFromInline let _afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline let _onCompleted: (() throws -> Void)?
    @usableFromInline let _afterCompleted: (() throws -> Void)?
    @usableFromInline let _onSubscribe: (() -> Void)?
    @usableFromInline let _onSubscribed: (() -> Void)?
    @usableFromInline let _onDispose: (() -> Void)?

    @inlinable init(
        onNext: ((Element) throws -> Void)?,
        afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?,
        afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?,
        afterCompleted: (() throws -> Void)?,
        onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?,
        onDispose: (() -> Void)?
    ) {
        self._onNext = onNext
        self._afterNext = afterNext
        self._onError = onError
        self._afterError = afterError
        self._onCompleted = onCompleted
        self._afterCompleted = afterCompleted
        self._onSubscribe = onSubscribe
        self._onSubscribed = onSubscribed
        self._onDispose = onDispose
    }
}

/// One `do` subscription; its lifetime is the source's.
@usableFromInline
final class DoSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _handlers: DoHandlers<Element>
    @usableFromInline let _downstream: EventSink<Element>
    // Only when there is an `onDispose` handler.
    @usableFromInline let _disposeGate: DoDisposeGate?

    // True when the downstream is the subscriber itself (no operator between): RxSwift's
    // `DoSink` then runs `afterError`/`afterCompleted` before `onDispose`, since nothing
    // downstream disposes it while it forwards the terminal event; Rheo's subscription
    // lifetime does, so the gate holds `onDispose` back until the after-handler returns.
    @usableFromInline let _holdsDisposeThroughTerminal: Bool

    @inlinable init(
        handlers: DoHandlers<Element>, downstream: EventSink<Element>, parent: SinkDisposer, isLast: Bool
    ) {
        _handlers = handlers
        _downstream = downstream
        _disposeGate = handlers._onDispose == nil ? nil : DoDisposeGate()
        _holdsDisposeThroughTerminal = isLast && handlers._onDispose != nil
        super.init(parent: parent)
    }

    @inlinable func _holdDispose() {
        if _holdsDisposeThroughTerminal {
            _disposeGate?.hold()
        }
    }

    @inlinable func _releaseDispose() {
        if _holdsDisposeThroughTerminal, let gate = _disposeGate, gate.release() {
            _handlers._onDispose?()
        }
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next(let element):
                do {
                    // Called through the optional, not bound with `if let`: binding copies
                    // the closure, which retains its context on every element.
                    if _handlers._onNext != nil {
                        try _handlers._onNext?(element)
                        // The handler may have disposed the subscription.
                        if isDisposed {
                            return
                        }
                    }
                    _downstream.on(event)
                    try _handlers._afterNext?(element)
                } catch {
                    _terminate(.error(error), _downstream)
                }
            case .error(let error):
                do {
                    try _handlers._onError?(error)
                } catch {
                    _downstream.on(.error(error))
                    return
                }
                _holdDispose()
                _downstream.on(event)
                do {
                    try _handlers._afterError?(error)
                } catch {
                    Hooks.reportUnhandledError(error, callStack: [])
                }
                _releaseDispose()
            case .completed:
                do {
                    try _handlers._onCompleted?()
                } catch {
                    _downstream.on(.error(error))
                    return
                }
                _holdDispose()
                _downstream.on(event)
                do {
                    try _handlers._afterCompleted?()
                } catch {
                    Hooks.reportUnhandledError(error, callStack: [])
                }
                _releaseDispose()
            }
        }
    }

    /// The source's `subscribe` has returned and `onSubscribed` has run.
    @inlinable func _subscribeReturned() {
        if let gate = _disposeGate, gate.subscribeReturned() {
            _handlers._onDispose?()
        }
    }

    @usableFromInline override func _didDispose() {
        if let gate = _disposeGate, gate.disposed() {
            _handlers._onDispose?()
        }
    }
}

/// Decides when `onDispose` runs: once the subscription is disposed and the source's
/// `subscribe` has returned (so after `onSubscribed`, as in RxSwift, where a sequence that
/// ends during `subscribe` is disposed when `subscribe` returns), and not while a hold is
/// on (the sink forwarding its terminal event and running the after-handler). Whichever
/// transition completes the condition runs it, once.
@usableFromInline
final class DoDisposeGate {
    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    @usableFromInline var _state = rheo_atomic_intptr()

    @inlinable static var returnedBit: Int { 1 }
    @inlinable static var disposedBit: Int { 2 }
    @inlinable static var heldBit: Int { 4 }
    @inlinable static var releasedBit: Int { 8 }
    @inlinable static var firedBit: Int { 16 }

    @inlinable init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Records the return of `subscribe`; true if `onDispose` is to run now.
    @inlinable func subscribeReturned() -> Bool {
        _set(DoDisposeGate.returnedBit)
    }

    /// Records the disposal; true if `onDispose` is to run now.
    @inlinable func disposed() -> Bool {
        _set(DoDisposeGate.disposedBit)
    }

    /// Holds `onDispose` back until `release()`.
    @inlinable func hold() {
        _ = _set(DoDisposeGate.heldBit)
    }

    /// Ends the hold; true if `onDispose` is to run now.
    @inlinable func release() -> Bool {
        _set(DoDisposeGate.releasedBit)
    }

    @inlinable func _set(_ bit: Int) -> Bool {
        let state = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), bit) | bit
        let ready =
            state & DoDisposeGate.returnedBit != 0 && state & DoDisposeGate.disposedBit != 0
            && (state & DoDisposeGate.heldBit == 0 || state & DoDisposeGate.releasedBit != 0)
        guard ready, state & DoDisposeGate.firedBit == 0 else {
            return false
        }
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), DoDisposeGate.firedBit)
        return old & DoDisposeGate.firedBit == 0
    }
}
