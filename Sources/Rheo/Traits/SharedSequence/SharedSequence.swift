/// How a shared sequence shares its subscription and on which scheduler it delivers: the
/// trait behind `Driver` and `Signal`, as in RxCocoa.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on; `SharingScheduler.make()` by default.
    static var scheduler: SchedulerType { get }

    /// Applies the strategy's sharing to `source` (for instance `share(replay: 1)`).
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a `SharedSequence` of a given sharing strategy.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The strategy of the shared sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a shared sequence.
    ///
    /// - Returns: The shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The value as an `Observable`: its shared sequence's, as in RxCocoa.
    ///
    /// With it, a type adopts `SharedSequenceConvertibleType` (and so
    /// `ObservableConvertibleType`) by implementing `asSharedSequence()` alone, as the
    /// widely copied `ActivityIndicator` example does.
    ///
    /// - Returns: `asSharedSequence().asObservable()`.
    @inlinable public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

/// An observable sequence that cannot fail, delivers on its strategy's scheduler and shares
/// one subscription among its subscribers, as RxCocoa's `SharedSequence`.
///
/// `Driver` (replays the latest element) and `Signal` (replays nothing) are its two
/// strategies. Shared sequences are made with `asDriver(...)`/`asSignal(...)`, which turn
/// errors into a fallback and move delivery to the scheduler, or with the creation
/// functions below; every operator on a shared sequence returns a shared sequence again,
/// shared anew.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    @usableFromInline let _source: Observable<Element>

    /// Wraps `source`, shared by the strategy. `source` must not error and must deliver on
    /// the strategy's scheduler.
    @inlinable init(_ source: Observable<Element>) {
        self._source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is, unshared (sequences with nothing to share, such as `just`).
    @inlinable init(raw: Observable<Element>) {
        self._source = raw
    }

    /// The shared sequence as an `Observable`.
    ///
    /// - Returns: The underlying, shared observable.
    @inlinable public func asObservable() -> Observable<Element> {
        _source
    }

    /// Returns `self`.
    ///
    /// - Returns: The shared sequence.
    @inlinable public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

extension SharedSequence {
    /// A sequence of `element` alone, then completion, sent on the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - element: The one element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence, subscribed on the strategy's scheduler.
    @inlinable public static func just(
        _ element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("just", file, line) {
            SharedSequence(
                raw: Observable.just(element, file: file, line: line).subscribe(
                    on: SharingStrategy.scheduler, file: file, line: line))
        }
    }

    /// `just(_:)` as a function value (`flatMap(Observable.just)`), which cannot
    /// supply the defaults of `just(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func just(
        _ element: Element
    ) -> SharedSequence<SharingStrategy, Element> {
        just(element, file: "", line: 0)
    }

    /// A sequence that only completes, on the strategy's scheduler.
    ///
    /// - Returns: The empty sequence.
    @inlinable public static func empty(
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("empty", file, line) {
            SharedSequence(
                raw: Observable.empty(file: file, line: line).subscribe(
                    on: SharingStrategy.scheduler, file: file, line: line))
        }
    }

    /// A sequence that never sends anything.
    ///
    /// - Returns: The silent sequence.
    @inlinable public static func never(
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("never", file, line) {
            SharedSequence(raw: Observable.never(file: file, line: line))
        }
    }

    /// A sequence whose subscribers get the sequence `observableFactory` makes at the time
    /// the shared subscription starts.
    ///
    /// - Parameters:
    ///   - observableFactory: Makes the sequence; called once per connection.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The deferred, shared sequence.
    @inlinable public static func deferred(
        _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("deferred", file, line) {
            SharedSequence(Observable.deferred({ observableFactory().asObservable() }, file: file, line: line))
        }
    }

    /// A sequence of `elements`, then completion, sent on the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - elements: The elements, in order.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence.
    @inlinable public static func of(
        _ elements: Element..., file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("of", file, line) {
            SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }

    /// A sequence of the elements of `array`, then completion, sent on the strategy's
    /// scheduler.
    ///
    /// - Parameters:
    ///   - array: The elements, in order.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence.
    @inlinable public static func from(
        _ array: [Element], file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("from", file, line) {
            SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }

    /// A sequence of the elements of `sequence`, then completion, sent on the strategy's
    /// scheduler.
    ///
    /// - Parameters:
    ///   - sequence: The elements, in order; iterated once per subscription.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence.
    @inlinable public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        _assemble("from", file, line) {
            SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }

    /// A sequence of `optional`'s value, if it has one, then completion, sent on the
    /// strategy's scheduler: the value in one scheduler step and the completion in the next,
    /// as RxCocoa's (`Observable.from(optional:scheduler:)`).
    ///
    /// - Parameters:
    ///   - optional: The element; nil gives a sequence that only completes.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence.
    @inlinable public static func from(
        optional: Element?, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("from(optional:)", file, line) {
            SharedSequence(
                raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A sequence that sends `0, 1, 2, ...` every `period` on the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - period: The interval between elements; zero sends as often as the
    ///     scheduler runs the timer, as in RxCocoa (see `Observable.interval(_:scheduler:)`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared interval sequence. A negative `period` cannot become an error
    ///   event here (a shared sequence never fails): it is reported through
    ///   `Hooks.contractViolationHandler` at subscription, and the sequence completes
    ///   (RxCocoa traps: Dispatch converts the period to an unsigned interval).
    @inlinable public static func interval(
        _ period: RxTimeInterval, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("interval", file, line) {
            if period.rheoNanoseconds < 0 {
                return SharedSequence(
                    raw: _reportingContractViolation("interval(.\(period)): period must not be negative", file, line))
            }
            return SharedSequence(
                Observable.interval(period, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }

    /// A sequence that sends `0` after `dueTime`, then `1, 2, ...` every `period` if one is
    /// given, on the strategy's scheduler; without a period it completes after `0`.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the first element.
    ///   - period: The interval between the following elements; nil sends one element.
    ///     Zero sends as often as the scheduler runs the timer, as in RxCocoa.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared timer sequence. A negative `dueTime` is treated as zero, as in
    ///   RxCocoa, and reported through `Hooks.argumentOutOfRangeHandler`. A negative
    ///   `period` is reported through `Hooks.contractViolationHandler` at subscription, and
    ///   the sequence completes (a shared sequence never fails; RxCocoa traps: Dispatch
    ///   converts the period to an unsigned interval).
    @inlinable public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("timer", file, line) {
            if let period, period.rheoNanoseconds < 0 {
                return SharedSequence(
                    raw: _reportingContractViolation(
                        "timer(.\(dueTime), period: .\(period)): period must not be negative", file, line))
            }
            return SharedSequence(
                Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler, file: file, line: line))
        }
    }
}

/// `source` with its error, if any, reported to `Hooks.defaultErrorHandler` and replaced
/// by completion: how a shared sequence, which cannot fail, ends when a closure that
/// RxCocoa lets throw (a `zip`/`combineLatest` result selector) throws. RxCocoa passes
/// such an error on to the subscriber instead.
///
/// Stateless and allocation-free per element: each event is forwarded through one switch.
@inlinable func _completingOnError<Element>(_ source: Observable<Element>) -> Observable<Element> {
    Producer(source) { producer, observer, lifetime in
        let callStack = Hooks.captureSubscriptionCallStackIfEnabled()
        // Stateless: the downstream lifetime is passed through.
        producer._state._subscribe(
            EventSink { event in
                switch event {
                case .next:
                    observer.on(event)
                case .error(let error):
                    Hooks.reportUnhandledError(error, callStack: callStack)
                    observer.on(.completed)
                case .completed:
                    observer.on(.completed)
                }
            }, lifetime)
    }
}

/// A sequence that reports `message` through `Hooks.contractViolationHandler` when it is
/// subscribed, then completes: how a shared sequence, which cannot fail, answers bad input
/// where an `Observable` operator would send an `RxError.argumentOutOfRange` error.
@usableFromInline func _reportingContractViolation<Element>(
    _ message: String, _ file: StaticString, _ line: UInt
) -> Observable<Element> {
    Observable.deferred(
        {
            Hooks.reportContractViolation(message)
            return Observable.empty(file: file, line: line)
        }, file: file, line: line)
}
