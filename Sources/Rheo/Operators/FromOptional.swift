extension ObservableType {
    /// A sequence of `optional`'s value, if it has one, then completion.
    ///
    /// The element and the completion are sent during `subscribe`.
    ///
    /// - Parameter optional: The element; nil gives a sequence that only completes.
    /// - Returns: One element (or none), then `completed`.
    @inlinable public static func from(optional: Element?) -> Observable<Element> {
        Producer(optional, entersTrampoline: false) { producer, observer, lifetime in
            if let element = producer._state {
                observer.on(.next(element))
                if lifetime.isDisposed {
                    return
                }
            }
            observer.on(.completed)
        }
    }

    /// A sequence of `optional`'s value, if it has one, then completion, sent on
    /// `scheduler`.
    ///
    /// As in RxSwift, the element and the completion are two scheduled steps; with no
    /// element, one step sends the completion.
    ///
    /// - Parameters:
    ///   - optional: The element; nil gives a sequence that only completes.
    ///   - scheduler: Where the events are sent.
    /// - Returns: One element (or none), then `completed`.
    @inlinable public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer((element: optional, scheduler: scheduler)) { producer, observer, lifetime in
            lifetime.setSubscription(
                producer._state.scheduler.scheduleRecursive(producer._state.element) { element, recurse in
                    if lifetime.isDisposed {
                        return
                    }
                    if let element {
                        observer.on(.next(element))
                        recurse(nil)
                    } else {
                        observer.on(.completed)
                    }
                })
        }
    }
}
