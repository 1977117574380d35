import Foundation
import Rheo

/// An observer that records every event it receives with the virtual time it arrived, as
/// RxTest's `TestableObserver`.
///
/// It records what it is given, even events after a terminal one, so that a test can see
/// a broken grammar. Create it with `TestScheduler.createObserver(_:)`. Safe to read from
/// any thread.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: `recorded` is only touched under `lock`; the scheduler is Sendable.
    /// The scheduler whose clock timestamps the events.
    public let scheduler: TestScheduler

    private let lock = NSLock()
    // Guarded by `lock`.
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The events received so far, each with the virtual time it arrived.
    public var events: [Recorded<Event<Element>>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Records `event` at the scheduler's current clock.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        lock.lock()
        recorded.append(Recorded(time: time, value: event))
        lock.unlock()
    }
}
