import Foundation
import Rheo

/// A virtual-time scheduler for marble tests, with RxTest 6's names and behavior.
///
/// Time is counted in Int ticks (`TestTime`). Work scheduled "now" with `schedule` or
/// `scheduleRelative` runs one tick later when `simulateProcessingDelay` is on (the
/// default), as in RxTest, so that an operator's scheduled step shows up one tick after the
/// event that caused it. A typical test:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// See `VirtualTimeScheduler` for ordering, cancellation and thread safety.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    // @unchecked: restates VirtualTimeScheduler's conformance; adds no mutable state.
    /// The default times of `start`: created 100, subscribed 200, disposed 1000.
    public typealias Defaults = TestSchedulerDefaults

    private let simulateProcessingDelay: Bool

    /// Creates a test scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The tick the clock starts at.
    ///   - resolution: Seconds of real time per tick, used where the scheduler converts to
    ///     and from `RxTimeInterval` (`now`, `scheduleRelative`). Must be positive and
    ///     finite; anything else is reported through `Hooks.contractViolationHandler` and
    ///     1.0 is used instead.
    ///   - simulateProcessingDelay: Whether work scheduled at or before the current tick
    ///     through `schedule`/`scheduleRelative` runs one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        var resolution = resolution
        if !(resolution > 0 && resolution.isFinite) {
            Hooks.contractViolationHandler(
                "TestScheduler(resolution: \(resolution)): the resolution must be a positive, finite number of seconds per tick; using 1.0"
            )
            resolution = 1.0
        }
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Creates an observable that plays `events` at their absolute times, to whoever is
    /// subscribed then.
    ///
    /// - Parameters:
    ///   - events: The events and their times.
    ///   - file: The file that makes it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that makes it; leave the default.
    public func createHotObservable<Element>(
        _ events: [Recorded<Event<Element>>], file: StaticString = #fileID, line: UInt = #line
    ) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events, site: ("createHotObservable", file, line))
    }

    /// Creates an observable that plays `events` to each subscriber at times relative to
    /// that subscription.
    ///
    /// - Parameters:
    ///   - events: The events and their times, relative to each subscription.
    ///   - file: The file that makes it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that makes it; leave the default.
    public func createColdObservable<Element>(
        _ events: [Recorded<Event<Element>>], file: StaticString = #fileID, line: UInt = #line
    ) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events, site: ("createColdObservable", file, line))
    }

    /// Creates an observer that records what it receives with this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Subscribes a new recording observer to `source` now, as RxTest's `record`.
    ///
    /// - Parameters:
    ///   - source: The sequence to record.
    ///   - disposeBag: Receives the subscription; without one, the subscription lasts until
    ///     `source` ends.
    /// - Returns: The observer recording `source`'s events.
    public func record<Source: ObservableConvertibleType>(
        _ source: Source, disposeBag: DisposeBag? = nil
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = source.asObservable().subscribe(observer)
        if let disposeBag {
            subscription.disposed(by: disposeBag)
        }
        return observer
    }

    /// Runs `action` at the absolute virtual time `time` (at the current tick if `time` has
    /// passed).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work due at or before the current tick one tick later when
    /// `simulateProcessingDelay` is on (to the current tick otherwise).
    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        let now = clock
        if time <= now {
            return simulateProcessingDelay ? now + 1 : now
        }
        return time
    }

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes the
    /// subscription at `disposed`, runs the scheduler until no work is left, and returns the
    /// observer that recorded the events.
    ///
    /// The times must be ordered `created <= subscribed <= disposed`; otherwise the misuse
    /// is reported through `Hooks.contractViolationHandler`, nothing is subscribed before
    /// the sequence exists, and a subscription made after its dispose time is disposed at
    /// once.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        if !(created <= subscribed && subscribed <= disposed) {
            Hooks.contractViolationHandler(
                "TestScheduler.start(created: \(created), subscribed: \(subscribed), disposed: \(disposed)): the times must be ordered created <= subscribed <= disposed"
            )
        }
        let observer = createObserver(Element.self)
        let run = StartRun<Element>()
        scheduleAt(created) {
            run.source = create().asObservable()
        }
        scheduleAt(subscribed) {
            guard let source = run.source else { return }
            let subscription = source.subscribe(observer)
            if run.isDisposed {
                subscription.dispose()
                run.source = nil
            } else {
                run.subscription = subscription
            }
        }
        scheduleAt(disposed) {
            run.isDisposed = true
            guard let subscription = run.subscription else { return }
            run.subscription = nil
            subscription.dispose()
            // Not needed after this point; releasing it lets the test end holding no Rheo
            // objects but its own.
            run.source = nil
        }
        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with the default created (100) and
    /// subscribed (200) times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with the default times: created 100,
    /// subscribed 200, disposed 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

/// The default times of `TestScheduler.start`, as RxTest's.
public enum TestSchedulerDefaults {
    /// When the sequence is created: 100.
    public static let created: TestTime = 100

    /// When it is subscribed: 200.
    public static let subscribed: TestTime = 200

    /// When the subscription is disposed: 1000.
    public static let disposed: TestTime = 1000
}

/// The state of one `TestScheduler.start` run; touched only by its scheduled actions,
/// which run one at a time.
private final class StartRun<Element> {
    var source: Observable<Element>?
    var subscription: Disposable?
    var isDisposed = false
}
