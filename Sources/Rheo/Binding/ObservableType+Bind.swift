extension ObservableType {
    /// Sends every event of the sequence to each of `observers`, in order.
    ///
    /// This is `subscribe` for bindings, as RxSwift's `bind(to:)`: errors and completion
    /// reach the observers too (a `Binder` ignores completion and reports an error through
    /// `Hooks.bindingErrorHandler`). Relays have overloads of their own.
    ///
    /// - Parameter observers: Receive every event; none is a bad argument.
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Sends every event of the sequence, with elements as optionals, to each of
    /// `observers`, in order.
    ///
    /// See `bind(to:)` for observers of the sequence's own element type.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let optional = event.map { $0 as Element? }
            for observer in observers {
                observer.on(optional)
            }
        }
    }

    /// Passes the sequence to `binder` and returns its result.
    ///
    /// For binding functions that take the whole sequence, such as
    /// `{ $0.subscribe(...) }` or a function of a view model.
    ///
    /// - Parameter binder: Receives `self`.
    /// - Returns: What `binder` returns, usually a disposable.
    @inlinable public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence and `curriedArgument` to a curried `binder`, and returns its
    /// result: `binder(self)(curriedArgument)`.
    ///
    /// - Parameters:
    ///   - binder: A curried binding function, such as an instance method reference.
    ///   - curriedArgument: Its second argument.
    /// - Returns: What `binder` returns.
    @inlinable public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with every element of the sequence.
    ///
    /// Completion ends the binding. An error is a programming error: it ends the binding
    /// and goes to `Hooks.bindingErrorHandler` (which stops the program in debug builds
    /// and prints in release builds, as RxSwift).
    ///
    /// - Parameter onNext: Receives every element.
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in
                Hooks.reportBindingError(in: "bind(onNext:)", error)
            })
    }

    /// Calls `onNext`, a main-actor closure, with every element of the sequence, on the
    /// main actor: code on the main actor writes main-actor state in it with no
    /// `MainActor.assumeIsolated`.
    ///
    /// Unlike `bind(onNext:)` with a plain closure (which RxSwift's calls select), the
    /// elements move to the main queue through `observe(on: MainScheduler.instance)`, so
    /// `onNext` runs there whichever thread the sequence sends on. Completion ends the
    /// binding; an error goes to `Hooks.bindingErrorHandler`, as for `bind(onNext:)`.
    ///
    /// - Parameter onNext: Receives every element, on the main actor.
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(onNext: @escaping @MainActor (Element) -> Void) -> Disposable {
        observe(on: MainScheduler.instance).subscribe(
            onNext: _mainActorChecked("bind(onNext:)", onNext),
            onError: { error in
                Hooks.reportBindingError(in: "bind(onNext:)", error)
            })
    }

    /// Calls `onNext` with `object` and every element of the sequence, while `object` is
    /// alive.
    ///
    /// `object` is held weakly: once it is gone, elements are dropped (the binding stays
    /// until disposed or the sequence ends). Completion ends the binding. An error is a
    /// programming error: it ends the binding and goes to `Hooks.bindingErrorHandler`, as
    /// for `bind(onNext:)`.
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext` with each element; not retained.
    ///   - onNext: Receives `object` and every element.
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { error in
                Hooks.reportBindingError(in: "bind(with:onNext:)", error)
            })
    }
}
