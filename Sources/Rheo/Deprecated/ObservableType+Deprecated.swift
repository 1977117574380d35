// RxSwift 6 renamed these RxSwift 5 operators and kept the old names as deprecated
// aliases. Each one here is declared as RxSwift 6.10 declares it (labels, generics and the
// `@available` attribute word for word), so code written against RxSwift compiles with the
// same warning and fix-it. Each forwards to the current operator; nothing else runs.
// They take no `file`/`line` parameters, which would change the warning's text
// (Scripts/check-deprecations.sh compares it), so they pass an empty site on and their
// stages have no site: graphs and traces leave them out.

extension ObservableType {
    /// RxSwift 5's name of `observe(on:)`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the observer receives the events.
    /// - Returns: The source sequence, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable public func observeOn(
        _ scheduler: ImmediateSchedulerType
    ) -> Observable<Element> {
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
    ) -> Observable<Element> {
        subscribe(on: scheduler, file: "", line: 0)
    }

    /// RxSwift 5's name of `take(until:)` with a sequence.
    ///
    /// - Parameters:
    ///   - other: The sequence whose first element completes the result.
    /// - Returns: The source's events until `other` sends an element.
    @available(*, deprecated, renamed: "take(until:)")
    @inlinable public func takeUntil<Source: ObservableType>(
        _ other: Source
    ) -> Observable<Element> {
        take(until: other, file: "", line: 0)
    }

    /// RxSwift 5's name of `take(until:behavior:)`.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that satisfies `predicate` is sent too.
    ///   - predicate: The test that ends the sequence.
    /// - Returns: The leading elements that do not satisfy `predicate`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    @inlinable public func takeUntil(
        _ behavior: TakeBehavior,
        predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        take(until: predicate, behavior: behavior, file: "", line: 0)
    }

    /// RxSwift 5's name of `take(while:)`.
    ///
    /// - Parameters:
    ///   - predicate: The test the leading elements pass.
    /// - Returns: The leading elements that satisfy `predicate`.
    @available(*, deprecated, renamed: "take(while:)")
    @inlinable public func takeWhile(
        _ predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        take(while: predicate, file: "", line: 0)
    }

    /// RxSwift 5's name of `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long elements are taken, from the subscription.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's events during `duration`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable public func take(
        _ duration: RxTimeInterval, scheduler: SchedulerType
    ) -> Observable<Element> {
        take(for: duration, scheduler: scheduler, file: "", line: 0)
    }

    /// RxSwift 5's name of `skip(while:)`.
    ///
    /// - Parameters:
    ///   - predicate: The test the skipped leading elements pass.
    /// - Returns: The sequence from the first element that fails `predicate` on.
    @available(*, deprecated, renamed: "skip(while:)")
    @inlinable public func skipWhile(
        _ predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        skip(while: predicate, file: "", line: 0)
    }

    /// RxSwift 5's name of `skip(until:)`.
    ///
    /// - Parameters:
    ///   - other: The sequence whose first element starts the result.
    /// - Returns: The source's events from `other`'s first element on.
    @available(*, deprecated, renamed: "skip(until:)")
    @inlinable public func skipUntil<Source: ObservableType>(
        _ other: Source
    ) -> Observable<Element> {
        skip(until: other, file: "", line: 0)
    }

    /// RxSwift 5's name of `element(at:)`.
    ///
    /// - Parameters:
    ///   - index: The zero-based index of the element to send.
    /// - Returns: The element at `index` alone.
    @available(*, deprecated, renamed: "element(at:)")
    @inlinable public func elementAt(
        _ index: Int
    ) -> Observable<Element> {
        element(at: index, file: "", line: 0)
    }

    /// RxSwift 5's name of `catch(_:)`.
    ///
    /// - Parameters:
    ///   - handler: Maps the source's error to the sequence to continue with.
    /// - Returns: The sequence with the error handled.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable public func catchError(
        _ handler: @escaping (Swift.Error) throws -> Observable<Element>
    ) -> Observable<Element> {
        `catch`(handler, file: "", line: 0)
    }

    /// RxSwift 5's name of `catchAndReturn(_:)`.
    ///
    /// - Parameters:
    ///   - element: The last element, sent in place of the source's error.
    /// - Returns: The sequence with the error replaced.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable public func catchErrorJustReturn(
        _ element: Element
    ) -> Observable<Element> {
        catchAndReturn(element, file: "", line: 0)
    }

    /// RxSwift 5's name of `catch(sequence:)`.
    ///
    /// RxSwift 6.10's attribute names `catch(onSuccess:onFailure:onDisposed:)` as the new
    /// name (a slip in RxSwift); it is kept word for word so the warning matches, but the
    /// operator to use is `catch(sequence:)`, which this forwards to.
    ///
    /// - Parameters:
    ///   - sequence: The observables to try, in order.
    /// - Returns: The sequence with errors handled.
    @available(*, deprecated, renamed: "catch(onSuccess:onFailure:onDisposed:)")
    @inlinable public static func catchError<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence, file: "", line: 0)
    }

    /// RxSwift 5's name of `retry(when:)`.
    ///
    /// - Parameters:
    ///   - notificationHandler: Builds the trigger from the errors.
    /// - Returns: The sequence that retries as the trigger says.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
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
    ) -> Observable<Element> {
        retry(when: notificationHandler, file: "", line: 0)
    }
}
