extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform`.
    ///
    /// - Parameters:
    ///   - transform: If it throws, the `Single` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func map<Result>(
        _ transform: @escaping (Element) throws -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Result> {
        _assemble("map", file, line) {
            Single(raw: primitiveSequence._source.map(transform, file: file, line: line))
        }
    }

    /// Transforms the element with `transform`, completing empty if it returns nil.
    ///
    /// - Parameters:
    ///   - transform: If it throws, the `Maybe` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func compactMap<Result>(
        _ transform: @escaping (Element) throws -> Result?, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Result> {
        _assemble("compactMap", file, line) {
            Maybe(raw: primitiveSequence._source.compactMap(transform, file: file, line: line))
        }
    }

    /// Passes the element on if it satisfies `predicate`, else completes empty.
    ///
    /// - Parameters:
    ///   - predicate: If it throws, the `Maybe` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func filter(
        _ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Element> {
        _assemble("filter", file, line) {
            Maybe(raw: primitiveSequence._source.filter(predicate, file: file, line: line))
        }
    }

    /// Continues with the `Single` `selector` returns for the element.
    ///
    /// - Parameters:
    ///   - selector: If it throws, the `Single` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func flatMap<Result>(
        _ selector: @escaping (Element) throws -> Single<Result>, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Result> {
        _assemble("flatMap", file, line) {
            Single(raw: primitiveSequence._source.flatMap({ try selector($0)._source }, file: file, line: line))
        }
    }

    /// Continues with the `Maybe` `selector` returns for the element.
    ///
    /// - Parameters:
    ///   - selector: If it throws, the `Maybe` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func flatMapMaybe<Result>(
        _ selector: @escaping (Element) throws -> Maybe<Result>, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Result> {
        _assemble("flatMapMaybe", file, line) {
            Maybe(raw: primitiveSequence._source.flatMap({ try selector($0)._source }, file: file, line: line))
        }
    }

    /// Continues with the `Completable` `selector` returns for the element.
    ///
    /// - Parameters:
    ///   - selector: If it throws, the `Completable` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func flatMapCompletable(
        _ selector: @escaping (Element) throws -> Completable, file: StaticString = #fileID, line: UInt = #line
    ) -> Completable {
        _assemble("flatMapCompletable", file, line) {
            Completable(raw: primitiveSequence._source.flatMap({ try selector($0)._source }, file: file, line: line))
        }
    }

    /// Succeeds with `element` instead of failing.
    @inlinable public func catchAndReturn(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("catchAndReturn", file, line) {
            Single(raw: primitiveSequence._source.catchAndReturn(element, file: file, line: line))
        }
    }

    /// The `Single` as a `Maybe` that always has an element or fails.
    @inlinable public func asMaybe(file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        _assemble("asMaybe", file, line) {
            Maybe(raw: primitiveSequence._source)
        }
    }

    /// The `Single` as a `Completable`: drops the element.
    @inlinable public func asCompletable(file: StaticString = #fileID, line: UInt = #line) -> Completable {
        _assemble("asCompletable", file, line) {
            Completable(raw: primitiveSequence._source.ignoreElements(file: file, line: line))
        }
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Single<Element> {
        _assemble("do", file, line) {
            Single(
                raw: primitiveSequence._source.do(
                    onNext: onSuccess, afterNext: afterSuccess,
                    onError: onError, afterError: afterError,
                    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, file: file, line: line
                ))
        }
    }

    /// Combines the elements of a collection of `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails. An empty collection succeeds with
    /// `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order.
    ///   - resultSelector: If it throws, the `Single` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Result> where Collection.Element == Single<Element> {
        _assemble("zip", file, line) {
            if collection.isEmpty {
                return Single.deferred(
                    { .just(try resultSelector([]), file: file, line: line) }, file: file, line: line)
            }
            return Single(
                raw: Observable.zip(collection.map(\._source), resultSelector: resultSelector, file: file, line: line))
        }
    }

    /// Combines the elements of a collection of `Single`s into an array, in order.
    ///
    /// Fails as soon as one of them fails. An empty collection succeeds with `[]`.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<[Element]>
    where Collection.Element == Single<Element> {
        _assemble("zip", file, line) {
            if collection.isEmpty {
                return Single.just([], file: file, line: line)
            }
            return Single(raw: Observable.zip(collection.map(\._source), file: file, line: line))
        }
    }
}
