// The operators of shared sequences, as RxCocoa has them. Each applies the `Observable`
// operator of the same name, whose per-event path is specialized in the caller's module
// (these functions are `@inlinable` for that reason), and shares the result by the
// strategy again. Closures here cannot throw: a shared sequence never fails.

extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    ///
    /// - Parameter selector: Transforms an element.
    /// - Returns: The shared sequence of transformed elements.
    @inlinable public func map<Result>(
        _ selector: @escaping (Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms each element with `selector` and passes on the non-nil results.
    ///
    /// - Parameter selector: Transforms an element; nil drops it.
    /// - Returns: The shared sequence of non-nil results.
    @inlinable public func compactMap<Result>(
        _ selector: @escaping (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Passes on the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: True keeps an element.
    /// - Returns: The shared sequence of kept elements.
    @inlinable public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Maps each element to a shared sequence and sends the elements of the latest one,
    /// disposing the previous one.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: A shared sequence of the inner sequences' strategy.
    @inlinable public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a shared sequence, ignoring elements that arrive while the
    /// previous inner sequence is still running.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: A shared sequence of the inner sequences' strategy.
    @inlinable public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a shared sequence and merges the elements of all of them.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: A shared sequence of the inner sequences' strategy.
    @inlinable public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Calls the given handlers for the sequence's events, subscription and disposal, and
    /// passes the events on unchanged; see `Observable.do`.
    ///
    /// - Parameters:
    ///   - onNext: Runs before an element is passed on.
    ///   - afterNext: Runs after an element is passed on.
    ///   - onCompleted: Runs before the completion is passed on.
    ///   - afterCompleted: Runs after the completion is passed on.
    ///   - onSubscribe: Runs before each subscription to the source.
    ///   - onSubscribed: Runs after each subscription to the source.
    ///   - onDispose: Runs when each subscription ends.
    /// - Returns: The shared sequence, unchanged.
    @inlinable public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                onNext: onNext, afterNext: afterNext,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            ))
    }

    /// Prints the subscription, every event and the disposal; see `Observable.debug`.
    ///
    /// - Parameters:
    ///   - identifier: Names the sequence in the output; nil uses the call's location.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The calling file, for the default identifier; leave the default.
    ///   - line: The calling line, for the default identifier; leave the default.
    ///   - function: The calling function, for the default identifier; leave the default.
    /// - Returns: The shared sequence, unchanged.
    @inlinable public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Drops each element whose key equals that of the element passed on before it.
    ///
    /// - Parameter keySelector: Computes an element's key.
    /// - Returns: The shared sequence without consecutive elements of equal keys.
    @inlinable public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops each element that `comparer` finds equal to the element passed on before it.
    ///
    /// - Parameter comparer: True when the two elements are equal.
    /// - Returns: The shared sequence without consecutive equal elements.
    @inlinable public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops each element whose key `comparer` finds equal to that of the element passed
    /// on before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes an element's key.
    ///   - comparer: True when the two keys are equal.
    /// - Returns: The shared sequence without consecutive elements of equal keys.
    @inlinable public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops each element whose property at `keyPath` equals that of the element passed on
    /// before it.
    ///
    /// - Parameter keyPath: The property to compare.
    /// - Returns: The shared sequence without consecutive elements of equal properties.
    @inlinable public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Sends `element` first, then the elements of the sequence.
    ///
    /// - Parameter element: The element sent on subscription.
    /// - Returns: The shared sequence.
    @inlinable public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Sends each intermediate result of folding the elements with `accumulator`, starting
    /// from `seed`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Folds an element into the accumulated value.
    /// - Returns: The shared sequence of accumulated values.
    @inlinable public func scan<A>(
        _ seed: A, accumulator: @escaping (A, Element) -> A
    ) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Sends each intermediate result of folding the elements into `seed` in place.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Folds an element into the accumulated value, in place.
    /// - Returns: The shared sequence of accumulated values.
    @inlinable public func scan<A>(
        into seed: A, accumulator: @escaping (inout A, Element) -> Void
    ) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Drops the first `count` elements.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The shared sequence without its first `count` elements. A negative `count`
    ///   skips nothing, as in RxCocoa; the misuse is reported through
    ///   `Hooks.contractViolationHandler` when `skip` is called.
    @inlinable public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Pairs each element with its index, from 0.
    ///
    /// - Returns: The shared sequence of `(index, element)` pairs.
    @inlinable public func enumerated() -> SharedSequence<SharingStrategy, (index: Int, element: Element)> {
        SharedSequence(asObservable().enumerated())
    }

    /// Combines each element with `obj`, held weakly, using `resultSelector`; completes
    /// when an element arrives after `obj` is gone.
    ///
    /// - Parameters:
    ///   - obj: The object to pass along, weakly referenced.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The shared sequence of combined values.
    @inlinable public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; completes when an element arrives after
    /// `obj` is gone.
    ///
    /// - Parameter obj: The object to pass along, weakly referenced.
    /// - Returns: The shared sequence of `(object, element)` pairs.
    @inlinable public func withUnretained<Object: AnyObject>(
        _ obj: Object
    ) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }

    /// Combines each element with the latest element of `second`, if it has sent one.
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is taken; it may have another
    ///     strategy, as a `Signal` of taps sampling a `Driver` of form values.
    ///   - resultSelector: Combines an element and the latest of `second`.
    /// - Returns: The shared sequence of combined values.
    @inlinable public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO,
        resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> {
        SharedSequence(
            asObservable().withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Sends the latest element of `second` at each element of the sequence, if `second`
    /// has sent one.
    ///
    /// - Parameter second: The shared sequence whose latest element is taken; it may have
    ///   another strategy, as a `Signal` of taps sampling a `Driver` of form values.
    /// - Returns: The shared sequence of `second`'s elements.
    @inlinable public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(
        _ second: SecondO
    ) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence().asObservable()))
    }

    /// Sends the latest element of the sequence each time `sampler` sends an element, if
    /// the sequence sent one since the previous sample (otherwise `defaultValue`, if given).
    ///
    /// - Parameters:
    ///   - sampler: The shared sequence whose elements trigger samples.
    ///   - defaultValue: Sent for a sample when nothing new arrived; nil sends nothing.
    /// - Returns: The shared sequence of samples.
    @inlinable public func sample<Sampler: SharedSequenceConvertibleType>(
        _ sampler: Sampler, defaultValue: Element? = nil
    ) -> SharedSequence<SharingStrategy, Element> where Sampler.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().sample(sampler.asSharedSequence().asObservable(), defaultValue: defaultValue))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the element passed on before it.
    ///
    /// - Returns: The shared sequence without consecutive equal elements.
    @inlinable public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

// The outer and inner strategies may differ, as in RxCocoa: the result is of the inner
// kind (`Driver<Signal<Int>>.switchLatest()` is a `Signal<Int>`), shared by the inner
// strategy. Nothing moves delivery: the elements come on the inner sequences' scheduler,
// the completion on the outer one's.
extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Sends the elements of the latest inner shared sequence, disposing the previous one.
    ///
    /// - Returns: A shared sequence of the inner sequences' strategy, which completes when
    ///   the outer sequence and the latest inner one have completed.
    @inlinable public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// Merges the elements of every inner shared sequence, as they arrive.
    ///
    /// - Returns: A shared sequence of the inner sequences' strategy, which completes when
    ///   the outer sequence and every inner one have completed.
    @inlinable public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Merges the elements of the inner shared sequences, with at most `maxConcurrent` of
    /// them subscribed at once.
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at once.
    /// - Returns: The merged shared sequence, of the inner sequences' strategy. A zero or
    ///   negative `maxConcurrent` is reported through `Hooks.contractViolationHandler` at
    ///   subscription, and the sequence completes (a shared sequence never fails).
    @inlinable public func merge(
        maxConcurrent: Int
    ) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        if maxConcurrent <= 0 {
            return SharedSequence(
                raw: _reportingContractViolation(
                    "merge(maxConcurrent: \(maxConcurrent)): maxConcurrent must be positive"))
        }
        return SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}
