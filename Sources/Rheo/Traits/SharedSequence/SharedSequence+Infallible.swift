extension SharedSequence {
    /// The shared sequence as an `Infallible`, as RxCocoa's `asInfallible()` on `Driver`
    /// and `Signal`: the same events, still shared and delivered on the strategy's
    /// scheduler. A shared sequence never fails, so nothing is lost in the conversion.
    ///
    /// - Returns: The infallible sequence.
    @inlinable public func asInfallible(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("asInfallible", file, line) {
            Infallible(raw: asObservable())
        }
    }
}

extension InfallibleType {
    /// The sequence as a `Driver`, as RxCocoa's `Infallible.asDriver()`: shared, delivered
    /// on `SharingScheduler.make()`, the latest element replayed to new subscribers.
    ///
    /// No fallback is needed: an `Infallible` never fails.
    ///
    /// - Returns: The driver.
    @inlinable public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        _assemble("asDriver", file, line) {
            Driver(asObservable()._observe(onSharingScheduler: DriverSharingStrategy.scheduler, file, line))
        }
    }
}

extension SharedSequence {
    /// Wraps `source` as a shared sequence as it is: not shared again, not moved to the
    /// strategy's scheduler, as RxCocoa's `createUnsafe(source:)`.
    ///
    /// For extending shared sequences with operators of one's own. The caller promises
    /// what the strategy promises: `source` never fails, delivers on the strategy's
    /// scheduler, and shares as the strategy does. Nothing checks it; an error from
    /// `source` reaches a `drive`/`emit` subscriber's error reporting as any broken
    /// shared sequence would.
    ///
    /// - Parameters:
    ///   - source: The sequence to wrap.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence over `source`.
    @inlinable public static func createUnsafe<Source: ObservableType>(
        source: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Source.Element> {
        _assemble("createUnsafe(source:)", file, line) {
            SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
        }
    }
}
