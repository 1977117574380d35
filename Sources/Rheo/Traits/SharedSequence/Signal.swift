/// A shared sequence of events, as RxCocoa's `Signal`: it never fails, delivers on the
/// main scheduler (`SharingScheduler.make()`), shares one subscription to its source among
/// its subscribers, and replays nothing to a new subscriber.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of `Signal`: `share(scope: .whileConnected)`, no replay, on
/// `SharingScheduler.make()`.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler a new `Signal` delivers on: `SharingScheduler.make()`.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` without replay while it is connected.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: `source.share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The value as a `Signal`.
    ///
    /// - Returns: The signal.
    @inlinable public func asSignal(file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        _assemble("asSignal", file, line) {
            asSharedSequence()
        }
    }
}

extension ObservableConvertibleType {
    /// Turns the sequence into a `Signal` that ends with `onErrorJustReturn` instead of
    /// failing.
    ///
    /// The source is observed on `SharingScheduler.make()`; on an error the signal sends
    /// `onErrorJustReturn` and completes.
    ///
    /// - Parameters:
    ///   - onErrorJustReturn: The element sent in place of an error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The signal.
    @inlinable public func asSignal(
        onErrorJustReturn: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Signal<Element> {
        _assemble("asSignal(onErrorJustReturn:)", file, line) {
            asSharedSequence(
                sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn, file: file,
                line: line)
        }
    }

    /// Turns the sequence into a `Signal` that continues with `onErrorSignalWith` instead
    /// of failing.
    ///
    /// - Parameters:
    ///   - onErrorSignalWith: The signal that takes over after an error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The signal.
    @inlinable public func asSignal(
        onErrorSignalWith: Signal<Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> Signal<Element> {
        _assemble("asSignal(onErrorSignalWith:)", file, line) {
            asSharedSequence(onErrorDriveWith: onErrorSignalWith, file: file, line: line)
        }
    }

    /// Turns the sequence into a `Signal` that continues with the signal `onErrorRecover`
    /// makes from the error instead of failing.
    ///
    /// - Parameters:
    ///   - onErrorRecover: Makes the signal that takes over after an error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The signal.
    @inlinable public func asSignal(
        onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Signal<Element> {
        _assemble("asSignal(onErrorRecover:)", file, line) {
            asSharedSequence(onErrorRecover: onErrorRecover, file: file, line: line)
        }
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: every accepted element, delivered on
    /// `SharingScheduler.make()`.
    ///
    /// - Returns: The signal.
    @inlinable public func asSignal(file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        _assemble("asSignal", file, line) {
            Signal(asObservable()._observe(onSharingScheduler: SignalSharingStrategy.scheduler, file, line))
        }
    }
}
