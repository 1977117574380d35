extension SharedSequenceConvertibleType {
    /// Sends an element only after `dueTime` has passed without another element, on the
    /// strategy's scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The debounced shared sequence. A negative `dueTime` is treated as zero, as
    ///   in RxCocoa, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func debounce(
        _ dueTime: RxTimeInterval, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("debounce", file, line) {
            return SharedSequence(
                asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }

    /// Sends the first element, then at most one element per `dueTime`, on the strategy's
    /// scheduler; see `Observable.throttle`.
    ///
    /// - Parameters:
    ///   - dueTime: The window after an element during which others are held or dropped.
    ///   - latest: Whether the latest element of a window is sent when it closes.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The throttled shared sequence. A negative `dueTime` is treated as zero, as
    ///   in RxCocoa, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("throttle", file, line) {
            return SharedSequence(
                asObservable().throttle(
                    dueTime, latest: latest, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }

    /// Sends every element `dueTime` later, on the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The delay.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The delayed shared sequence. A negative `dueTime` is treated as zero, as in
    ///   RxCocoa, and reported through `Hooks.argumentOutOfRangeHandler`.
    @inlinable public func delay(
        _ dueTime: RxTimeInterval, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("delay", file, line) {
            return SharedSequence(
                asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }
}
