/// A push-based sequence of `Element`s: the type every operator takes and returns.
///
/// Rheo keeps RxSwift's class shape (subjects are observables, `asObservable()` erases),
/// but what runs per element never goes through a generic virtual method: operators are
/// `@inlinable`, and the closures they leave behind for the per-event path are formed in
/// the caller's specialized code. Virtual dispatch happens once, at subscribe time.
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
    @inlinable public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let lifetime = SubscriptionLifetime(onDisposed: nil)
        _subscribe(EventSink { event in
            lifetime._on(event, observer.on)
        }, lifetime)
        return lifetime
    }

    /// Returns `self`.
    public final func asObservable() -> Observable<Element> {
        self
    }

    /// Subscribes the per-event `observer`, cancelled by `lifetime`.
    ///
    /// This is the one virtual call of a subscription. Implementations hand what they must
    /// release to `lifetime.setSubscription(_:)` as soon as they have it (before emitting),
    /// emit nothing once `lifetime` is disposed, and may dispose `lifetime` after emitting
    /// a terminal event.
    @usableFromInline func _subscribe(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        _abstractMethod()
    }
}

/// An observable defined by its `state` and a `run` function formed in specialized code.
///
/// Operators create `Producer`s inside `@inlinable` functions, so `run` (a closure literal
/// that captures nothing, hence no allocation) is compiled for the caller's concrete types,
/// and so are the per-event closures it creates. `_subscribe` is the only unspecialized step.
@usableFromInline
final class Producer<State, Element>: Observable<Element> {
    @usableFromInline typealias Run = (Producer<State, Element>, EventSink<Element>, SinkDisposer) -> Void

    @usableFromInline let state: State
    @usableFromInline let run: Run

    @inlinable init(_ state: State, run: @escaping Run) {
        self.state = state
        self.run = run
        super.init()
    }

    @usableFromInline override func _subscribe(_ observer: EventSink<Element>, _ lifetime: SinkDisposer) {
        run(self, observer, lifetime)
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
    @inlinable @inline(__always) func on(_ event: Event<Element>) {
        var event = event
        _body(&event)
    }

    /// Passes an event received from the stage before on to the next one, in place.
    @inlinable @inline(__always) func forward(_ event: inout Event<Element>) {
        _body(&event)
    }
}
