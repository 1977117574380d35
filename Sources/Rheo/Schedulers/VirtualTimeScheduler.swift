import Foundation

/// A scheduler whose clock moves only when told to, as RxSwift 6's `VirtualTimeScheduler`.
///
/// Scheduled actions wait in a priority queue ordered by due time, then by the order they
/// were scheduled, so actions due at the same time run first in, first out. `start()` runs
/// them in that order, moving the clock to each one's due time (never backwards: an action
/// due in the past runs at the current clock), until the queue is empty or `stop()` is
/// called; `advanceTo(_:)` runs those due up to a time and leaves the clock there.
/// Disposing a scheduled action before it runs means it never runs; disposing it after it
/// ran disposes what it returned.
///
/// Subclass it with a `VirtualTimeConverterType` to define the clock's units; `TestScheduler`
/// (Int ticks, in RheoTest) and `HistoricalScheduler` (dates) are the two Rheo provides.
/// A subclass restates the `@unchecked Sendable` conformance, as Swift 6 asks.
///
/// Thread safety: any thread may schedule, dispose and read the clock. Actions run on the
/// thread that called `start()` or `advanceTo(_:)`, one at a time, and never while the
/// scheduler's lock is held, so an action may schedule, dispose, `stop()` or `sleep(_:)`.
/// The converter's functions are called with the lock held: they must be pure and must not
/// call back into the scheduler.
///
/// Misuse is reported through `Hooks.contractViolationHandler` and ignored (RxSwift calls
/// `fatalError`): `advanceTo(_:)` while the scheduler runs or to a time before the clock,
/// and `sleep(_:)` by a negative interval.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible,
    @unchecked Sendable
{
    // @unchecked: the clock, queue and run-loop owner are only touched under the scheduler's lock.
    /// A point on the virtual clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit

    /// A difference of two virtual times.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private typealias Item = VirtualSchedulerItem<VirtualTime>

    // Who owns the run loop of `start()` / `advanceTo(_:)`. A generation, not a flag, so that
    // a loop ended by `stop()` cannot carry on as the loop of a later `start()`.
    private enum RunState {
        case idle
        case running(generation: Int)
    }

    private let lock = Lock()
    private let converter: Converter
    // Guarded by `lock`.
    private var currentClock: VirtualTime
    private var runState = RunState.idle
    private var generation = 0
    private var nextId = 0
    // A binary min-heap ordered by `isBefore`. Disposed items stay until they reach the
    // front (they have already released their action, so they are small).
    private var queue: [Item] = []

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The virtual time `clock` starts at.
    ///   - converter: Converts between virtual and real time.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        lock.withLock { currentClock }
    }

    /// The current virtual time, converted to real time.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Whether `start()` or `advanceTo(_:)` is running scheduled actions.
    public var isEnabled: Bool {
        lock.withLock {
            if case .running = runState {
                return true
            }
            return false
        }
    }

    /// Schedules `action` as soon as possible: at the current clock, adjusted by
    /// `adjustScheduledTime(_:)`.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` at `now` plus `dueTime`, converted to virtual time and adjusted by
    /// `adjustScheduledTime(_:)`.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - dueTime: The delay; `.never` means the action never runs.
    ///   - action: Runs once, when the virtual clock reaches the due time.
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let seconds = dueTime.rheoSeconds
        // RxSwift would convert `.never` to a far date and queue it; an action that can
        // never be due is better not queued at all, so `start()` still ends.
        guard seconds.isFinite else {
            return Disposables.create()
        }
        let time = converter.convertToVirtualTime(now.addingTimeInterval(seconds))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` at the current clock plus `dueTime`, in virtual units.
    ///
    /// Not adjusted by `adjustScheduledTime(_:)`: a `dueTime` of zero runs at the current
    /// clock (this is how cold test observables emit at their subscription time).
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = lock.withLock { converter.offsetVirtualTime(currentClock, offset: dueTime) }
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the virtual time `time`.
    ///
    /// An action due before the current clock runs at the current clock; the queue is
    /// ordered by due time, so it runs before the actions due at the current clock, as in
    /// RxSwift.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet; disposing it
    ///   after the action ran disposes what the action returned.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        lock.withLock {
            let item = Item(time: time, id: nextId) { action(state) }
            nextId += 1
            push(item)
            return item
        }
    }

    /// Adjusts the due time of `schedule` and `scheduleRelative`; returns `time` unchanged.
    ///
    /// `TestScheduler` overrides it to move work due now one tick later, which simulates
    /// processing delay.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs scheduled actions in order, moving the clock to each one's due time, until the
    /// queue is empty or `stop()` is called. Does nothing if already running.
    public func start() {
        guard let generation = beginRunning() else {
            return
        }
        while let item = nextItem(generation: generation, upTo: nil) {
            item.invoke()
        }
        endRunning(generation: generation, advancingTo: nil)
    }

    /// Runs the actions due at or before `virtualTime` in order, then sets the clock to
    /// `virtualTime`.
    ///
    /// Called while the scheduler runs (from an action, or alongside `start()` on another
    /// thread), or with a time before the clock, it reports through
    /// `Hooks.contractViolationHandler` and does nothing.
    public func advanceTo(_ virtualTime: VirtualTime) {
        let isPast = lock.withLock { converter.compareVirtualTime(virtualTime, currentClock).isLessThan }
        if isPast {
            Hooks.reportContractViolation(
                "VirtualTimeScheduler.advanceTo(\(virtualTime)): the time is before the clock (\(clock)); a virtual clock does not move backwards, so the call is ignored"
            )
            return
        }
        guard let generation = beginRunning() else {
            Hooks.reportContractViolation(
                "VirtualTimeScheduler.advanceTo(\(virtualTime)) was called while the scheduler is running (from a scheduled action, or alongside start() or advanceTo(_:)); the call is ignored"
            )
            return
        }
        while let item = nextItem(generation: generation, upTo: virtualTime) {
            item.invoke()
        }
        endRunning(generation: generation, advancingTo: virtualTime)
    }

    /// Moves the clock forward by `virtualInterval` without running any action.
    ///
    /// A negative interval is reported through `Hooks.contractViolationHandler` and ignored.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let moved = lock.withLock { () -> Bool in
            let target = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            if converter.compareVirtualTime(target, currentClock).isLessThan {
                return false
            }
            currentClock = target
            return true
        }
        if !moved {
            Hooks.reportContractViolation(
                "VirtualTimeScheduler.sleep(\(virtualInterval)): cannot sleep into the past; the call is ignored")
        }
    }

    /// Stops `start()` or `advanceTo(_:)` after the action running now.
    public func stop() {
        lock.withLock {
            runState = .idle
        }
    }

    /// The clock and the number of pending actions.
    public var debugDescription: String {
        let (clock, pending) = lock.withLock { (currentClock, queue.count(where: { !$0.isDisposed })) }
        return "VirtualTimeScheduler(clock: \(clock), pending: \(pending))"
    }

    // MARK: Run loop

    private func beginRunning() -> Int? {
        lock.withLock {
            if case .running = runState {
                return nil
            }
            generation += 1
            runState = .running(generation: generation)
            return generation
        }
    }

    /// Pops the next live item due at or before `limit` and moves the clock to its time,
    /// or returns nil if there is none or the loop of `generation` no longer owns the run.
    private func nextItem(generation: Int, upTo limit: VirtualTime?) -> Item? {
        lock.withLock {
            guard case .running(let current) = runState, current == generation else {
                return nil
            }
            while let first = queue.first {
                if first.isDisposed {
                    _ = popFirst()
                    continue
                }
                if let limit, converter.compareVirtualTime(first.time, limit).isGreaterThan {
                    return nil
                }
                if converter.compareVirtualTime(first.time, currentClock).isGreaterThan {
                    currentClock = first.time
                }
                return popFirst()
            }
            return nil
        }
    }

    private func endRunning(generation: Int, advancingTo target: VirtualTime?) {
        lock.withLock {
            // A later `start()` owns the run now (this loop was stopped, then restarted):
            // leave its state and clock alone.
            if case .running(let current) = runState, current != generation {
                return
            }
            runState = .idle
            // As RxSwift, the clock reaches the target even when `stop()` ended the loop
            // early; an action may have slept past it, and the clock never goes back.
            if let target, converter.compareVirtualTime(target, currentClock).isGreaterThan {
                currentClock = target
            }
        }
    }

    // MARK: Priority queue (call with `lock` held)

    private func isBefore(_ lhs: Item, _ rhs: Item) -> Bool {
        switch converter.compareVirtualTime(lhs.time, rhs.time) {
        case .lessThan:
            return true
        case .greaterThan:
            return false
        case .equal:
            // Equal times run in the order scheduled.
            return lhs.id < rhs.id
        }
    }

    private func push(_ item: Item) {
        queue.append(item)
        var child = queue.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard isBefore(queue[child], queue[parent]) else { break }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    private func popFirst() -> Item {
        queue.swapAt(0, queue.count - 1)
        let first = queue.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < queue.count, isBefore(queue[left], queue[smallest]) {
                smallest = left
            }
            if right < queue.count, isBefore(queue[right], queue[smallest]) {
                smallest = right
            }
            if smallest == parent { break }
            queue.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}

/// An action waiting in a `VirtualTimeScheduler`'s queue: cancellable until it runs, and
/// afterwards the holder of what it returned.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    // @unchecked: `state` is only touched under `lock`.
    private enum State {
        case pending(() -> Disposable)
        case running
        case ran(Disposable)
        case disposed
    }

    let time: Time
    let id: Int
    private let lock = Lock()
    // Guarded by `lock`.
    private var state: State

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        state = .pending(action)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        lock.withLock {
            if case .disposed = state {
                return true
            }
            return false
        }
    }

    /// Runs the action, unless it was disposed; outside any lock.
    func invoke() {
        let action = lock.withLock { () -> (() -> Disposable)? in
            guard case .pending(let action) = state else { return nil }
            state = .running
            return action
        }
        guard let action else { return }
        let result = action()
        let disposedWhileRunning = lock.withLock { () -> Bool in
            guard case .running = state else { return true }
            state = .ran(result)
            return false
        }
        if disposedWhileRunning {
            result.dispose()
        }
    }

    func dispose() {
        let old = lock.withLock { () -> State in
            let old = state
            state = .disposed
            return old
        }
        // A pending action is released here, after unlocking, because what it captures may
        // run user code in its deinit. A running one disposes its result when it returns.
        if case .ran(let result) = old {
            result.dispose()
        }
    }
}
