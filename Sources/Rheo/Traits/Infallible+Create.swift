/// An event of an `Infallible`: an element or the completion.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The end of the sequence.
    case completed
}

extension Infallible {
    /// The function an `Infallible.create` subscribe closure sends its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an `Infallible` from a subscribe function.
    ///
    /// The observer keeps the grammar: it ignores everything after `.completed` and after
    /// the subscription is disposed. The disposable `subscribe` returns is disposed on
    /// completion or when the subscription is disposed.
    ///
    /// - Parameters:
    ///   - subscribe: Called for each subscription; returns what to dispose when
    ///     the subscription ends.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> Disposable, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("create(subscribe:)", file, line) {
            Infallible(
                raw: Producer(subscribe) { producer, observer, lifetime in
                    let sink = ForwardingSink(downstream: observer, parent: lifetime)
                    sink.setSubscription(
                        producer._state { event in
                            switch event {
                            case .next(let element):
                                sink.on(.next(element))
                            case .completed:
                                sink.on(.completed)
                            }
                        })
                })
        }
    }
}

extension InfallibleType {
    /// Subscribes an event handler, which receives the elements and the completion as
    /// ``InfallibleEvent``s, as RxSwift's does.
    ///
    /// An error, which only the cases `InfallibleType` lists can cause (a bad operator
    /// argument, a failing inner sequence of the `flatMap` family), ends the subscription
    /// without reaching `on` and goes to `Hooks.defaultErrorHandler`; RxSwift stops the
    /// program there in debug builds and drops the error in release builds.
    ///
    /// - Parameter on: Receives each element and the completion.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        let callStack = Hooks.captureSubscriptionCallStackIfEnabled()
        return asObservable().subscribe { event in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                Hooks.reportUnhandledError(error, callStack: callStack)
            }
        }
    }

    /// Subscribes element, completion and disposal handlers.
    ///
    /// An error, which only the cases `InfallibleType` lists can cause, goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs once, after the subscription is
    /// disposed, including after completion.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().subscribe(
            onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Subscribes handlers that receive `object` weakly; events arriving after `object` is
    /// gone are ignored.
    ///
    /// - Parameters:
    ///   - object: Passed to every handler while it is alive; not retained.
    ///   - onNext: Receives `object` and each element.
    ///   - onCompleted: Receives `object` on completion.
    ///   - onDisposed: Receives `object` once, after the subscription is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line)
    }
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent: EventConvertible {
    /// The event as an `Event`: `.next` as `.next`, `.completed` as `.completed`.
    public var event: Event<Element> {
        switch self {
        case .next(let element):
            return .next(element)
        case .completed:
            return .completed
        }
    }
}
