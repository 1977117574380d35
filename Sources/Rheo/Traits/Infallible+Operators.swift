extension InfallibleType {
    /// Passes on the elements that satisfy `predicate`.
    @inlinable public func filter(
        _ predicate: @escaping (Element) -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("filter", file, line) {
            Infallible(raw: asObservable().filter(predicate, file: file, line: line))
        }
    }

    /// Transforms each element with `transform`.
    @inlinable public func map<Result>(
        _ transform: @escaping (Element) -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Result> {
        _assemble("map", file, line) {
            Infallible(raw: asObservable().map(transform, file: file, line: line))
        }
    }

    /// Transforms each element with `transform` and drops the nil results.
    @inlinable public func compactMap<Result>(
        _ transform: @escaping (Element) -> Result?, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Result> {
        _assemble("compactMap", file, line) {
            Infallible(raw: asObservable().compactMap(transform, file: file, line: line))
        }
    }

    /// Drops each element whose key equals the key of the element passed on before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes an element's key. If it throws, the error ends the
    ///     sequence and reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("distinctUntilChanged", file, line) {
            Infallible(raw: asObservable().distinctUntilChanged(keySelector, file: file, line: line))
        }
    }

    /// Drops each element that `comparer` finds equal to the one passed on before it.
    ///
    /// - Parameters:
    ///   - comparer: Compares an element with the one passed on before it. If it
    ///     throws, the error ends the sequence and reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("distinctUntilChanged", file, line) {
            Infallible(raw: asObservable().distinctUntilChanged(comparer, file: file, line: line))
        }
    }

    /// Drops each element whose key `comparer` finds equal to that of the element passed
    /// on before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes an element's key.
    ///   - comparer: Compares two keys. If either closure throws, the error ends the
    ///     sequence and reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("distinctUntilChanged", file, line) {
            Infallible(
                raw: asObservable().distinctUntilChanged(keySelector, comparer: comparer, file: file, line: line))
        }
    }

    /// Drops each element whose property at `keyPath` equals that of the element passed on
    /// before it.
    @inlinable public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("distinctUntilChanged(at:)", file, line) {
            Infallible(raw: asObservable().distinctUntilChanged(at: keyPath, file: file, line: line))
        }
    }

    /// Passes on an element only after `dueTime` passed with no newer element.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time; bad values are handled as by `Observable.debounce`.
    ///   - scheduler: Where the timers run.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func debounce(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("debounce", file, line) {
            Infallible(raw: asObservable().debounce(dueTime, scheduler: scheduler, file: file, line: line))
        }
    }

    /// Passes on at most one element per `dueTime`, as `Observable.throttle` does.
    ///
    /// - Parameters:
    ///   - dueTime: The window; bad values are handled as by `Observable.throttle`.
    ///   - latest: Whether to send the latest element at the end of a window.
    ///   - scheduler: Where the timers run.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("throttle", file, line) {
            Infallible(
                raw: asObservable().throttle(dueTime, latest: latest, scheduler: scheduler, file: file, line: line))
        }
    }

    /// Merges the sequences `selector` returns for each element.
    ///
    /// As in RxSwift, `selector` may return any sequence, not only an `Infallible`; an
    /// error from such a sequence breaks the `Infallible`'s contract and ends it, and
    /// `subscribe` reports it to `Hooks.defaultErrorHandler`.
    @inlinable public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Source.Element> {
        _assemble("flatMap", file, line) {
            Infallible(raw: asObservable().flatMap(selector, file: file, line: line))
        }
    }

    /// Switches to the sequence `selector` returns for each element, disposing the one
    /// before.
    ///
    /// As in RxSwift, `selector` may return any sequence; an error from it is handled as
    /// in `flatMap(_:)`.
    @inlinable public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Source.Element> {
        _assemble("flatMapLatest", file, line) {
            Infallible(raw: asObservable().flatMapLatest(selector, file: file, line: line))
        }
    }

    /// Subscribes to the sequence `selector` returns for an element only while no other
    /// such sequence is running; drops the elements that arrive meanwhile.
    ///
    /// As in RxSwift, `selector` may return any sequence; an error from it is handled as
    /// in `flatMap(_:)`.
    @inlinable public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Source.Element> {
        _assemble("flatMapFirst", file, line) {
            Infallible(raw: asObservable().flatMapFirst(selector, file: file, line: line))
        }
    }

    /// Concatenates the sequences `selector` returns for each element, one after another.
    ///
    /// As in RxSwift, `selector` may return any sequence; an error from it is handled as
    /// in `flatMap(_:)`.
    @inlinable public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Source.Element> {
        _assemble("concatMap", file, line) {
            Infallible(raw: asObservable().concatMap(selector, file: file, line: line))
        }
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("do", file, line) {
            Infallible(
                raw: asObservable().do(
                    onNext: onNext, afterNext: afterNext,
                    onCompleted: onCompleted, afterCompleted: afterCompleted,
                    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, file: file, line: line
                ))
        }
    }

    /// Sends each intermediate result of accumulating the elements into `seed` in place.
    @inlinable public func scan<Seed>(
        into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Infallible<Seed> {
        _assemble("scan(into:)", file, line) {
            Infallible(raw: asObservable().scan(into: seed, accumulator: accumulator, file: file, line: line))
        }
    }

    /// Sends each intermediate result of accumulating the elements, starting from `seed`.
    @inlinable public func scan<Seed>(
        _ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Seed> {
        _assemble("scan", file, line) {
            Infallible(raw: asObservable().scan(seed, accumulator: accumulator, file: file, line: line))
        }
    }

    /// Sends `elements` before the source's elements.
    @inlinable public func startWith(
        _ elements: Element..., file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("startWith", file, line) {
            Infallible(raw: asObservable()._startWith(elements))
        }
    }

    /// Passes on the first `count` elements, then completes.
    ///
    /// - Parameters:
    ///   - count: How many; negative is handled as by `Observable.take(_:)`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func take(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("take", file, line) {
            Infallible(raw: asObservable().take(count, file: file, line: line))
        }
    }

    /// Passes on elements for `duration`, then completes.
    @inlinable public func take(
        for duration: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("take(for:)", file, line) {
            Infallible(raw: asObservable().take(for: duration, scheduler: scheduler, file: file, line: line))
        }
    }

    /// Passes on elements until `other` sends an element or completes, then completes.
    @inlinable public func take<Source: InfallibleType>(
        until other: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("take(until:)", file, line) {
            Infallible(raw: asObservable().take(until: other.asObservable(), file: file, line: line))
        }
    }

    /// Passes on elements until `other` sends an element, then completes; the rules are
    /// those of `Observable.take(until:)`.
    ///
    /// - Parameters:
    ///   - other: The trigger. An error it sends ends the sequence and reaches the
    ///     subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func take<Source: ObservableType>(
        until other: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("take(until:)", file, line) {
            Infallible(raw: asObservable().take(until: other, file: file, line: line))
        }
    }

    /// Passes on elements until one satisfies `predicate`, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element. If it throws, the error ends the sequence and
    ///     reaches the subscriber (see `Infallible`).
    ///   - behavior: Whether the element that satisfied `predicate` is passed on.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("take(until:)", file, line) {
            Infallible(raw: asObservable().take(until: predicate, behavior: behavior, file: file, line: line))
        }
    }

    /// Passes on elements while they satisfy `predicate`, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element. If it throws, the error ends the sequence and
    ///     reaches the subscriber (see `Infallible`).
    ///   - behavior: Whether the first element that failed `predicate` is passed on.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("take(while:)", file, line) {
            Infallible(raw: asObservable().take(while: predicate, behavior: behavior, file: file, line: line))
        }
    }

    /// Drops the first `count` elements.
    ///
    /// - Parameters:
    ///   - count: How many; negative is handled as by `Observable.skip(_:)`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func skip(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("skip", file, line) {
            Infallible(raw: asObservable().skip(count, file: file, line: line))
        }
    }

    /// Drops elements while they satisfy `predicate`.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element until one fails it. If it throws, the
    ///     error ends the sequence and reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func skip(
        while predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("skip(while:)", file, line) {
            Infallible(raw: asObservable().skip(while: predicate, file: file, line: line))
        }
    }

    /// Drops elements until `other` sends an element.
    @inlinable public func skip<Source: InfallibleType>(
        until other: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("skip(until:)", file, line) {
            Infallible(raw: asObservable().skip(until: other.asObservable(), file: file, line: line))
        }
    }

    /// Drops elements until `other` sends an element; the rules are those of
    /// `Observable.skip(until:)`.
    ///
    /// - Parameters:
    ///   - other: The trigger. An error it sends ends the sequence and reaches the
    ///     subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func skip<Source: ObservableType>(
        until other: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("skip(until:)", file, line) {
            Infallible(raw: asObservable().skip(until: other, file: file, line: line))
        }
    }

    /// Shares one subscription to the source among subscribers, replaying the latest
    /// `replay` elements, as `Observable.share` does.
    @inlinable public func share(
        replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("share(replay:)", file, line) {
            Infallible(raw: asObservable().share(replay: replay, scope: scope, file: file, line: line))
        }
    }

    /// Sends the events on `scheduler`.
    @inlinable public func observe(
        on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("observe(on:)", file, line) {
            Infallible(raw: asObservable().observe(on: scheduler, file: file, line: line))
        }
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    @inlinable public func subscribe(
        on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("subscribe(on:)", file, line) {
            Infallible(raw: asObservable().subscribe(on: scheduler, file: file, line: line))
        }
    }

    /// Passes `obj` weakly with each element to `resultSelector`; completes once `obj` is
    /// gone.
    @inlinable public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Infallible<Out> {
        _assemble("withUnretained", file, line) {
            Infallible(raw: asObservable().withUnretained(obj, resultSelector: resultSelector, file: file, line: line))
        }
    }

    /// Pairs `obj`, held weakly, with each element; completes once `obj` is gone.
    @inlinable public func withUnretained<Object: AnyObject>(
        _ obj: Object, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<(Object, Element)> {
        _assemble("withUnretained", file, line) {
            Infallible(raw: asObservable().withUnretained(obj, file: file, line: line))
        }
    }

    /// Combines each element with the latest element of `second`, if it has sent one.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined with each element.
    ///   - resultSelector: Forms a result. If it throws, the error ends the sequence and
    ///     reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Infallible<ResultType> {
        _assemble("withLatestFrom", file, line) {
            Infallible(
                raw: asObservable().withLatestFrom(second, resultSelector: resultSelector, file: file, line: line))
        }
    }

    /// Sends the latest element of `second` for each element, if it has sent one.
    @inlinable public func withLatestFrom<Source: InfallibleType>(
        _ second: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Source.Element> {
        _assemble("withLatestFrom", file, line) {
            Infallible(raw: asObservable().withLatestFrom(second, file: file, line: line))
        }
    }

    /// Concatenates `second` after this sequence completes.
    ///
    /// - Parameters:
    ///   - second: Any sequence of the same elements. An error it sends ends the
    ///     sequence and reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func concat<Source: ObservableConvertibleType>(
        _ second: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element>
    where Source.Element == Element {
        _assemble("concat", file, line) {
            Infallible(raw: asObservable().concat(second, file: file, line: line))
        }
    }

    /// Concatenates the sequences of `sequence`, one after another.
    @inlinable public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        _assemble("concat", file, line) {
            Infallible(raw: Observable.concat(sequence.lazy.map(\._source), file: file, line: line))
        }
    }

    /// Concatenates the sequences of `collection`, one after another.
    @inlinable public static func concat<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        _assemble("concat", file, line) {
            Infallible(raw: Observable.concat(collection.map(\._source), file: file, line: line))
        }
    }

    /// Concatenates `sources`, one after another.
    @inlinable public static func concat(
        _ sources: Infallible<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("concat", file, line) {
            Infallible(raw: Observable.concat(sources.map(\._source), file: file, line: line))
        }
    }

    /// Merges the elements of the sequences of `sources`; completes when all have.
    @inlinable public static func merge<Collection: Swift.Collection>(
        _ sources: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        _assemble("merge", file, line) {
            Infallible(raw: Observable.merge(sources.map(\._source), file: file, line: line))
        }
    }

    /// Merges the elements of `sources`; completes when all have.
    @inlinable public static func merge(
        _ sources: [Infallible<Element>], file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("merge", file, line) {
            Infallible(raw: Observable.merge(sources.map(\._source), file: file, line: line))
        }
    }

    /// Merges the elements of `sources`; completes when all have.
    @inlinable public static func merge(
        _ sources: Infallible<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("merge", file, line) {
            Infallible(raw: Observable.merge(sources.map(\._source), file: file, line: line))
        }
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops each element equal to the one passed on before it.
    @inlinable public func distinctUntilChanged(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element>
    {
        _assemble("distinctUntilChanged", file, line) {
            Infallible(raw: asObservable().distinctUntilChanged(file: file, line: line))
        }
    }
}
