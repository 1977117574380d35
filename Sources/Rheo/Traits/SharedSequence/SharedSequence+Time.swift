extension SharedSequenceConvertibleType {
    /// Sends an element only after `dueTime` has passed without another element, on the
    /// strategy's scheduler.
    ///
    /// - Parameter dueTime: The quiet time an element must be followed by.
    /// - Returns: The debounced shared sequence. A negative `dueTime` is treated as zero, as
    ///   in RxCocoa, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        return SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Sends the first element, then at most one element per `dueTime`, on the strategy's
    /// scheduler; see `Observable.throttle`.
    ///
    /// - Parameters:
    ///   - dueTime: The window after an element during which others are held or dropped.
    ///   - latest: Whether the latest element of a window is sent when it closes.
    /// - Returns: The throttled shared sequence. A negative `dueTime` is treated as zero, as
    ///   in RxCocoa, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true
    ) -> SharedSequence<SharingStrategy, Element> {
        return SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Sends every element `dueTime` later, on the strategy's scheduler.
    ///
    /// - Parameter dueTime: The delay.
    /// - Returns: The delayed shared sequence. A negative `dueTime` is treated as zero, as in
    ///   RxCocoa, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        return SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
