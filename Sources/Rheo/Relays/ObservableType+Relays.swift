extension ObservableType {
    /// Sends every element of the sequence to each of `relays`.
    ///
    /// Completion ends the binding. A relay cannot carry an error: an error event ends the
    /// binding and goes to `Hooks.bindingErrorHandler` (which stops the program in debug
    /// builds and prints in release builds, as RxSwift).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _bindRelays(relays, named: "PublishRelay", file, line) { $0.accept($1) }
    }

    /// Sends every element of the sequence, as an optional, to each of `relays`.
    ///
    /// See `bind(to:)` for relays of the sequence's own element type.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _bindRelays(relays, named: "PublishRelay", file, line) { $0.accept($1) }
    }

    /// Makes every element of the sequence the value of each of `relays`.
    ///
    /// Completion ends the binding. A relay cannot carry an error: an error event ends the
    /// binding and goes to `Hooks.bindingErrorHandler` (which stops the program in debug
    /// builds and prints in release builds, as RxSwift).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _bindRelays(relays, named: "BehaviorRelay", file, line) { $0.accept($1) }
    }

    /// Makes every element of the sequence, as an optional, the value of each of `relays`.
    ///
    /// See `bind(to:)` for relays of the sequence's own element type.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _bindRelays(relays, named: "BehaviorRelay", file, line) { $0.accept($1) }
    }

    /// Sends every element of the sequence to each of `relays`, which buffer it.
    ///
    /// Completion ends the binding. A relay cannot carry an error: an error event ends the
    /// binding and goes to `Hooks.bindingErrorHandler` (which stops the program in debug
    /// builds and prints in release builds, as RxSwift).
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _bindRelays(relays, named: "ReplayRelay", file, line) { $0.accept($1) }
    }

    /// Sends every element of the sequence, as an optional, to each of `relays`.
    ///
    /// See `bind(to:)` for relays of the sequence's own element type.
    ///
    /// - Returns: A disposable that ends the binding.
    @inlinable public func bind(
        to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        _bindRelays(relays, named: "ReplayRelay", file, line) { $0.accept($1) }
    }

    @inlinable func _bindRelays<Relay>(
        _ relays: [Relay], named name: String, _ file: StaticString, _ line: UInt,
        _ accept: @escaping (Relay, Element) -> Void
    ) -> Disposable {
        _subscribeEvents("bind", file, line) { event in
            switch event {
            case .next(let element):
                for relay in relays {
                    accept(relay, element)
                }
            case .error(let error):
                Hooks.reportBindingError(in: "bind(to: \(name))", error)
            case .completed:
                break
            }
        }
    }
}
