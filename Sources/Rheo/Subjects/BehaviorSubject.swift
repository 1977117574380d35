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
/// before the next event and never twice. `value()` reads the latest element delivered:
/// while another thread is delivering (or from inside one of its observers) it may not
/// yet reflect an element sent meanwhile.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SubjectCore {
    /// The subject's observer type: the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    // Bit 0: disposed; the rest: twice the number of subscribed observers.
    @usableFromInline var _state = rheo_atomic_intptr()
    @usableFromInline let _inputs = InputSerializer<SubjectInput<Element>>()
    // Drainer-owned: touched only by `SubjectCore._handle`, one input at a time.
    @exclusivity(unchecked) @usableFromInline var _observers = SubjectObservers<Element>()
    @exclusivity(unchecked) @usableFromInline var _stopEvent: Event<Element>?
    // Written only by the drainer, under `_valueLock`; read by the drainer without it and
    // by `value()` under it.
    @usableFromInline let _valueLock = Lock()
    @exclusivity(unchecked) @usableFromInline var _value: Element
    @exclusivity(unchecked) @usableFromInline var _error: Swift.Error?

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        _value = value
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
        _send(event)
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Drops every subscriber (without sending them anything) and ignores events from now on.
    public func dispose() {
        _disposeSubject()
    }

    /// Makes `element` the current value; delivers it.
    @inlinable @inline(__always) func _keep(_ element: Element) -> Bool {
        // The replaced value is released after unlocking: its deinit may be user code.
        var replaced = element
        _valueLock.lock()
        swap(&_value, &replaced)
        _valueLock.unlock()
        return true
    }

    /// The current value, unless the subject has terminated (a late subscriber then
    /// receives only the terminal event).
    @usableFromInline func _replay(to observer: SubjectObserver<Element>) {
        if _stopEvent == nil {
            // Only the drainer writes `_value`, so it reads it without the lock.
            observer.on(.next(_value))
        }
    }

    /// An error becomes what `value()` throws.
    @usableFromInline func _willTerminate(with event: Event<Element>) {
        if case .error(let error) = event {
            _valueLock.withLock { _error = error }
        }
    }

    @usableFromInline override func _subscribe(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        _subscribeSubject(observer, lifetime)
    }
}

// Every mutable field is owned by the queue-drain, guarded by `_valueLock`, or atomic.
extension BehaviorSubject: @unchecked Sendable {}
