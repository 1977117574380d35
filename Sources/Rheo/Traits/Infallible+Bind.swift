extension InfallibleType {
    /// Sends the elements and the completion to each of `observers`.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element {
        asObservable()._subscribeEvents("bind", file, line) { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Sends the elements, as optionals, and the completion to each of `observers`.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element? {
        asObservable()._subscribeEvents("bind", file, line) { event in
            let event = event.map { $0 as Element? }
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
        with object: Object, onNext: @escaping (Object, Element) -> Void,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable()._subscribe("bind", file, line, onNext: _weakly(object, onNext))
    }

    /// Calls `onNext` with each element.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable()._subscribe("bind", file, line, onNext: onNext)
    }

    /// Sends each element to `relays`; the completion is not passed on (relays never end).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable()._subscribe(
            "bind", file, line,
            onNext: { element in
                for relay in relays {
                    relay.accept(element)
                }
            })
    }

    /// Sends each element, as an optional, to `relays`; the completion is not passed on.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable()._subscribe(
            "bind", file, line,
            onNext: { element in
                for relay in relays {
                    relay.accept(element)
                }
            })
    }

    /// Sends each element to `relays`; the completion is not passed on (relays never end).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable()._subscribe(
            "bind", file, line,
            onNext: { element in
                for relay in relays {
                    relay.accept(element)
                }
            })
    }

    /// Sends each element, as an optional, to `relays`; the completion is not passed on.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable()._subscribe(
            "bind", file, line,
            onNext: { element in
                for relay in relays {
                    relay.accept(element)
                }
            })
    }

    /// Sends each element to `relays`; the completion is not passed on (relays never end).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable()._subscribe(
            "bind", file, line,
            onNext: { element in
                for relay in relays {
                    relay.accept(element)
                }
            })
    }

    /// Sends each element, as an optional, to `relays`; the completion is not passed on.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable()._subscribe(
            "bind", file, line,
            onNext: { element in
                for relay in relays {
                    relay.accept(element)
                }
            })
    }
}
