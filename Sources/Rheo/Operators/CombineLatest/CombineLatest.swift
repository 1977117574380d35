// The forms of two to eight sources are generated: CombineLatest+Arity.swift.

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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The results.
    @inlinable public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> where Collection.Element: ObservableType {
        _assemble("combineLatest", file, line) {
            let sources = collection.map { $0.asObservable() }
            if sources.isEmpty {
                return Producer(resultSelector) { producer, observer, lifetime in
                    let result: Element
                    do {
                        result = try producer._state([])
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
                let sources = producer._state.sources
                let sink = CombiningSink<CombineLatestStateMachine, [Collection.Element.Element?], Element>(
                    arity: sources.count,
                    values: Array(repeating: nil, count: sources.count),
                    result: { values, result in
                        result = try producer._state.selector(values.map { $0! })
                    },
                    downstream: observer,
                    parent: lifetime
                )
                for (index, source) in sources.enumerated() {
                    sink._subscribe(source, index) { values, index, element in values[index] = element }
                }
            }
        }
    }

    /// Combines the latest elements of a collection of sources into arrays, each time one
    /// of them sends an element, once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`. An empty collection
    /// sends `[]` and completes at once, as in RxSwift.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in the collection's order.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: Arrays holding the latest element of each source, in the collection's
    ///   order.
    @inlinable public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        _assemble("combineLatest", file, line) {
            Observable<[Element]>.combineLatest(collection, resultSelector: { $0 }, file: file, line: line)
        }
    }
}
