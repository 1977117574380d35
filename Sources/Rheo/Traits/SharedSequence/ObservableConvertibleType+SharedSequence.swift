extension ObservableConvertibleType {
    /// Turns the sequence into a shared sequence of `sharingStrategy` that ends with
    /// `onErrorJustReturn` instead of failing.
    ///
    /// The source is observed on the strategy's scheduler and shared by the strategy.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (`DriverSharingStrategy`, `SignalSharingStrategy`).
    ///   - onErrorJustReturn: The element sent in place of an error, before completion.
    /// - Returns: The shared sequence.
    @inlinable public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        let source = asObservable()
            ._observe(onSharingScheduler: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// Turns the sequence into a shared sequence that continues with `onErrorDriveWith`
    /// instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (`DriverSharingStrategy`, `SignalSharingStrategy`).
    ///   - onErrorDriveWith: The shared sequence that takes over after an error.
    /// - Returns: The shared sequence.
    @inlinable public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let source = asObservable()
            ._observe(onSharingScheduler: S.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return SharedSequence(source)
    }

    /// Turns the sequence into a shared sequence that continues with the one
    /// `onErrorRecover` makes from the error instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (`DriverSharingStrategy`, `SignalSharingStrategy`).
    ///   - onErrorRecover: Makes the shared sequence that takes over after an error.
    /// - Returns: The shared sequence.
    @inlinable public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let source = asObservable()
            ._observe(onSharingScheduler: S.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}
