extension ObservableType {
    /// A sequence produced by iterating a state, like a `for` loop.
    ///
    /// - Parameters:
    ///   - initialState: The first state, and the first element if `condition` holds.
    ///   - condition: The sequence completes at the first state for which it is false.
    ///   - iterate: Computes the next state from the current one.
    /// - Returns: The states, in order. If `condition` or `iterate` throws, the sequence
    ///   fails with that error.
    @inlinable public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Producer((initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)) { producer, observer, lifetime in
            let condition = producer.state.condition
            let iterate = producer.state.iterate
            if producer.state.scheduler is CurrentThreadScheduler {
                var state = producer.state.initialState
                do {
                    while try condition(state) {
                        if lifetime.isDisposed {
                            return Disposables.create()
                        }
                        observer.on(.next(state))
                        state = try iterate(state)
                    }
                } catch {
                    if !lifetime.isDisposed {
                        observer.on(.error(error))
                    }
                    return Disposables.create()
                }
                if !lifetime.isDisposed {
                    observer.on(.completed)
                }
                return Disposables.create()
            }
            return producer.state.scheduler.scheduleRecursive((state: producer.state.initialState, isFirst: true)) { step, recurse in
                do {
                    let state = step.isFirst ? step.state : try iterate(step.state)
                    if try condition(state) {
                        observer.on(.next(state))
                        recurse((state: state, isFirst: false))
                    } else {
                        observer.on(.completed)
                    }
                } catch {
                    observer.on(.error(error))
                }
            }
        }
    }
}
