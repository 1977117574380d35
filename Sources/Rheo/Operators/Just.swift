extension ObservableType {
    /// A sequence of one element, then completion.
    @inlinable public static func just(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("just", file, line) {
            Producer(element, entersTrampoline: false) { producer, observer, lifetime in
                observer.on(.next(producer._state))
                if !lifetime.isDisposed {
                    observer.on(.completed)
                }
            }
        }
    }

    /// `just(_:)` as a function value (`flatMap(Observable.just)`), which cannot
    /// supply the defaults of `just(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func just(_ element: Element) -> Observable<Element> {
        just(element, file: "", line: 0)
    }

    /// A sequence of one element, then completion, sent in two steps on `scheduler`.
    @inlinable public static func just(
        _ element: Element, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("just", file, line) {
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
}
