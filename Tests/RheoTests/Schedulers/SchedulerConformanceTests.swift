import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// A scheduler as the conformance suites drive it: the scheduler, what it promises, and how
/// a test waits for it.
struct SchedulerSubject {
    /// How an action scheduled from a running action runs on this scheduler.
    enum NestedActions {
        /// After the running action has returned.
        case deferred
        /// At once, inside the `schedule` call.
        case atOnce
        /// On another thread, possibly while the running action still runs.
        case concurrently
    }

    /// The scheduler under test.
    let scheduler: ImmediateSchedulerType
    /// Whether actions scheduled from one thread run one at a time, in the order scheduled.
    let runsInOrder: Bool
    /// How an action scheduled from a running action runs.
    let nestedActions: NestedActions
    /// Whether actions run on the main queue, which only the test (on the main thread) drives.
    let runsOnMainQueue: Bool
    /// Tells whether the caller runs where the scheduler runs its actions; `nil` where a test
    /// cannot tell.
    let isOnScheduler: (@Sendable () -> Bool)?
    /// Returns once every action scheduled so far has run and the scheduler has stored what
    /// it returned; a timer still waiting for its due time does not count.
    let settle: () -> Void
    /// Keeps the scheduler from starting any action until the returned closure is called.
    let holdBack: () -> () -> Void
    /// Whether disposing an action that waits its turn releases its state at once; if not,
    /// the scheduler releases it when the action's turn comes.
    var releasesPendingStateAtDisposal = true

    /// The scheduler's timed operations, if it has them.
    var timed: SchedulerType? { scheduler as? SchedulerType }

    /// Holds a serial scheduler back with an action that waits for the release.
    static func blockerAction(on scheduler: ImmediateSchedulerType) -> () -> () -> Void {
        {
            let gate = DispatchSemaphore(value: 0)
            _ = scheduler.schedule(()) { _ in
                _ = gate.wait(timeout: .now() + asyncTimeout)
                return Disposables.create()
            }
            return { gate.signal() }
        }
    }
}

/// A flag that opens once, from any thread, and that a test can wait for whether or not
/// the main queue must run for it to open.
final class Latch: @unchecked Sendable {
    // @unchecked: Marker and DispatchSemaphore are thread-safe.
    private let marker = Marker()
    private let semaphore = DispatchSemaphore(value: 0)

    func open() {
        marker.set()
        semaphore.signal()
    }

    var isOpen: Bool { marker.isSet }

    fileprivate func wait(timeout: TimeInterval) -> Bool {
        semaphore.wait(timeout: .now() + timeout) == .success
    }
}

/// What every scheduler must do, checked the same way for each: a subclass per scheduler
/// overrides `makeSubject()` and keeps the tests only its scheduler has beside these.
///
/// Linux's XCTest has no `defaultTestSuite` to leave a base class out, so the tests of the
/// base classes themselves are skipped. A subclass must declare a test of its own: SwiftPM
/// only discovers classes that do, and then runs the inherited tests too.
///
/// `CurrentThreadScheduler` and the virtual-time schedulers are not here: they run actions
/// on the caller's thread or on a virtual clock, and their own files test that.
class ImmediateSchedulerConformanceTests: MainQueueTestCase {
    /// The scheduler under test for the running test; `nil` outside a test.
    private(set) var subject: SchedulerSubject!

    /// The scheduler a subclass tests; `nil` in the base classes.
    func makeSubject() -> SchedulerSubject? { nil }

    override func setUpWithError() throws {
        try super.setUpWithError()
        if makeSubject() == nil {
            throw XCTSkip("\(type(of: self)) is a conformance suite; it runs through a subclass per scheduler")
        }
    }

    override func setUp() {
        super.setUp()
        // After the live-object count is taken, so that the scheduler counts as the test's.
        subject = makeSubject()
    }

    override func tearDown() {
        subject = nil
        super.tearDown()
    }

    /// Waits for `latch`, running the main queue while it waits if the scheduler needs it.
    func wait(
        for latch: Latch, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        if subject.runsOnMainQueue {
            runMainLoop(until: { latch.isOpen }, message, file: file, line: line)
        } else {
            XCTAssertTrue(latch.wait(timeout: asyncTimeout), "timed out waiting. \(message)", file: file, line: line)
        }
    }

    /// Runs `body` on another thread and waits for it: scheduling from there reaches the
    /// main-queue schedulers' queued path and keeps the main queue still meanwhile.
    func onAnotherThread(file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            body()
            done.signal()
        }
        waitOrFail(done, "work on another thread", file: file, line: line)
    }

    func testEveryActionRunsOnTheSchedulerWithItsState() {
        let scheduler = subject.scheduler
        let isOnScheduler = subject.isOnScheduler
        let states = Collected<Int>()
        let onScheduler = Collected<Bool>()
        let overlap = OverlapTracker()
        onAnotherThread {
            for index in 0..<1_000 {
                _ = scheduler.schedule(index) { index in
                    overlap.enter()
                    states.append(index)
                    if let isOnScheduler {
                        onScheduler.append(isOnScheduler())
                    }
                    overlap.leave()
                    return Disposables.create()
                }
            }
        }
        subject.settle()
        XCTAssertEqual(states.values.sorted(), Array(0..<1_000))
        if subject.runsInOrder {
            XCTAssertEqual(states.values, Array(0..<1_000))
            XCTAssertEqual(overlap.maxInFlight, 1)
        }
        if isOnScheduler != nil {
            XCTAssertEqual(onScheduler.values, Array(repeating: true, count: 1_000))
        }
    }

    func testAnActionScheduledFromAnActionRunsAsTheSchedulerPromises() {
        let scheduler = subject.scheduler
        let log = Collected<String>()
        let done = Latch()
        onAnotherThread {
            _ = scheduler.schedule(()) { _ in
                log.append("outer start")
                _ = scheduler.schedule(()) { _ in
                    log.append("inner")
                    done.open()
                    return Disposables.create()
                }
                log.append("outer end")
                return Disposables.create()
            }
        }
        wait(for: done)
        subject.settle()
        switch subject.nestedActions {
        case .deferred:
            XCTAssertEqual(log.values, ["outer start", "outer end", "inner"])
        case .atOnce:
            XCTAssertEqual(log.values, ["outer start", "inner", "outer end"])
        case .concurrently:
            XCTAssertEqual(log.values.first, "outer start")
            XCTAssertEqual(log.values.sorted(), ["inner", "outer end", "outer start"])
        }
    }

    func testDisposingAnActionBeforeItStartsMeansItNeverRunsAndReleasesIt() {
        let scheduler = subject.scheduler
        let log = Collected<String>()
        let releasedBeforeAndAtDisposal = Collected<Bool>()
        let probe = UncheckedBox<DeinitProbe?>(DeinitProbe())
        let released = probe.value!.released
        let release = subject.holdBack()
        onAnotherThread {
            let cancelled = scheduler.schedule(probe.value!) { _ in
                log.append("cancelled")
                return Disposables.create()
            }
            probe.value = nil
            releasedBeforeAndAtDisposal.append(released.isSet)
            cancelled.dispose()
            releasedBeforeAndAtDisposal.append(released.isSet)
            _ = scheduler.schedule(()) { _ in
                log.append("after")
                return Disposables.create()
            }
        }
        XCTAssertEqual(
            releasedBeforeAndAtDisposal.values, [false, subject.releasesPendingStateAtDisposal],
            "the pending action holds its state; disposal releases it while the scheduler is held back")
        release()
        subject.settle()
        XCTAssertEqual(log.values, ["after"])
        XCTAssertTrue(released.isSet, "the state is released once the action's turn has passed")
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let returned = BooleanDisposable()
        let scheduled = subject.scheduler.schedule(()) { _ in returned }
        subject.settle()
        XCTAssertFalse(returned.isDisposed)
        scheduled.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testDisposingWhileTheActionRunsLetsItFinishAndDisposesWhatItReturns() {
        let scheduler = subject.scheduler
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let finished = Latch()
        let returned = BooleanDisposable()
        let disposedWhileRunning = Collected<Bool>()
        // Another thread disposes, so that the main queue can run the action meanwhile.
        DispatchQueue.global().async {
            let scheduled = scheduler.schedule(()) { _ in
                started.signal()
                _ = gate.wait(timeout: .now() + asyncTimeout)
                finished.open()
                return returned
            }
            disposedWhileRunning.append(started.wait(timeout: .now() + asyncTimeout) == .success)
            scheduled.dispose()
            gate.signal()
        }
        wait(for: finished)
        subject.settle()
        XCTAssertEqual(disposedWhileRunning.values, [true])
        XCTAssertTrue(returned.isDisposed, "what a run returns after disposal is disposed at once")
    }

    func testScheduleRecursiveRunsEveryStepInOrder() {
        let log = Collected<Int>()
        let done = Latch()
        let recursion = subject.scheduler.scheduleRecursive(0) { step, recurse in
            log.append(step)
            if step < 1_000 {
                recurse(step + 1)
            } else {
                done.open()
            }
        }
        wait(for: done)
        // Each step is scheduled by the one before, so even a concurrent queue keeps them in order.
        XCTAssertEqual(log.values, Array(0...1_000))
        recursion.dispose()
    }

    func testDisposingARecursionStopsIt() throws {
        guard subject.nestedActions != .atOnce else {
            throw XCTSkip(
                "a step scheduled from a step runs at once: an endless recursion never returns to be disposed")
        }
        let log = Collected<Int>()
        let tenSteps = Latch()
        let recursion = subject.scheduler.scheduleRecursive(0) { step, recurse in
            log.append(step)
            if step == 9 {
                tenSteps.open()
            }
            recurse(step + 1)
        }
        wait(for: tenSteps)
        recursion.dispose()
        subject.settle()
        let settled = log.values.count
        subject.settle()
        XCTAssertEqual(log.values.count, settled)
        XCTAssertEqual(log.values, Array(0..<settled))
    }
}

/// What every scheduler with timed operations must do, on top of what every scheduler must
/// do; see `ImmediateSchedulerConformanceTests`.
class SchedulerConformanceTests: ImmediateSchedulerConformanceTests {
    /// The scheduler's timed operations; every subject of this suite has them.
    var timed: SchedulerType { subject.timed! }

    /// Schedules a marker action after `dueTime`, waits for it, then settles the scheduler.
    func waitForTimedMarker(after dueTime: RxTimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        let done = Latch()
        _ = timed.scheduleRelative((), dueTime: dueTime) { _ in
            done.open()
            return Disposables.create()
        }
        wait(for: done, "relative marker action", file: file, line: line)
        subject.settle()
    }

    func testScheduleRelativeRunsOnTheSchedulerNoSoonerThanItsDueTimeWithItsState() {
        let isOnScheduler = subject.isOnScheduler
        let start = monotonicNanoseconds()
        let runs = Collected<(state: String, at: UInt64, onScheduler: Bool)>()
        let done = Latch()
        _ = timed.scheduleRelative("state", dueTime: .milliseconds(50)) { state in
            runs.append((state, monotonicNanoseconds(), isOnScheduler?() ?? true))
            done.open()
            return Disposables.create()
        }
        XCTAssertEqual(runs.values.count, 0)
        wait(for: done)
        XCTAssertEqual(runs.values.map(\.state), ["state"])
        XCTAssertEqual(runs.values.map(\.onScheduler), [true])
        XCTAssertGreaterThanOrEqual((runs.values.first?.at ?? start) - start, 50_000_000)
    }

    func testDisposingARelativeActionBeforeItsDueTimeMeansItNeverRunsAndReleasesIt() {
        let ran = Marker()
        var probe: DeinitProbe? = DeinitProbe()
        let released = probe!.released
        let cancelled = timed.scheduleRelative(probe!, dueTime: .milliseconds(20)) { _ in
            ran.set()
            return Disposables.create()
        }
        probe = nil
        XCTAssertFalse(released.isSet, "the pending timer holds its state")
        cancelled.dispose()
        XCTAssertTrue(released.isSet, "disposal cancels the timer and releases the state at once")
        // Due after the cancelled one: had its timer lived, it would have fired first.
        waitForTimedMarker(after: .milliseconds(60))
        XCTAssertFalse(ran.isSet)
        XCTAssertTrue(released.isSet)
    }

    func testSchedulePeriodicThreadsItsStateRunsOneAtATimeAndStopsOnDispose() {
        let isOnScheduler = subject.isOnScheduler
        let states = Collected<Int>()
        let onScheduler = Collected<Bool>()
        let overlap = OverlapTracker()
        let fiveRuns = Latch()
        let periodic = timed.schedulePeriodic(10, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            overlap.enter()
            states.append(state)
            onScheduler.append(isOnScheduler?() ?? true)
            // Longer than the period, so a second run would overlap if the queue allowed it.
            Thread.sleep(forTimeInterval: 0.003)
            overlap.leave()
            if state == 14 {
                fiveRuns.open()
            }
            return state + 1
        }
        wait(for: fiveRuns)
        periodic.dispose()
        let countAtDispose = states.values.count
        subject.settle()
        let settled = states.values.count
        XCTAssertLessThanOrEqual(settled, countAtDispose + 1, "at most the run under way finishes")
        // Fifteen periods: a live timer would have run again before this marker.
        waitForTimedMarker(after: .milliseconds(30))
        XCTAssertEqual(states.values, Array(10..<(10 + settled)), "no run after dispose")
        XCTAssertEqual(onScheduler.values, Array(repeating: true, count: settled))
        XCTAssertEqual(overlap.maxInFlight, 1)
    }

    func testDisposingAPeriodicActionFromInsideItStopsIt() {
        let states = Collected<Int>()
        let stopped = Latch()
        // Disposing an unassigned SingleAssignmentDisposable disposes what is assigned later,
        // so the action may stop the timer whenever it first runs.
        let periodic = SingleAssignmentDisposable()
        periodic.setDisposable(
            timed.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
                states.append(state)
                if state == 2 {
                    periodic.dispose()
                    stopped.open()
                }
                return state + 1
            })
        wait(for: stopped)
        waitForTimedMarker(after: .milliseconds(30))
        XCTAssertEqual(states.values, [0, 1, 2])
    }

    func testScheduleRecursiveWithDueTimesRunsEveryStepNoSoonerThanItsDelay() {
        let start = monotonicNanoseconds()
        let log = Collected<Int>()
        let done = Latch()
        let recursion = timed.scheduleRecursive(0, dueTime: .milliseconds(10)) { step, recursive in
            log.append(step)
            if step < 4 {
                recursive.schedule(step + 1, dueTime: .milliseconds(10))
            } else {
                done.open()
            }
        }
        wait(for: done)
        XCTAssertEqual(log.values, [0, 1, 2, 3, 4])
        XCTAssertGreaterThanOrEqual(monotonicNanoseconds() - start, 50_000_000, "five steps of at least 10 ms each")
        recursion.dispose()
    }
}
