extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs `second` after this `Completable` completes; fails without subscribing to it if
    /// this one fails.
    @inlinable public func andThen<E>(_ second: Single<E>) -> Single<E> {
        Single(raw: _andThen(second._source))
    }

    /// Runs `second` after this `Completable` completes; fails without subscribing to it if
    /// this one fails.
    @inlinable public func andThen<E>(_ second: Maybe<E>) -> Maybe<E> {
        Maybe(raw: _andThen(second._source))
    }

    /// Runs `second` after this `Completable` completes; fails without subscribing to it if
    /// this one fails.
    @inlinable public func andThen(_ second: Completable) -> Completable {
        Completable(raw: _andThen(second._source))
    }

    /// Subscribes to `second` after this `Completable` completes; fails without subscribing
    /// to it if this one fails.
    @inlinable public func andThen<E>(_ second: Observable<E>) -> Observable<E> {
        _andThen(second)
    }

    /// Runs `second` after this `Completable` completes.
    @inlinable public func concat(_ second: Completable) -> Completable {
        andThen(second)
    }

    /// Runs the `Completable`s of `sequence` one after another; fails as soon as one fails.
    @inlinable public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map(\._source)))
    }

    /// Runs the `Completable`s of `collection` one after another; fails as soon as one
    /// fails.
    @inlinable public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map(\._source)))
    }

    /// Runs the `Completable`s one after another; fails as soon as one fails.
    @inlinable public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map(\._source)))
    }

    /// Runs the `Completable`s of `collection` at the same time; completes when all have
    /// completed, fails as soon as one fails. An empty collection completes at once.
    @inlinable public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(collection.map(\._source)))
    }

    /// Runs the `Completable`s at the same time; completes when all have completed, fails
    /// as soon as one fails.
    @inlinable public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map(\._source)))
    }

    /// Runs the `Completable`s at the same time; completes when all have completed, fails
    /// as soon as one fails.
    @inlinable public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map(\._source)))
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
    @inlinable public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence._source.do(
                onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            ))
    }
}
