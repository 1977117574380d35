extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// - Parameter transform: If it throws, the sequence fails with that error.
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Producer((source: asObservable(), transform: transform)) { producer, observer, lifetime in
            // Stateless: the downstream lifetime is passed through, and no object is allocated.
            // The closure reads `transform` through `producer`: copying it out of the generic
            // state into the capture list would allocate a reabstraction thunk.
            producer.state.source._subscribe(
                EventSink { event in
                    switch event {
                    case .next(let element):
                        let result: Result
                        do {
                            result = try producer.state.transform(element)
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                        observer.on(.next(result))
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                }, lifetime)
        }
    }
}
