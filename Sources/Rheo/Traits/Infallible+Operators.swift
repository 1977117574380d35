extension InfallibleType {
    /// Passes on the elements that satisfy `predicate`.
    @inlinable public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(raw: asObservable().filter(predicate))
    }

    /// Transforms each element with `transform`.
    @inlinable public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(raw: asObservable().map(transform))
    }

    /// Transforms each element with `transform` and drops the nil results.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(raw: asObservable().compactMap(transform))
    }

    /// Drops each element whose key equals the key of the element passed on before it.
    ///
    /// - Parameter keySelector: Computes an element's key. If it throws, the error ends the
    ///   sequence and reaches the subscriber (see `Infallible`).
    @inlinable public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops each element that `comparer` finds equal to the one passed on before it.
    ///
    /// - Parameter comparer: Compares an element with the one passed on before it. If it
    ///   throws, the error ends the sequence and reaches the subscriber (see `Infallible`).
    @inlinable public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged(comparer))
    }

    /// Drops each element whose key `comparer` finds equal to that of the element passed
    /// on before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes an element's key.
    ///   - comparer: Compares two keys. If either closure throws, the error ends the
    ///     sequence and reaches the subscriber (see `Infallible`).
    @inlinable public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops each element whose property at `keyPath` equals that of the element passed on
    /// before it.
    @inlinable public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Passes on an element only after `dueTime` passed with no newer element.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time; bad values are handled as by `Observable.debounce`.
    ///   - scheduler: Where the timers run.
    @inlinable public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Passes on at most one element per `dueTime`, as `Observable.throttle` does.
    ///
    /// - Parameters:
    ///   - dueTime: The window; bad values are handled as by `Observable.throttle`.
    ///   - latest: Whether to send the latest element at the end of a window.
    ///   - scheduler: Where the timers run.
    @inlinable public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Merges the sequences `selector` returns for each element.
    ///
    /// As in RxSwift, `selector` may return any sequence, not only an `Infallible`; an
    /// error from such a sequence breaks the `Infallible`'s contract and ends it, and
    /// `subscribe` reports it to `Hooks.defaultErrorHandler`.
    @inlinable public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(raw: asObservable().flatMap(selector))
    }

    /// Switches to the sequence `selector` returns for each element, disposing the one
    /// before.
    ///
    /// As in RxSwift, `selector` may return any sequence; an error from it is handled as
    /// in `flatMap(_:)`.
    @inlinable public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(raw: asObservable().flatMapLatest(selector))
    }

    /// Subscribes to the sequence `selector` returns for an element only while no other
    /// such sequence is running; drops the elements that arrive meanwhile.
    ///
    /// As in RxSwift, `selector` may return any sequence; an error from it is handled as
    /// in `flatMap(_:)`.
    @inlinable public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(raw: asObservable().flatMapFirst(selector))
    }

    /// Concatenates the sequences `selector` returns for each element, one after another.
    ///
    /// As in RxSwift, `selector` may return any sequence; an error from it is handled as
    /// in `flatMap(_:)`.
    @inlinable public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(raw: asObservable().concatMap(selector))
    }

    /// Calls the given handlers for the events, subscription and disposal, and passes the
    /// events on unchanged; the rules are those of `Observable.do`. An error thrown by
    /// `onNext`, `afterNext` or `onCompleted` ends the sequence and reaches the subscriber
    /// (see `Infallible`); one thrown by `afterCompleted` goes to `Hooks.defaultErrorHandler`.
    ///
    /// - Parameters:
    ///   - onNext: Runs before an element is passed on.
    ///   - afterNext: Runs after an element is passed on.
    ///   - onCompleted: Runs before the completion is passed on.
    ///   - afterCompleted: Runs after the completion is passed on.
    ///   - onSubscribe: Runs before each subscription to the source.
    ///   - onSubscribed: Runs after each subscription to the source.
    ///   - onDispose: Runs when each subscription ends.
    @inlinable public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            raw: asObservable().do(
                onNext: onNext, afterNext: afterNext,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            ))
    }

    /// Sends each intermediate result of accumulating the elements into `seed` in place.
    @inlinable public func scan<Seed>(
        into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void
    ) -> Infallible<Seed> {
        Infallible(raw: asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Sends each intermediate result of accumulating the elements, starting from `seed`.
    @inlinable public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed>
    {
        Infallible(raw: asObservable().scan(seed, accumulator: accumulator))
    }

    /// Sends `elements` before the source's elements.
    @inlinable public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(raw: asObservable()._startWith(elements))
    }

    /// Passes on the first `count` elements, then completes.
    ///
    /// - Parameter count: How many; negative is handled as by `Observable.take(_:)`.
    @inlinable public func take(_ count: Int) -> Infallible<Element> {
        Infallible(raw: asObservable().take(count))
    }

    /// Passes on elements for `duration`, then completes.
    @inlinable public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Passes on elements until `other` sends an element or completes, then completes.
    @inlinable public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(raw: asObservable().take(until: other.asObservable()))
    }

    /// Passes on elements until `other` sends an element, then completes; the rules are
    /// those of `Observable.take(until:)`.
    ///
    /// - Parameter other: The trigger. An error it sends ends the sequence and reaches the
    ///   subscriber (see `Infallible`).
    @inlinable public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(raw: asObservable().take(until: other))
    }

    /// Passes on elements until one satisfies `predicate`, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element. If it throws, the error ends the sequence and
    ///     reaches the subscriber (see `Infallible`).
    ///   - behavior: Whether the element that satisfied `predicate` is passed on.
    @inlinable public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().take(until: predicate, behavior: behavior))
    }

    /// Passes on elements while they satisfy `predicate`, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element. If it throws, the error ends the sequence and
    ///     reaches the subscriber (see `Infallible`).
    ///   - behavior: Whether the first element that failed `predicate` is passed on.
    @inlinable public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(raw: asObservable().take(while: predicate, behavior: behavior))
    }

    /// Drops the first `count` elements.
    ///
    /// - Parameter count: How many; negative is handled as by `Observable.skip(_:)`.
    @inlinable public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(raw: asObservable().skip(count))
    }

    /// Drops elements while they satisfy `predicate`.
    ///
    /// - Parameter predicate: Tested on each element until one fails it. If it throws, the
    ///   error ends the sequence and reaches the subscriber (see `Infallible`).
    @inlinable public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(raw: asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` sends an element.
    @inlinable public func skip<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(raw: asObservable().skip(until: other.asObservable()))
    }

    /// Drops elements until `other` sends an element; the rules are those of
    /// `Observable.skip(until:)`.
    ///
    /// - Parameter other: The trigger. An error it sends ends the sequence and reaches the
    ///   subscriber (see `Infallible`).
    @inlinable public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(raw: asObservable().skip(until: other))
    }

    /// Shares one subscription to the source among subscribers, replaying the latest
    /// `replay` elements, as `Observable.share` does.
    @inlinable public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element>
    {
        Infallible(raw: asObservable().share(replay: replay, scope: scope))
    }

    /// Sends the events on `scheduler`.
    @inlinable public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().observe(on: scheduler))
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    @inlinable public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().subscribe(on: scheduler))
    }

    /// Passes `obj` weakly with each element to `resultSelector`; completes once `obj` is
    /// gone.
    @inlinable public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(raw: asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs `obj`, held weakly, with each element; completes once `obj` is gone.
    @inlinable public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(raw: asObservable().withUnretained(obj))
    }

    /// Combines each element with the latest element of `second`, if it has sent one.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined with each element.
    ///   - resultSelector: Forms a result. If it throws, the error ends the sequence and
    ///     reaches the subscriber (see `Infallible`).
    @inlinable public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(raw: asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// Sends the latest element of `second` for each element, if it has sent one.
    @inlinable public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(raw: asObservable().withLatestFrom(second))
    }

    /// Concatenates `second` after this sequence completes.
    ///
    /// - Parameter second: Any sequence of the same elements. An error it sends ends the
    ///   sequence and reaches the subscriber (see `Infallible`).
    @inlinable public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(raw: asObservable().concat(second))
    }

    /// Concatenates the sequences of `sequence`, one after another.
    @inlinable public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(raw: Observable.concat(sequence.lazy.map(\._source)))
    }

    /// Concatenates the sequences of `collection`, one after another.
    @inlinable public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(raw: Observable.concat(collection.map(\._source)))
    }

    /// Concatenates `sources`, one after another.
    @inlinable public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(raw: Observable.concat(sources.map(\._source)))
    }

    /// Merges the elements of the sequences of `sources`; completes when all have.
    @inlinable public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(raw: Observable.merge(sources.map(\._source)))
    }

    /// Merges the elements of `sources`; completes when all have.
    @inlinable public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(raw: Observable.merge(sources.map(\._source)))
    }

    /// Merges the elements of `sources`; completes when all have.
    @inlinable public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(raw: Observable.merge(sources.map(\._source)))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops each element equal to the one passed on before it.
    @inlinable public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged())
    }
}
