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
    /// - Parameters:
    ///   - subscribe: Called for each subscription; returns what to dispose when
    ///     the subscription ends.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> Disposable, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("create(subscribe:)", file, line) {
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
    }

    /// A `Single` that succeeds with `element`.
    @inlinable public static func just(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("just", file, line) {
            Single(raw: Observable.just(element, file: file, line: line))
        }
    }

    /// `just(_:)` as a function value (`flatMap(Observable.just)`), which cannot
    /// supply the defaults of `just(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func just(_ element: Element) -> Single<Element> {
        just(element, file: "", line: 0)
    }

    /// A `Single` that succeeds with `element`, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func just(
        _ element: Element, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("just", file, line) {
            Single(raw: Observable.just(element, scheduler: scheduler, file: file, line: line))
        }
    }

    /// A `Single` that fails with `error`.
    @inlinable public static func error(
        _ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("error", file, line) {
            Single(raw: Observable.error(error, file: file, line: line))
        }
    }

    /// `error(_:)` as a function value (`flatMap(Observable.error)`), which cannot
    /// supply the defaults of `error(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func error(_ error: Swift.Error) -> Single<Element> {
        Self.error(error, file: "", line: 0)
    }

    /// A `Single` that never ends.
    @inlinable public static func never(file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        _assemble("never", file, line) {
            Single(raw: Observable.never(file: file, line: line))
        }
    }

    /// Subscribes a handler for the outcome.
    ///
    /// The handler runs once, with `.success` when the element arrives or `.failure` on an
    /// error; the subscription is disposed after it.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        // No call site: an added parameter would make `subscribe { ... }` ambiguous with
        // the handler-taking `subscribe`.
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
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let callStack = Hooks.captureSubscriptionCallStackIfEnabled()
        return primitiveSequence._source._subscribeHandlers("subscribe", file, line, onDisposed: onDisposed) {
            lifetime in
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // An absent `onFailure` stays nil, so the error still reaches the hook.
        subscribe(
            onSuccess: _weakly(object, onSuccess), onFailure: _weakly(object, onFailure),
            onDisposed: _weakly(object, onDisposed), file: file, line: line)
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
