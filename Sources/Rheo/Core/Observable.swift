import CRheo

/// A push-based sequence of `Element`s: the type every operator takes and returns.
///
/// Rheo keeps RxSwift's class shape (subjects are observables, `asObservable()` erases),
/// but what runs per element never goes through a generic virtual method: operators are
/// `@inlinable`, and the closures they leave behind for the per-event path are formed in
/// the caller's specialized code. Virtual dispatch happens once, at subscribe time.
///
/// Sendable: deliberately not. An observable is immutable and may be subscribed from any
/// thread, but it owns the closures of its operators (`map`'s transform, `create`'s body,
/// `do`'s callbacks, ...), which are not `@Sendable` and run on the subscribing thread. A
/// closure formed inside an actor or a `@MainActor` function may touch that isolation's
/// state; an `@unchecked Sendable` observable would carry it to another thread with no
/// diagnostic, and a closure capturing a local `var` could run on two threads at once.
/// Kept non-`Sendable`, Swift 6 still lets a freshly built observable move to another
/// task (region-based isolation: `Task { observable.subscribe(...) }` compiles when the
/// sending task does not use it afterwards), and it rejects the unsafe cases. The same
/// holds for the wrappers of an observable (`Single`, `Maybe`, `Completable`, `Infallible`,
/// `Driver`, `Signal`, `ControlEvent`, `ControlProperty`). What is shared between threads
/// is `Sendable`: subjects and relays of `Sendable` elements, schedulers, disposables.
public class Observable<Element>: ObservableType {
    @usableFromInline init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes `observer` to the sequence.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let lifetime = SubscriptionLifetime(onDisposed: nil)
        _subscribe(
            EventSink { event in
                lifetime._on(event) { observer.on($0) }
            }, lifetime)
        return lifetime
    }

    /// Returns `self`.
    public final func asObservable() -> Observable<Element> {
        self
    }

    /// Subscribes the per-event `observer`, cancelled by `lifetime`: the entry every
    /// subscription of a stage goes through.
    ///
    /// With assembly tracking off (release builds by default) this is the one virtual call
    /// `_subscribeCore(_:_:)` behind one relaxed load. With it on, a stage with a recorded
    /// site is traced (`_subscribeTraced`).
    @inlinable @inline(__always) final func _subscribe(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        if _slowPath(_assemblyTrackingIsOn) {
            _subscribeTraced(observer, lifetime)
            return
        }
        _subscribeCore(observer, lifetime)
    }

    /// `_subscribe(_:_:)` for a subscriber that also offers a direct path for its elements
    /// (`_subscribeCore(_:next:_:)`). A traced stage takes only the observer: every event
    /// then passes its tracing.
    @inlinable @inline(__always) final func _subscribe(
        _ observer: EventSink<Element>, next: () -> ElementSink<Element>?, _ lifetime: SinkDisposer
    ) {
        if _slowPath(_assemblyTrackingIsOn) {
            _subscribeTraced(observer, lifetime)
            return
        }
        _subscribeCore(observer, next: next, lifetime)
    }

    /// Subscribes `observer` through a `TraceNode` when this observable has a site: the
    /// node counts the events this stage sends, adds it to the trace of an error it sends,
    /// and marks the code this stage and the stage downstream run as theirs. Without a
    /// site, subscribes `observer` as is. Generic and out of line: tracing is the debugging
    /// path, and costs what it costs.
    @usableFromInline @inline(never) final func _subscribeTraced(
        _ observer: EventSink<Element>, _ lifetime: SinkDisposer
    ) {
        guard let node = AssemblyRegistry.shared.node(subscribing: self) else {
            _subscribeCore(observer, lifetime)
            return
        }
        let traced = EventSink<Element> { event in
            node.deliver(&event, to: observer)
        }
        TraceNode.running(node) {
            _subscribeCore(traced, lifetime)
        }
    }

    /// Subscribes the per-event `observer`, cancelled by `lifetime`: what each kind of
    /// observable does, reached only through `_subscribe(_:_:)`.
    ///
    /// This is the one virtual call of a subscription. Implementations hand what they must
    /// release to `lifetime.setSubscription(_:)` as soon as they have it (before emitting),
    /// emit nothing once `lifetime` is disposed, and may dispose `lifetime` after emitting
    /// a terminal event.
    @usableFromInline func _subscribeCore(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        _abstractMethod()
    }

    /// `_subscribeCore(_:_:)` for a subscriber that also offers a direct path for its
    /// elements.
    ///
    /// `next()` makes, on demand, an `ElementSink` that does for an element what `observer`
    /// does for its `next` event while `lifetime` is neither stopped nor disposed, minus
    /// those checks; nil when the subscriber has none. An observable that can itself tell
    /// when its subscriber may receive elements (a subject: while the subscriber is listed
    /// and its subscription not disposed, which `lifetime.dispose()` reaches before it
    /// returns) may call it and deliver elements through it, one call per element instead
    /// of the observer's layers. Every other observable ignores it: the default subscribes
    /// `observer`, and the closure is never formed, so it costs no allocation.
    @usableFromInline func _subscribeCore(
        _ observer: EventSink<Element>, next: () -> ElementSink<Element>?, _ lifetime: SinkDisposer
    ) {
        _subscribeCore(observer, lifetime)
    }
}

/// An observable defined by its `state` and a `run` function formed in specialized code.
///
/// Operators create `Producer`s inside `@inlinable` functions, so `run` (a closure literal
/// that captures nothing, hence no allocation) is compiled for the caller's concrete types,
/// and so are the per-event closures it creates. `_subscribe` is the only unspecialized step.
///
/// As RxSwift's `Producer.subscribe`, the outermost subscription on a thread runs inside
/// the current-thread trampoline: `run`, then every step the sources it subscribed queued
/// there (`Trampoline`). Nested subscriptions run directly, and so does every subscription
/// of a producer made with `entersTrampoline: false`: `just`, `empty`, `error`, `never`
/// and `from(optional:)`, whose events RxSwift sends straight from `subscribe`.
@usableFromInline
final class Producer<State, Element>: Observable<Element> {
    @usableFromInline typealias Run = (Producer<State, Element>, EventSink<Element>, SinkDisposer) -> Void

    @usableFromInline let _state: State
    @usableFromInline let _run: Run
    @usableFromInline let _entersTrampoline: Bool

    @inlinable init(_ state: State, entersTrampoline: Bool = true, run: @escaping Run) {
        self._state = state
        self._entersTrampoline = entersTrampoline
        self._run = run
        super.init()
    }

    @usableFromInline override func _subscribeCore(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        if !_entersTrampoline {
            _run(self, observer, lifetime)
            return
        }
        // Borrowed, not retained: the thread keeps its trampoline (see `currentUnmanaged`).
        Trampoline.currentUnmanaged._withUnsafeGuaranteedRef { trampoline in
            if trampoline._isRunning {
                _run(self, observer, lifetime)
                return
            }
            trampoline._isRunning = true
            _run(self, observer, lifetime)
            trampoline.drainAndStop()
        }
    }

    // A producer has no use for a direct path; overridden only to save the base's second
    // virtual call.
    @usableFromInline override func _subscribeCore(
        _ observer: EventSink<Element>, next: () -> ElementSink<Element>?, _ lifetime: SinkDisposer
    ) {
        _subscribeCore(observer, lifetime)
    }
}

/// The per-event path from one stage to the next: a closure taking the event `inout`.
///
/// Why `inout`: a closure whose parameter mentions `Element` is passed through generic code
/// (`_subscribe`, `Producer.run`) in its most general form, taking the event by address,
/// while the same closure formed in specialized code takes it in registers, so every stage
/// would pay a reabstraction thunk per event, and the thunk's reload of the event right
/// after the caller stored it defeats store-to-load forwarding. An `inout` parameter is
/// passed by address in both forms, so the closure crosses generic code unchanged and the
/// stage after it reads the event where the stage before wrote it.
@usableFromInline
struct EventSink<Element> {
    @usableFromInline let _body: (inout Event<Element>) -> Void

    /// Wraps a per-event closure formed in specialized code.
    @inlinable init(_ body: @escaping (inout Event<Element>) -> Void) {
        _body = body
    }

    /// Sends `event` to the next stage.
    ///
    /// The next stage receives the caller's own, borrowed event by address rather than a
    /// copy, so after the call the caller still knows which event it holds: for a `next`
    /// of a trivial element nothing is left to destroy, where a copy passed `inout` costs
    /// an out-of-line destroy (a call) per stage and event. This relies on a rule every
    /// stage keeps: it never assigns to the event it receives (`inout` is only the
    /// calling convention); it reads it, or forwards it. Debug builds check the rule
    /// (docs/UnsafeAssumptions.md, 9).
    @inlinable @inline(__always) func on(_ event: Event<Element>) {
        withUnsafePointer(to: event) { pointer in
            #if DEBUG
            _onCheckingReadOnly(UnsafeMutablePointer(mutating: pointer))
            #else
            _body(&UnsafeMutablePointer(mutating: pointer).pointee)
            #endif
        }
    }

    #if DEBUG
    /// `on` with a check that the next stage left the event unchanged.
    @usableFromInline func _onCheckingReadOnly(_ event: UnsafeMutablePointer<Event<Element>>) {
        let size = MemoryLayout<Event<Element>>.size
        withUnsafeTemporaryAllocation(byteCount: size, alignment: MemoryLayout<Event<Element>>.alignment) { snapshot in
            snapshot.copyMemory(from: UnsafeRawBufferPointer(start: event, count: size))
            _body(&event.pointee)
            if !UnsafeRawBufferPointer(snapshot).elementsEqual(UnsafeRawBufferPointer(start: event, count: size)) {
                Hooks.reportContractViolation(
                    "an operator stage assigned to the event it received; a stage must only read or forward its event (EventSink.on)"
                )
            }
        }
    }
    #endif

    /// Passes an event received from the stage before on to the next one, in place.
    @inlinable @inline(__always) func forward(_ event: inout Event<Element>) {
        _body(&event)
    }
}

/// A subscriber's direct path for its elements: a closure taking the element `inout`, for
/// the reason `EventSink` takes its event `inout` (no reabstraction thunk where it crosses
/// generic code). The closure only reads the element; it never assigns to it.
///
/// See `Observable._subscribe(_:next:_:)` for when an observable may call it.
@usableFromInline
struct ElementSink<Element> {
    @usableFromInline let _body: (inout Element) -> Void

    /// Wraps a per-element closure formed in specialized code.
    @inlinable init(_ body: @escaping (inout Element) -> Void) {
        _body = body
    }

    /// Sends the caller's `element` on, in place.
    @inlinable @inline(__always) func forward(_ element: inout Element) {
        _body(&element)
    }
}

/// Stops the program where a class that must be subclassed was not: `Observable._subscribe`,
/// `ConnectableObservable.connect` and `TrampolineTask.runOnTrampoline` have no body of
/// their own, and Swift has no abstract methods to say so at compile time.
@usableFromInline func _abstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method called (\(file):\(line))")
}
