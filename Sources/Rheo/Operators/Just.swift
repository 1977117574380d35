extension ObservableType {
    /// A sequence of one element, then completion.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        Producer(element) { producer, observer, lifetime in
            observer.on(.next(producer.state))
            if !lifetime.isDisposed {
                observer.on(.completed)
            }
            return Disposables.create()
        }
    }

    /// A sequence of one element, then completion, both sent on `scheduler`.
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer((element: element, scheduler: scheduler)) { producer, observer, lifetime in
            producer.state.scheduler.schedule(producer.state.element) { element in
                observer.on(.next(element))
                if !lifetime.isDisposed {
                    observer.on(.completed)
                }
                return Disposables.create()
            }
        }
    }
}
