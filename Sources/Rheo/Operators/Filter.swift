extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: If it throws, the sequence fails with that error.
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Producer((source: asObservable(), predicate: predicate)) { producer, observer, lifetime in
            // Stateless: the downstream lifetime is passed through, and no object is allocated.
            // The closure reads `predicate` through `producer`: copying it out of the generic
            // state into the capture list would allocate a reabstraction thunk.
            producer.state.source._subscribe(
                EventSink { event in
                    switch event {
                    case .next(let element):
                        let passes: Bool
                        do {
                            passes = try producer.state.predicate(element)
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                        if passes {
                            observer.forward(&event)
                        }
                    case .error, .completed:
                        observer.forward(&event)
                    }
                }, lifetime)
        }
    }
}
