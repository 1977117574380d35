import CRheo

/// A subject that sends only its last element, and only when it completes.
///
/// On `completed`, every subscriber receives the last element (if there was one), then
/// `completed`; on `error`, only the error. A late subscriber after the terminal event
/// receives the same. After `dispose()` the subject ignores events and a subscriber
/// receives `RxError.disposed(object:)`.
///
/// Thread safety and ordering are those of `PublishSubject` (queue-drain, no lock held
/// while an observer runs). Rheo addition: RxSwift's `AsyncSubject` has no `dispose()`
/// or `isDisposed`; Rheo's subjects all have them.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SubjectCore {
    /// The subject's observer type: the subject itself.
    public typealias SubjectObserverType = AsyncSubject<Element>

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
    @exclusivity(unchecked) @usableFromInline var _last: Element?

    /// Creates a subject with no observers and no element.
    ///
    /// - Parameters:
    ///   - file: The caller's file, recorded as the subject's site while assembly tracking is on.
    ///   - line: The caller's line.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        super.init()
        _recordAssembly(self, "AsyncSubject", file, line)
    }

    /// `AsyncSubject.init()` as a function value (`multicast(makeSubject: PublishSubject.init)`),
    /// which cannot supply the `file`/`line` defaults; a call chooses the initializer that
    /// records its site.
    @_disfavoredOverload public override convenience init() {
        self.init(file: "", line: 0)
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

    /// Keeps a `next` element as the last one; sends the result on a terminal event.
    ///
    /// Ignored after a terminal event or `dispose()`. Safe from any thread.
    ///
    /// Inlinable: the per-event path, so it is specialized for the caller's element type.
    @inlinable public func on(_ event: Event<Element>) {
        _send(event)
    }

    /// Returns the subject itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// Drops every subscriber (without sending them anything) and the last element, and
    /// ignores events from now on.
    public func dispose() {
        _disposeSubject()
    }

    /// Keeps `element` as the last one; delivers nothing until the terminal event.
    @inlinable @inline(__always) func _keep(_ element: Element) -> Bool {
        _last = element
        return false
    }

    /// An error drops the last element: only the error is sent.
    @usableFromInline func _willTerminate(with event: Event<Element>) {
        if case .error = event {
            _last = nil
        }
    }

    /// Sends the terminal result: the last element and `completed`, or the error.
    @usableFromInline func _sendTerminal(_ event: Event<Element>, to observer: SubjectObserver<Element>) {
        if let last = _last {
            observer.on(.next(last))
        }
        observer.on(event)
    }

    @usableFromInline func _didDispose() {
        _last = nil
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

// Every mutable field is owned by the queue-drain, or atomic; see PublishSubject.
// Only for Sendable elements: `on` hands them to subscribers on other threads.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
