extension ObservableType {
    /// Combines the elements of two sources with `resultSelector`, one element of each
    /// source per result, in order: the first elements of each form the first result, the
    /// second elements the second, and so on.
    ///
    /// Elements a source sends ahead of the other wait in a queue for the other's element
    /// of the same index. A source is disposed when it completes. The result completes as
    /// soon as a source has completed with nothing of it left queued, since no result can
    /// be formed any more, and then disposes every source. An error from any source, or
    /// thrown by `resultSelector`, is passed on at once and disposes every source.
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
    /// Rheo deviation: RxSwift completes only once every source has completed, or when an
    /// element that cannot be paired arrives while all the others have; Rheo completes as
    /// soon as no result can be formed any more, as RxJava does, instead of queueing the
    /// other sources' elements for nothing.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - resultSelector: Forms a result from one element of each source; if it throws,
    ///     the sequence fails with that error.
    /// - Returns: The results, one per element index every source reached.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<ZipStateMachine, (ZipQueue<O1.Element>, ZipQueue<O2.Element>), Element>(arity: 2, values: (ZipQueue(), ZipQueue()), result: { values, result in
                result = try producer.state.selector(values.0.removeFirst(), values.1.removeFirst())
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0.append(element) }
            sink._subscribe(sources.1, 1) { values, _, element in values.1.append(element) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the elements of two sources into tuples, one element of each source per
    /// tuple, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    /// - Returns: The tuples.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    /// Combines the elements of a collection of sources with `resultSelector`, one element
    /// of each source per result, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`. An empty collection completes at
    /// once, without calling `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in the collection's order.
    ///   - resultSelector: Forms a result from one element of each source, in the
    ///     collection's order; if it throws, the sequence fails with that error.
    /// - Returns: The results, one per element index every source reached.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        if sources.isEmpty {
            return Observable.empty()
        }
        return Producer((sources: sources, selector: resultSelector)) { producer, observer, lifetime in
            let sources = producer.state.sources
            let sink = CombiningSink<ZipStateMachine, [ZipQueue<Collection.Element.Element>], Element>(
                arity: sources.count,
                values: Array(repeating: ZipQueue(), count: sources.count),
                result: { values, result in
                    var elements: [Collection.Element.Element] = []
                    elements.reserveCapacity(values.count)
                    for index in values.indices {
                        elements.append(values[index].removeFirst())
                    }
                    result = try producer.state.selector(elements)
                },
                downstream: observer,
                parent: lifetime
            )
            for (index, source) in sources.enumerated() {
                sink._subscribe(source, index) { values, index, element in values[index].append(element) }
            }
        }
    }

    /// Combines the elements of a collection of sources into arrays, one element of each
    /// source per array, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`. An empty collection completes at
    /// once, with no element.
    ///
    /// - Parameter collection: The sources, subscribed in the collection's order.
    /// - Returns: Arrays holding one element of each source, in the collection's order.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}
