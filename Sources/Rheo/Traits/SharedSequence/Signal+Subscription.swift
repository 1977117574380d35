extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element of the signal to each of `observers`, on the main scheduler.
    ///
    /// Unlike `drive`, `emit` may be called from any thread, as in RxCocoa: a signal
    /// replays nothing, so nothing is delivered on the calling thread.
    ///
    /// - Parameters:
    ///   - observers: The observers; each receives every element and the completion.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element {
        return _subscribe(observers, "emit", file, line) { $0.on($1) }
    }

    /// Sends every element of the signal, as an optional, to each of `observers`.
    ///
    /// - Parameters:
    ///   - observers: The observers of optional elements.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element? {
        return _subscribe(observers, "emit", file, line) { $0.on($1.map { $0 as Element? }) }
    }

    /// Makes every element of the signal the value of each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(
        to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        return _subscribeElements(relays, "emit", file, line) { $0.accept($1) }
    }

    /// Makes every element of the signal, as an optional, the value of each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(
        to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        return _subscribeElements(relays, "emit", file, line) { $0.accept($1) }
    }

    /// Sends every element of the signal to each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(
        to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        return _subscribeElements(relays, "emit", file, line) { $0.accept($1) }
    }

    /// Sends every element of the signal, as an optional, to each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(
        to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        return _subscribeElements(relays, "emit", file, line) { $0.accept($1) }
    }

    /// Sends every element of the signal to each of `relays`, which buffer it.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(
        to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        return _subscribeElements(relays, "emit", file, line) { $0.accept($1) }
    }

    /// Sends every element of the signal, as an optional, to each of `relays`.
    ///
    /// - Parameters:
    ///   - relays: The relays.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(
        to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        return _subscribeElements(relays, "emit", file, line) { $0.accept($1) }
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
    @inlinable public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        return asObservable()._subscribe(
            "emit", file, line, onNext: _weakly(object, onNext), onCompleted: _weakly(object, onCompleted),
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
    @inlinable public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        return asObservable()._subscribe(
            "emit", file, line, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes to the signal for its side effects only.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
    }
}
