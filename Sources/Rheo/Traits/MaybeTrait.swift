/// The trait of `Maybe`: one element, no element, or an error.
public enum MaybeTrait: Sendable {}

/// A sequence that succeeds with one element, completes with none, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome of a `Maybe`.
public enum MaybeEvent<Element> {
    /// One element, and the end of the sequence.
    case success(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence ended with no element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The function a `Maybe.create` subscribe closure sends its outcome to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe` from a subscribe function.
    ///
    /// The observer accepts the first outcome only: `.success` sends the element and then
    /// completes, `.completed` completes, `.error` fails; later calls, and calls after
    /// disposal, are ignored. The disposable `subscribe` returns is disposed when the
    /// outcome is sent or the subscription is disposed.
    ///
    /// - Parameters:
    ///   - subscribe: Called for each subscription; returns what to dispose when
    ///     the subscription ends.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func create(
        subscribe: @escaping (@escaping MaybeObserver) -> Disposable, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Element> {
        _assemble("create(subscribe:)", file, line) {
            Maybe(
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
                            case .error(let error):
                                sink.on(.error(error))
                            case .completed:
                                sink.on(.completed)
                            }
                        })
                })
        }
    }

    /// A `Maybe` that succeeds with `element`.
    @inlinable public static func just(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Element> {
        _assemble("just", file, line) {
            Maybe(raw: Observable.just(element, file: file, line: line))
        }
    }

    /// `just(_:)` as a function value (`flatMap(Observable.just)`), which cannot
    /// supply the defaults of `just(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func just(_ element: Element) -> Maybe<Element> {
        just(element, file: "", line: 0)
    }

    /// A `Maybe` that succeeds with `element`, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func just(
        _ element: Element, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Element> {
        _assemble("just", file, line) {
            Maybe(raw: Observable.just(element, scheduler: scheduler, file: file, line: line))
        }
    }

    /// A `Maybe` that fails with `error`.
    @inlinable public static func error(
        _ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Element> {
        _assemble("error", file, line) {
            Maybe(raw: Observable.error(error, file: file, line: line))
        }
    }

    /// `error(_:)` as a function value (`flatMap(Observable.error)`), which cannot
    /// supply the defaults of `error(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Self.error(error, file: "", line: 0)
    }

    /// A `Maybe` that never ends.
    @inlinable public static func never(file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        _assemble("never", file, line) {
            Maybe(raw: Observable.never(file: file, line: line))
        }
    }

    /// A `Maybe` that completes with no element.
    @inlinable public static func empty(file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        _assemble("empty", file, line) {
            Maybe(raw: Observable.empty(file: file, line: line))
        }
    }

    /// Subscribes a handler for the outcome.
    ///
    /// The handler runs once, with `.success` when the element arrives, `.completed` when
    /// the sequence ends without one, or `.error`; the subscription is disposed after it.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        // No call site: an added parameter would make `subscribe { ... }` ambiguous with
        // the handler-taking `subscribe`.
        primitiveSequence._source._subscribeHandlers(onDisposed: nil) { lifetime in
            EventSink { event in
                lifetime._onMaybe(event, observer)
            }
        }
    }

    /// Subscribes success, error, completion and disposal handlers.
    ///
    /// Exactly one of `onSuccess`, `onError` and `onCompleted` runs, unless the
    /// subscription is disposed first. An error with no `onError` handler goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs once, after the subscription is
    /// disposed, including after the outcome.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let callStack = Hooks.captureSubscriptionCallStackIfEnabled()
        return primitiveSequence._source._subscribeHandlers("subscribe", file, line, onDisposed: onDisposed) {
            lifetime in
            EventSink { event in
                lifetime._onMaybe(event) { outcome in
                    switch outcome {
                    case .success(let element):
                        onSuccess?(element)
                    case .error(let error):
                        _deliverError(error, to: onError, callStack: callStack)
                    case .completed:
                        onCompleted?()
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
    ///   - onError: Receives `object` and the error; if nil, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Receives `object` if the `Maybe` completes empty.
    ///   - onDisposed: Receives `object` once, after the subscription is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // An absent `onError` stays nil, so the error still reaches the hook.
        subscribe(
            onSuccess: _weakly(object, onSuccess), onError: _weakly(object, onError),
            onCompleted: _weakly(object, onCompleted), onDisposed: _weakly(object, onDisposed),
            file: file, line: line)
    }
}

extension SinkDisposer {
    /// Delivers the outcome of a `Maybe` once, then disposes.
    @inlinable @inline(__always)
    final func _onMaybe<Element>(_ event: Event<Element>, _ deliver: (MaybeEvent<Element>) -> Void) {
        #if DEBUG
        _tracker.register(self)
        defer { _tracker.unregister() }
        #endif
        let outcome: MaybeEvent<Element>
        switch event {
        case .next(let element):
            outcome = .success(element)
        case .error(let error):
            outcome = .error(error)
        case .completed:
            outcome = .completed
        }
        if _tryStop() {
            deliver(outcome)
            dispose()
        }
    }
}

extension MaybeEvent: Sendable where Element: Sendable {}
