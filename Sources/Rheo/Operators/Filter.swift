extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: If it throws, the sequence fails with that error.
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Producer((source: asObservable(), predicate: predicate)) { producer, observer, lifetime in
            let predicate = producer.state.predicate
            // Stateless: the downstream lifetime is passed through, and no object is allocated.
            return producer.state.source._subscribe(EventSink { event in
                switch event {
                case .next(let element):
                    let passes: Bool
                    do {
                        passes = try predicate(element)
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
