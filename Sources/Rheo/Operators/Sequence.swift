extension ObservableType {
    /// A sequence of the arguments, then completion.
    ///
    /// With the default `CurrentThreadScheduler` the elements are sent in a loop during
    /// `subscribe` (see docs/Migrating.md: Rheo does not trampoline every element); another
    /// scheduler receives one scheduled step per element.
    @inlinable public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, then completion.
    ///
    /// The sequence is iterated anew for every subscription; iteration stops as soon as the
    /// subscription is disposed, and no element is pulled after that.
    @inlinable public static func from<Source: Swift.Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        Producer((sequence: sequence, scheduler: scheduler)) { producer, observer, lifetime in
            if producer.state.scheduler is CurrentThreadScheduler {
                var iterator = producer.state.sequence.makeIterator()
                while !lifetime.isDisposed {
                    guard let element = iterator.next() else {
                        observer.on(.completed)
                        return
                    }
                    observer.on(.next(element))
                }
                return
            }
            lifetime.setSubscription(
                producer.state.scheduler.scheduleRecursive(producer.state.sequence.makeIterator()) {
                    iterator, recurse in
                    if lifetime.isDisposed {
                        return
                    }
                    var iterator = iterator
                    if let element = iterator.next() {
                        observer.on(.next(element))
                        recurse(iterator)
                    } else {
                        observer.on(.completed)
                    }
                })
        }
    }
}
