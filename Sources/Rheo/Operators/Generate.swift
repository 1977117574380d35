extension ObservableType {
    /// A sequence produced by iterating a state, like a `for` loop.
    ///
    /// - Parameters:
    ///   - initialState: The first state, and the first element if `condition` holds.
    ///   - condition: The sequence completes at the first state for which it is false.
    ///   - scheduler: Where the elements are sent; with the default `CurrentThreadScheduler`
    ///     each element, and the completion, is one step of the thread's trampoline, as in
    ///     RxSwift.
    ///   - iterate: Computes the next state from the current one.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The states, in order. If `condition` or `iterate` throws, the sequence
    ///   fails with that error. Neither is called again once the subscription is disposed.
    @inlinable public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("generate(initialState:)", file, line) {
            Producer((initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)) {
                producer, observer, lifetime in
                // Read through `producer`: copying the closures out of the generic state would
                // allocate reabstraction thunks.
                if producer._state.scheduler is CurrentThreadScheduler {
                    Trampoline.schedule(
                        TrampolineSourceLoop(state: (state: producer._state.initialState, isFirst: true)) {
                            step, trampoline in
                            do {
                                repeat {
                                    if lifetime.isDisposed {
                                        return false
                                    }
                                    if step.isFirst {
                                        step.isFirst = false
                                    } else {
                                        step.state = try producer._state.iterate(step.state)
                                    }
                                    guard try producer._state.condition(step.state) else {
                                        observer.on(.completed)
                                        return false
                                    }
                                    observer.on(.next(step.state))
                                } while !trampoline.hasPending
                                return true
                            } catch {
                                observer.on(.error(error))
                                return false
                            }
                        })
                    return
                }
                lifetime.setSubscription(
                    producer._state.scheduler.scheduleRecursive((state: producer._state.initialState, isFirst: true)) {
                        step, recurse in
                        if lifetime.isDisposed {
                            return
                        }
                        do {
                            let state = step.isFirst ? step.state : try producer._state.iterate(step.state)
                            if try producer._state.condition(state) {
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
}
