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
    @inlinable public func merge() -> Observable<Element.Element> {
        _merge(limit: Int.max, dropsWhenBusy: false) { $0 }
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
    /// - Parameter maxConcurrent: The most inner sequences subscribed at once. Zero or
    ///   negative gives an `RxError.argumentOutOfRange` error event instead, without
    ///   subscribing (RxSwift does not check it).
    /// - Returns: The merged sequence.
    @inlinable public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        if maxConcurrent <= 0 {
            return Observable.error(
                RxError.argumentOutOfRange(
                    reporting: "merge(maxConcurrent: \(maxConcurrent)): maxConcurrent must be positive"))
        }
        return _merge(limit: maxConcurrent, dropsWhenBusy: false) { $0 }
    }
}

extension ObservableType {
    /// Merges the elements of `sources` into one sequence, as they arrive.
    ///
    /// Every source is subscribed at once, in order. The result completes when all of them
    /// have completed (at once if `sources` is empty); the first error is passed on and
    /// disposes every subscription. See `merge()` for threading.
    ///
    /// - Parameter sources: The sequences to merge; iterated anew for each subscription.
    /// - Returns: The merged sequence.
    @inlinable public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Observable<Observable<Element>>._sentDuringSubscribe(sources).merge()
    }

    /// Merges the elements of `sources` into one sequence, as they arrive.
    ///
    /// Every source is subscribed at once, in order. The result completes when all of them
    /// have completed (at once if `sources` is empty); the first error is passed on and
    /// disposes every subscription. See `merge()` for threading.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence.
    @inlinable public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Observable<Element>>._sentDuringSubscribe(sources).merge()
    }

    /// Merges the elements of `sources` into one sequence, as they arrive.
    ///
    /// Every source is subscribed at once, in order. The result completes when all of them
    /// have completed (at once if no source is given); the first error is passed on and
    /// disposes every subscription. See `merge()` for threading.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence.
    @inlinable public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable<Observable<Element>>._sentDuringSubscribe(sources).merge()
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
}
