// The forms of two to eight sources are generated: Zip+Arity.swift.

extension ObservableType {
    /// Combines the elements of a collection of sources with `resultSelector`, one element
    /// of each source per result, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`, with one more way to complete, as
    /// RxSwift's collection `zip` has: an element that forms no result, arriving while every
    /// other source has completed, completes the result at once (a completed source with
    /// nothing queued can never pair it), and disposes every source. An empty collection
    /// completes at once, without calling `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in the collection's order.
    ///   - resultSelector: Forms a result from one element of each source, in the
    ///     collection's order; if it throws, the sequence fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The results, one per element index every source reached.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> where Collection.Element: ObservableType {
        _assemble("zip", file, line) {
            let sources = collection.map { $0.asObservable() }
            if sources.isEmpty {
                return Observable.empty(file: file, line: line)
            }
            return Producer((sources: sources, selector: resultSelector)) { producer, observer, lifetime in
                let sources = producer._state.sources
                let sink = CombiningSink<ZipCollectionStateMachine, [ZipQueue<Collection.Element.Element>], Element>(
                    arity: sources.count,
                    values: Array(repeating: ZipQueue(), count: sources.count),
                    result: { values, result in
                        var elements: [Collection.Element.Element] = []
                        elements.reserveCapacity(values.count)
                        for index in values.indices {
                            elements.append(values[index].removeFirst())
                        }
                        result = try producer._state.selector(elements)
                    },
                    downstream: observer,
                    parent: lifetime
                )
                for (index, source) in sources.enumerated() {
                    sink._subscribe(source, index) { values, index, element in values[index].append(element) }
                }
            }
        }
    }

    /// Combines the elements of a collection of sources into arrays, one element of each
    /// source per array, in order.
    ///
    /// The rules are those of `zip(_:resultSelector:)` on a collection. An empty collection
    /// completes at once, with no element.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in the collection's order.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: Arrays holding one element of each source, in the collection's order.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        _assemble("zip", file, line) {
            Observable<[Element]>.zip(collection, resultSelector: { $0 }, file: file, line: line)
        }
    }
}
