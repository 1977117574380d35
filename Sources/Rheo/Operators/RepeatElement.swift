extension ObservableType {
    /// An endless sequence of `element`.
    ///
    /// With the default `CurrentThreadScheduler` the elements are sent in a loop that ends
    /// only when the subscription is disposed (for example by `take`).
    @inlinable public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Producer((element: element, scheduler: scheduler)) { producer, observer, lifetime in
            let element = producer.state.element
            if producer.state.scheduler is CurrentThreadScheduler {
                while !lifetime.isDisposed {
                    observer.on(.next(element))
                }
                return
            }
            lifetime.setSubscription(
                producer.state.scheduler.scheduleRecursive(element) { element, recurse in
                    if lifetime.isDisposed {
                        return
                    }
                    observer.on(.next(element))
                    recurse(element)
                })
        }
    }
}
