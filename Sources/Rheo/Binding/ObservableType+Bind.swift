extension ObservableType {
    /// Sends every event of the sequence to each of `observers`, in order.
    ///
    /// This is `subscribe` for bindings, as RxSwift's `bind(to:)`: errors and completion
    /// reach the observers too (a `Binder` ignores completion and reports an error through
    /// `Hooks.bindingErrorHandler`). Relays have overloads of their own.
    ///
    /// - Parameters:
    ///   - observers: Receive every event; none is a bad argument.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element {
        _subscribeEvents("bind", file, line) { event in
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
    @inlinable public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element? {
        _subscribeEvents("bind", file, line) { event in
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
    /// - Parameters:
    ///   - onNext: Receives every element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _subscribe(
            "bind", file, line,
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
    /// - Parameters:
    ///   - onNext: Receives every element, on the main actor.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        onNext: @escaping @MainActor (Element) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        observe(on: MainScheduler.instance, file: file, line: line)._subscribe(
            "bind", file, line,
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _subscribe(
            "bind", file, line,
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { error in
                Hooks.reportBindingError(in: "bind(with:onNext:)", error)
            })
    }
}
