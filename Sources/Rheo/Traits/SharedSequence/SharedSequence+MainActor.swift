// Main-actor bindings: `drive`, `emit` and `subscribe` on shared sequences taking
// `@MainActor` closures, so code on the main actor updates main-actor state in them with
// no `MainActor.assumeIsolated` of its own.
//
// The methods are `@MainActor` themselves: the subscription starts on the main actor, so
// what the sequence replays on subscription arrives there too, and a call from code that
// is not on the main actor is a compile-time error in Swift 6 mode. Their closures run
// through `_mainActorChecked` (an `assumeIsolated` with a cheaper check), which holds
// because a shared sequence delivers on its strategy's scheduler, `MainScheduler.instance`
// (unless `SharingScheduler.mock` replaces it). An event that arrives off the main queue
// anyway stops the program with a message: a main-actor closure never runs off the main
// actor.
//
// Each is an overload beside the RxSwift method of the same name with plain closures. An
// explicit `{ @MainActor in ... }` closure or a `@MainActor` method selects this one; a
// plain closure keeps selecting the RxSwift method (in Swift 6 mode a plain closure formed
// on the main actor is main-actor-isolated there as well), so RxSwift calls are unchanged.
// `onNext` is required here (not optional with a `nil` default): otherwise
// `drive(onNext: nil)` would match both overloads and be ambiguous.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes main-actor element, completion and disposal handlers.
    ///
    /// Call it on the main actor; the handlers run there (the driver delivers on the main
    /// queue). An event arriving off the main queue (a `SharingScheduler.mock` of another
    /// scheduler) stops the program with a message rather than run a handler off the main
    /// actor.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element, on the main actor.
    ///   - onCompleted: Runs on completion, on the main actor.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal, on the
    ///     main actor: at once when disposed on the main queue, otherwise queued there.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @MainActor @inlinable public func drive(
        onNext: @escaping @MainActor (Element) -> Void,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _subscribeOnMainActor(
            "drive", onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line)
    }

    /// Subscribes main-actor handlers that receive `object` weakly; events arriving after
    /// `object` is gone are ignored.
    ///
    /// Call it on the main actor; the handlers run there, as for `drive(onNext:)` with
    /// `@MainActor` closures.
    ///
    /// - Parameters:
    ///   - object: Passed to every handler while it is alive; not retained.
    ///   - onNext: Receives each element, on the main actor.
    ///   - onCompleted: Runs on completion, on the main actor.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @MainActor @inlinable public func drive<Object: AnyObject>(
        with object: Object,
        onNext: @escaping @MainActor (Object, Element) -> Void,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _subscribeOnMainActor(
            "drive", with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line)
    }

    /// Subscribes main-actor element, completion and disposal handlers: the same as
    /// `drive(onNext:onCompleted:onDisposed:)` with `@MainActor` closures (RxCocoa has no
    /// `subscribe` on a driver; this one exists for main-actor closures only).
    ///
    /// - Parameters:
    ///   - onNext: Receives each element, on the main actor.
    ///   - onCompleted: Runs on completion, on the main actor.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @MainActor @inlinable public func subscribe(
        onNext: @escaping @MainActor (Element) -> Void,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _subscribeOnMainActor(
            "subscribe", onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes main-actor element, completion and disposal handlers.
    ///
    /// Call it on the main actor; the handlers run there (the signal delivers on the main
    /// queue). An event arriving off the main queue (a `SharingScheduler.mock` of another
    /// scheduler) stops the program with a message rather than run a handler off the main
    /// actor.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element, on the main actor.
    ///   - onCompleted: Runs on completion, on the main actor.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @MainActor @inlinable public func emit(
        onNext: @escaping @MainActor (Element) -> Void,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _subscribeOnMainActor(
            "emit", onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line)
    }

    /// Subscribes main-actor handlers that receive `object` weakly; events arriving after
    /// `object` is gone are ignored.
    ///
    /// - Parameters:
    ///   - object: Passed to every handler while it is alive; not retained.
    ///   - onNext: Receives each element, on the main actor.
    ///   - onCompleted: Runs on completion, on the main actor.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @MainActor @inlinable public func emit<Object: AnyObject>(
        with object: Object,
        onNext: @escaping @MainActor (Object, Element) -> Void,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _subscribeOnMainActor(
            "emit", with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line)
    }

    /// Subscribes main-actor element, completion and disposal handlers: the same as
    /// `emit(onNext:onCompleted:onDisposed:)` with `@MainActor` closures (RxCocoa has no
    /// `subscribe` on a signal; this one exists for main-actor closures only).
    ///
    /// - Parameters:
    ///   - onNext: Receives each element, on the main actor.
    ///   - onCompleted: Runs on completion, on the main actor.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @MainActor @inlinable public func subscribe(
        onNext: @escaping @MainActor (Element) -> Void,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _subscribeOnMainActor(
            "subscribe", onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line)
    }
}

extension SharedSequenceConvertibleType {
    /// Subscribes main-actor handlers, each called through `_mainActorChecked`.
    @MainActor @inlinable func _subscribeOnMainActor(
        _ method: StaticString,
        onNext: @escaping @MainActor (Element) -> Void,
        onCompleted: (@MainActor () -> Void)?,
        onDisposed: (@MainActor () -> Void)?,
        file: StaticString,
        line: UInt
    ) -> Disposable {
        asObservable()._subscribe(
            method, file, line,
            onNext: _mainActorChecked(method, onNext),
            onCompleted: onCompleted.map { _mainActorChecked(method, $0) },
            onDisposed: onDisposed.map { onDisposed in
                { _runOnMainActorOrQueue(onDisposed) }
            })
    }

    /// Subscribes main-actor handlers that receive `object` weakly.
    @MainActor @inlinable func _subscribeOnMainActor<Object: AnyObject>(
        _ method: StaticString,
        with object: Object,
        onNext: @escaping @MainActor (Object, Element) -> Void,
        onCompleted: (@MainActor (Object) -> Void)?,
        onDisposed: (@MainActor (Object) -> Void)?,
        file: StaticString,
        line: UInt
    ) -> Disposable {
        asObservable()._subscribe(
            method, file, line,
            onNext: _weakly(object, _mainActorChecked(method, onNext)),
            onCompleted: _weakly(object, onCompleted.map { _mainActorChecked(method, $0) }),
            onDisposed: _weakly(
                object,
                onDisposed.map { onDisposed in
                    { object in _runOnMainActorOrQueue { onDisposed(object) } }
                }))
    }
}

/// `body`, a main-actor closure, as a nonisolated closure that runs it on the main actor,
/// which its caller must be on: the main thread, or main-queue work. The closure stops the
/// program with a message naming `method` otherwise, so that a `@MainActor` closure never
/// runs off the main actor (a data race the compiler cannot see, since the thread is
/// chosen by a scheduler at run time).
///
/// This is `MainActor.assumeIsolated` with a cheaper check, since it runs per element:
/// the standard one asks the concurrency runtime for the current executor, about 500 ns
/// and an allocation per call on Linux (Swift 6.3.1, measured), where
/// `MainScheduler.isOnMainQueue` is a thread-local read on the main thread. The check is
/// as strong: the main actor's executor is the main dispatch queue, a serial queue, so
/// code on the main thread or in main-queue work never runs beside a main-actor job (see
/// `MainScheduler.isOnMainQueue`). Then, as `assumeIsolated` does, the closure is called
/// as a nonisolated one: a global actor does not change a function's representation
/// (docs/UnsafeAssumptions.md, 7). The cast is made once, here, not per call.
@inlinable func _mainActorChecked(
    _ method: StaticString, _ body: @escaping @MainActor () -> Void
) -> () -> Void {
    let body = unsafeBitCast(body, to: (() -> Void).self)
    return {
        guard MainScheduler.isOnMainQueue else {
            _mainActorClosureOffMainQueue(method)
        }
        body()
    }
}

/// `body`, a main-actor closure of one argument, as a nonisolated closure that runs it on
/// the main actor; see `_mainActorChecked(_:_:)`.
@inlinable func _mainActorChecked<Argument>(
    _ method: StaticString, _ body: @escaping @MainActor (Argument) -> Void
) -> (Argument) -> Void {
    let body = unsafeBitCast(body, to: ((Argument) -> Void).self)
    return { argument in
        guard MainScheduler.isOnMainQueue else {
            _mainActorClosureOffMainQueue(method)
        }
        body(argument)
    }
}

/// `body`, a main-actor closure of two arguments, as a nonisolated closure that runs it on
/// the main actor; see `_mainActorChecked(_:_:)`.
@inlinable func _mainActorChecked<First, Second>(
    _ method: StaticString, _ body: @escaping @MainActor (First, Second) -> Void
) -> (First, Second) -> Void {
    let body = unsafeBitCast(body, to: ((First, Second) -> Void).self)
    return { first, second in
        guard MainScheduler.isOnMainQueue else {
            _mainActorClosureOffMainQueue(method)
        }
        body(first, second)
    }
}

/// Runs `body`, a main-actor closure, at once when the caller is on the main queue, and
/// otherwise queues it to the main actor (`MainActorScheduler`): a disposal handler runs
/// where the subscription is disposed, which may be any thread.
@usableFromInline func _runOnMainActorOrQueue(_ body: @escaping @MainActor () -> Void) {
    if MainScheduler.isOnMainQueue {
        _mainActorChecked("onDisposed", body)()
        return
    }
    _ = MainActorScheduler.instance.schedule(body) { body in
        // `MainActorScheduler` runs queued actions on the main actor.
        MainActor.assumeIsolated(body)
        return Disposables.create()
    }
}

/// Stops the program: a `@MainActor` closure was about to run off the main queue.
@usableFromInline func _mainActorClosureOffMainQueue(_ method: StaticString) -> Never {
    fatalError(
        "`\(method)` was given a @MainActor closure, but an event arrived off the main queue: the sequence must deliver on MainScheduler (is SharingScheduler mocked, or an observe(on:) missing?)."
    )
}
