/// The trait of `Completable`: completion or an error, no elements.
public enum CompletableTrait: Sendable {}

/// A sequence that completes or fails, and sends no element.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// The outcome of a `Completable`.
public enum CompletableEvent: Sendable {
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence completed.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The function a `Completable.create` subscribe closure sends its outcome to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` from a subscribe function.
    ///
    /// The observer accepts the first outcome only; later calls, and calls after disposal,
    /// are ignored. The disposable `subscribe` returns is disposed when the outcome is sent
    /// or the subscription is disposed.
    ///
    /// - Parameters:
    ///   - subscribe: Called for each subscription; returns what to dispose when
    ///     the subscription ends.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func create(
        subscribe: @escaping (@escaping CompletableObserver) -> Disposable, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Completable {
        _assemble("create(subscribe:)", file, line) {
            Completable(
                raw: Producer(subscribe) { producer, observer, lifetime in
                    let sink = ForwardingSink(downstream: observer, parent: lifetime)
                    sink.setSubscription(
                        producer._state { event in
                            switch event {
                            case .error(let error):
                                sink.on(.error(error))
                            case .completed:
                                sink.on(.completed)
                            }
                        })
                })
        }
    }

    /// A `Completable` that fails with `error`.
    @inlinable public static func error(
        _ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line
    ) -> Completable {
        _assemble("error", file, line) {
            Completable(raw: Observable.error(error, file: file, line: line))
        }
    }

    /// `error(_:)` as a function value (`flatMap(Observable.error)`), which cannot
    /// supply the defaults of `error(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func error(_ error: Swift.Error) -> Completable {
        Self.error(error, file: "", line: 0)
    }

    /// A `Completable` that never ends.
    @inlinable public static func never(file: StaticString = #fileID, line: UInt = #line) -> Completable {
        _assemble("never", file, line) {
            Completable(raw: Observable.never(file: file, line: line))
        }
    }

    /// A `Completable` that completes at once.
    @inlinable public static func empty(file: StaticString = #fileID, line: UInt = #line) -> Completable {
        _assemble("empty", file, line) {
            Completable(raw: Observable.empty(file: file, line: line))
        }
    }

    /// Subscribes a handler for the outcome.
    ///
    /// The handler runs once, with `.completed` or `.error`; the subscription is disposed
    /// after it.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        // No call site: an added parameter would make `subscribe { ... }` ambiguous with
        // the handler-taking `subscribe`.
        primitiveSequence._source._subscribeHandlers(onDisposed: nil) { lifetime in
            EventSink { event in
                lifetime._on(event) { event in
                    switch event {
                    case .next:
                        break
                    case .error(let error):
                        observer(.error(error))
                    case .completed:
                        observer(.completed)
                    }
                }
            }
        }
    }

    /// Subscribes completion, error and disposal handlers.
    ///
    /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`.
    /// `onDisposed` runs once, after the subscription is disposed, including after the
    /// outcome.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        primitiveSequence._source.subscribe(
            onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Subscribes handlers that receive `object` weakly; outcomes arriving after `object`
    /// is gone are ignored.
    ///
    /// - Parameters:
    ///   - object: Passed to every handler while it is alive; not retained.
    ///   - onCompleted: Receives `object` on completion.
    ///   - onError: Receives `object` and the error; if nil, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Receives `object` once, after the subscription is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        primitiveSequence._source.subscribe(
            with: object, onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line)
    }
}
