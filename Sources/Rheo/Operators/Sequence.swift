extension ObservableType {
    /// A sequence of the arguments, then completion.
    ///
    /// With the default `CurrentThreadScheduler` each element, and the completion, is one
    /// step of the thread's trampoline, as in RxSwift: they arrive before the outermost
    /// `subscribe` on the thread returns, interleaved with other synchronous sources
    /// subscribed meanwhile. Another scheduler receives one scheduled step per element.
    @inlinable public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("of", file, line) {
            from(elements, scheduler: scheduler, file: file, line: line)
        }
    }

    /// A sequence of the elements of `sequence`, then completion.
    ///
    /// The sequence is iterated anew for every subscription; iteration stops as soon as the
    /// subscription is disposed, and no element is pulled after that.
    @inlinable public static func from<Source: Swift.Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> where Source.Element == Element {
        _assemble("from", file, line) {
            Producer((sequence: sequence, scheduler: scheduler)) { producer, observer, lifetime in
                if producer._state.scheduler is CurrentThreadScheduler {
                    Trampoline.schedule(
                        TrampolineSourceLoop(state: producer._state.sequence.makeIterator()) {
                            iterator, trampoline in
                            repeat {
                                if lifetime.isDisposed {
                                    return false
                                }
                                guard let element = iterator.next() else {
                                    observer.on(.completed)
                                    return false
                                }
                                observer.on(.next(element))
                            } while !trampoline.hasPending
                            return true
                        })
                    return
                }
                lifetime.setSubscription(
                    producer._state.scheduler.scheduleRecursive(producer._state.sequence.makeIterator()) {
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
}

extension ObservableType {
    /// The elements of `sequence`, then completion, all sent during `subscribe`, not from
    /// the trampoline: for operators whose RxSwift counterparts loop over a fixed list
    /// (`merge` of a list subscribes every source at once, `startWith` sends its elements
    /// first).
    @inlinable static func _sentDuringSubscribe<Source: Swift.Sequence>(
        _ sequence: Source
    ) -> Observable<Element> where Source.Element == Element {
        Producer(sequence, entersTrampoline: false) { producer, observer, lifetime in
            var iterator = producer._state.makeIterator()
            while !lifetime.isDisposed {
                guard let element = iterator.next() else {
                    observer.on(.completed)
                    return
                }
                observer.on(.next(element))
            }
        }
    }
}
