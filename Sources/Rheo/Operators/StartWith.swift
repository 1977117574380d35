extension ObservableType {
    /// Sends `elements` first, then subscribes to the source and passes on its events.
    ///
    /// The elements are sent during `subscribe`, in order. A chain of `startWith` calls
    /// sends the last call's elements first, as in RxSwift.
    ///
    /// - Parameters:
    ///   - elements: The elements to send before the source's.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The elements, then the source sequence. As in RxSwift, the source is
    ///   subscribed even if the subscription was disposed while the elements were sent,
    ///   and then released at once.
    @inlinable public func startWith(
        _ elements: Element..., file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("startWith", file, line) {
            _startWith(elements)
        }
    }

    /// `startWith` with the elements in an array.
    @inlinable func _startWith(_ elements: [Element]) -> Observable<Element> {
        Producer((source: asObservable(), elements: elements)) { producer, observer, lifetime in
            // As RxSwift's `StartWith.run`: every element, then the source, even when the
            // subscription was disposed part-way (a stage below, such as `take`, drops what
            // comes after it ended; the source, subscribed into the disposed lifetime, is
            // released at once, and RxTest records `Subscription(200, 200)`).
            for element in producer._state.elements {
                observer.on(.next(element))
            }
            producer._state.source._subscribe(observer, lifetime)
        }
    }
}
