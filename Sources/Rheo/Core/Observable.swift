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
        _subscribeSink(AnonymousObserver(observer.on))
    }

    /// Returns `self`.
    public final func asObservable() -> Observable<Element> {
        self
    }

    /// Subscribes the per-event `observer` closure, cancelled by `lifetime`.
    ///
    /// This is the one virtual call of a subscription. The returned disposable releases
    /// what the subscription holds; callers hand it to the `lifetime` that owns the stage
    /// (`SinkDisposer.setSubscription`). Implementations emit nothing once `lifetime` is
    /// disposed, and may dispose `lifetime` after emitting a terminal event.
    @usableFromInline func _subscribe(_ observer: @escaping (Event<Element>) -> Void, _ lifetime: SinkDisposer) -> Disposable {
        _abstractMethod()
    }

    /// Subscribes an observer that owns its lifetime, and returns that observer as the
    /// subscription's disposable.
    @inlinable final func _subscribeSink<Sink: ObserverBase<Element>>(_ sink: Sink) -> Disposable {
        sink.setSubscription(_subscribe({ sink.on($0) }, sink))
        return sink
    }
}

/// An observable defined by its `state` and a `run` function formed in specialized code.
///
/// Operators create `Producer`s inside `@inlinable` functions, so `run` (a closure literal
/// that captures nothing, hence no allocation) is compiled for the caller's concrete types,
/// and so are the per-event closures it creates. `_subscribe` is the only unspecialized step.
@usableFromInline
final class Producer<State, Element>: Observable<Element> {
    @usableFromInline typealias Run = (Producer<State, Element>, @escaping (Event<Element>) -> Void, SinkDisposer) -> Disposable

    @usableFromInline let state: State
    @usableFromInline let run: Run

    @inlinable init(_ state: State, run: @escaping Run) {
        self.state = state
        self.run = run
        super.init()
    }

    @usableFromInline override func _subscribe(_ observer: @escaping (Event<Element>) -> Void, _ lifetime: SinkDisposer) -> Disposable {
        run(self, observer, lifetime)
    }
}
