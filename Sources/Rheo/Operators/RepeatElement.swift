extension ObservableType {
    /// An endless sequence of `element`.
    ///
    /// With the default `CurrentThreadScheduler` each element is one step of the thread's
    /// trampoline, as in RxSwift; the sequence ends only when the subscription is disposed
    /// (for example by `take`).
    @inlinable public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("repeatElement", file, line) {
            Producer((element: element, scheduler: scheduler)) { producer, observer, lifetime in
                let element = producer._state.element
                if producer._state.scheduler is CurrentThreadScheduler {
                    Trampoline.schedule(
                        TrampolineSourceLoop(state: ()) { _, trampoline in
                            repeat {
                                if lifetime.isDisposed {
                                    return false
                                }
                                observer.on(.next(element))
                            } while !trampoline.hasPending
                            return true
                        })
                    return
                }
                lifetime.setSubscription(
                    producer._state.scheduler.scheduleRecursive(element) { element, recurse in
                        if lifetime.isDisposed {
                            return
                        }
                        observer.on(.next(element))
                        recurse(element)
                    })
            }
        }
    }
}
