import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// The serial scheduler and `observe(on:)` with many producers: nothing lost, each action
/// run once, order kept per producer, never two actions at once.
final class SchedulerStressTests: StressTestCase {
    func testSerialSchedulerManyProducers() {
        let producers = 8
        let perProducer = scaled(20_000)
        let scheduler = SerialScheduler(label: "stress.serial")
        let checker = GrammarChecker<Int>()
        let done = DispatchSemaphore(value: 0)
        let remaining = Collected<Int>()
        withWatchdog {
            race(producers) { producer in
                for index in 0..<perProducer {
                    _ = scheduler.schedule(producer * perProducer + index) { value in
                        checker.on(.next(value))
                        return Disposables.create()
                    }
                }
                // One marker per producer, after its actions: the last one to run signals.
                _ = scheduler.schedule(producer) { producer in
                    remaining.append(producer)
                    if remaining.values.count == producers { done.signal() }
                    return Disposables.create()
                }
            }
            done.wait()
        }
        checker.assertGrammar()
        assertExactlyOncePerProducerInOrder(checker.elements, producers: producers, perProducer: perProducer)
    }

    func testDisposedActionsNeverRunUnderConcurrentScheduling() {
        let scheduler = SerialScheduler(label: "stress.serial-dispose")
        let ran = Collected<Int>()
        let perProducer = scaled(5_000)
        let done = DispatchSemaphore(value: 0)
        withWatchdog {
            race(4) { producer in
                for index in 0..<perProducer {
                    let value = producer * perProducer + index
                    let disposable = scheduler.schedule(value) { value in
                        ran.append(value)
                        return Disposables.create()
                    }
                    if value % 2 == 1 { disposable.dispose() }
                }
            }
            _ = scheduler.schedule(()) { _ in
                done.signal()
                return Disposables.create()
            }
            done.wait()
        }
        let values = ran.values
        // An action disposed after it started may have run; one disposed before never does.
        // Every even (kept) action ran exactly once.
        let evens = values.filter { $0 % 2 == 0 }
        XCTAssertEqual(evens.count, 2 * perProducer)
        XCTAssertEqual(Set(values).count, values.count, "an action ran twice")
    }

    func testDispatchSchedulersManyProducersWithRandomDisposal() {
        checkManyProducersWithRandomDisposal(
            SerialDispatchQueueScheduler(internalSerialQueueName: "stress.dispatch-serial"), ordered: true)
        let concurrent = DispatchQueue(label: "stress.dispatch", attributes: .concurrent)
        checkManyProducersWithRandomDisposal(
            ConcurrentDispatchQueueScheduler(queue: concurrent), ordered: false,
            // A disposed action that had started may still be finishing (running, storing
            // its result, disposing it) on another of the queue's threads: a barrier waits
            // for every block the queue is running.
            waitForRunningActions: { concurrent.sync(flags: .barrier) {} })
    }

    /// `producers` threads schedule actions on `scheduler` and dispose a random third of
    /// them, some at once and some from another thread while the queue runs: every action
    /// kept runs exactly once (in order per producer on a serial scheduler), none twice,
    /// and what a run returned is disposed exactly when its action was.
    ///
    /// - Parameter waitForRunningActions: Returns once no action of `scheduler` is running
    ///   (the marker action waits only for those queued before it, which on a serial
    ///   scheduler is every one).
    private func checkManyProducersWithRandomDisposal(
        _ scheduler: ImmediateSchedulerType, ordered: Bool, waitForRunningActions: @escaping @Sendable () -> Void = {}
    ) {
        let producers = 6
        let perProducer = scaled(10_000)
        let ran = Collected<Int>()
        let resultDisposals = Collected<Int>()
        let late = Collected<Disposable>()
        withWatchdog {
            race(producers) { producer in
                var generator = SystemRandomNumberGenerator()
                for index in 0..<perProducer {
                    let value = producer * perProducer + index
                    // Even values are kept; odd ones are disposed.
                    let disposable = scheduler.schedule(value) { value in
                        ran.append(value)
                        return Disposables.create { resultDisposals.append(value) }
                    }
                    if value % 2 == 1 {
                        if Bool.random(using: &generator) {
                            disposable.dispose()
                        } else {
                            late.append(disposable)
                        }
                    }
                }
            }
            DispatchQueue.concurrentPerform(iterations: 4) { part in
                let all = late.values
                for index in stride(from: part, to: all.count, by: 4) { all[index].dispose() }
            }
            let done = DispatchSemaphore(value: 0)
            // On the concurrent scheduler the marker may run before the last actions: wait
            // for every kept action instead.
            while ran.values.filter({ $0 % 2 == 0 }).count < producers * perProducer / 2 {
                _ = scheduler.schedule(()) { _ in
                    done.signal()
                    return Disposables.create()
                }
                done.wait()
            }
            waitForRunningActions()
        }
        let values = ran.values
        XCTAssertEqual(Set(values).count, values.count, "an action ran twice")
        let kept = values.filter { $0 % 2 == 0 }
        XCTAssertEqual(kept.count, producers * perProducer / 2)
        if ordered {
            for producer in 0..<producers {
                let own = kept.filter { $0 / perProducer == producer }
                XCTAssertEqual(own, own.sorted(), "producer \(producer) out of order")
            }
        }
        // A disposed action that ran anyway (disposed while running, or after) had its
        // result disposed; a kept action's result was not.
        XCTAssertEqual(Set(resultDisposals.values), Set(values.filter { $0 % 2 == 1 }))
    }

    func testObserveOnSerialSchedulerManyProducers() {
        checkObserveOn(SerialScheduler(label: "stress.observe-on"), producers: 8, perProducer: scaled(20_000))
    }

    func testObserveOnDispatchQueueSchedulerManyProducers() {
        checkObserveOn(SerialDispatchQueueScheduler(qos: .default), producers: 4, perProducer: scaled(10_000))
    }

    /// On a concurrent queue, each batch's action may run on another worker thread, and a
    /// continuation may start before the action that scheduled it returns: still one
    /// event at a time, in order.
    func testObserveOnConcurrentDispatchQueueSchedulerManyProducers() {
        checkObserveOn(ConcurrentDispatchQueueScheduler(qos: .default), producers: 4, perProducer: scaled(10_000))
    }

    func testObserveOnOperationQueueSchedulerManyProducers() {
        checkObserveOn(
            OperationQueueScheduler(operationQueue: OperationQueue()), producers: 4, perProducer: scaled(10_000))
    }

    /// One binder fed directly from 4 threads at once (several subscriptions bound to it):
    /// its producers take turns at its queue under a lock, and the drain applies every
    /// element once, in order per thread, on the scheduler's queue, never two at a time.
    func testOneBinderFedFromManyThreadsOnADispatchQueue() {
        final class Target: @unchecked Sendable {
            // Touched only by the binding, on the scheduler's serial queue: two applications
            // at once would be a data race (reported under TSan).
            var applied: [Int] = []
        }
        let producers = 4
        let perProducer = scaled(10_000)
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo.stress.binder")
        let target = Target()
        let all = DispatchSemaphore(value: 0)
        let binder = Binder(target, scheduler: scheduler) { target, value in
            target.applied.append(value)
            if target.applied.count == producers * perProducer { all.signal() }
        }
        withWatchdog {
            race(producers) { producer in
                for index in 0..<perProducer { binder.onNext(producer * perProducer + index) }
            }
            XCTAssertEqual(all.wait(timeout: .now() + watchdogSeconds), .success)
        }
        assertExactlyOncePerProducerInOrder(target.applied, producers: producers, perProducer: perProducer)
    }

    /// A subject fed from `producers` threads, observed on `scheduler`: every element once,
    /// in order per producer, then the completion.
    private func checkObserveOn(_ scheduler: ImmediateSchedulerType, producers: Int, perProducer: Int) {
        let subject = PublishSubject<Int>()
        let checker = GrammarChecker<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(checker)
        withWatchdog {
            race(producers) { producer in
                for index in 0..<perProducer { subject.onNext(producer * perProducer + index) }
            }
            subject.onCompleted()
            XCTAssertTrue(checker.waitForTerminal())
        }
        checker.assertGrammar()
        XCTAssertTrue(checker.isCompleted, "the completion came after every element")
        assertExactlyOncePerProducerInOrder(checker.elements, producers: producers, perProducer: perProducer)
        subscription.dispose()
    }
}
