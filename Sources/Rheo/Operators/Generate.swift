extension ObservableType {
    /// A sequence produced by iterating a state, like a `for` loop.
    ///
    /// - Parameters:
    ///   - initialState: The first state, and the first element if `condition` holds.
    ///   - condition: The sequence completes at the first state for which it is false.
    ///   - scheduler: Where the elements are sent; with the default `CurrentThreadScheduler`
    ///     they are sent in a loop during `subscribe`.
    ///   - iterate: Computes the next state from the current one.
    /// - Returns: The states, in order. If `condition` or `iterate` throws, the sequence
    ///   fails with that error. Neither is called again once the subscription is disposed.
    @inlinable public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Producer((initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)) {
            producer, observer, lifetime in
            // Read through `producer`: copying the closures out of the generic state would
            // allocate reabstraction thunks.
            if producer.state.scheduler is CurrentThreadScheduler {
                var state = producer.state.initialState
                do {
                    while try producer.state.condition(state) {
                        observer.on(.next(state))
                        if lifetime.isDisposed {
                            return
                        }
                        state = try producer.state.iterate(state)
                    }
                } catch {
                    observer.on(.error(error))
                    return
                }
                observer.on(.completed)
                return
            }
            lifetime.setSubscription(
                producer.state.scheduler.scheduleRecursive((state: producer.state.initialState, isFirst: true)) {
                    step, recurse in
                    if lifetime.isDisposed {
                        return
                    }
                    do {
                        let state = step.isFirst ? step.state : try producer.state.iterate(step.state)
                        if try producer.state.condition(state) {
                            observer.on(.next(state))
                            recurse((state: state, isFirst: false))
                        } else {
                            observer.on(.completed)
                        }
                    } catch {
                        observer.on(.error(error))
                    }
                })
        }
    }
}
