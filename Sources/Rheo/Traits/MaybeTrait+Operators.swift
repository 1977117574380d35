extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element with `transform`.
    ///
    /// - Parameters:
    ///   - transform: If it throws, the `Maybe` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func map<Result>(
        _ transform: @escaping (Element) throws -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Result> {
        _assemble("map", file, line) {
            Maybe(raw: primitiveSequence._source.map(transform, file: file, line: line))
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

    /// Continues with the `Maybe` `selector` returns for the element; completes empty if
    /// there is no element.
    ///
    /// - Parameters:
    ///   - selector: If it throws, the `Maybe` fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func flatMap<Result>(
        _ selector: @escaping (Element) throws -> Maybe<Result>, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Result> {
        _assemble("flatMap", file, line) {
            Maybe(raw: primitiveSequence._source.flatMap({ try selector($0)._source }, file: file, line: line))
        }
    }

    /// Succeeds with `default` if the `Maybe` completes empty.
    ///
    /// - Parameters:
    ///   - default: The element to succeed with instead of completing empty.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func ifEmpty(
        default: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("ifEmpty(default:)", file, line) {
            Single(raw: primitiveSequence._source._switchIfEmpty(Observable.just(`default`, file: file, line: line)))
        }
    }

    /// Continues with `other` if the `Maybe` completes empty.
    @inlinable public func ifEmpty(
        switchTo other: Maybe<Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Element> {
        _assemble("ifEmpty(switchTo:)", file, line) {
            Maybe(raw: primitiveSequence._source._switchIfEmpty(other._source))
        }
    }

    /// Continues with `other` if the `Maybe` completes empty.
    @inlinable public func ifEmpty(
        switchTo other: Single<Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        _assemble("ifEmpty(switchTo:)", file, line) {
            Single(raw: primitiveSequence._source._switchIfEmpty(other._source))
        }
    }

    /// Succeeds with `element` instead of failing.
    @inlinable public func catchAndReturn(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Element> {
        _assemble("catchAndReturn", file, line) {
            Maybe(raw: primitiveSequence._source.catchAndReturn(element, file: file, line: line))
        }
    }

    /// The `Maybe` as a `Completable`: drops the element.
    @inlinable public func asCompletable(file: StaticString = #fileID, line: UInt = #line) -> Completable {
        _assemble("asCompletable", file, line) {
            Completable(raw: primitiveSequence._source.ignoreElements(file: file, line: line))
        }
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Maybe<Element> {
        _assemble("do", file, line) {
            Maybe(
                raw: primitiveSequence._source.do(
                    onNext: onNext, afterNext: afterNext,
                    onError: onError, afterError: afterError,
                    onCompleted: onCompleted, afterCompleted: afterCompleted,
                    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, file: file, line: line
                ))
        }
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Result> where Collection.Element == Maybe<Element> {
        _assemble("zip", file, line) {
            if collection.isEmpty {
                return Maybe.deferred({ .just(try resultSelector([]), file: file, line: line) }, file: file, line: line)
            }
            return Maybe(
                raw: Observable.zip(collection.map(\._source), resultSelector: resultSelector, file: file, line: line))
        }
    }

    /// Combines the elements of a collection of `Maybe`s into an array, in order.
    ///
    /// The rules are those of `zip(_:resultSelector:)`. An empty collection succeeds with `[]`.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<[Element]>
    where Collection.Element == Maybe<Element> {
        _assemble("zip", file, line) {
            if collection.isEmpty {
                return Maybe.just([], file: file, line: line)
            }
            return Maybe(raw: Observable.zip(collection.map(\._source), file: file, line: line))
        }
    }
}
