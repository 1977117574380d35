extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element of the signal to each of `observers`, on the main scheduler.
    ///
    /// Unlike `drive`, `emit` may be called from any thread, as in RxCocoa: a signal
    /// replays nothing, so nothing is delivered on the calling thread.
    ///
    /// - Parameter observers: The observers; each receives every element and the completion.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        return _subscribe(observers) { $0.on($1) }
    }

    /// Sends every element of the signal, as an optional, to each of `observers`.
    ///
    /// - Parameter observers: The observers of optional elements.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        return _subscribe(observers) { $0.on($1.map { $0 as Element? }) }
    }

    /// Makes every element of the signal the value of each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        return _subscribeElements(relays) { $0.accept($1) }
    }

    /// Makes every element of the signal, as an optional, the value of each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        return _subscribeElements(relays) { $0.accept($1) }
    }

    /// Sends every element of the signal to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        return _subscribeElements(relays) { $0.accept($1) }
    }

    /// Sends every element of the signal, as an optional, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        return _subscribeElements(relays) { $0.accept($1) }
    }

    /// Sends every element of the signal to each of `relays`, which buffer it.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        return _subscribeElements(relays) { $0.accept($1) }
    }

    /// Sends every element of the signal, as an optional, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        return _subscribeElements(relays) { $0.accept($1) }
    }

    /// Subscribes handlers that receive `object` weakly; events arriving after `object` is
    /// gone are ignored.
    ///
    /// - Parameters:
    ///   - object: Passed to every handler while it is alive; not retained.
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs on completion.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes element, completion and disposal handlers.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs on completion.
    ///   - onDisposed: Runs when the subscription ends, by completion or disposal.
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes to the signal for its side effects only.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
