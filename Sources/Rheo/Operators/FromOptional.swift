extension ObservableType {
    /// A sequence of `optional`'s value, if it has one, then completion.
    ///
    /// The element and the completion are sent during `subscribe`.
    ///
    /// - Parameters:
    ///   - optional: The element; nil gives a sequence that only completes.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: One element (or none), then `completed`.
    @inlinable public static func from(
        optional: Element?, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("from(optional:)", file, line) {
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
    }

    /// `from(optional:)` as a function value (`flatMap(Observable.from)`), which cannot
    /// supply the defaults of `from(optional:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func from(optional: Element?) -> Observable<Element> {
        from(optional: optional, file: "", line: 0)
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: One element (or none), then `completed`.
    @inlinable public static func from(
        optional: Element?, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("from(optional:)", file, line) {
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
}
