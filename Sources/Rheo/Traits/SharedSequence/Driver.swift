/// A shared sequence for driving state and user interfaces, as RxCocoa's `Driver`: it never
/// fails, delivers on the main scheduler (`SharingScheduler.make()`), shares one
/// subscription to its source among its subscribers, and replays the latest element to
/// each new subscriber.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of `Driver`: `share(replay: 1, scope: .whileConnected)` on
/// `SharingScheduler.make()`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler a new `Driver` delivers on: `SharingScheduler.make()`.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` with a replay of the latest element while it is connected.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: `source.share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The value as a `Driver`.
    ///
    /// - Returns: The driver.
    @inlinable public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        _assemble("asDriver", file, line) {
            asSharedSequence()
        }
    }
}

extension ObservableConvertibleType {
    /// Turns the sequence into a `Driver` that ends with `onErrorJustReturn` instead of
    /// failing.
    ///
    /// The source is observed on `SharingScheduler.make()`; on an error the driver sends
    /// `onErrorJustReturn` and completes.
    ///
    /// - Parameters:
    ///   - onErrorJustReturn: The element sent in place of an error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The driver.
    @inlinable public func asDriver(
        onErrorJustReturn: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Driver<Element> {
        _assemble("asDriver(onErrorJustReturn:)", file, line) {
            asSharedSequence(
                sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn, file: file,
                line: line)
        }
    }

    /// Turns the sequence into a `Driver` that continues with `onErrorDriveWith` instead of
    /// failing.
    ///
    /// - Parameters:
    ///   - onErrorDriveWith: The driver that takes over after an error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The driver.
    @inlinable public func asDriver(
        onErrorDriveWith: Driver<Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> Driver<Element> {
        _assemble("asDriver(onErrorDriveWith:)", file, line) {
            asSharedSequence(onErrorDriveWith: onErrorDriveWith, file: file, line: line)
        }
    }

    /// Turns the sequence into a `Driver` that continues with the driver `onErrorRecover`
    /// makes from the error instead of failing.
    ///
    /// - Parameters:
    ///   - onErrorRecover: Makes the driver that takes over after an error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The driver.
    @inlinable public func asDriver(
        onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Driver<Element> {
        _assemble("asDriver(onErrorRecover:)", file, line) {
            asSharedSequence(onErrorRecover: onErrorRecover, file: file, line: line)
        }
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every accepted element, delivered
    /// on `SharingScheduler.make()`.
    ///
    /// - Returns: The driver.
    @inlinable public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        _assemble("asDriver", file, line) {
            Driver(asObservable()._observe(onSharingScheduler: DriverSharingStrategy.scheduler, file, line))
        }
    }
}
