extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element with `transform`.
    ///
    /// - Parameter transform: If it throws, the `Maybe` fails with that error.
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence._source.map(transform))
    }

    /// Transforms the element with `transform`, completing empty if it returns nil.
    ///
    /// - Parameter transform: If it throws, the `Maybe` fails with that error.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence._source.compactMap(transform))
    }

    /// Passes the element on if it satisfies `predicate`, else completes empty.
    ///
    /// - Parameter predicate: If it throws, the `Maybe` fails with that error.
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence._source.filter(predicate))
    }

    /// Continues with the `Maybe` `selector` returns for the element; completes empty if
    /// there is no element.
    ///
    /// - Parameter selector: If it throws, the `Maybe` fails with that error.
    @inlinable public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence._source.flatMap { try selector($0)._source })
    }

    /// Succeeds with `default` if the `Maybe` completes empty.
    ///
    /// - Parameter default: The element to succeed with instead of completing empty.
    @inlinable public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence._source._switchIfEmpty(Observable.just(`default`)))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    @inlinable public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence._source._switchIfEmpty(other._source))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    @inlinable public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence._source._switchIfEmpty(other._source))
    }

    /// Succeeds with `element` instead of failing.
    @inlinable public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence._source.catchAndReturn(element))
    }

    /// The `Maybe` as a `Completable`: drops the element.
    @inlinable public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence._source.ignoreElements())
    }

    /// Calls the given handlers for the outcome, subscription and disposal, and passes the
    /// outcome on unchanged.
    ///
    /// The rules, including what happens when a handler throws, are those of
    /// `Observable.do`.
    ///
    /// - Parameters:
    ///   - onNext: Runs before the element is passed on.
    ///   - afterNext: Runs after the element is passed on.
    ///   - onError: Runs before the error is passed on.
    ///   - afterError: Runs after the error is passed on.
    ///   - onCompleted: Runs before the completion is passed on.
    ///   - afterCompleted: Runs after the completion is passed on.
    ///   - onSubscribe: Runs before each subscription to the source.
    ///   - onSubscribed: Runs after each subscription to the source.
    ///   - onDispose: Runs when each subscription ends.
    @inlinable public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence._source.do(
                onNext: onNext, afterNext: afterNext,
                onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            ))
    }

    /// Combines the elements of a collection of `Maybe`s with `resultSelector`.
    ///
    /// Fails as soon as one fails. If one completes empty, the result completes empty when
    /// every other one has ended, or as soon as the last one still running succeeds. An
    /// empty collection succeeds with `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order.
    ///   - resultSelector: If it throws, the `Maybe` fails with that error.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Maybe<Result> where Collection.Element == Maybe<Element> {
        if collection.isEmpty {
            return Maybe.deferred { .just(try resultSelector([])) }
        }
        return Maybe(raw: Observable.zip(collection.map(\._source), resultSelector: resultSelector))
    }

    /// Combines the elements of a collection of `Maybe`s into an array, in order.
    ///
    /// The rules are those of `zip(_:resultSelector:)`. An empty collection succeeds with `[]`.
    @inlinable public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Maybe<[Element]>
    where Collection.Element == Maybe<Element> {
        if collection.isEmpty {
            return Maybe.just([])
        }
        return Maybe(raw: Observable.zip(collection.map(\._source)))
    }
}
