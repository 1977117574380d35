import CRheo

/// A subject that sends each event to the observers subscribed when it is sent.
///
/// A subscriber receives the events sent after it subscribed. After a terminal event the
/// subject ignores further events, and a late subscriber receives the terminal event at
/// once. After `dispose()` the subject ignores events and a subscriber receives
/// `RxError.disposed(object:)`.
///
/// Thread safety: `on` may be called from any number of threads at once. Events are
/// serialized by queue-drain: an uncontended `onNext` claims the subject with one atomic
/// operation and delivers on the calling thread; a call that arrives while another thread
/// (or an observer, reentrantly) is delivering is queued and delivered by that thread
/// right after, so observers never see two events at once and no lock is held while an
/// observer runs. Subscribing and disposing go through the same queue: an uncontended
/// subscription takes effect before `subscribe` returns; one made while another thread is
/// delivering (or from inside an observer) takes effect when that delivery ends, except a
/// subscription made from inside the terminal delivery on the delivering thread: the
/// subject has terminated for good, so that subscriber receives the terminal event before
/// `subscribe` returns, as in RxSwift (the same holds for every subject). Delivering
/// an event allocates nothing (an event that has to wait for another thread is queued in a
/// small box); one observer is kept inline, more spill to an array.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SubjectCore {
    /// The subject's observer type: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

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

    /// Creates a subject with no observers.
    ///
    /// - Parameters:
    ///   - file: The caller's file, recorded as the subject's site while assembly tracking is on.
    ///   - line: The caller's line.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        super.init()
        _recordAssembly(self, "PublishSubject", file, line)
    }

    /// `PublishSubject.init()` as a function value (`multicast(makeSubject: PublishSubject.init)`),
    /// which cannot supply the `file`/`line` defaults; a call chooses the initializer that
    /// records its site.
    @_disfavoredOverload public override convenience init() {
        self.init(file: "", line: 0)
    }

    /// Creates a subject with no site: one inside an operator (`share`, `publish`) or a
    /// relay, whose stage or relay records the site instead.
    @usableFromInline init(unrecorded: Void) {
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

    /// Sends `event` to every current subscriber.
    ///
    /// Ignored after a terminal event or `dispose()`. Safe from any thread.
    ///
    /// Inlinable: the per-event path, so it is specialized for the caller's element type.
    @inlinable public func on(_ event: Event<Element>) {
        _send(event)
    }

    /// Returns the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Drops every subscriber (without sending them anything) and ignores events from now on.
    public func dispose() {
        _disposeSubject()
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

// Every mutable field is owned by the queue-drain (or atomic); see the type's discussion.
// Only for Sendable elements: `on` hands them to subscribers on other threads.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
