import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ObserveOnTests: RheoTestCase {
    func testDeliversEverythingInOrderOnTheScheduler() {
        let scheduler = SerialScheduler(label: "test.observe-on")
        let count = 100_000
        let received = Collected<Int>()
        let offScheduler = Counter()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.range(start: 0, count: count)
            .observe(on: scheduler)
            .subscribe(
                onNext: { value in
                    if Thread.isMainThread { offScheduler.increment() }
                    received.append(value)
                },
                onCompleted: { done.signal() }
            )
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(received.values, Array(0..<count))
        XCTAssertEqual(offScheduler.value, 0, "delivered on the subscribing (main) thread")
        subscription.dispose()
    }

    /// On a scheduler whose actions may run before `schedule` returns to its caller (a
    /// concurrent queue, an operation queue, a scheduler a user writes), each step schedules
    /// the next from the running action while the step before may still be storing its own
    /// action's disposable: a late store must not cancel the newer step, which would stop
    /// delivery for good.
    func testEveryEventArrivesOnSchedulersThatRunActionsConcurrently() {
        let schedulers: [(String, ImmediateSchedulerType)] = [
            ("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(qos: .default)),
            ("OperationQueueScheduler", OperationQueueScheduler(operationQueue: OperationQueue())),
            (
                "a scheduler of the user's on a concurrent queue",
                ConcurrentDispatchQueueScheduler(
                    queue: DispatchQueue(label: "test.observe-on.concurrent", attributes: .concurrent))
            ),
        ]
        let count = 20_000 * stressScale
        for (name, scheduler) in schedulers {
            let received = Counter()
            let done = DispatchSemaphore(value: 0)
            let subscription = Observable.range(start: 0, count: count)
                .observe(on: scheduler)
                .subscribe(onNext: { _ in received.increment() }, onCompleted: { done.signal() })
            XCTAssertEqual(done.wait(timeout: .now() + 60), .success, "\(name): delivery stopped")
            XCTAssertEqual(received.value, count, name)
            subscription.dispose()
        }
    }

    /// A scheduler whose order is one a concurrent queue can take: an action scheduled from
    /// inside a queued action runs at once, on "another worker", before `schedule` returns
    /// to the action that scheduled it; what that one schedules waits in the queue. So a step
    /// that schedules the next one sees it run (and schedule the one after) before its own
    /// `schedule` call returns.
    private final class RunsBeforeReturning: ImmediateSchedulerType, @unchecked Sendable {
        // @unchecked: used from the test's thread only.
        private var queued: [(cancelled: BooleanDisposable, run: () -> Void)] = []
        private var depth = 0

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            let cancelled = BooleanDisposable()
            if depth == 1 {
                depth += 1
                _ = action(state)
                depth -= 1
            } else {
                queued.append((cancelled, { _ = action(state) }))
            }
            return cancelled
        }

        func runQueued() {
            while !queued.isEmpty {
                let next = queued.removeFirst()
                if !next.cancelled.isDisposed {
                    depth = 1
                    next.run()
                    depth = 0
                }
            }
        }
    }

    func testAStepThatRunsBeforeScheduleReturnsDoesNotCancelTheNextStep() {
        let scheduler = RunsBeforeReturning()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append($0) })
        for value in 1...4 {
            subject.onNext(value)
        }
        scheduler.runQueued()
        XCTAssertEqual(received, [1, 2, 3, 4], "a late store of a step's disposable cancelled a newer step")
        subscription.dispose()
    }

    func testManyBatchesFromAProducerThreadThenError() {
        let scheduler = SerialScheduler(label: "test.observe-on.error")
        let count = 50_000
        let received = Collected<Int>()
        let failed = UncheckedBox<Swift.Error?>(nil)
        let done = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { observer in
            Thread.detachNewThread {
                for value in 0..<count { observer.onNext(value) }
                observer.onError(TestError(7))
            }
            return Disposables.create()
        }
        let subscription = source.observe(on: scheduler).subscribe(
            onNext: { received.append($0) },
            onError: {
                failed.value = $0
                done.signal()
            }
        )
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(received.values, Array(0..<count), "the error comes after every element")
        XCTAssertEqual(failed.value as? TestError, TestError(7))
        subscription.dispose()
    }

    func testDisposeStopsDeliveryAndTheSource() {
        let scheduler = SerialScheduler(label: "test.observe-on.dispose")
        let sourceDisposed = DispatchSemaphore(value: 0)
        let captured = ObserverBox<Int>()
        let source = Observable<Int>.create { observer in
            captured.observer = observer
            return Disposables.create { sourceDisposed.signal() }
        }
        let received = Counter()
        let subscription = source.observe(on: scheduler).subscribe(onNext: { _ in received.increment() })
        captured.observer?.onNext(1)
        let drained = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            drained.signal()
            return Disposables.create()
        }
        XCTAssertEqual(drained.wait(timeout: .now() + 60), .success)
        subscription.dispose()
        XCTAssertEqual(sourceDisposed.wait(timeout: .now() + 60), .success)
        captured.observer?.onNext(2)
        let drainedAgain = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            drainedAgain.signal()
            return Disposables.create()
        }
        XCTAssertEqual(drainedAgain.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(received.value, 1)
        captured.observer = nil
    }

    func testObserveOnTheTrampoline() {
        var log: [Int] = []
        _ = Observable.of(1, 2, 3).observe(on: CurrentThreadScheduler.instance).subscribe(onNext: { log.append($0) })
        XCTAssertEqual(log, [1, 2, 3])
    }

    // MARK: Batches on real queues

    /// On a dispatch queue, one action carries the events that wait: an action another
    /// thread schedules on the same queue between two events runs after both (RxSwift
    /// schedules a block per event, and would run it between them).
    func testADispatchQueueGetsOneActionForTheEventsThatWait() {
        let log = logOfEventsOnASuspendedQueue { observer, scheduleOther in
            observer.onNext(1)
            scheduleOther()
            observer.onNext(2)
        }
        XCTAssertEqual(log, ["1", "2", "other"])
    }

    /// A batch holds at most 1,024 events: work scheduled on the queue meanwhile runs
    /// after the first 1,024 and before the rest, so a long run of events does not starve
    /// the queue.
    func testABatchYieldsTheQueueAfter1024Events() {
        let log = logOfEventsOnASuspendedQueue { observer, scheduleOther in
            observer.onNext(0)
            scheduleOther()
            for value in 1..<1100 { observer.onNext(value) }
        }
        XCTAssertEqual(log, (0..<1024).map(String.init) + ["other"] + (1024..<1100).map(String.init))
    }

    /// Sends what `send` sends, then a completion, through `observe(on:)` a serial
    /// dispatch scheduler whose target queue is suspended meanwhile; `scheduleOther`
    /// schedules an action logging "other" on the same scheduler. Returns the log once the
    /// queue, resumed, has run everything.
    private func logOfEventsOnASuspendedQueue(
        _ send: (_ observer: AnyObserver<Int>, _ scheduleOther: () -> Void) -> Void
    ) -> [String] {
        let target = DispatchQueue(label: "rheo.test.observe-on.batch.target")
        target.suspend()
        let scheduler = SerialDispatchQueueScheduler(
            queue: target, internalSerialQueueName: "rheo.test.observe-on.batch")
        let log = Collected<String>()
        let captured = ObserverBox<Int>()
        let done = DispatchSemaphore(value: 0)
        let otherRan = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.create { observer in
            captured.observer = observer
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { done.signal() })
        if let observer = captured.observer {
            send(observer) {
                _ = scheduler.schedule(()) { _ in
                    log.append("other")
                    otherRan.signal()
                    return Disposables.create()
                }
            }
            observer.onCompleted()
        }
        target.resume()
        waitOrFail(done, "completion")
        waitOrFail(otherRan, "the other action")
        subscription.dispose()
        captured.observer = nil
        return log.values
    }

    /// A full batch yields the main queue even where the scheduler would run an action at
    /// once there (`ConcurrentMainScheduler`, `MainScheduler`, `Driver`): the first 1,024
    /// events are delivered in place (a `Driver` delivers the first event directly, then a
    /// batch), a block another part of the program dispatched to the main queue meanwhile
    /// runs next, then the rest, in order.
    func testABatchOnTheMainQueueYieldsToOtherMainQueueWork() {
        let ways: [(String, firstRun: Int, (Observable<Int>) -> Observable<Int>)] = [
            ("ConcurrentMainScheduler", 1024, { $0.observe(on: ConcurrentMainScheduler.instance) }),
            ("MainScheduler", 1024, { $0.observe(on: MainScheduler.instance) }),
            ("Driver", 1025, { $0.asDriver(onErrorJustReturn: -2).asObservable() }),
        ]
        for (name, firstRun, observeOnMain) in ways {
            let captured = ObserverBox<Int>()
            let received = Collected<Int>()
            let completed = Counter()
            let subscription = observeOnMain(
                Observable<Int>.create { observer in
                    captured.observer = observer
                    return Disposables.create()
                }
            )
            .subscribe(
                onNext: { value in
                    received.append(value)
                    if value == 0 {
                        DispatchQueue.main.async { received.append(-1) }
                        // Reentrant: queued behind the event being delivered.
                        for next in 1..<3000 { captured.observer?.onNext(next) }
                        captured.observer?.onCompleted()
                    }
                },
                onCompleted: { completed.increment() })
            captured.observer?.onNext(0)
            XCTAssertTrue(received.values == Array(0..<firstRun), "\(name): \(received.values.count) delivered at once")
            let deadline = Date().addingTimeInterval(10)
            while completed.value == 0, Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
            XCTAssertTrue(
                received.values == Array(0..<firstRun) + [-1] + Array(firstRun..<3000),
                "\(name): the other block ran at \(received.values.firstIndex(of: -1).map(String.init) ?? "no point")")
            XCTAssertEqual(completed.value, 1, name)
            subscription.dispose()
            captured.observer = nil
        }
    }

    /// An `OperationQueue` may cancel the operation that would wake the drain
    /// (`cancelAllOperations()`) before it starts: the drain then never runs, and what it
    /// held for the run (the subscription's sink, and through it what the observer
    /// captured) is released rather than kept alive by a wake-up that will not come.
    func testADrainCancelledOnItsOperationQueueReleasesWhatItHeld() {
        final class Captured {}
        let queue = OperationQueue()
        queue.isSuspended = true
        let captured = ObserverBox<Int>()
        weak var weakCaptured: Captured?
        do {
            let object = Captured()
            weakCaptured = object
            let subscription = Observable<Int>.create { observer in
                captured.observer = observer
                return Disposables.create()
            }
            .observe(on: OperationQueueScheduler(operationQueue: queue))
            .subscribe(onNext: { _ in withExtendedLifetime(object) {} })
            captured.observer?.onNext(1)
            XCTAssertEqual(queue.operationCount, 1, "one operation waits to wake the drain")
            subscription.dispose()
            captured.observer = nil
        }
        queue.cancelAllOperations()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertNil(weakCaptured, "the sink and what its observer captured are released")
    }

    // MARK: Resources.numberOfSerialDispatchQueueObservables

    /// RxSwift's `testObserveOnDispatchQueue_EnsureCorrectImplementationIsChosen`: the
    /// observable `observe(on:)` returns for a serial dispatch queue scheduler counts while
    /// it lives, subscribed or not. `MainScheduler` is such a scheduler in RxSwift too.
    func testASerialDispatchQueueObservableCountsWhileItLives() {
        let start = Resources.numberOfSerialDispatchQueueObservables
        let expected: Int32 = Resources.isTracking ? 1 : 0
        let schedulers: [(String, SerialDispatchQueueScheduler)] = [
            ("SerialDispatchQueueScheduler", SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.test.count")),
            ("MainScheduler.instance", MainScheduler.instance),
            ("MainScheduler.asyncInstance", MainScheduler.asyncInstance),
        ]
        for (name, scheduler) in schedulers {
            var observable: Observable<Int>? = Observable.just(0).observe(on: scheduler)
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + expected, name)
            let done = DispatchSemaphore(value: 0)
            let subscription = observable?.subscribe(onCompleted: { done.signal() })
            XCTAssertEqual(
                Resources.numberOfSerialDispatchQueueObservables, start + expected, "\(name): one per observable")
            if scheduler is MainScheduler || scheduler === MainScheduler.asyncInstance {
                runMainQueue(until: done)
            } else {
                waitOrFail(done, name)
            }
            subscription?.dispose()
            XCTAssertNotNil(observable)
            observable = nil
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start, "\(name): released")
        }
    }

    /// RxSwift's `testObserveOn_EnsureCorrectImplementationIsChosen`: every other scheduler
    /// leaves the count alone.
    func testOtherSchedulersDoNotCountAsSerialDispatchQueueObservables() {
        let start = Resources.numberOfSerialDispatchQueueObservables
        let schedulers: [(String, ImmediateSchedulerType)] = [
            ("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(qos: .default)),
            ("OperationQueueScheduler", OperationQueueScheduler(operationQueue: OperationQueue())),
            ("ConcurrentMainScheduler", ConcurrentMainScheduler.instance),
            ("SerialScheduler", SerialScheduler()),
            ("CurrentThreadScheduler", CurrentThreadScheduler.instance),
            ("TestScheduler", TestScheduler(initialClock: 0)),
        ]
        for (name, scheduler) in schedulers {
            let observable = Observable.just(0).observe(on: scheduler)
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start, name)
            _ = observable
        }
    }

    /// Runs the main run loop until `semaphore` is signalled (main-queue delivery on Linux
    /// needs the main thread to run it).
    private func runMainQueue(until semaphore: DispatchSemaphore, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(asyncTimeout)
        var signalled = false
        while !signalled, Date() < deadline {
            signalled = semaphore.wait(timeout: .now()) == .success
            if !signalled {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
        }
        XCTAssertTrue(signalled, "timed out driving the main queue", file: file, line: line)
    }
}
