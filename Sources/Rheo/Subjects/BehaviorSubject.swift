import CRheo

/// A subject that holds a current value: each subscriber first receives the latest
/// element (or the initial value), then the events that follow.
///
/// After a terminal event the subject ignores further events, and a late subscriber
/// receives only the terminal event. After `dispose()` the subject ignores events and a
/// subscriber receives `RxError.disposed(object:)`.
///
/// Thread safety and ordering are those of `PublishSubject` (queue-drain, no lock held
/// while an observer runs, no allocation per delivered event). The current value is
/// delivered to a new subscriber through the same queue as the events, so it always comes
/// before the next event and never twice. `value()` reads the latest element sent: the
/// value and the event's place in the delivery order are decided together, under a lock
/// that no observer ever runs under, so a caller reads its own `onNext` as soon as it
/// returns, even while another thread (or an observer) is still delivering.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SubjectCore {
    /// The subject's observer type: the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    // Bit 0: disposed; the rest: twice the number of subscribed observers.
    @usableFromInline var _state = rheo_atomic_intptr()
    // Second stored property: reached by address (`SubjectCore._terminalThreadWord`).
    // The thread sending a terminated subject's terminal event or replay, 0 when none.
    @usableFromInline var _terminalThread = rheo_atomic_intptr()
    @usableFromInline let _inputs = InputSerializer<SubjectInput<Element>>()
    // Drainer-owned: touched only by `SubjectCore._handle`, one input at a time.
    @exclusivity(unchecked) @usableFromInline var _observers = SubjectObservers<Element>()
    @exclusivity(unchecked) @usableFromInline var _stopEvent: Event<Element>?
    // Guarded by `_valueLock`, which also orders the events: `on` updates them and claims
    // or joins the queue under it, so the value order is the delivery order.
    @usableFromInline let _valueLock = Lock()
    @exclusivity(unchecked) @usableFromInline var _value: Element
    @exclusivity(unchecked) @usableFromInline var _error: Swift.Error?
    @exclusivity(unchecked) @usableFromInline var _accepting = true
    // Drainer-owned: the latest element delivered, what a new subscriber receives.
    @exclusivity(unchecked) @usableFromInline var _delivered: Element

    /// Creates a subject whose current value is `value`.
    ///
    /// - Parameters:
    ///   - value: The current value until the first element.
    ///   - file: The caller's file, recorded as the subject's site while assembly tracking is on.
    ///   - line: The caller's line.
    public convenience init(value: Element, file: StaticString = #fileID, line: UInt = #line) {
        self.init(value: value, unrecorded: ())
        _recordAssembly(self, "BehaviorSubject", file, line)
    }

    /// `BehaviorSubject.init(value:)` as a function value (`multicast(makeSubject: PublishSubject.init)`),
    /// which cannot supply the `file`/`line` defaults; a call chooses the initializer that
    /// records its site.
    @_disfavoredOverload public convenience init(value: Element) {
        self.init(value: value, file: "", line: 0)
    }

    /// Creates a subject with no site: one inside an operator (`share`, `publish`) or a
    /// relay, whose stage or relay records the site instead.
    @usableFromInline init(value: Element, unrecorded: Void) {
        _value = value
        _delivered = value
        super.init()
    }

    deinit {
        _observers.releaseAll()
    }

    /// Whether the subject has subscribers; false after a terminal event or `dispose()`.
    @inlinable public var hasObservers: Bool {
        _hasCountedObservers
    }

    /// Whether `dispose()` has been called.
    @inlinable public var isDisposed: Bool {
        _isDisposedFlag
    }

    /// The latest element (the initial value if none was sent).
    ///
    /// After a `completed` event, still the latest element.
    ///
    /// - Throws: The subject's error after an `error` event; `RxError.disposed(object:)`
    ///   after `dispose()`.
    public func value() throws -> Element {
        let (value, error) = _valueLock.withLock { (_value, _error) }
        if isDisposed {
            throw RxError.disposed(object: self)
        }
        if let error {
            throw error
        }
        return value
    }

    /// The latest element, for relays, which can neither fail nor be disposed.
    @usableFromInline var _latestValue: Element {
        _valueLock.withLock { _value }
    }

    /// Makes `event`'s element the current value and sends it to every current subscriber.
    ///
    /// Ignored after a terminal event or `dispose()`. Safe from any thread.
    ///
    /// Inlinable: the per-event path, so it is specialized for the caller's element type.
    @inlinable public func on(_ event: Event<Element>) {
        // The replaced value is released after unlocking: its deinit may be user code.
        var replaced: Element?
        _valueLock.lock()
        guard _accepting else {
            _valueLock.unlock()
            return
        }
        switch event {
        case .next(let element):
            // Swapped through a plain local: `swap(&_value, &replaced!)` crashed the 6.3
            // optimizer (an ownership verifier error) when specialized for String in a
            // client module built with -O.
            var incoming = element
            swap(&_value, &incoming)
            replaced = incoming
        case .error(let error):
            _error = error
            _accepting = false
        case .completed:
            _accepting = false
        }
        // Claim the queue, or join it, before unlocking: claiming runs no user code.
        let claim = _inputs.claim(orEnqueue: .event(event))
        _valueLock.unlock()
        _ = replaced
        _inputs.finish(claim, inline: { _handleEvent(event) }, handler: self)
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Drops every subscriber (without sending them anything) and ignores events from now on.
    public func dispose() {
        _disposeSubject()
    }

    /// Records `element` as the latest delivered (what a new subscriber gets); delivers it.
    @inlinable @inline(__always) func _keep(_ element: Element) -> Bool {
        _delivered = element
        return true
    }

    /// The current value, unless the subject has terminated (a late subscriber then
    /// receives only the terminal event).
    @usableFromInline func _replay(to observer: SubjectObserver<Element>) {
        if _stopEvent == nil {
            observer.on(.next(_delivered))
        }
    }

    @usableFromInline override func _subscribeCore(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        _subscribeSubject(observer, next: nil, lifetime)
    }

    @usableFromInline override func _subscribeCore(
        _ observer: EventSink<Element>, next: () -> ElementSink<Element>?, _ lifetime: SinkDisposer
    ) {
        _subscribeSubject(observer, next: next(), lifetime)
    }
}

// Every mutable field is owned by the queue-drain, guarded by `_valueLock`, or atomic.
// Only for Sendable elements: `on` hands them to subscribers on other threads.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
