import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class SerialSchedulerTests: RheoTestCase {
    private let waitLimit: TimeInterval = 60

    /// 4 producer threads x 1,000,000 actions (100,000 under ThreadSanitizer): each runs
    /// exactly once, each producer's actions in order, never two at a time.
    func testFourProducersEachActionOnceInOrderNeverConcurrent() {
        let producers = 4
        let perProducer = stressIterations(1_000_000)
        let scheduler = SerialScheduler(label: "test.serial.producers")
        let state = RunState(producers: producers)
        let done = DispatchSemaphore(value: 0)
        let start = DispatchSemaphore(value: 0)
        for producer in 0..<producers {
            Thread.detachNewThread {
                start.wait()
                for sequence in 0..<perProducer {
                    _ = scheduler.schedule((producer, sequence, state)) { producer, sequence, state in
                        state.record(producer: producer, sequence: sequence)
                        if state.total == producers * perProducer { done.signal() }
                        return Disposables.create()
                    }
                }
            }
        }
        for _ in 0..<producers { start.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + waitLimit), .success, "not every action ran")
        XCTAssertEqual(state.total, producers * perProducer)
        XCTAssertEqual(state.outOfOrder, 0)
        XCTAssertEqual(state.overlaps, 0)
        XCTAssertEqual(state.next, [Int](repeating: perProducer, count: producers))
    }

    func testDisposedActionNeverRuns() {
        let scheduler = SerialScheduler(label: "test.serial.cancel")
        let gate = DispatchSemaphore(value: 0)
        let ran = Counter()
        let finished = DispatchSemaphore(value: 0)
        // The first action holds the queue, so the second is still queued when disposed.
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let second = scheduler.schedule(()) { _ in
            ran.increment()
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            finished.signal()
            return Disposables.create()
        }
        second.dispose()
        gate.signal()
        XCTAssertEqual(finished.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(ran.value, 0)
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let scheduler = SerialScheduler(label: "test.serial.result")
        let returned = BooleanDisposable()
        let ran = DispatchSemaphore(value: 0)
        let handle = scheduler.schedule(()) { _ in
            ran.signal()
            return returned
        }
        XCTAssertEqual(ran.wait(timeout: .now() + waitLimit), .success)
        // Wait for the drain to have stored the result: schedule a marker behind it.
        let marker = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            marker.signal()
            return Disposables.create()
        }
        XCTAssertEqual(marker.wait(timeout: .now() + waitLimit), .success)
        XCTAssertFalse(returned.isDisposed)
        handle.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testReentrantScheduleRunsAfterTheCurrentAction() {
        let scheduler = SerialScheduler(label: "test.serial.reentrant")
        let log = Collected<String>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            log.append("outer start")
            _ = scheduler.schedule(()) { _ in
                log.append("inner")
                done.signal()
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(log.values, ["outer start", "outer end", "inner"])
    }

    func testRelativeActionRunsNoEarlierThanItsDueTime() {
        let scheduler = SerialScheduler(label: "test.serial.relative")
        let started = DispatchTime.now().uptimeNanoseconds
        let ranAt = UncheckedBox<UInt64>(0)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            ranAt.value = DispatchTime.now().uptimeNanoseconds
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + waitLimit), .success)
        XCTAssertGreaterThanOrEqual(ranAt.value - started, 30_000_000)
    }

    func testRelativeActionDisposedBeforeItsDueTimeNeverRuns() {
        let scheduler = SerialScheduler(label: "test.serial.relative-cancel")
        let ran = Counter()
        let handle = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            ran.increment()
            return Disposables.create()
        }
        handle.dispose()
        // A later action behind it proves the due time passed and the queue drained.
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(60)) { _ in
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(ran.value, 0)
    }

    func testDiscardedRelativeHandleStillRunsAndADisposedOneIsReleasedAtOnce() {
        final class Token {}
        let scheduler = SerialScheduler(label: "test.serial.relative-release")
        let ran = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            ran.signal()
            return Disposables.create()
        }
        XCTAssertEqual(ran.wait(timeout: .now() + waitLimit), .success, "dropping the handle cancelled the action")

        weak var weakToken: Token?
        var handle: Disposable?
        do {
            let token = Token()
            weakToken = token
            handle = scheduler.scheduleRelative(token, dueTime: .seconds(3600)) { _ in Disposables.create() }
        }
        XCTAssertNotNil(weakToken)
        handle?.dispose()
        handle = nil
        // Cancelling the timer releases its handler asynchronously on the scheduler's queue;
        // a marker action behind it on that queue proves it has happened.
        let marker = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            marker.signal()
            return Disposables.create()
        }
        XCTAssertEqual(marker.wait(timeout: .now() + waitLimit), .success)
        XCTAssertNil(weakToken, "a disposed hour-long action must not live until its deadline")
    }

    func testPeriodicThreadsStateAndStopsOnDispose() {
        let scheduler = SerialScheduler(label: "test.serial.periodic")
        let states = Collected<Int>()
        let reachedThree = DispatchSemaphore(value: 0)
        let handle = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            states.append(state)
            if state == 3 { reachedThree.signal() }
            return state + 1
        }
        XCTAssertEqual(reachedThree.wait(timeout: .now() + waitLimit), .success)
        handle.dispose()
        // Whatever tick was already queued has run once a marker behind it has.
        let marker = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            marker.signal()
            return Disposables.create()
        }
        XCTAssertEqual(marker.wait(timeout: .now() + waitLimit), .success)
        let countAfterDispose = states.values.count
        let marker2 = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            marker2.signal()
            return Disposables.create()
        }
        XCTAssertEqual(marker2.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(states.values.count, countAfterDispose, "ticks after dispose")
        XCTAssertEqual(Array(states.values.prefix(4)), [0, 1, 2, 3])
    }

    /// An action that reschedules itself at once for ever (the zero-delay timer loop of
    /// `buffer(timeSpan: .seconds(0))` or `window(timeSpan: .seconds(0))` on this scheduler)
    /// must leave the queue between batches: the scheduler's timers fire on the same queue,
    /// and a drain that never returned would hold back every relative action, and with it
    /// a `take(for:)` meant to end the loop.
    func testASelfReschedulingActionLeavesTheQueueToTimersBetweenBatches() {
        let scheduler = SerialScheduler(label: "rheo.test.self-rescheduling")
        let runs = Counter()
        let stop = Marker()
        func loop() {
            _ = scheduler.schedule(()) { _ in
                runs.increment()
                if !stop.isSet {
                    loop()
                }
                return Disposables.create()
            }
        }
        loop()
        waitForRelativeMarker(on: scheduler, after: .milliseconds(1))
        stop.set()
        waitForScheduledMarker(on: scheduler)
        XCTAssertGreaterThan(runs.value, 0)
    }

    /// The same through the operator: a zero time span buffers as fast as the scheduler
    /// runs, and `take(for:)` on the same scheduler still ends it.
    func testZeroTimeSpanBufferOnTheSerialSchedulerEndsWithTakeForOnTheSameScheduler() {
        let scheduler = SerialScheduler(label: "rheo.test.zero-buffer")
        let done = DispatchSemaphore(value: 0)
        let recorder = RecordingObserver<[Int]>()
        let subscription = Observable<Int>.never()
            .buffer(timeSpan: .seconds(0), count: 10, scheduler: scheduler)
            .take(for: .milliseconds(5), scheduler: scheduler)
            .subscribe { event in
                recorder.on(event)
                if event.isStopEvent {
                    done.signal()
                }
            }
        waitOrFail(done)
        subscription.dispose()
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertGreaterThan(recorder.elements.count, 0)
        XCTAssertEqual(recorder.grammarViolations, [])
    }

    func testScheduleRecursiveOnTheSerialScheduler() {
        let scheduler = SerialScheduler(label: "test.serial.recursive")
        let values = Collected<Int>()
        let done = DispatchSemaphore(value: 0)
        let handle = scheduler.scheduleRecursive(0) { value, recurse in
            values.append(value)
            if value < 1_000 { recurse(value + 1) } else { done.signal() }
        }
        XCTAssertEqual(done.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(values.values, Array(0...1_000))
        handle.dispose()
    }
}

/// Checks what a serial scheduler's actions observe; touched only by those actions.
private final class RunState: @unchecked Sendable {
    // @unchecked: touched only by the scheduler's actions, which run one at a time (what the test checks), and read after the last one.
    private(set) var next: [Int]
    private(set) var outOfOrder = 0
    private(set) var overlaps = 0
    private var running = 0
    private let lock = NSLock()
    private var count = 0

    init(producers: Int) { next = [Int](repeating: 0, count: producers) }

    func record(producer: Int, sequence: Int) {
        running += 1
        if running != 1 { overlaps += 1 }
        if sequence != next[producer] { outOfOrder += 1 }
        next[producer] = sequence + 1
        running -= 1
        lock.lock()
        count += 1
        lock.unlock()
    }

    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
