extension InfallibleType {
    /// An `Infallible` that sends `element`, then completes.
    @inlinable public static func just(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("just", file, line) {
            Infallible(raw: Observable.just(element, file: file, line: line))
        }
    }

    /// `just(_:)` as a function value (`flatMap(Observable.just)`), which cannot
    /// supply the defaults of `just(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func just(_ element: Element) -> Infallible<Element> {
        just(element, file: "", line: 0)
    }

    /// An `Infallible` that sends `element` on `scheduler`, then completes.
    @inlinable public static func just(
        _ element: Element, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("just", file, line) {
            Infallible(raw: Observable.just(element, scheduler: scheduler, file: file, line: line))
        }
    }

    /// An `Infallible` that completes at once.
    @inlinable public static func empty(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("empty", file, line) {
            Infallible(raw: Observable.empty(file: file, line: line))
        }
    }

    /// An `Infallible` that never sends anything.
    @inlinable public static func never(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("never", file, line) {
            Infallible(raw: Observable.never(file: file, line: line))
        }
    }

    /// An `Infallible` whose source `factory` creates for each subscription.
    ///
    /// - Parameters:
    ///   - factory: Called for each subscription. If it throws, the error ends that
    ///     subscription's sequence and reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func deferred(
        _ factory: @escaping () throws -> Infallible<Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("deferred", file, line) {
            Infallible(raw: Observable.deferred({ try factory()._source }, file: file, line: line))
        }
    }

    /// An `Infallible` that sends `elements` in order, then completes.
    ///
    /// - Parameters:
    ///   - elements: The elements to send.
    ///   - scheduler: Where the elements are sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("of", file, line) {
            Infallible(raw: Observable.from(elements, scheduler: scheduler, file: file, line: line))
        }
    }

    /// An `Infallible` that sends the elements of `array` in order, then completes.
    ///
    /// - Parameters:
    ///   - array: The elements to send.
    ///   - scheduler: Where the elements are sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("from", file, line) {
            Infallible(raw: Observable.from(array, scheduler: scheduler, file: file, line: line))
        }
    }

    /// An `Infallible` that sends the elements of `sequence` in order, then completes.
    ///
    /// - Parameters:
    ///   - sequence: The sequence whose elements are sent.
    ///   - scheduler: Where the elements are sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> where Sequence.Element == Element {
        _assemble("from", file, line) {
            Infallible(raw: Observable.from(sequence, scheduler: scheduler, file: file, line: line))
        }
    }
}

extension InfallibleType where Element: RxAbstractInteger {
    /// An `Infallible` that sends `count` integers from `start`, then completes.
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many; a negative count (or one that overflows) is handled as by
    ///     `Observable.range`, with an error reported to the subscriber's error hook.
    ///   - scheduler: Where the elements are sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("range(start:)", file, line) {
            Infallible(raw: Observable.range(start: start, count: count, scheduler: scheduler, file: file, line: line))
        }
    }

    /// An `Infallible` that sends `0, 1, 2, ...`, one every `period`.
    ///
    /// - Parameters:
    ///   - period: The interval; bad values are handled as by `Observable.interval`.
    ///   - scheduler: Where the timer runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func interval(
        _ period: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("interval", file, line) {
            Infallible(raw: Observable.interval(period, scheduler: scheduler, file: file, line: line))
        }
    }

    /// An `Infallible` that sends `0` after `dueTime` and completes, or, given a `period`,
    /// sends `0, 1, 2, ...` every `period` after that.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the first element.
    ///   - period: The interval after the first element; nil for a single element.
    ///   - scheduler: Where the timer runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("timer", file, line) {
            Infallible(raw: Observable.timer(dueTime, period: period, scheduler: scheduler, file: file, line: line))
        }
    }
}
