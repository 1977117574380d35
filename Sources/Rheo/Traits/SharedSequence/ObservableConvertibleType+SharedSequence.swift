extension ObservableConvertibleType {
    /// Turns the sequence into a shared sequence of `sharingStrategy` that ends with
    /// `onErrorJustReturn` instead of failing.
    ///
    /// The source is observed on the strategy's scheduler and shared by the strategy.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (`DriverSharingStrategy`, `SignalSharingStrategy`).
    ///   - onErrorJustReturn: The element sent in place of an error, before completion.
    ///   - file: The caller's file, recorded as the sequence's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: The shared sequence.
    @inlinable public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorJustReturn: Element,
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<S, Element> {
        _assemble("asSharedSequence", file, line) {
            _asSharedSequence(S.self, file, line) { source in
                source.catchAndReturn(onErrorJustReturn, file: file, line: line)
            }
        }
    }

    /// Turns the sequence into a shared sequence that continues with `onErrorDriveWith`
    /// instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (`DriverSharingStrategy`, `SignalSharingStrategy`).
    ///   - onErrorDriveWith: The shared sequence that takes over after an error.
    ///   - file: The caller's file, recorded as the sequence's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: The shared sequence.
    @inlinable public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>,
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<S, Element> {
        _assemble("asSharedSequence", file, line) {
            _asSharedSequence(S.self, file, line) { source in
                source.catch({ _ in onErrorDriveWith.asObservable() }, file: file, line: line)
            }
        }
    }

    /// Turns the sequence into a shared sequence that continues with the one
    /// `onErrorRecover` makes from the error instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (`DriverSharingStrategy`, `SignalSharingStrategy`).
    ///   - onErrorRecover: Makes the shared sequence that takes over after an error.
    ///   - file: The caller's file, recorded as the sequence's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: The shared sequence.
    @inlinable public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>,
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<S, Element> {
        _assemble("asSharedSequence", file, line) {
            _asSharedSequence(S.self, file, line) { source in
                source.catch({ error in onErrorRecover(error).asObservable() }, file: file, line: line)
            }
        }
    }

    /// The sequence observed on `S`'s scheduler, made to not fail by `recover`, shared by `S`.
    @inlinable func _asSharedSequence<S: SharingStrategyProtocol>(
        _ strategy: S.Type, _ file: StaticString, _ line: UInt,
        _ recover: (Observable<Element>) -> Observable<Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(recover(asObservable()._observe(onSharingScheduler: S.scheduler, file, line)))
    }
}
