extension ObservableType {
    /// Drops every element and passes on only the source's error or completion.
    ///
    /// - Returns: A sequence with no elements that ends as the source does. As in RxSwift 6,
    ///   its element type is `Never`.
    @inlinable public func ignoreElements(file: StaticString = #fileID, line: UInt = #line) -> Observable<Never> {
        _assemble("ignoreElements", file, line) {
            Producer(asObservable()) { producer, observer, lifetime in
                // Stateless: the downstream lifetime is passed through.
                producer._state._subscribe(
                    EventSink { event in
                        switch event {
                        case .next:
                            return
                        case .error(let error):
                            observer.on(.error(error))
                        case .completed:
                            observer.on(.completed)
                        }
                    }, lifetime)
            }
        }
    }
}
