extension InfallibleType {
    /// Sends the elements and the completion to each of `observers`.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Sends the elements, as optionals, and the completion to each of `observers`.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.asObservable().subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Hands the sequence to `binder` and returns its result.
    @inlinable public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence and `curriedArgument` to `binder` and returns its result.
    @inlinable public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with `object`, held weakly, and each element while `object` is alive.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(with: object, onNext: onNext)
    }

    /// Calls `onNext` with each element.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Sends each element to `relays`; the completion is not passed on (relays never end).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        })
    }

    /// Sends each element, as an optional, to `relays`; the completion is not passed on.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        })
    }

    /// Sends each element to `relays`; the completion is not passed on (relays never end).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        })
    }

    /// Sends each element, as an optional, to `relays`; the completion is not passed on.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        })
    }

    /// Sends each element to `relays`; the completion is not passed on (relays never end).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        })
    }

    /// Sends each element, as an optional, to `relays`; the completion is not passed on.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        })
    }
}
