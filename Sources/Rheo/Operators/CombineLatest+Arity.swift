// The overloads for three to eight sources; each is the two-source form with more
// sources, sharing one sink (`CombiningSink`) for every arity.

extension ObservableType {
    /// Combines the latest elements of three sources with `resultSelector`, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<CombineLatestStateMachine, (O1.Element?, O2.Element?, O3.Element?), Element>(arity: 3, values: (nil, nil, nil), result: { values, result in
                result = try producer.state.selector(values.0!, values.1!, values.2!)
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0 = element }
            sink._subscribe(sources.1, 1) { values, _, element in values.1 = element }
            sink._subscribe(sources.2, 2) { values, _, element in values.2 = element }
        }
    }

    /// Combines the latest elements of four sources with `resultSelector`, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<CombineLatestStateMachine, (O1.Element?, O2.Element?, O3.Element?, O4.Element?), Element>(arity: 4, values: (nil, nil, nil, nil), result: { values, result in
                result = try producer.state.selector(values.0!, values.1!, values.2!, values.3!)
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0 = element }
            sink._subscribe(sources.1, 1) { values, _, element in values.1 = element }
            sink._subscribe(sources.2, 2) { values, _, element in values.2 = element }
            sink._subscribe(sources.3, 3) { values, _, element in values.3 = element }
        }
    }

    /// Combines the latest elements of five sources with `resultSelector`, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<CombineLatestStateMachine, (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?), Element>(arity: 5, values: (nil, nil, nil, nil, nil), result: { values, result in
                result = try producer.state.selector(values.0!, values.1!, values.2!, values.3!, values.4!)
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0 = element }
            sink._subscribe(sources.1, 1) { values, _, element in values.1 = element }
            sink._subscribe(sources.2, 2) { values, _, element in values.2 = element }
            sink._subscribe(sources.3, 3) { values, _, element in values.3 = element }
            sink._subscribe(sources.4, 4) { values, _, element in values.4 = element }
        }
    }

    /// Combines the latest elements of six sources with `resultSelector`, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - resultSelector: Forms a result; if it throws, the sequence fails with that error.
    /// - Returns: The results.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<CombineLatestStateMachine, (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?), Element>(arity: 6, values: (nil, nil, nil, nil, nil, nil), result: { values, result in
                result = try producer.state.selector(values.0!, values.1!, values.2!, values.3!, values.4!, values.5!)
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0 = element }
            sink._subscribe(sources.1, 1) { values, _, element in values.1 = element }
            sink._subscribe(sources.2, 2) { values, _, element in values.2 = element }
            sink._subscribe(sources.3, 3) { values, _, element in values.3 = element }
            sink._subscribe(sources.4, 4) { values, _, element in values.4 = element }
            sink._subscribe(sources.5, 5) { values, _, element in values.5 = element }
        }
    }

    /// Combines the latest elements of seven sources with `resultSelector`, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
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
    /// - Returns: The results.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<CombineLatestStateMachine, (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?, O7.Element?), Element>(arity: 7, values: (nil, nil, nil, nil, nil, nil, nil), result: { values, result in
                result = try producer.state.selector(values.0!, values.1!, values.2!, values.3!, values.4!, values.5!, values.6!)
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0 = element }
            sink._subscribe(sources.1, 1) { values, _, element in values.1 = element }
            sink._subscribe(sources.2, 2) { values, _, element in values.2 = element }
            sink._subscribe(sources.3, 3) { values, _, element in values.3 = element }
            sink._subscribe(sources.4, 4) { values, _, element in values.4 = element }
            sink._subscribe(sources.5, 5) { values, _, element in values.5 = element }
            sink._subscribe(sources.6, 6) { values, _, element in values.6 = element }
        }
    }

    /// Combines the latest elements of eight sources with `resultSelector`, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
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
    /// - Returns: The results.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Producer((sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()), selector: resultSelector)) { producer, observer, lifetime in
            let sink = CombiningSink<CombineLatestStateMachine, (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?, O7.Element?, O8.Element?), Element>(arity: 8, values: (nil, nil, nil, nil, nil, nil, nil, nil), result: { values, result in
                result = try producer.state.selector(values.0!, values.1!, values.2!, values.3!, values.4!, values.5!, values.6!, values.7!)
            }, downstream: observer, parent: lifetime)
            let sources = producer.state.sources
            sink._subscribe(sources.0, 0) { values, _, element in values.0 = element }
            sink._subscribe(sources.1, 1) { values, _, element in values.1 = element }
            sink._subscribe(sources.2, 2) { values, _, element in values.2 = element }
            sink._subscribe(sources.3, 3) { values, _, element in values.3 = element }
            sink._subscribe(sources.4, 4) { values, _, element in values.4 = element }
            sink._subscribe(sources.5, 5) { values, _, element in values.5 = element }
            sink._subscribe(sources.6, 6) { values, _, element in values.6 = element }
            sink._subscribe(sources.7, 7) { values, _, element in values.7 = element }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of three sources into tuples, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    /// - Returns: The tuples.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the latest elements of four sources into tuples, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    /// - Returns: The tuples.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the latest elements of five sources into tuples, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    /// - Returns: The tuples.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the latest elements of six sources into tuples, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - source1: The first source; the sources are subscribed in order.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    /// - Returns: The tuples.
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the latest elements of seven sources into tuples, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
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
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the latest elements of eight sources into tuples, each time one of them sends an element once all have sent one.
    ///
    /// The rules are those of `combineLatest(_:_:resultSelector:)`.
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
    @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
