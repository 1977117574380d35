extension ObservableType where Element: FixedWidthInteger {
    /// The integers `start, start + 1, ..., start + count - 1`, then completion.
    ///
    /// With the default `CurrentThreadScheduler` each element, and the completion, is one
    /// step of the thread's trampoline, as in RxSwift (a tight loop while nothing else is
    /// queued there); disposal is checked before each element.
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers; negative is an `RxError.argumentOutOfRange` error
    ///     event, and so is a range whose last element would overflow `Element`.
    ///   - scheduler: Where the elements are sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("range(start:)", file, line) {
            if count < 0 {
                return error(
                    RxError.argumentOutOfRange(
                        reporting: "range(start: \(start), count: \(count)): count must not be negative"),
                    file: file, line: line)
            }
            if count > 0, start.addingReportingOverflow(count - 1).overflow {
                return error(
                    RxError.argumentOutOfRange(
                        reporting: "range(start: \(start), count: \(count)): the last element overflows \(Element.self)"
                    ), file: file, line: line)
            }
            return Producer((start: start, count: count, scheduler: scheduler)) { producer, observer, lifetime in
                let start = producer._state.start
                let count = producer._state.count
                if producer._state.scheduler is CurrentThreadScheduler {
                    Trampoline.schedule(
                        TrampolineSourceLoop(state: Element(0)) { offset, trampoline in
                            repeat {
                                if lifetime.isDisposed {
                                    return false
                                }
                                guard offset < count else {
                                    observer.on(.completed)
                                    return false
                                }
                                observer.on(.next(start &+ offset))
                                offset &+= 1
                            } while !trampoline.hasPending
                            return true
                        })
                    return
                }
                lifetime.setSubscription(
                    producer._state.scheduler.scheduleRecursive(Element(0)) { offset, recurse in
                        if lifetime.isDisposed {
                            return
                        }
                        if offset < count {
                            observer.on(.next(start &+ offset))
                            recurse(offset &+ 1)
                        } else {
                            observer.on(.completed)
                        }
                    })
            }
        }
    }
}
