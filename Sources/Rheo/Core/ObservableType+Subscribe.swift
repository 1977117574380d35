extension ObservableType {
    /// Subscribes an event handler to the sequence.
    ///
    /// - Parameter on: Receives every event, one at a time.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable()._subscribeSink(AnonymousObserver(on))
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
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let observer = SubscribeObserver<Element>(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed,
            callStack: Hooks.captureSubscriptionCallStackIfEnabled()
        )
        return asObservable()._subscribeSink(observer)
    }

    /// Subscribes handlers that receive `object` weakly; events arriving after `object` is
    /// gone are ignored.
    ///
    /// - Parameter object: Passed to every handler while it is alive; not retained.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: onNext.map { onNext in
                { [weak object] element in
                    guard let object else { return }
                    onNext(object, element)
                }
            },
            // Left nil when no handler is given, so the error still reaches
            // `Hooks.defaultErrorHandler` instead of vanishing.
            onError: onError.map { onError in
                { [weak object] error in
                    guard let object else { return }
                    onError(object, error)
                }
            },
            onCompleted: onCompleted.map { onCompleted in
                { [weak object] in
                    guard let object else { return }
                    onCompleted(object)
                }
            },
            onDisposed: onDisposed.map { onDisposed in
                { [weak object] in
                    guard let object else { return }
                    onDisposed(object)
                }
            }
        )
    }
}

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// It stores the handlers themselves rather than one event closure over them, which saves
/// an allocation per subscription and an indirect call per element.
@usableFromInline
final class SubscribeObserver<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _onNext: ((Element) -> Void)?
    @usableFromInline let _onError: ((Swift.Error) -> Void)?
    @usableFromInline let _onCompleted: (() -> Void)?
    @usableFromInline var _onDisposed: (() -> Void)?
    @usableFromInline let _callStack: [String]

    @inlinable init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?,
        callStack: [String]
    ) {
        _onNext = onNext
        _onError = onError
        _onCompleted = onCompleted
        _onDisposed = onDisposed
        _callStack = callStack
        super.init(parent: nil)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next(let element):
                _onNext?(element)
            case .error(let error):
                if let onError = _onError {
                    onError(error)
                } else {
                    Hooks.reportUnhandledError(error, callStack: _callStack)
                }
            case .completed:
                _onCompleted?()
            }
        }
    }

    // Runs once: `SinkDisposer.dispose()` calls it only for the first disposal.
    @usableFromInline override func _didDispose() {
        let onDisposed = _onDisposed
        _onDisposed = nil
        onDisposed?()
    }
}
