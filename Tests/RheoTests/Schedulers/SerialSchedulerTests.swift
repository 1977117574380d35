import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// The scheduler-specific tests; what every scheduler must do comes from
/// `SchedulerConformanceTests`.
final class SerialSchedulerTests: SchedulerConformanceTests {
    private let waitLimit: TimeInterval = 60

    override func makeSubject() -> SchedulerSubject? {
        let scheduler = SerialScheduler(label: "test.serial.conformance")
        return SchedulerSubject(
            scheduler: scheduler, runsInOrder: true, nestedActions: .deferred, runsOnMainQueue: false,
            isOnScheduler: nil, settle: { [unowned self] in waitForScheduledMarker(on: scheduler) },
            holdBack: SchedulerSubject.blockerAction(on: scheduler),
            // The lock-free queue cannot unlink an action; the drain releases a disposed one
            // when it reaches it.
            releasesPendingStateAtDisposal: false)
    }

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
