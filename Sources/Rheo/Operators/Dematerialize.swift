extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of `materialize()`.
    ///
    /// An element `.next(x)` sends `x`; an element `.error(e)` or `.completed` ends the
    /// sequence with that event and disposes the source. The source's own error or
    /// completion passes through.
    ///
    /// - Returns: The sequence the events describe.
    @inlinable public func dematerialize(
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element.Element> {
        _assemble("dematerialize", file, line) {
            Producer(asObservable()) { producer, observer, lifetime in
                // Stateless: the downstream lifetime is passed through; a terminal event sent
                // here makes the stage below dispose it, which ends the source.
                producer._state._subscribe(
                    EventSink { event in
                        switch event {
                        case .next(let element):
                            observer.on(element.event)
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
