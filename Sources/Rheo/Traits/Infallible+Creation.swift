extension InfallibleType {
    /// An `Infallible` that sends `element`, then completes.
    @inlinable public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(raw: Observable.just(element))
    }

    /// An `Infallible` that sends `element` on `scheduler`, then completes.
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(raw: Observable.just(element, scheduler: scheduler))
    }

    /// An `Infallible` that completes at once.
    @inlinable public static func empty() -> Infallible<Element> {
        Infallible(raw: Observable.empty())
    }

    /// An `Infallible` that never sends anything.
    @inlinable public static func never() -> Infallible<Element> {
        Infallible(raw: Observable.never())
    }

    /// An `Infallible` whose source `factory` creates for each subscription.
    ///
    /// - Parameter factory: Called for each subscription. If it throws, the error ends that
    ///   subscription's sequence and reaches the subscriber (see `Infallible`).
    @inlinable public static func deferred(
        _ factory: @escaping () throws -> Infallible<Element>
    ) -> Infallible<Element> {
        Infallible(raw: Observable.deferred { try factory()._source })
    }

    /// An `Infallible` that sends `elements` in order, then completes.
    ///
    /// - Parameters:
    ///   - elements: The elements to send.
    ///   - scheduler: Where the elements are sent.
    @inlinable public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(raw: Observable.from(elements, scheduler: scheduler))
    }

    /// An `Infallible` that sends the elements of `array` in order, then completes.
    ///
    /// - Parameters:
    ///   - array: The elements to send.
    ///   - scheduler: Where the elements are sent.
    @inlinable public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(raw: Observable.from(array, scheduler: scheduler))
    }

    /// An `Infallible` that sends the elements of `sequence` in order, then completes.
    ///
    /// - Parameters:
    ///   - sequence: The sequence whose elements are sent.
    ///   - scheduler: Where the elements are sent.
    @inlinable public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(raw: Observable.from(sequence, scheduler: scheduler))
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
    @inlinable public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(raw: Observable.range(start: start, count: count, scheduler: scheduler))
    }

    /// An `Infallible` that sends `0, 1, 2, ...`, one every `period`.
    ///
    /// - Parameters:
    ///   - period: The interval; bad values are handled as by `Observable.interval`.
    ///   - scheduler: Where the timer runs.
    @inlinable public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(raw: Observable.interval(period, scheduler: scheduler))
    }

    /// An `Infallible` that sends `0` after `dueTime` and completes, or, given a `period`,
    /// sends `0, 1, 2, ...` every `period` after that.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the first element.
    ///   - period: The interval after the first element; nil for a single element.
    ///   - scheduler: Where the timer runs.
    @inlinable public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    ) -> Infallible<Element> {
        Infallible(raw: Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}
