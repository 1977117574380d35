extension ObservableType {
    /// A sequence of one element, then completion.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        Producer(element, entersTrampoline: false) { producer, observer, lifetime in
            observer.on(.next(producer._state))
            if !lifetime.isDisposed {
                observer.on(.completed)
            }
        }
    }

    /// A sequence of one element, then completion, sent in two steps on `scheduler`.
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer((element: element, scheduler: scheduler)) { producer, observer, lifetime in
            lifetime.setSubscription(
                producer._state.scheduler.scheduleRecursive((element: producer._state.element, sent: false)) {
                    step, recurse in
                    if lifetime.isDisposed {
                        return
                    }
                    if step.sent {
                        observer.on(.completed)
                    } else {
                        observer.on(.next(step.element))
                        recurse((element: step.element, sent: true))
                    }
                })
        }
    }
}
