/// An observable sequence with a narrower grammar, fixed by `Trait`: `Single` (one element
/// or an error), `Maybe` (one element, nothing, or an error) and `Completable` (completion
/// or an error).
///
/// A primitive sequence wraps an `Observable` that keeps the trait's grammar; it is built
/// only by the trait's `create`/`just`/... functions and by `asSingle()`, `asMaybe()` and
/// `asCompletable()`, which enforce the grammar. Its operators are `@inlinable` wrappers
/// around the `Observable` operators, so the per-event path is specialized as theirs is.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let _source: Observable<Element>

    /// Wraps `source`, which must keep the grammar of `Trait`.
    @inlinable init(raw source: Observable<Element>) {
        self._source = source
    }
}

// Deliberately not `Sendable`, like the `Observable` it wraps: see "Sendable" in
// `Observable`'s discussion.

/// A type that is a `PrimitiveSequence` of some trait, for constrained extensions.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait

    /// The element type.
    associatedtype Element

    /// The sequence itself, as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    @inlinable public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an `Observable`, which keeps the trait's grammar: a `Single` sends
    /// one element then completes, or fails; a `Maybe` may also complete with no element;
    /// a `Completable` sends no element.
    @inlinable public func asObservable() -> Observable<Element> {
        _source
    }
}

extension PrimitiveSequence {
    /// A sequence whose source is created by `observableFactory` for each subscription.
    ///
    /// - Parameters:
    ///   - observableFactory: Called on each subscription. If it throws, that
    ///     subscription fails with the error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func deferred(
        _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("deferred", file, line) {
            PrimitiveSequence(
                raw: Observable.deferred(
                    {
                        try observableFactory().asObservable()
                    }, file: file, line: line))
        }
    }

    /// Delays every event except errors by `dueTime`; an error is passed on at once.
    ///
    /// As in RxSwift, the completion that follows an element is sent one scheduler step
    /// after it (one tick later on `TestScheduler`): each event is its own timer step.
    ///
    /// - Parameters:
    ///   - dueTime: The delay. A negative delay is treated as zero and reported, as for
    ///     `Observable.delay`.
    ///   - scheduler: Where the delayed events are sent.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func delay(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("delay", file, line) {
            PrimitiveSequence(raw: _source.delay(dueTime, scheduler: scheduler, file: file, line: line))
        }
    }

    /// Subscribes to the source `dueTime` after the subscription.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before subscribing; bad values are handled as by
    ///     `Observable.delaySubscription`.
    ///   - scheduler: Where the delayed subscription runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func delaySubscription(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("delaySubscription", file, line) {
            PrimitiveSequence(raw: _source.delaySubscription(dueTime, scheduler: scheduler, file: file, line: line))
        }
    }

    /// Sends the events on `scheduler`, as `Observable.observe(on:)` does: on `TestScheduler`
    /// the completion that follows an element comes one scheduler step after it (one tick
    /// later), as in RxSwift.
    ///
    /// - Parameters:
    ///   - scheduler: Where the observer receives the events.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func observe(
        on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("observe(on:)", file, line) {
            PrimitiveSequence(raw: _source.observe(on: scheduler, file: file, line: line))
        }
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the subscription and its disposal run.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func subscribe(
        on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("subscribe(on:)", file, line) {
            PrimitiveSequence(raw: _source.subscribe(on: scheduler, file: file, line: line))
        }
    }

    /// Continues with the sequence `handler` returns for the source's error.
    ///
    /// - Parameters:
    ///   - handler: Receives the error and returns the sequence to continue with.
    ///     If it throws, the sequence fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("catch", file, line) {
            PrimitiveSequence(raw: _source.catch({ try handler($0).asObservable() }, file: file, line: line))
        }
    }

    /// Resubscribes to the source after an error, at most `maxAttemptCount` subscriptions
    /// in all.
    ///
    /// - Parameters:
    ///   - maxAttemptCount: The number of subscriptions, the first included; a
    ///     negative count is handled as by `Observable.retry(_:)`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func retry(
        _ maxAttemptCount: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("retry", file, line) {
            PrimitiveSequence(raw: _source.retry(maxAttemptCount, file: file, line: line))
        }
    }

    /// Resubscribes to the source after each error, without limit.
    @inlinable public func retry(file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element>
    {
        _assemble("retry", file, line) {
            PrimitiveSequence(raw: _source.retry(file: file, line: line))
        }
    }

    /// Resubscribes to the source when the sequence `notificationHandler` builds from the
    /// errors sends an element; fails or completes when it does.
    ///
    /// - Parameters:
    ///   - notificationHandler: Receives the source's errors (cast to `Error`;
    ///     another error type fails the sequence) and returns the trigger sequence.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable, file: StaticString = #fileID,
        line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("retry(when:)", file, line) {
            PrimitiveSequence(raw: _source.retry(when: notificationHandler, file: file, line: line))
        }
    }

    /// Resubscribes to the source when the sequence `notificationHandler` builds from the
    /// errors sends an element; fails or completes when it does.
    ///
    /// - Parameters:
    ///   - notificationHandler: Receives the source's errors and returns the
    ///     trigger sequence.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable,
        file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("retry(when:)", file, line) {
            PrimitiveSequence(raw: _source.retry(when: notificationHandler, file: file, line: line))
        }
    }

    /// Prints the subscription, every event and the disposal, as `Observable.debug` does.
    ///
    /// - Parameters:
    ///   - identifier: Names the sequence in the output; nil uses the call site.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The calling file, for the default identifier; leave the default.
    ///   - line: The calling line, for the default identifier; leave the default.
    ///   - function: The calling function, for the default identifier; leave the default.
    ///   - fileID: The calling file as `#fileID` writes it, recorded as the stage's site while
    ///     assembly tracking is on (`file` is RxSwift's, a path); leave the default.
    @inlinable public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function,
        fileID: StaticString = #fileID
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("debug", fileID, line) {
            PrimitiveSequence(
                raw: _source.debug(
                    identifier, trimOutput: trimOutput, file: file, line: line, function: function, fileID: fileID))
        }
    }

    /// Creates a resource for each subscription and disposes it when the subscription ends.
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource; if it throws, the subscription fails.
    ///   - primitiveSequenceFactory: Builds the sequence from the resource; if it throws,
    ///     the subscription fails and the resource is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>,
        file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("using", file, line) {
            PrimitiveSequence(
                raw: Observable.using(
                    resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() },
                    file: file, line: line))
        }
    }

    /// Fails with `RxError.timeout` if the sequence has not ended `dueTime` after the
    /// subscription.
    ///
    /// - Parameters:
    ///   - dueTime: The time allowed; bad values are handled as by `Observable.timeout`.
    ///   - scheduler: Where the timer runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func timeout(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("timeout", file, line) {
            PrimitiveSequence(raw: _source.timeout(dueTime, scheduler: scheduler, file: file, line: line))
        }
    }

    /// Switches to `other` if the sequence has not ended `dueTime` after the subscription.
    ///
    /// - Parameters:
    ///   - dueTime: The time allowed; bad values are handled as by `Observable.timeout`.
    ///   - other: The sequence to continue with on timeout.
    ///   - scheduler: Where the timer runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("timeout", file, line) {
            PrimitiveSequence(
                raw: _source.timeout(dueTime, other: other._source, scheduler: scheduler, file: file, line: line))
        }
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// A sequence that sends `0` after `dueTime`, then completes.
    ///
    /// - Parameters:
    ///   - dueTime: The delay; negative is treated as zero and reported, as for
    ///     `Observable.timer`.
    ///   - scheduler: Where the timer runs.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func timer(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        _assemble("timer", file, line) {
            PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler, file: file, line: line))
        }
    }
}
