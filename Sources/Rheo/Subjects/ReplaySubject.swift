import CRheo

/// A subject that replays buffered elements to each new subscriber, then sends it the
/// events that follow.
///
/// `create(bufferSize:)` keeps the last `bufferSize` elements, `createUnbounded()` all of
/// them. A late subscriber after a terminal event receives the buffered elements, then the
/// terminal event. After `dispose()` the buffer is dropped, events are ignored and a
/// subscriber receives `RxError.disposed(object:)`.
///
/// Thread safety and ordering are those of `PublishSubject` (queue-drain, no lock held
/// while an observer runs, no allocation per delivered event once the buffer is full).
/// The replay goes through the same queue as the events, so a subscriber sees the buffered
/// elements and the live ones in order, each once, whichever threads send and subscribe.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SubjectCore {
    /// The subject's observer type: the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

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
    @exclusivity(unchecked) @usableFromInline var _buffer: ReplayBuffer<Element>

    @usableFromInline init(capacity: Int, failure: Swift.Error?) {
        _buffer = ReplayBuffer(capacity: capacity)
        _stopEvent = failure.map { .error($0) }
        super.init()
    }

    deinit {
        _observers.releaseAll()
    }

    /// Creates a subject that replays the last `bufferSize` elements.
    ///
    /// - Parameters:
    ///   - bufferSize: How many elements to replay; 0 replays none (the subject
    ///     then behaves as a `PublishSubject`, but a late subscriber still gets the terminal
    ///     event).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The subject. A negative `bufferSize` returns a subject that has already
    ///   failed with `RxError.argumentOutOfRange`: every subscriber receives that error and
    ///   events sent to it are ignored. (RxSwift traps instead.)
    ///
    /// `file` and `line` are the caller's, recorded as the subject's site while assembly
    /// tracking is on.
    public static func create(
        bufferSize: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> ReplaySubject<Element> {
        _unrecorded(bufferSize: bufferSize)._recordedAssembly("ReplaySubject.create", file, line)
    }

    /// `create(bufferSize:)` with no site: a subject inside an operator (`share(replay:)`,
    /// `replay`) or a relay, whose stage or relay records the site instead.
    @usableFromInline static func _unrecorded(bufferSize: Int) -> ReplaySubject<Element> {
        if bufferSize < 0 {
            let error = RxError.argumentOutOfRange(
                reporting: "ReplaySubject.create(bufferSize: \(bufferSize)): bufferSize must not be negative")
            return ReplaySubject(capacity: 0, failure: error)
        }
        return ReplaySubject(capacity: bufferSize, failure: nil)
    }

    /// Creates a subject that replays every element it has received.
    ///
    /// `file` and `line` are the caller's, recorded as the subject's site while assembly
    /// tracking is on.
    public static func createUnbounded(file: StaticString = #fileID, line: UInt = #line) -> ReplaySubject<Element> {
        ReplaySubject(capacity: Int.max, failure: nil)._recordedAssembly("ReplaySubject.createUnbounded", file, line)
    }

    /// Records the subject's site and returns it.
    @usableFromInline func _recordedAssembly(_ name: StaticString, _ file: StaticString, _ line: UInt) -> Self {
        _recordAssembly(self, name, file, line)
        return self
    }

    /// Creates a subject that replays every element it has received: Rheo's earlier name
    /// for `createUnbounded()`, which is RxSwift's.
    @available(*, deprecated, renamed: "createUnbounded()")
    public static func createUnbound(file: StaticString = #fileID, line: UInt = #line) -> ReplaySubject<Element> {
        createUnbounded(file: file, line: line)
    }

    /// Whether the subject has subscribers; false after a terminal event or `dispose()`.
    @inlinable public var hasObservers: Bool {
        _hasCountedObservers
    }

    /// Whether `dispose()` has been called.
    @inlinable public var isDisposed: Bool {
        _isDisposedFlag
    }

    /// Buffers `event`'s element and sends it to every current subscriber.
    ///
    /// Ignored after a terminal event or `dispose()`. Safe from any thread.
    ///
    /// Inlinable: the per-event path, so it is specialized for the caller's element type.
    @inlinable public func on(_ event: Event<Element>) {
        _send(event)
    }

    /// Returns the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Drops every subscriber (without sending them anything) and the buffer, and ignores
    /// events from now on.
    public func dispose() {
        _disposeSubject()
    }

    /// Buffers `element`; delivers it.
    @inlinable @inline(__always) func _keep(_ element: Element) -> Bool {
        _buffer.append(element)
        return true
    }

    /// The buffered elements, before the live events or the terminal event.
    @usableFromInline func _replay(to observer: SubjectObserver<Element>) {
        _buffer.forEach { observer.on(.next($0)) }
    }

    @usableFromInline func _didDispose() {
        _buffer.removeAll()
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
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
