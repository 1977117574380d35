import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ObserveOnBoundedTests: RheoTestCase {
    /// Asserts that `event` is a `BufferOverflowError` of `observe(on:buffer:)` at `time`.
    private func assertOverflow(
        _ event: Recorded<Event<Int>>?, at time: TestTime, limit: Int, reason: BufferOverflowError.Reason,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let event, case .error(let error) = event.value, let overflow = error as? BufferOverflowError else {
            return XCTFail("not an overflow error: \(String(describing: event))", file: file, line: line)
        }
        XCTAssertEqual(event.time, time, file: file, line: line)
        XCTAssertEqual(overflow.operatorName, "observe(on:buffer:)", file: file, line: line)
        XCTAssertEqual(overflow.limit, limit, file: file, line: line)
        XCTAssertEqual(overflow.reason, reason, file: file, line: line)
    }

    /// A burst of five at 210, then completion at 300.
    private func burst(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(210, 2), .next(210, 3), .next(210, 4), .next(210, 5), .completed(300),
        ])
    }

    /// Runs `body` with `Hooks.droppedElementsHandler` collecting reports, with the
    /// scheduler's clock at each report.
    private func captureDrops(
        _ scheduler: TestScheduler, _ body: () -> Void
    ) -> [(time: Int, count: Int, total: Int, policy: BufferPolicy)] {
        let collected = Collected<(time: Int, count: Int, total: Int, policy: BufferPolicy)>()
        let previous = Hooks.droppedElementsHandler
        Hooks.droppedElementsHandler = { report in
            collected.append((scheduler.clock, report.count, report.total, report.policy))
        }
        defer { Hooks.droppedElementsHandler = previous }
        body()
        return collected.values
    }

    func testUnboundedIsPlainObserveOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        let res = scheduler.start { xs.observe(on: scheduler, buffer: .unbounded) }
        XCTAssertEqual(
            res.events,
            [.next(211, 1), .next(212, 2), .next(213, 3), .next(214, 4), .next(215, 5), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDropNewestKeepsTheOldestOfABurst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start { xs.observe(on: scheduler, buffer: .dropNewest(limit: 2)) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(drops.map(\.time), [211])
        XCTAssertEqual(drops.map(\.count), [3])
        XCTAssertEqual(drops.map(\.total), [3])
        XCTAssertEqual(drops.map(\.policy), [.dropNewest(limit: 2)])
    }

    func testDropOldestKeepsTheNewestOfABurst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start { xs.observe(on: scheduler, buffer: .dropOldest(limit: 2)) }
        }
        XCTAssertEqual(res.events, [.next(211, 4), .next(212, 5), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(drops.map(\.time), [211])
        XCTAssertEqual(drops.map(\.count), [3])
    }

    func testKeepLatestIsDropOldestOfOne() {
        XCTAssertEqual(BufferPolicy.keepLatest, .dropOldest(limit: 1))
        XCTAssertEqual(BufferPolicy.keepLatest.description, "dropOldest(limit: 1)")
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start { xs.observe(on: scheduler, buffer: .keepLatest) }
        }
        XCTAssertEqual(res.events, [.next(211, 5), .completed(301)])
        XCTAssertEqual(drops.map(\.count), [4])
    }

    /// Drops reported at each drain: counts since the last report, and the running total.
    func testDropsAreReportedOncePerDrainWithARunningTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(210, 2), .next(210, 3), .next(220, 4), .next(220, 5), .next(220, 6), .completed(300),
        ])
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start { xs.observe(on: scheduler, buffer: .dropNewest(limit: 1)) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 4), .completed(301)])
        XCTAssertEqual(drops.map(\.time), [211, 221])
        XCTAssertEqual(drops.map(\.count), [2, 2])
        XCTAssertEqual(drops.map(\.total), [2, 4])
    }

    /// A terminal event arriving to a full buffer is neither dropped nor counted; it comes
    /// after the elements kept.
    func testTerminalEventIsNeverDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .error(210, TestError(1))])
        var res: TestableObserver<Int>!
        let drops = captureDrops(scheduler) {
            res = scheduler.start { xs.observe(on: scheduler, buffer: .dropNewest(limit: 1)) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .error(212, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(drops.map(\.count), [1])
    }

    func testFailEndsWithOverflowErrorAfterTheKeptElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        let res = scheduler.start { xs.observe(on: scheduler, buffer: .fail(limit: 2)) }
        XCTAssertEqual(Array(res.events.prefix(2)), [.next(211, 1), .next(212, 2)])
        assertOverflow(res.events.dropFirst(2).first, at: 213, limit: 2, reason: .overflow)
        XCTAssertEqual(res.events.count, 3)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)], "the source stops at the overflow")
        let message = BufferOverflowError(operatorName: "observe(on:buffer:)", limit: 2).description
        XCTAssertEqual(
            message, "observe(on:buffer:): buffer overflow, more than 2 elements waiting (BufferPolicy.fail)")
    }

    /// On a virtual-time scheduler the producer runs on the consumer's thread: waiting
    /// would never end, so `block` fails instead, saying why.
    func testBlockFailsWhereWaitingWouldDeadlockOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        let res = scheduler.start { xs.observe(on: scheduler, buffer: .block(limit: 2)) }
        XCTAssertEqual(Array(res.events.prefix(2)), [.next(211, 1), .next(212, 2)])
        assertOverflow(res.events.dropFirst(2).first, at: 213, limit: 2, reason: .waitingWouldDeadlock)
        XCTAssertEqual(res.events.count, 3)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    /// A producer running on the consumer's serial queue cannot wait for that queue: for
    /// each serial scheduler Rheo can recognise and each way a block of the scheduler's
    /// reaches its queue (an action, a delayed action, a periodic one).
    func testBlockFailsWhenTheProducerRunsOnTheConsumersSerialQueue() {
        let dispatch = SerialDispatchQueueScheduler(internalSerialQueueName: "test.bounded.block")
        let serial = SerialScheduler(label: "test.bounded.block.serial")
        for (name, scheduler) in [
            ("SerialDispatchQueueScheduler", dispatch as SchedulerType), ("SerialScheduler", serial),
        ] {
            assertBlockFails(on: scheduler, "\(name).schedule") { produce in
                scheduler.schedule(()) { _ in
                    produce()
                    return Disposables.create()
                }
            }
            assertBlockFails(on: scheduler, "\(name).scheduleRelative") { produce in
                scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
                    produce()
                    return Disposables.create()
                }
            }
            assertBlockFails(on: scheduler, "\(name).schedulePeriodic") { produce in
                let ran = Collected<Bool>()
                return scheduler.schedulePeriodic((), startAfter: .milliseconds(1), period: .seconds(60)) { _ in
                    // Once: the period is long, and a second tick would find the subject done.
                    if ran.values.isEmpty {
                        ran.append(true)
                        produce()
                    }
                }
            }
        }
    }

    /// Subscribes a `block(limit: 2)` buffer on `scheduler`, lets `schedule` run five sends
    /// on the scheduler's queue, and checks that the third failed the sequence with
    /// `waitingWouldDeadlock` instead of waiting.
    private func assertBlockFails(
        on scheduler: SchedulerType, _ description: String,
        schedule: (_ produce: @escaping @Sendable () -> Void) -> Disposable,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let subject = PublishSubject<Int>()
        let received = Collected<Int>()
        let errors = Collected<Swift.Error>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.observe(on: scheduler, buffer: .block(limit: 2))
            .subscribe(
                onNext: { received.append($0) },
                onError: {
                    errors.append($0)
                    done.signal()
                })
        let scheduled = schedule {
            for value in 1...5 { subject.onNext(value) }
        }
        XCTAssertEqual(
            done.wait(timeout: .now() + asyncTimeout), .success, "\(description): the producer waited", file: file,
            line: line)
        XCTAssertEqual(received.values, [1, 2], description, file: file, line: line)
        XCTAssertEqual(
            errors.values.map { ($0 as? BufferOverflowError)?.reason }, [.waitingWouldDeadlock], description,
            file: file, line: line)
        scheduled.dispose()
        subscription.dispose()
    }

    /// A producer inside a `CurrentThreadScheduler` action cannot wait for the drain queued
    /// behind that action on its own thread's trampoline. Run on a thread of its own so
    /// that a wait fails the test instead of hanging it.
    func testBlockFailsWhenTheProducerRunsInACurrentThreadAction() {
        let subject = PublishSubject<Int>()
        let received = Collected<Int>()
        let errors = Collected<Swift.Error>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.observe(on: CurrentThreadScheduler.instance, buffer: .block(limit: 2))
            .subscribe(onNext: { received.append($0) }, onError: { errors.append($0) })
        Thread.detachNewThread {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                for value in 1...5 { subject.onNext(value) }
                return Disposables.create()
            }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + asyncTimeout), .success, "the producer waited")
        XCTAssertEqual(received.values, [1, 2])
        XCTAssertEqual(errors.values.map { ($0 as? BufferOverflowError)?.reason }, [.waitingWouldDeadlock])
        subscription.dispose()
    }

    /// An observer that sends into its own source while the buffer is full would wait for
    /// the drain it runs in.
    func testBlockFailsWhenTheObserverFeedsItsOwnSource() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        // `create`, not a subject: a subject would queue the observer's sends for the thread
        // still inside its `onNext(1)`, which is not the drain's.
        let source = CreateObserverBox()
        let received = Collected<Int>()
        let errors = Collected<Swift.Error>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.create { observer in
            source.observer = observer
            return Disposables.create()
        }
        .observe(on: scheduler, buffer: .block(limit: 1))
        .subscribe(
            onNext: { value in
                received.append(value)
                if value == 1 {
                    source.observer?.onNext(2)
                    source.observer?.onNext(3)
                }
            },
            onError: {
                errors.append($0)
                done.signal()
            })
        source.observer?.onNext(1)
        XCTAssertEqual(done.wait(timeout: .now() + asyncTimeout), .success)
        XCTAssertEqual(received.values, [1, 2])
        XCTAssertEqual(errors.values.map { ($0 as? BufferOverflowError)?.limit }, [1])
        XCTAssertEqual(errors.values.map { ($0 as? BufferOverflowError)?.reason }, [.waitingWouldDeadlock])
        subscription.dispose()
        source.observer = nil
    }

    func testLimitBelowOneIsAnArgumentError() {
        for policy in [BufferPolicy.dropNewest(limit: 0), .dropOldest(limit: -1), .fail(limit: 0), .block(limit: 0)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burst(scheduler)
            var res: TestableObserver<Int>!
            let messages = captureArgumentOutOfRangeMessages {
                res = scheduler.start { xs.observe(on: scheduler, buffer: policy) }
            }
            XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)], "\(policy)")
            XCTAssertEqual(xs.subscriptions, [], "\(policy)")
            assertOneArgumentOutOfRangeMessage(messages, mentioning: "observe(on:buffer:", "\(policy)", "at least 1")
        }
    }

    func testOverflowErrorNamesTheAssemblySiteWhenTracked() {
        let wasOn = AssemblyTracking.isEnabled
        AssemblyTracking.isEnabled = true
        defer { AssemblyTracking.isEnabled = wasOn }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)
        let res = scheduler.start { xs.observe(on: scheduler, buffer: .fail(limit: 2)) }
        guard case .error(let error)? = res.events.last?.value else {
            return XCTFail("no error: \(res.events)")
        }
        let overflow = error as? BufferOverflowError
        XCTAssertEqual(overflow?.site?.file, "RheoTests/ObserveOnBoundedTests.swift")
        XCTAssertEqual(overflow?.site?.name, "observe(on:buffer:)")
    }
}

/// Holds the observer of a `create` for a test to send to, from any thread.
private final class CreateObserverBox: @unchecked Sendable {
    // @unchecked: set before use and cleared after; the test orders the accesses.
    var observer: AnyObserver<Int>?
}
