import Dispatch
import Foundation
import RheoTest
import RheoTestSupport
import XCTest

@testable import Rheo

/// A plain target object, with an optional callback run on each write.
private final class Target {
    var values: [Int] = []
    var onWrite: ((Int) -> Void)?

    func write(_ value: Int) {
        values.append(value)
        onWrite?(value)
    }
}

// Tests run on the main thread; asynchronous application is waited for by running the
// main run loop (XCTestExpectation's wait does, as does `runMainLoop`).
final class BinderTests: MainQueueTestCase {
    // Rule 1: on the main queue with nothing queued, a MainScheduler binder applies at once.
    func testNextOnTheMainThreadIsAppliedAtOnce() {
        drainMainQueue()
        let target = Target()
        let binder = Binder(target) { target, value in target.write(value) }
        binder.onNext(1)
        binder.onNext(2)
        XCTAssertEqual(target.values, [1, 2])
    }

    // Rule 1: the run-at-once path never overtakes an element of the same binder still
    // queued on the main queue.
    func testAMainThreadElementWaitsBehindOneQueuedFromABackgroundThread() {
        drainMainQueue()
        let target = Target()
        let binder = Binder(target) { target, value in target.write(value) }
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            binder.onNext(1)
            sent.signal()
        }
        sent.wait()
        XCTAssertEqual(target.values, [], "1 waits on the main queue, which this thread holds")
        binder.onNext(2)
        XCTAssertEqual(target.values, [], "2 must not overtake 1")
        runMainLoop(until: { target.values.count == 2 })
        XCTAssertEqual(target.values, [1, 2])
        binder.onNext(3)
        XCTAssertEqual(target.values, [1, 2, 3], "with nothing queued, at once again")
    }

    /// Rule 1 with a run longer than a batch: elements from a background thread are applied
    /// on the main queue in batches of at most 1,024, and between two batches the main
    /// queue runs its other work. An element sent on the main queue then, while the rest of
    /// the run waits for its next batch, is queued behind the run, not applied at once
    /// (nothing of the main scheduler's own is queued then; the binder's queue is not
    /// idle).
    func testAMainThreadElementWaitsBehindARunThatYieldedTheQueue() {
        drainMainQueue()
        final class BinderRef: @unchecked Sendable {
            // Main queue only.
            var binder: Binder<Int>?
        }
        let target = Target()
        let binderRef = BinderRef()
        let binder = Binder(target) { target, value in
            target.write(value)
            if value == 1023 {
                DispatchQueue.main.async { binderRef.binder?.onNext(-1) }
            }
        }
        binderRef.binder = binder
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for value in 0..<1100 { binder.onNext(value) }
            sent.signal()
        }
        sent.wait()
        runMainLoop(until: { target.values.count == 1101 })
        XCTAssertTrue(
            target.values == Array(0..<1100) + [-1], "-1 applied at \(target.values.firstIndex(of: -1) ?? -1)")
        binderRef.binder = nil
    }

    /// Rule 1 on a dispatch queue: the elements that wait are applied in one action, at
    /// most 1,024, so an action scheduled on the same scheduler after the first element
    /// runs after the first 1,024 (RxSwift schedules an action per element, and would run
    /// it second).
    func testElementsWaitingOnADispatchQueueAreAppliedInBatches() {
        let queue = DispatchQueue(label: "rheo.test.binder.batch.target")
        queue.suspend()
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "rheo.test.binder.batch")
        let log = Collected<Int>()
        let target = Target()
        let lastApplied = DispatchSemaphore(value: 0)
        let binder = Binder(target, scheduler: scheduler) { _, value in
            log.append(value)
            if value == 1099 { lastApplied.signal() }
        }
        let otherRan = DispatchSemaphore(value: 0)
        binder.onNext(0)
        _ = scheduler.schedule(()) { _ in
            log.append(-1)
            otherRan.signal()
            return Disposables.create()
        }
        for value in 1..<1100 { binder.onNext(value) }
        queue.resume()
        XCTAssertEqual(otherRan.wait(timeout: .now() + asyncTimeout), .success)
        XCTAssertEqual(lastApplied.wait(timeout: .now() + asyncTimeout), .success)
        XCTAssertTrue(
            log.values == Array(0..<1024) + [-1] + Array(1024..<1100),
            "the other action ran at \(log.values.firstIndex(of: -1) ?? -1)")
    }

    // Rule 1, from a background thread.
    func testNextFromABackgroundThreadIsAppliedOnTheMainThread() {
        let target = Target()
        let onMainThread = Collected<Bool>()
        let applied = expectation(description: "all three applied")
        applied.expectedFulfillmentCount = 3
        target.onWrite = { _ in
            onMainThread.append(Thread.isMainThread)
            applied.fulfill()
        }
        let binder = Binder(target) { target, value in target.write(value) }
        DispatchQueue.global().async {
            binder.onNext(1)
            binder.onNext(2)
            binder.onNext(3)
        }
        wait(for: [applied], timeout: asyncTimeout)
        XCTAssertEqual(target.values, [1, 2, 3], "applied in the order sent")
        XCTAssertEqual(onMainThread.values, [true, true, true])
    }

    func testBindingABackgroundSequenceAppliesOnTheMainThread() {
        let label = TestLabel()
        let subject = PublishSubject<String?>()
        let subscription = subject.bind(to: label.rx.text)
        let applied = expectation(description: "applied")
        let onMainThread = Collected<Bool>()
        let observer = Binder<String?>(label) { label, _ in
            onMainThread.append(Thread.isMainThread)
            if label.text == "from background" {
                applied.fulfill()
            }
        }
        let second = subject.bind(to: observer)
        DispatchQueue.global().async {
            subject.onNext("from background")
        }
        wait(for: [applied], timeout: asyncTimeout)
        XCTAssertEqual(label.text, "from background")
        XCTAssertEqual(onMainThread.values, [true])
        subscription.dispose()
        second.dispose()
    }

    // Rule 1, with another scheduler: the binding runs on that scheduler, not in `on`.
    func testNextIsAppliedOnTheBindersScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let binder = Binder(target, scheduler: scheduler) { target, value in target.write(value) }
        binder.onNext(7)
        XCTAssertEqual(target.values, [], "not applied until the scheduler runs")
        scheduler.start()
        XCTAssertEqual(target.values, [7])
    }

    // Rule 2: the binder does not keep its target alive.
    func testTheTargetIsHeldWeakly() {
        var target: Target? = Target()
        weak let weakTarget = target
        let binder = Binder(target!) { target, value in target.write(value) }
        target = nil
        XCTAssertNil(weakTarget, "a binder must not retain its target")
        binder.onNext(1)
    }

    // Rule 2: nothing is applied once the target is gone.
    func testNothingIsAppliedAfterTheTargetIsGone() {
        drainMainQueue()
        let applied = Collected<Int>()
        var target: Target? = Target()
        let binder = Binder(target!) { _, value in applied.append(value) }
        binder.onNext(1)
        target = nil
        binder.onNext(2)
        XCTAssertEqual(applied.values, [1])
    }

    // Rule 2: an element queued while the target was alive is dropped if the target is
    // gone when its turn comes.
    func testAnElementQueuedBeforeTheTargetWentIsDropped() {
        drainMainQueue()
        let applied = Collected<Int>()
        var target: Target? = Target()
        let binder = Binder(target!) { _, value in applied.append(value) }
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            binder.onNext(1)
            sent.signal()
        }
        waitOrFail(sent)
        target = nil
        drainMainQueue()
        XCTAssertEqual(applied.values, [])
    }

    // Rule 3.
    func testCompletedIsIgnored() {
        drainMainQueue()
        let label = TestLabel(text: "before")
        let subject = PublishSubject<String?>()
        _ = subject.bind(to: label.rx.text)
        subject.onNext("last")
        subject.onCompleted()
        XCTAssertEqual(label.text, "last", "completion leaves the last value")
        let binder: Binder<String?> = label.rx.text
        binder.onCompleted()
        binder.onNext("still usable")
        XCTAssertEqual(label.text, "still usable")
    }

    // Rule 4: the error reaches the hook, named after the binder and, while assembly
    // tracking is on, where it was made.
    func testAnErrorGoesToTheBindingErrorHook() {
        let target = Target()
        let binder = Binder(target) { target, value in target.write(value) }
        let made = AssemblyTracking.isEnabled ? " made at \(#fileID):\(#line - 1)" : ""
        let reports = captureBindingErrors {
            binder.onError(TestError(5))
        }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.error as? TestError, TestError(5))
        XCTAssertEqual(reports.first?.binding, "Binder<Int> of Target\(made)")
    }

    // Rule 4: the default handler's policy in both build modes.
    func testTheDefaultPolicyStopsInDebugAndPrintsInRelease() {
        let debug = Hooks.bindingErrorResponse(
            binding: "Binder<Int> of Target", error: TestError(1), isDebugBuild: true)
        let release = Hooks.bindingErrorResponse(
            binding: "Binder<Int> of Target", error: TestError(1), isDebugBuild: false)
        guard case .stop(let debugMessage) = debug, case .print(let releaseMessage) = release else {
            return XCTFail("debug must stop, release must print: \(debug), \(release)")
        }
        XCTAssertEqual(debugMessage, releaseMessage)
        XCTAssertTrue(releaseMessage.contains("Binder<Int> of Target"), releaseMessage)
        XCTAssertTrue(releaseMessage.contains("TestError(id: 1)"), releaseMessage)
    }

    // Rule 4 and the issue's "a binding error in release mode reaches the hook and loses
    // nothing else": with the hook going on (as the release default does), the elements
    // sent before the error are applied, even those still queued for the main thread, and
    // other bindings keep working.
    func testABindingErrorInReleaseModeReachesTheHookAndLosesNothingElse() {
        let failing = TestLabel()
        let other = TestLabel()
        let failingSource = PublishSubject<String?>()
        let otherSource = PublishSubject<String?>()
        let reports = captureBindingErrors {
            let failingBinding = failingSource.bind(to: failing.rx.text)
            let otherBinding = otherSource.bind(to: other.rx.text)
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                failingSource.onNext("a")
                failingSource.onNext("b")
                failingSource.onError(TestError(9))
                failingSource.onNext("after the error")
                otherSource.onNext("other, from background")
                sent.signal()
            }
            waitOrFail(sent)
            runMainLoop(until: { failing.text == "b" && other.text == "other, from background" })
            otherSource.onNext("other, later")
            XCTAssertEqual(other.text, "other, later")
            failingBinding.dispose()
            otherBinding.dispose()
        }
        XCTAssertEqual(failing.text, "b", "elements before the error were applied, nothing after it")
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.error as? TestError, TestError(9))
        XCTAssertEqual(reports.first?.binding, "Binder<Optional<String>> of TestLabel")
    }

    func testReportBindingErrorCallsTheHook() {
        let reports = captureBindingErrors {
            Hooks.reportBindingError(in: "a binding", TestError(2))
        }
        XCTAssertEqual(reports.map(\.binding), ["a binding"])
        XCTAssertEqual(reports.first?.error as? TestError, TestError(2))
    }

    func testAsObserverForwardsToTheBinder() {
        drainMainQueue()
        let target = Target()
        let observer = Binder(target) { target, value in target.write(value) }.asObserver()
        observer.onNext(3)
        observer.onCompleted()
        XCTAssertEqual(target.values, [3])
    }

    // Rule 2 and the live-object count: a binding whose target is gone releases everything
    // when it ends.
    func testABindingToADeadTargetLeaksNothing() {
        drainMainQueue()
        var label: TestLabel? = TestLabel()
        weak let weakLabel = label
        let subject = PublishSubject<String?>()
        let subscription = subject.bind(to: label!.rx.text)
        label = nil
        XCTAssertNil(weakLabel)
        subject.onNext("nobody")
        subject.onCompleted()
        subscription.dispose()
    }
}
