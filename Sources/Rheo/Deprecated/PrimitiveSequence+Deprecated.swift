// The deprecated RxSwift 5 names RxSwift 6.10 keeps on `Single`, `Maybe` and `Completable`,
// declared as RxSwift declares them (the `@available` attribute word for word) and
// forwarding to the current operator.
// They take no `file`/`line` parameters, which would change the warning's text
// (Scripts/check-deprecations.sh compares it), so they pass an empty site on and their
// stages have no site: graphs and traces leave them out.

extension PrimitiveSequence {
    /// RxSwift 5's name of `observe(on:)`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the observer receives the events.
    /// - Returns: The source sequence, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable public func observeOn(
        _ scheduler: ImmediateSchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler, file: "", line: 0)
    }

    /// RxSwift 5's name of `subscribe(on:)`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the subscription and its disposal run.
    /// - Returns: The source sequence, subscribed to on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable public func subscribeOn(
        _ scheduler: ImmediateSchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler, file: "", line: 0)
    }

    /// RxSwift 5's name of `catch(_:)`.
    ///
    /// - Parameters:
    ///   - handler: Receives the error and returns the sequence to continue with.
    /// - Returns: The sequence with the error handled.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable public func catchError(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler, file: "", line: 0)
    }

    /// RxSwift 5's name of `retry(when:)`.
    ///
    /// - Parameters:
    ///   - notificationHandler: Builds the trigger from the errors.
    /// - Returns: The sequence that retries as the trigger says.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler, file: "", line: 0)
    }

    /// RxSwift 5's name of `retry(when:)`.
    ///
    /// - Parameters:
    ///   - notificationHandler: Builds the trigger from the errors.
    /// - Returns: The sequence that retries as the trigger says.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler, file: "", line: 0)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// RxSwift 5's spelling of `subscribe(onSuccess:onFailure:onDisposed:)`, with
    /// `onError:` for `onFailure:`.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error.
    ///   - onDisposed: Runs once the subscription ends, however it ends.
    /// - Returns: The subscription.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @inlinable public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed, file: "", line: 0)
    }

    /// RxSwift 5's name of `catchAndReturn(_:)`.
    ///
    /// - Parameters:
    ///   - element: The element to succeed with in place of the error.
    /// - Returns: The `Single` with the error replaced.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable public func catchErrorJustReturn(
        _ element: Element
    ) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element, file: "", line: 0)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// RxSwift 5's name of `catchAndReturn(_:)`.
    ///
    /// - Parameters:
    ///   - element: The element to succeed with in place of the error.
    /// - Returns: The `Maybe` with the error replaced.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable public func catchErrorJustReturn(
        _ element: Element
    ) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element, file: "", line: 0)
    }
}
