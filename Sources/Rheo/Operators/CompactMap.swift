extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-nil results.
    ///
    /// - Parameter transform: Returns nil to drop an element. If it throws, the sequence
    ///   fails with that error and the source is disposed.
    /// - Returns: The sequence of non-nil results.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result>
    {
        Producer((source: asObservable(), transform: transform)) { producer, observer, lifetime in
            // Stateless, as `map`: the downstream lifetime is passed through, and the closure
            // reads `transform` through `producer` so that no reabstraction thunk is allocated.
            producer.state.source._subscribe(
                EventSink { event in
                    switch event {
                    case .next(let element):
                        let result: Result?
                        do {
                            result = try producer.state.transform(element)
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                        if let result {
                            observer.on(.next(result))
                        }
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                }, lifetime)
        }
    }
}
