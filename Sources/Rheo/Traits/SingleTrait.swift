/// The trait of `Single`: exactly one element or an error.
public enum SingleTrait: Sendable {}

/// A sequence that succeeds with exactly one element or fails with an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome of a `Single`: `.success(element)` or `.failure(error)`, as in RxSwift 6.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The function a `Single.create` subscribe closure sends its outcome to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a subscribe function.
    ///
    /// The observer accepts the first outcome only: `.success` sends the element and then
    /// completes, `.failure` fails; later calls, and calls after disposal, are ignored. The
    /// disposable `subscribe` returns is disposed when the outcome is sent or the
    /// subscription is disposed.
    ///
    /// - Parameter subscribe: Called for each subscription; returns what to dispose when
    ///   the subscription ends.
    @inlinable public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> Disposable
    ) -> Single<Element> {
        Single(
            raw: Producer(subscribe) { producer, observer, lifetime in
                let sink = ForwardingSink(downstream: observer, parent: lifetime)
                sink.setSubscription(
                    producer._state { event in
                        switch event {
                        case .success(let element):
                            // Claims the terminal first, so a concurrent second outcome cannot
                            // slip in between the element and the completion.
                            if sink._tryStop() {
                                observer.on(.next(element))
                                // Downstream may have ended the subscription on the element.
                                if !sink.isDisposed {
                                    observer.on(.completed)
                                }
                                sink.dispose()
                            }
                        case .failure(let error):
                            sink.on(.error(error))
                        }
                    })
            })
    }

    /// A `Single` that succeeds with `element`.
    @inlinable public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element`, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error`.
    @inlinable public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never ends.
    @inlinable public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Subscribes a handler for the outcome.
    ///
    /// The handler runs once, with `.success` when the element arrives or `.failure` on an
    /// error; the subscription is disposed after it.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence._source._subscribeHandlers(onDisposed: nil) { lifetime in
            EventSink { event in
                lifetime._onSingle(event, observer)
            }
        }
    }

    /// Subscribes success, failure and disposal handlers.
    ///
    /// A failure with no `onFailure` handler goes to `Hooks.defaultErrorHandler`.
    /// `onDisposed` runs once, after the subscription is disposed, including after the
    /// outcome.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.captureSubscriptionCallStackIfEnabled()
        return primitiveSequence._source._subscribeHandlers(onDisposed: onDisposed) { lifetime in
            EventSink { event in
                lifetime._onSingle(event) { result in
                    switch result {
                    case .success(let element):
                        onSuccess?(element)
                    case .failure(let error):
                        _deliverError(error, to: onFailure, callStack: callStack)
                    }
                }
            }
        }
    }

    /// Subscribes handlers that receive `object` weakly; outcomes arriving after `object`
    /// is gone are ignored.
    ///
    /// - Parameters:
    ///   - object: Passed to every handler while it is alive; not retained.
    ///   - onSuccess: Receives `object` and the element.
    ///   - onFailure: Receives `object` and the error; if nil, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Receives `object` once, after the subscription is disposed.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        // An absent `onFailure` stays nil, so the error still reaches the hook.
        subscribe(
            onSuccess: _weakly(object, onSuccess), onFailure: _weakly(object, onFailure),
            onDisposed: _weakly(object, onDisposed))
    }
}

extension SinkDisposer {
    /// Delivers the outcome of a `Single` once: the element as `.success`, an error as
    /// `.failure`; then disposes. Completion without an element (a source that broke the
    /// trait's grammar) is a `.failure(RxError.noElements)`.
    @inlinable @inline(__always)
    final func _onSingle<Element>(_ event: Event<Element>, _ deliver: (SingleEvent<Element>) -> Void) {
        #if DEBUG
        _tracker.register(self)
        defer { _tracker.unregister() }
        #endif
        let result: SingleEvent<Element>
        switch event {
        case .next(let element):
            result = .success(element)
        case .error(let error):
            result = .failure(error)
        case .completed:
            result = .failure(RxError.noElements)
        }
        if _tryStop() {
            deliver(result)
            dispose()
        }
    }
}
