extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform`.
    ///
    /// - Parameter transform: If it throws, the `Single` fails with that error.
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence._source.map(transform))
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

    /// Continues with the `Single` `selector` returns for the element.
    ///
    /// - Parameter selector: If it throws, the `Single` fails with that error.
    @inlinable public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence._source.flatMap { try selector($0)._source })
    }

    /// Continues with the `Maybe` `selector` returns for the element.
    ///
    /// - Parameter selector: If it throws, the `Maybe` fails with that error.
    @inlinable public func flatMapMaybe<Result>(
        _ selector: @escaping (Element) throws -> Maybe<Result>
    ) -> Maybe<Result> {
        Maybe(raw: primitiveSequence._source.flatMap { try selector($0)._source })
    }

    /// Continues with the `Completable` `selector` returns for the element.
    ///
    /// - Parameter selector: If it throws, the `Completable` fails with that error.
    @inlinable public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence._source.flatMap { try selector($0)._source })
    }

    /// Succeeds with `element` instead of failing.
    @inlinable public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence._source.catchAndReturn(element))
    }

    /// The `Single` as a `Maybe` that always has an element or fails.
    @inlinable public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence._source)
    }

    /// The `Single` as a `Completable`: drops the element.
    @inlinable public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence._source.ignoreElements())
    }

    /// Calls the given handlers for the outcome, subscription and disposal, and passes the
    /// outcome on unchanged.
    ///
    /// The rules, including what happens when a handler throws, are those of
    /// `Observable.do`: an error thrown by `onSuccess`, `afterSuccess` or `onError` fails
    /// the `Single` with that error.
    ///
    /// - Parameters:
    ///   - onSuccess: Runs before the element is passed on.
    ///   - afterSuccess: Runs after the element is passed on.
    ///   - onError: Runs before the error is passed on.
    ///   - afterError: Runs after the error is passed on.
    ///   - onSubscribe: Runs before each subscription to the source.
    ///   - onSubscribed: Runs after each subscription to the source.
    ///   - onDispose: Runs when each subscription ends.
    @inlinable public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence._source.do(
                onNext: onSuccess, afterNext: afterSuccess,
                onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            ))
    }

    /// Combines the elements of a collection of `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails. An empty collection succeeds with
    /// `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order.
    ///   - resultSelector: If it throws, the `Single` fails with that error.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return Single.deferred { .just(try resultSelector([])) }
        }
        return Single(raw: Observable.zip(collection.map(\._source), resultSelector: resultSelector))
    }

    /// Combines the elements of a collection of `Single`s into an array, in order.
    ///
    /// Fails as soon as one of them fails. An empty collection succeeds with `[]`.
    @inlinable public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Single<[Element]>
    where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return Single.just([])
        }
        return Single(raw: Observable.zip(collection.map(\._source)))
    }
}
