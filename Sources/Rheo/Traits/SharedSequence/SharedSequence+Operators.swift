// The operators of shared sequences, as RxCocoa has them. Each applies the `Observable`
// operator of the same name, whose per-event path is specialized in the caller's module
// (these functions are `@inlinable` for that reason), and shares the result by the
// strategy again. Closures here cannot throw: a shared sequence never fails.

extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    ///
    /// - Parameters:
    ///   - selector: Transforms an element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of transformed elements.
    @inlinable public func map<Result>(
        _ selector: @escaping (Element) -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Result> {
        _assemble("map", file, line) {
            SharedSequence(asObservable().map(selector, file: file, line: line))
        }
    }

    /// Transforms each element with `selector` and passes on the non-nil results.
    ///
    /// - Parameters:
    ///   - selector: Transforms an element; nil drops it.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of non-nil results.
    @inlinable public func compactMap<Result>(
        _ selector: @escaping (Element) -> Result?, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Result> {
        _assemble("compactMap", file, line) {
            SharedSequence(asObservable().compactMap(selector, file: file, line: line))
        }
    }

    /// Passes on the elements that satisfy `predicate`.
    ///
    /// - Parameters:
    ///   - predicate: True keeps an element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of kept elements.
    @inlinable public func filter(
        _ predicate: @escaping (Element) -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("filter", file, line) {
            SharedSequence(asObservable().filter(predicate, file: file, line: line))
        }
    }

    /// Maps each element to a shared sequence and sends the elements of the latest one,
    /// disposing the previous one.
    ///
    /// - Parameters:
    ///   - selector: Makes the inner sequence for an element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A shared sequence of the inner sequences' strategy.
    @inlinable public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<Sharing, Result> {
        _assemble("flatMapLatest", file, line) {
            SharedSequence(asObservable().flatMapLatest(selector, file: file, line: line))
        }
    }

    /// Maps each element to a shared sequence, ignoring elements that arrive while the
    /// previous inner sequence is still running.
    ///
    /// - Parameters:
    ///   - selector: Makes the inner sequence for an element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A shared sequence of the inner sequences' strategy.
    @inlinable public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<Sharing, Result> {
        _assemble("flatMapFirst", file, line) {
            SharedSequence(asObservable().flatMapFirst(selector, file: file, line: line))
        }
    }

    /// Maps each element to a shared sequence and merges the elements of all of them.
    ///
    /// - Parameters:
    ///   - selector: Makes the inner sequence for an element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A shared sequence of the inner sequences' strategy.
    @inlinable public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<Sharing, Result> {
        _assemble("flatMap", file, line) {
            SharedSequence(asObservable().flatMap(selector, file: file, line: line))
        }
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence, unchanged.
    @inlinable public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("do", file, line) {
            SharedSequence(
                asObservable().do(
                    onNext: onNext, afterNext: afterNext,
                    onCompleted: onCompleted, afterCompleted: afterCompleted,
                    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, file: file, line: line
                ))
        }
    }

    /// Prints the subscription, every event and the disposal; see `Observable.debug`.
    ///
    /// - Parameters:
    ///   - identifier: Names the sequence in the output; nil uses the call's location.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The calling file, for the default identifier; leave the default.
    ///   - line: The calling line, for the default identifier; leave the default.
    ///   - function: The calling function, for the default identifier; leave the default.
    ///   - fileID: The calling file as `#fileID` writes it, recorded as the stage's site while
    ///     assembly tracking is on (`file` is RxSwift's, a path); leave the default.
    /// - Returns: The shared sequence, unchanged.
    @inlinable public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function,
        fileID: StaticString = #fileID
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("debug", fileID, line) {
            SharedSequence(
                asObservable().debug(
                    identifier, trimOutput: trimOutput, file: file, line: line, function: function, fileID: fileID))
        }
    }

    /// Drops each element whose key equals that of the element passed on before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes an element's key.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence without consecutive elements of equal keys.
    @inlinable public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("distinctUntilChanged", file, line) {
            SharedSequence(asObservable().distinctUntilChanged(keySelector, file: file, line: line))
        }
    }

    /// Drops each element that `comparer` finds equal to the element passed on before it.
    ///
    /// - Parameters:
    ///   - comparer: True when the two elements are equal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence without consecutive equal elements.
    @inlinable public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("distinctUntilChanged", file, line) {
            SharedSequence(asObservable().distinctUntilChanged(comparer, file: file, line: line))
        }
    }

    /// Drops each element whose key `comparer` finds equal to that of the element passed
    /// on before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes an element's key.
    ///   - comparer: True when the two keys are equal.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence without consecutive elements of equal keys.
    @inlinable public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("distinctUntilChanged", file, line) {
            SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer, file: file, line: line))
        }
    }

    /// Drops each element whose property at `keyPath` equals that of the element passed on
    /// before it.
    ///
    /// - Parameters:
    ///   - keyPath: The property to compare.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence without consecutive elements of equal properties.
    @inlinable public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("distinctUntilChanged(at:)", file, line) {
            SharedSequence(asObservable().distinctUntilChanged(at: keyPath, file: file, line: line))
        }
    }

    /// Sends `element` first, then the elements of the sequence.
    ///
    /// - Parameters:
    ///   - element: The element sent on subscription.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence.
    @inlinable public func startWith(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("startWith", file, line) {
            SharedSequence(asObservable().startWith(element, file: file, line: line))
        }
    }

    /// Sends each intermediate result of folding the elements with `accumulator`, starting
    /// from `seed`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Folds an element into the accumulated value.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of accumulated values.
    @inlinable public func scan<A>(
        _ seed: A, accumulator: @escaping (A, Element) -> A, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, A> {
        _assemble("scan", file, line) {
            SharedSequence(asObservable().scan(seed, accumulator: accumulator, file: file, line: line))
        }
    }

    /// Sends each intermediate result of folding the elements into `seed` in place.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Folds an element into the accumulated value, in place.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of accumulated values.
    @inlinable public func scan<A>(
        into seed: A, accumulator: @escaping (inout A, Element) -> Void, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<SharingStrategy, A> {
        _assemble("scan(into:)", file, line) {
            SharedSequence(asObservable().scan(into: seed, accumulator: accumulator, file: file, line: line))
        }
    }

    /// Drops the first `count` elements.
    ///
    /// - Parameters:
    ///   - count: How many elements to drop.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence without its first `count` elements. A negative `count`
    ///   skips nothing, as in RxCocoa; the misuse is reported through
    ///   `Hooks.contractViolationHandler` when `skip` is called.
    @inlinable public func skip(
        _ count: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("skip", file, line) {
            SharedSequence(asObservable().skip(count, file: file, line: line))
        }
    }

    /// Pairs each element with its index, from 0.
    ///
    /// - Returns: The shared sequence of `(index, element)` pairs.
    @inlinable public func enumerated(
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, (index: Int, element: Element)> {
        _assemble("enumerated", file, line) {
            SharedSequence(asObservable().enumerated(file: file, line: line))
        }
    }

    /// Combines each element with `obj`, held weakly, using `resultSelector`; completes
    /// when an element arrives after `obj` is gone.
    ///
    /// - Parameters:
    ///   - obj: The object to pass along, weakly referenced.
    ///   - resultSelector: Combines the object and an element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of combined values.
    @inlinable public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Out> {
        _assemble("withUnretained", file, line) {
            SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector, file: file, line: line))
        }
    }

    /// Pairs each element with `obj`, held weakly; completes when an element arrives after
    /// `obj` is gone.
    ///
    /// - Parameters:
    ///   - obj: The object to pass along, weakly referenced.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of `(object, element)` pairs.
    @inlinable public func withUnretained<Object: AnyObject>(
        _ obj: Object, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, (Object, Element)> {
        _assemble("withUnretained", file, line) {
            SharedSequence(asObservable().withUnretained(obj, file: file, line: line))
        }
    }

    /// Combines each element with the latest element of `second`, if it has sent one.
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is taken; it may have another
    ///     strategy, as a `Signal` of taps sampling a `Driver` of form values.
    ///   - resultSelector: Combines an element and the latest of `second`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of combined values.
    @inlinable public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO,
        resultSelector: @escaping (Element, SecondO.Element) -> ResultType, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<SharingStrategy, ResultType> {
        _assemble("withLatestFrom", file, line) {
            SharedSequence(
                asObservable().withLatestFrom(
                    second.asSharedSequence().asObservable(), resultSelector: resultSelector, file: file, line: line))
        }
    }

    /// Sends the latest element of `second` at each element of the sequence, if `second`
    /// has sent one.
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is taken; it may have
    ///     another strategy, as a `Signal` of taps sampling a `Driver` of form values.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of `second`'s elements.
    @inlinable public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(
        _ second: SecondO, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, SecondO.Element> {
        _assemble("withLatestFrom", file, line) {
            SharedSequence(
                asObservable().withLatestFrom(second.asSharedSequence().asObservable(), file: file, line: line))
        }
    }

    /// Sends the latest element of the sequence each time `sampler` sends an element, if
    /// the sequence sent one since the previous sample (otherwise `defaultValue`, if given).
    ///
    /// - Parameters:
    ///   - sampler: The shared sequence whose elements trigger samples.
    ///   - defaultValue: Sent for a sample when nothing new arrived; nil sends nothing.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of samples.
    @inlinable public func sample<Sampler: SharedSequenceConvertibleType>(
        _ sampler: Sampler, defaultValue: Element? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> where Sampler.SharingStrategy == SharingStrategy {
        _assemble("sample", file, line) {
            SharedSequence(
                asObservable().sample(
                    sampler.asSharedSequence().asObservable(), defaultValue: defaultValue, file: file, line: line))
        }
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the element passed on before it.
    ///
    /// - Returns: The shared sequence without consecutive equal elements.
    @inlinable public func distinctUntilChanged(
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("distinctUntilChanged", file, line) {
            SharedSequence(asObservable().distinctUntilChanged(file: file, line: line))
        }
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
    @inlinable public func switchLatest(
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        _assemble("switchLatest", file, line) {
            SharedSequence(
                asObservable().map({ $0.asSharedSequence() }, file: file, line: line).switchLatest(
                    file: file, line: line))
        }
    }

    /// Merges the elements of every inner shared sequence, as they arrive.
    ///
    /// - Returns: A shared sequence of the inner sequences' strategy, which completes when
    ///   the outer sequence and every inner one have completed.
    @inlinable public func merge(
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        _assemble("merge", file, line) {
            SharedSequence(
                asObservable().map({ $0.asSharedSequence() }, file: file, line: line).merge(file: file, line: line))
        }
    }

    /// Merges the elements of the inner shared sequences, with at most `maxConcurrent` of
    /// them subscribed at once.
    ///
    /// - Parameters:
    ///   - maxConcurrent: The most inner sequences subscribed at once.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged shared sequence, of the inner sequences' strategy. A zero or
    ///   negative `maxConcurrent` is reported through `Hooks.contractViolationHandler` at
    ///   subscription, and the sequence completes (a shared sequence never fails).
    @inlinable public func merge(
        maxConcurrent: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        _assemble("merge(maxConcurrent:)", file, line) {
            if maxConcurrent <= 0 {
                return SharedSequence(
                    raw: _reportingContractViolation(
                        "merge(maxConcurrent: \(maxConcurrent)): maxConcurrent must be positive", file, line))
            }
            return SharedSequence(
                asObservable().map({ $0.asSharedSequence() }, file: file, line: line).merge(
                    maxConcurrent: maxConcurrent, file: file, line: line))
        }
    }
}
