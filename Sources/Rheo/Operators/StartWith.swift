extension ObservableType {
    /// Sends `elements` first, then subscribes to the source and passes on its events.
    ///
    /// The elements are sent during `subscribe`, in order. A chain of `startWith` calls
    /// sends the last call's elements first, as in RxSwift.
    ///
    /// - Parameter elements: The elements to send before the source's.
    /// - Returns: The elements, then the source sequence. If the subscription is disposed
    ///   while the elements are sent, the source is never subscribed.
    @inlinable public func startWith(_ elements: Element...) -> Observable<Element> {
        _startWith(elements)
    }

    /// `startWith` with the elements in an array.
    @inlinable func _startWith(_ elements: [Element]) -> Observable<Element> {
        Producer((source: asObservable(), elements: elements)) { producer, observer, lifetime in
            for element in producer.state.elements {
                if lifetime.isDisposed {
                    return
                }
                observer.on(.next(element))
            }
            if lifetime.isDisposed {
                return
            }
            producer.state.source._subscribe(observer, lifetime)
        }
    }
}
