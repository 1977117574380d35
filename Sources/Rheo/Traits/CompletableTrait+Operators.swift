extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs `second` after this `Completable` completes; fails without subscribing to it if
    /// this one fails.
    @inlinable public func andThen<E>(
        _ second: Single<E>, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<E> {
        _assemble("andThen", file, line) {
            Single(raw: _andThen(second._source))
        }
    }

    /// Runs `second` after this `Completable` completes; fails without subscribing to it if
    /// this one fails.
    @inlinable public func andThen<E>(_ second: Maybe<E>, file: StaticString = #fileID, line: UInt = #line) -> Maybe<E>
    {
        _assemble("andThen", file, line) {
            Maybe(raw: _andThen(second._source))
        }
    }

    /// Runs `second` after this `Completable` completes; fails without subscribing to it if
    /// this one fails.
    @inlinable public func andThen(
        _ second: Completable, file: StaticString = #fileID, line: UInt = #line
    ) -> Completable {
        _assemble("andThen", file, line) {
            Completable(raw: _andThen(second._source))
        }
    }

    /// Subscribes to `second` after this `Completable` completes; fails without subscribing
    /// to it if this one fails.
    @inlinable public func andThen<E>(
        _ second: Observable<E>, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<E> {
        _assemble("andThen", file, line) {
            _andThen(second)
        }
    }

    /// Runs `second` after this `Completable` completes.
    @inlinable public func concat(
        _ second: Completable, file: StaticString = #fileID, line: UInt = #line
    ) -> Completable {
        _assemble("concat", file, line) {
            andThen(second, file: file, line: line)
        }
    }

    /// Runs the `Completable`s of `sequence` one after another; fails as soon as one fails.
    @inlinable public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence, file: StaticString = #fileID, line: UInt = #line
    ) -> Completable
    where Sequence.Element == Completable {
        _assemble("concat", file, line) {
            Completable(raw: Observable.concat(sequence.lazy.map(\._source), file: file, line: line))
        }
    }

    /// Runs the `Completable`s of `collection` one after another; fails as soon as one
    /// fails.
    @inlinable public static func concat<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Completable
    where Collection.Element == Completable {
        _assemble("concat", file, line) {
            Completable(raw: Observable.concat(collection.map(\._source), file: file, line: line))
        }
    }

    /// Runs the `Completable`s one after another; fails as soon as one fails.
    @inlinable public static func concat(
        _ sources: Completable..., file: StaticString = #fileID, line: UInt = #line
    ) -> Completable {
        _assemble("concat", file, line) {
            Completable(raw: Observable.concat(sources.map(\._source), file: file, line: line))
        }
    }

    /// Runs the `Completable`s of `collection` at the same time; completes when all have
    /// completed, fails as soon as one fails. An empty collection completes at once.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Completable
    where Collection.Element == Completable {
        _assemble("zip", file, line) {
            Completable(raw: Observable.merge(collection.map(\._source), file: file, line: line))
        }
    }

    /// Runs the `Completable`s at the same time; completes when all have completed, fails
    /// as soon as one fails.
    @inlinable public static func zip(
        _ sources: [Completable], file: StaticString = #fileID, line: UInt = #line
    ) -> Completable {
        _assemble("zip", file, line) {
            Completable(raw: Observable.merge(sources.map(\._source), file: file, line: line))
        }
    }

    /// Runs the `Completable`s at the same time; completes when all have completed, fails
    /// as soon as one fails.
    @inlinable public static func zip(
        _ sources: Completable..., file: StaticString = #fileID, line: UInt = #line
    ) -> Completable {
        _assemble("zip", file, line) {
            Completable(raw: Observable.merge(sources.map(\._source), file: file, line: line))
        }
    }

    /// Calls the given handlers for the outcome, subscription and disposal, and passes the
    /// outcome on unchanged.
    ///
    /// The rules, including what happens when a handler throws, are those of
    /// `Observable.do`.
    ///
    /// - Parameters:
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
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Completable {
        _assemble("do", file, line) {
            Completable(
                raw: primitiveSequence._source.do(
                    onError: onError, afterError: afterError,
                    onCompleted: onCompleted, afterCompleted: afterCompleted,
                    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, file: file, line: line
                ))
        }
    }
}
