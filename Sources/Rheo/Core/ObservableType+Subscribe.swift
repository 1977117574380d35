extension ObservableType {
    /// Subscribes an event handler to the sequence.
    ///
    /// - Parameter on: Receives every event, one at a time.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        // No call site: an added parameter would make `subscribe { ... }` ambiguous with
        // the handler-taking `subscribe`.
        _subscribeHandlers(onDisposed: nil) { lifetime in
            EventSink { event in
                lifetime._on(event, on)
            }
        }
    }

    /// Subscribes element, error, completion and disposal handlers to the sequence.
    ///
    /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`. `onDisposed`
    /// runs once, after the subscription is disposed, including after a terminal event.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _subscribe(
            "subscribe", file, line, onNext: onNext, onError: onError, onCompleted: onCompleted,
            onDisposed: onDisposed)
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` as the subscription call `name`
    /// at `file`:`line`: the body of the calls that subscribe handlers under another name
    /// (`bind`, `drive`, `emit`), so that the root of their chain says which call made it.
    @inlinable func _subscribe(
        _ name: StaticString, _ file: StaticString, _ line: UInt,
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.captureSubscriptionCallStackIfEnabled()
        let lifetime = SubscriptionLifetime(onDisposed: onDisposed)
        // The observer is this closure: it holds the handlers and the lifetime, and the
        // lifetime (which the caller keeps) does not hold it back. A subject also takes the
        // direct path for elements, formed only if it asks (one allocation, the closure's
        // box), which calls `onNext` without going through the observer's layers.
        //
        // The lifetime's grammar check (`_on`) repeats the check of a source that keeps
        // the grammar itself (`create`'s sink, any operator's): it is still needed, since it
        // is what stops this subscription at its first terminal event and disposes it
        // (`onDisposed`, the upstream), which a source may leave to it. For a `next` the
        // repeat costs one atomic load; `create` does not take the direct path to skip it,
        // since the path's allocation would cost every subscription of a sequence that
        // mostly sends a few elements (a wrapped request) more than it saves.
        let scope = _beginSubscription(name, file, line, lifetime)
        asObservable()._subscribe(
            EventSink { event in
                lifetime._on(event) { event in
                    switch event {
                    case .next(let element):
                        onNext?(element)
                    case .error(let error):
                        _deliverError(error, to: onError, callStack: callStack)
                    case .completed:
                        onCompleted?()
                    }
                }
            },
            next: {
                guard let onNext else {
                    return nil
                }
                return ElementSink { element in onNext(element) }
            }, lifetime)
        _endSubscription(scope)
        return lifetime
    }

    /// Subscribes handlers that receive `object` weakly; events arriving after `object` is
    /// gone are ignored.
    ///
    /// - Parameters:
    ///   - object: Passed to every handler while it is alive; not retained.
    ///   - onNext: Receives `object` and each element.
    ///   - onError: Receives `object` and the error; if nil, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Receives `object` on completion.
    ///   - onDisposed: Receives `object` once, after the subscription is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // An absent `onError` stays nil, so the error still reaches
        // `Hooks.defaultErrorHandler` instead of vanishing.
        subscribe(
            onNext: _weakly(object, onNext), onError: _weakly(object, onError),
            onCompleted: _weakly(object, onCompleted), onDisposed: _weakly(object, onDisposed),
            file: file, line: line)
    }
}

extension ObservableType {
    /// Subscribes the observer that `makeObserver` forms around the subscription's lifetime,
    /// and returns that lifetime: the body of the handler-taking `subscribe`s (but for
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)`, which also offers a subject a
    /// direct path for elements).
    ///
    /// The lifetime, which the caller keeps, holds `onDisposed` but not the observer, so a
    /// finished subscription kept in a `DisposeBag` does not keep the handlers alive.
    /// Without a site: the subscription has no node of its own, and its top stage is the
    /// root of its graph.
    @inlinable func _subscribeHandlers(
        onDisposed: (() -> Void)?, _ makeObserver: (SubscriptionLifetime) -> EventSink<Element>
    ) -> Disposable {
        let lifetime = SubscriptionLifetime(onDisposed: onDisposed)
        asObservable()._subscribe(makeObserver(lifetime), lifetime)
        return lifetime
    }

    /// `subscribe(_:)`, the one-closure form, as the subscription call `name` at
    /// `file`:`line`: the body of `bind(to:)`, `drive(_:)` and `emit(to:)`.
    @inlinable func _subscribeEvents(
        _ name: StaticString, _ file: StaticString, _ line: UInt, _ on: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        _subscribeHandlers(name, file, line, onDisposed: nil) { lifetime in
            EventSink { event in
                lifetime._on(event, on)
            }
        }
    }

    /// `name`, `file` and `line` are the subscription call's, for assembly tracking.
    @inlinable func _subscribeHandlers(
        _ name: StaticString, _ file: StaticString, _ line: UInt,
        onDisposed: (() -> Void)?, _ makeObserver: (SubscriptionLifetime) -> EventSink<Element>
    ) -> Disposable {
        let lifetime = SubscriptionLifetime(onDisposed: onDisposed)
        let scope = _beginSubscription(name, file, line, lifetime)
        asObservable()._subscribe(makeObserver(lifetime), lifetime)
        _endSubscription(scope)
        return lifetime
    }
}

/// Passes `error` to `onError`, or, when the subscriber gave none, to
/// `Hooks.defaultErrorHandler` with the call stack captured at subscription.
@inlinable func _deliverError(_ error: Swift.Error, to onError: ((Swift.Error) -> Void)?, callStack: [String]) {
    if let onError {
        onError(error)
    } else {
        Hooks.reportUnhandledError(error, callStack: callStack)
    }
}

/// `handler` with `object` held weakly: the closure passes `object` while it is alive, and
/// does nothing once it is gone. Nil stays nil, so that a handler left out stays left out.
@inlinable func _weakly<Object: AnyObject, Value>(
    _ object: Object, _ handler: ((Object, Value) -> Void)?
) -> ((Value) -> Void)? {
    handler.map { handler in
        { [weak object] value in
            guard let object else { return }
            handler(object, value)
        }
    }
}

/// `handler` with `object` held weakly; see `_weakly(_:_:)` for handlers with a value.
@inlinable func _weakly<Object: AnyObject>(_ object: Object, _ handler: ((Object) -> Void)?) -> (() -> Void)? {
    handler.map { handler in
        { [weak object] in
            guard let object else { return }
            handler(object)
        }
    }
}
