extension ObservableType {
    /// Combines the latest elements of two sources with `resultSelector`, each time one of
    /// them sends an element, once both have sent one.
    ///
    /// Elements sent before every source has sent one are remembered (the latest of each)
    /// but form no result. A source is disposed when it completes, and its latest element
    /// stays in use. The result completes when every source has completed, or when an
    /// element arrives that can form no result while every other source has completed (one
    /// completed without sending anything), and then disposes every source. An error from
    /// any source, or thrown by `resultSelector`, is passed on at once and disposes every
    /// source.
    ///
    /// Source events, on any threads, are serialized without a lock: `resultSelector` and
    /// the observer run one event at a time, never under a lock. An event that arrives while
    /// another is being handled (on another thread, or sent into a source from inside the
    /// observer) is queued and handled right after, by the thread already inside, so a
    /// result may be delivered on another source's thread.
    ///
    /// The sources are subscribed in order; if the result ends while one is being
    /// subscribed (it fails synchronously), the later ones are not subscribed at all.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - resultSelector: Forms a result from the latest element of each source; if it
    ///     throws, the sequence fails with that error.
    /// - Returns: The results.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<CombineLatestStateMachine, (O1.Element?, O2.Element?), Element>(arity: 2, values: (nil, nil), result: { values, result in
                result = try producer.state.selector(values.0!, values.1!)
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0 = element }
            sink._subscribe(sources.1, 1) { values, _, element in values.1 = element }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of two sources into tuples, each time one of them
    /// sends an element, once both have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    /// - Returns: The tuples.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    /// Combines the latest elements of a collection of sources with `resultSelector`, each
    /// time one of them sends an element, once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`. An empty collection
    /// sends `resultSelector([])` and completes at once, as in RxSwift.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in the collection's order.
    ///   - resultSelector: Forms a result from the latest element of each source, in the
    ///     collection's order; if it throws, the sequence fails with that error.
    /// - Returns: The results.
    @inlinable public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        if sources.isEmpty {
            return Producer(resultSelector) { producer, observer, lifetime in
                let result: Element
                do {
                    result = try producer.state([])
                } catch {
                    observer.on(.error(error))
                    return
                }
                observer.on(.next(result))
                if !lifetime.isDisposed {
                    observer.on(.completed)
                }
            }
        }
        return Producer((sources: sources, selector: resultSelector)) { producer, observer, lifetime in
            let sources = producer.state.sources
            let sink = CombiningSink<CombineLatestStateMachine, [Collection.Element.Element?], Element>(
                arity: sources.count,
                values: Array(repeating: nil, count: sources.count),
                result: { values, result in
                    result = try producer.state.selector(values.map { $0! })
                },
                downstream: observer,
                parent: lifetime
            )
            for (index, source) in sources.enumerated() {
                sink._subscribe(source, index) { values, index, element in values[index] = element }
            }
        }
    }

    /// Combines the latest elements of a collection of sources into arrays, each time one
    /// of them sends an element, once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`. An empty collection
    /// sends `[]` and completes at once, as in RxSwift.
    ///
    /// - Parameter collection: The sources, subscribed in the collection's order.
    /// - Returns: Arrays holding the latest element of each source, in the collection's
    ///   order.
    @inlinable public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}
