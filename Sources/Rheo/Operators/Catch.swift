extension ObservableType {
    /// Continues with the sequence `handler` returns when the source fails.
    ///
    /// The source's elements and completion pass through. At its error, the source is
    /// disposed, `handler` is called with the error, and what it returns is subscribed; its
    /// events pass through, an error included (it is not handled again).
    ///
    /// - Parameter handler: Maps the source's error to the sequence to continue with. If it
    ///   throws, the result fails with the thrown error.
    /// - Returns: The sequence with the error handled.
    @inlinable public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer((source: asObservable(), handler: handler)) { producer, observer, lifetime in
            var turn = 0
            let sink = SourceSequenceSink(
                movesOnError: true,
                nextSource: { error in
                    turn += 1
                    if turn == 1 {
                        return producer.state.source
                    }
                    guard turn == 2, let error else {
                        return nil
                    }
                    return try producer.state.handler(error)
                }, downstream: observer, parent: lifetime)
            sink._moveNext(after: nil)
        }
    }

    /// Ends with `element`, then completes, when the source fails.
    ///
    /// - Parameter element: The last element, sent in place of the source's error.
    /// - Returns: The sequence with the error replaced.
    @inlinable public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in Observable.just(element) }
    }

    /// Subscribes the observables of `sequence` one after another, moving on whenever one
    /// fails, until one completes.
    ///
    /// Each one's elements pass through; the first completion completes the result. If the
    /// last one fails, its error is passed on; an empty `sequence` completes at once (as
    /// RxSwift). `sequence` is iterated anew for each subscription, lazily. Observables that
    /// fail synchronously are subscribed in a loop, not recursively.
    ///
    /// - Parameter sequence: The observables to try, in order.
    /// - Returns: The sequence with errors handled.
    @inlinable public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Producer(sequence) { producer, observer, lifetime in
            var iterator = producer.state.makeIterator()
            let sink = SourceSequenceSink(
                movesOnError: true, nextSource: { _ in iterator.next() }, downstream: observer, parent: lifetime)
            sink._moveNext(after: nil)
        }
    }
}
