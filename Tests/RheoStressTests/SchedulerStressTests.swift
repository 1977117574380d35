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

    func testObserveOnSerialSchedulerManyProducers() {
        checkObserveOn(SerialScheduler(label: "stress.observe-on"), producers: 8, perProducer: scaled(20_000))
    }

    func testObserveOnDispatchQueueSchedulerManyProducers() {
        checkObserveOn(SerialDispatchQueueScheduler(qos: .default), producers: 4, perProducer: scaled(10_000))
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
