// The overloads for three to eight sources; each is the two-source form with more
// sources, sharing one sink (`CombiningSink`) for every arity.

extension ObservableType {
    /// Combines the elements of three sources with `resultSelector`, one element of each source per result, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results, one per element index all sources reached.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<ZipStateMachine, (ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>), Element>(arity: 3, values: (ZipQueue(), ZipQueue(), ZipQueue()), result: { values, result in
                result = try producer.state.selector(values.0.removeFirst(), values.1.removeFirst(), values.2.removeFirst())
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0.append(element) }
            sink._subscribe(sources.1, 1) { values, _, element in values.1.append(element) }
            sink._subscribe(sources.2, 2) { values, _, element in values.2.append(element) }
        }
    }

    /// Combines the elements of four sources with `resultSelector`, one element of each source per result, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results, one per element index all sources reached.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<ZipStateMachine, (ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>), Element>(arity: 4, values: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()), result: { values, result in
                result = try producer.state.selector(values.0.removeFirst(), values.1.removeFirst(), values.2.removeFirst(), values.3.removeFirst())
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0.append(element) }
            sink._subscribe(sources.1, 1) { values, _, element in values.1.append(element) }
            sink._subscribe(sources.2, 2) { values, _, element in values.2.append(element) }
            sink._subscribe(sources.3, 3) { values, _, element in values.3.append(element) }
        }
    }

    /// Combines the elements of five sources with `resultSelector`, one element of each source per result, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results, one per element index all sources reached.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<ZipStateMachine, (ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>, ZipQueue<O5.Element>), Element>(arity: 5, values: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()), result: { values, result in
                result = try producer.state.selector(values.0.removeFirst(), values.1.removeFirst(), values.2.removeFirst(), values.3.removeFirst(), values.4.removeFirst())
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0.append(element) }
            sink._subscribe(sources.1, 1) { values, _, element in values.1.append(element) }
            sink._subscribe(sources.2, 2) { values, _, element in values.2.append(element) }
            sink._subscribe(sources.3, 3) { values, _, element in values.3.append(element) }
            sink._subscribe(sources.4, 4) { values, _, element in values.4.append(element) }
        }
    }

    /// Combines the elements of six sources with `resultSelector`, one element of each source per result, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results, one per element index all sources reached.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<ZipStateMachine, (ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>, ZipQueue<O5.Element>, ZipQueue<O6.Element>), Element>(arity: 6, values: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()), result: { values, result in
                result = try producer.state.selector(values.0.removeFirst(), values.1.removeFirst(), values.2.removeFirst(), values.3.removeFirst(), values.4.removeFirst(), values.5.removeFirst())
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0.append(element) }
            sink._subscribe(sources.1, 1) { values, _, element in values.1.append(element) }
            sink._subscribe(sources.2, 2) { values, _, element in values.2.append(element) }
            sink._subscribe(sources.3, 3) { values, _, element in values.3.append(element) }
            sink._subscribe(sources.4, 4) { values, _, element in values.4.append(element) }
            sink._subscribe(sources.5, 5) { values, _, element in values.5.append(element) }
        }
    }

    /// Combines the elements of seven sources with `resultSelector`, one element of each source per result, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results, one per element index all sources reached.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<ZipStateMachine, (ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>, ZipQueue<O5.Element>, ZipQueue<O6.Element>, ZipQueue<O7.Element>), Element>(arity: 7, values: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()), result: { values, result in
                result = try producer.state.selector(values.0.removeFirst(), values.1.removeFirst(), values.2.removeFirst(), values.3.removeFirst(), values.4.removeFirst(), values.5.removeFirst(), values.6.removeFirst())
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0.append(element) }
            sink._subscribe(sources.1, 1) { values, _, element in values.1.append(element) }
            sink._subscribe(sources.2, 2) { values, _, element in values.2.append(element) }
            sink._subscribe(sources.3, 3) { values, _, element in values.3.append(element) }
            sink._subscribe(sources.4, 4) { values, _, element in values.4.append(element) }
            sink._subscribe(sources.5, 5) { values, _, element in values.5.append(element) }
            sink._subscribe(sources.6, 6) { values, _, element in values.6.append(element) }
        }
    }

    /// Combines the elements of eight sources with `resultSelector`, one element of each source per result, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results, one per element index all sources reached.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<ZipStateMachine, (ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>, ZipQueue<O5.Element>, ZipQueue<O6.Element>, ZipQueue<O7.Element>, ZipQueue<O8.Element>), Element>(arity: 8, values: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()), result: { values, result in
                result = try producer.state.selector(values.0.removeFirst(), values.1.removeFirst(), values.2.removeFirst(), values.3.removeFirst(), values.4.removeFirst(), values.5.removeFirst(), values.6.removeFirst(), values.7.removeFirst())
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0.append(element) }
            sink._subscribe(sources.1, 1) { values, _, element in values.1.append(element) }
            sink._subscribe(sources.2, 2) { values, _, element in values.2.append(element) }
            sink._subscribe(sources.3, 3) { values, _, element in values.3.append(element) }
            sink._subscribe(sources.4, 4) { values, _, element in values.4.append(element) }
            sink._subscribe(sources.5, 5) { values, _, element in values.5.append(element) }
            sink._subscribe(sources.6, 6) { values, _, element in values.6.append(element) }
            sink._subscribe(sources.7, 7) { values, _, element in values.7.append(element) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the elements of three sources into tuples, one element of each source per tuple, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    /// - Returns: The tuples.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of four sources into tuples, one element of each source per tuple, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    /// - Returns: The tuples.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of five sources into tuples, one element of each source per tuple, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    /// - Returns: The tuples.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the elements of six sources into tuples, one element of each source per tuple, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    /// - Returns: The tuples.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the elements of seven sources into tuples, one element of each source per tuple, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    /// - Returns: The tuples.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the elements of eight sources into tuples, one element of each source per tuple, in order.
    ///
    /// The rules are those of `zip(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    /// - Returns: The tuples.
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
