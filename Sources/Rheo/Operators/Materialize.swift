extension ObservableType {
    /// Turns every event of the source into an element: `next(.next(x))` for each element,
    /// then `next(.error(e))` or `next(.completed)`, then completion.
    ///
    /// The result never fails: the source's error arrives as an element.
    ///
    /// - Returns: The sequence of the source's events.
    @inlinable public func materialize(file: StaticString = #fileID, line: UInt = #line) -> Observable<Event<Element>> {
        _assemble("materialize", file, line) {
            Producer(asObservable()) { producer, observer, lifetime in
                // Stateless: the downstream lifetime is passed through, and the completion that
                // follows a materialized terminal event makes the stage below dispose it.
                producer._state._subscribe(
                    EventSink { event in
                        observer.on(.next(event))
                        if event.isStopEvent, !lifetime.isDisposed {
                            observer.on(.completed)
                        }
                    }, lifetime)
            }
        }
    }
}
