extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element of the driver to each of `observers`, on the main scheduler.
    ///
    /// Debug builds report a call off the main thread through
    /// `Hooks.contractViolationHandler` (RxCocoa stops the program there) and drive anyway.
    ///
    /// - Parameters:
    ///   - observers: The observers; each receives every element and the completion.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive<Observer: ObserverType>(
        _ observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element {
        _ensureDrivenOnMainThread()
        return _subscribe(observers, "drive", file, line) { $0.on($1) }
    }

    /// Sends every element of the driver, as an optional, to each of `observers`.
    ///
    /// - Parameters:
    ///   - observers: The observers of optional elements.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive<Observer: ObserverType>(
        _ observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element? {
        _ensureDrivenOnMainThread()
        return _subscribe(observers, "drive", file, line) { $0.on($1.map { $0 as Element? }) }
    }

    /// Makes every element of the driver the value of each of `relays`.
    ///
    /// Completion ends the subscription and leaves the relays as they are.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive(
        _ relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _ensureDrivenOnMainThread()
        return _subscribeElements(relays, "drive", file, line) { $0.accept($1) }
    }

    /// Makes every element of the driver, as an optional, the value of each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive(
        _ relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _ensureDrivenOnMainThread()
        return _subscribeElements(relays, "drive", file, line) { $0.accept($1) }
    }

    /// Sends every element of the driver to each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive(
        _ relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _ensureDrivenOnMainThread()
        return _subscribeElements(relays, "drive", file, line) { $0.accept($1) }
    }

    /// Sends every element of the driver, as an optional, to each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive(
        _ relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _ensureDrivenOnMainThread()
        return _subscribeElements(relays, "drive", file, line) { $0.accept($1) }
    }

    /// Sends every element of the driver to each of `relays`, which buffer it.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive(
        _ relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _ensureDrivenOnMainThread()
        return _subscribeElements(relays, "drive", file, line) { $0.accept($1) }
    }

    /// Sends every element of the driver, as an optional, to each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive(
        _ relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _ensureDrivenOnMainThread()
        return _subscribeElements(relays, "drive", file, line) { $0.accept($1) }
    }

    /// Hands the driver, as an `Observable`, to `transformation` and returns its result:
    /// for binding functions of the form `(Observable<Element>) -> R`.
    ///
    /// - Parameter transformation: Subscribes the observable, typically.
    /// - Returns: What `transformation` returns.
    @inlinable public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        _ensureDrivenOnMainThread()
        return transformation(asObservable())
    }

    /// Hands the driver, as an `Observable`, to the curried binding function `with`, then
    /// applies the result to `curriedArgument`.
    ///
    /// - Parameters:
    ///   - with: The curried binding function.
    ///   - curriedArgument: Its final argument.
    /// - Returns: What the binding returns.
    @inlinable public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        _ensureDrivenOnMainThread()
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes handlers that receive `object` weakly; events arriving after `object` is
    /// gone are ignored.
    ///
    /// - Parameters:
    ///   - object: Passed to every handler while it is alive; not retained.
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs on completion.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _ensureDrivenOnMainThread()
        return asObservable()._subscribe(
            "drive", file, line, onNext: _weakly(object, onNext), onCompleted: _weakly(object, onCompleted),
            onDisposed: _weakly(object, onDisposed))
    }

    /// Subscribes element, completion and disposal handlers.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs on completion.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        _ensureDrivenOnMainThread()
        return asObservable()._subscribe(
            "drive", file, line, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes to the driver for its side effects only.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func drive(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
    }

    @inlinable func _ensureDrivenOnMainThread() {
        #if DEBUG
        _reportUnlessOnMainThread(method: "drive", sequence: "Driver", asObservable())
        #endif
    }
}

/// Reports through `Hooks.contractViolationHandler` unless the caller runs on the main
/// thread (or main-queue work): `drive` must be called there, so that what the driver
/// replays to the new subscriber arrives on the main thread.
///
/// The call comes before any stage of `observable` runs, so the report names the sites
/// recorded for `observable` itself (assembly tracking on).
@usableFromInline func _reportUnlessOnMainThread(method: String, sequence: String, _ observable: AnyObject) {
    if MainScheduler.isOnMainQueue {
        return
    }
    Hooks.reportContractViolation(
        "`\(method)*` was called off the main thread. A \(sequence) must be subscribed from the main thread, so that what it sends synchronously on subscription arrives on the main thread.",
        builtBy: observable)
}

extension SharedSequenceConvertibleType {
    /// Subscribes a handler that sends each event to every one of `targets`.
    @inlinable func _subscribe<Target>(
        _ targets: [Target], _ name: StaticString, _ file: StaticString, _ line: UInt,
        _ send: @escaping (Target, Event<Element>) -> Void
    ) -> Disposable {
        // One target, the usual case: captured alone, it is passed to `send` in place, where
        // the loop below copies it (retaining what it holds) on every event.
        if targets.count == 1 {
            let target = targets[0]
            return asObservable()._subscribeEvents(name, file, line) { event in
                send(target, event)
            }
        }
        return asObservable()._subscribeEvents(name, file, line) { event in
            for target in targets {
                send(target, event)
            }
        }
    }

    /// Subscribes a handler that sends each element to every one of `targets`.
    @inlinable func _subscribeElements<Target>(
        _ targets: [Target], _ name: StaticString, _ file: StaticString, _ line: UInt,
        _ send: @escaping (Target, Element) -> Void
    ) -> Disposable {
        if targets.count == 1 {
            let target = targets[0]
            return asObservable()._subscribeEvents(name, file, line) { event in
                if case .next(let element) = event {
                    send(target, element)
                }
            }
        }
        return asObservable()._subscribeEvents(name, file, line) { event in
            if case .next(let element) = event {
                for target in targets {
                    send(target, element)
                }
            }
        }
    }
}
