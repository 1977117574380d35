extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of every inner sequence into one sequence, as they arrive.
    ///
    /// Each inner sequence is subscribed when the outer sends it. The result completes when
    /// the outer and every inner have completed; the first error, from the outer or any
    /// inner, is passed on at once and disposes every subscription. The outer's subscription
    /// is disposed as soon as the outer completes.
    ///
    /// Inners may send from different threads at once: their events are serialized without
    /// a lock held while the observer runs (queue-drain), so the observer receives one event
    /// at a time; an event that arrives while another thread is delivering is delivered by
    /// that thread, right after.
    ///
    /// - Returns: The merged sequence.
    @inlinable public func merge(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element> {
        _assemble("merge", file, line) {
            _merge(limit: Int.max, dropsWhenBusy: false) { $0 }
        }
    }

    /// Merges the elements of the inner sequences into one sequence, with at most
    /// `maxConcurrent` inner sequences subscribed at once.
    ///
    /// An inner sequence that arrives while `maxConcurrent` others run waits, in order,
    /// until one of them completes. The result completes when the outer and every inner
    /// (including the waiting ones) have completed; the first error is passed on at once and
    /// disposes everything. Waiting inners are subscribed in a loop, so any number of inners
    /// that complete synchronously run without growing the stack. `merge(maxConcurrent: 1)`
    /// is `concat()`.
    ///
    /// - Parameters:
    ///   - maxConcurrent: The most inner sequences subscribed at once. Zero or
    ///     negative gives an `RxError.argumentOutOfRange` error event instead, without
    ///     subscribing (RxSwift does not check it).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged sequence.
    @inlinable public func merge(
        maxConcurrent: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element.Element> {
        _assemble("merge(maxConcurrent:)", file, line) {
            if maxConcurrent <= 0 {
                return Observable.error(
                    RxError.argumentOutOfRange(
                        reporting: "merge(maxConcurrent: \(maxConcurrent)): maxConcurrent must be positive"),
                    file: file, line: line)
            }
            return _merge(limit: maxConcurrent, dropsWhenBusy: false) { $0 }
        }
    }

    /// Merges the elements of the inner sequences into one sequence, with at most
    /// `maxConcurrent` inner sequences subscribed at once and at most `policy.limit` waiting
    /// for a slot.
    ///
    /// `merge(maxConcurrent:)` (RxSwift's operator) keeps every inner that arrives while
    /// `maxConcurrent` others run, so an outer faster than its inners grows memory without
    /// bound. This overload, which RxSwift lacks, applies `policy` to the waiting inners
    /// instead: `.dropNewest(limit:)` drops the inner that arrives to a full queue,
    /// `.dropOldest(limit:)` (and `.keepLatest`) the longest-waiting one, and `.fail(limit:)`
    /// ends the result with a `BufferOverflowError` naming the operator and the limit. Each
    /// dropped inner (never subscribed) is reported through `Hooks.droppedElementsHandler`
    /// as it is dropped. `.unbounded` is exactly `merge(maxConcurrent:)`. Everything else is
    /// as `merge(maxConcurrent:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrent: The most inner sequences subscribed at once; zero or negative
    ///     gives an `RxError.argumentOutOfRange` error event instead, without subscribing.
    ///   - policy: What happens to an inner that arrives while `policy.limit` wait. A
    ///     limit below 1, and `.block` (a slot frees when an inner completes, on a thread
    ///     Rheo cannot tell apart from the one that would wait), give
    ///     `RxError.argumentOutOfRange` without subscribing, explained through
    ///     `Hooks.argumentOutOfRangeHandler`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged sequence.
    @inlinable public func merge(
        maxConcurrent: Int, buffer policy: BufferPolicy, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element.Element> {
        if policy._kind == .unbounded {
            return merge(maxConcurrent: maxConcurrent, file: file, line: line)
        }
        return _assemble("merge(maxConcurrent:buffer:)", file, line) {
            let refusal =
                maxConcurrent <= 0
                ? "merge(maxConcurrent: \(maxConcurrent), buffer:): maxConcurrent must be positive"
                : MergePendingBound.refusal(of: policy, call: "merge(maxConcurrent: \(maxConcurrent), buffer:")
            if let refusal {
                return Observable.error(RxError.argumentOutOfRange(reporting: refusal), file: file, line: line)
            }
            return _mergeBounded(limit: maxConcurrent, policy: policy, operatorName: "merge(maxConcurrent:buffer:)") {
                $0
            }
        }
    }
}

extension ObservableType {
    /// Merges the elements of `sources` into one sequence, as they arrive.
    ///
    /// Every source is subscribed at once, in order. The result completes when all of them
    /// have completed (at once if `sources` is empty); the first error is passed on and
    /// disposes every subscription. See `merge()` for threading.
    ///
    /// - Parameters:
    ///   - sources: The sequences to merge; iterated anew for each subscription.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged sequence.
    @inlinable public static func merge<Collection: Swift.Collection>(
        _ sources: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        _assemble("merge", file, line) {
            Observable<Observable<Element>>._sentDuringSubscribe(sources).merge(file: file, line: line)
        }
    }

    /// Merges the elements of `sources` into one sequence, as they arrive.
    ///
    /// Every source is subscribed at once, in order. The result completes when all of them
    /// have completed (at once if `sources` is empty); the first error is passed on and
    /// disposes every subscription. See `merge()` for threading.
    ///
    /// - Parameters:
    ///   - sources: The sequences to merge.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged sequence.
    @inlinable public static func merge(
        _ sources: [Observable<Element>], file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("merge", file, line) {
            Observable<Observable<Element>>._sentDuringSubscribe(sources).merge(file: file, line: line)
        }
    }

    /// Merges the elements of `sources` into one sequence, as they arrive.
    ///
    /// Every source is subscribed at once, in order. The result completes when all of them
    /// have completed (at once if no source is given); the first error is passed on and
    /// disposes every subscription. See `merge()` for threading.
    ///
    /// - Parameters:
    ///   - sources: The sequences to merge.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged sequence.
    @inlinable public static func merge(
        _ sources: Observable<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("merge", file, line) {
            Observable<Observable<Element>>._sentDuringSubscribe(sources).merge(file: file, line: line)
        }
    }

    /// The merge family's one producer: each element is mapped by `selector` to an inner
    /// sequence, subscribed while fewer than `limit` run (else queued, or dropped when
    /// `dropsWhenBusy`).
    @inlinable func _merge<Source: ObservableConvertibleType>(
        limit: Int, dropsWhenBusy: Bool, selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Producer((source: asObservable(), limit: limit, dropsWhenBusy: dropsWhenBusy, selector: selector)) {
            producer, observer, lifetime in
            let state = producer._state
            let sink = MergeSink(
                limit: state.limit, dropsWhenBusy: state.dropsWhenBusy, selector: state.selector, downstream: observer,
                parent: lifetime)
            state.source._subscribe(EventSink { sink.on($0) }, sink._outerLifetime)
        }
    }

    /// `_merge` with the queue of waiting inners bounded by `policy`
    /// (`merge(maxConcurrent:buffer:)`, `concatMap(buffer:)`); `policy` is `.dropNewest`,
    /// `.dropOldest` or `.fail` with a limit of at least 1 (`MergePendingBound.refusal`).
    @inlinable func _mergeBounded<Source: ObservableConvertibleType>(
        limit: Int, policy: BufferPolicy, operatorName: String, selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Producer((source: asObservable(), limit: limit, policy: policy, operatorName: operatorName, selector: selector))
        {
            producer, observer, lifetime in
            let state = producer._state
            let bound = MergePendingBound(
                policy: state.policy, operatorName: state.operatorName, site: _assemblySite(of: producer))
            let sink = MergeSink(
                limit: state.limit, dropsWhenBusy: false, bound: bound, selector: state.selector, downstream: observer,
                parent: lifetime)
            state.source._subscribe(EventSink { sink.on($0) }, sink._outerLifetime)
        }
    }
}
