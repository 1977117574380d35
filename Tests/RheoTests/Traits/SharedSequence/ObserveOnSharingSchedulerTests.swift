import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The main-scheduler path of shared sequences (`_observe(onSharingScheduler:)`) and the
/// main-queue check it relies on. These tests drive the main queue themselves.
final class ObserveOnSharingSchedulerTests: MainQueueTestCase {
    func testElementsFromABackgroundThreadAreDeliveredOnTheMainThreadInOrder() {
        let relay = PublishRelay<Int>()
        let received = Collected<Int>()
        let onMainThread = Collected<Bool>()
        let done = expectation(description: "all delivered")
        let subscription = relay.asObservable().asDriver(onErrorJustReturn: -1).drive(onNext: { value in
            received.append(value)
            onMainThread.append(Thread.isMainThread)
            if value == 99 { done.fulfill() }
        })
        DispatchQueue.global().async {
            for value in 0..<100 {
                relay.accept(value)
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(received.values, Array(0..<100))
        XCTAssertEqual(Set(onMainThread.values), [true])
        subscription.dispose()
    }

    func testAMainThreadElementWaitsBehindQueuedBackgroundElements() {
        let relay = PublishRelay<Int>()
        let received = Collected<Int>()
        let subscription = relay.asSignal().emit(onNext: { received.append($0) })
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            relay.accept(1)
            relay.accept(2)
            sent.signal()
        }
        XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
        // The background elements wait on the main queue; this one must not overtake them.
        relay.accept(3)
        XCTAssertEqual(received.values, [], "nothing delivered before the main queue runs")
        runMainLoop(until: { received.values.count == 3 })
        XCTAssertEqual(received.values, [1, 2, 3])
        relay.accept(4)
        XCTAssertEqual(received.values, [1, 2, 3, 4], "back on the direct path once drained")
        subscription.dispose()
    }

    func testProductionHandedOverBetweenThreadsKeepsItsOrder() {
        // The source alternates between a background thread and the main thread, handing
        // over with semaphores (the Rx grammar: one producer at a time). Main-thread
        // elements take the direct path only when nothing from the background is waiting.
        let relay = PublishRelay<Int>()
        let received = Collected<Int>()
        let onMainThread = Collected<Bool>()
        let subscription = relay.asDriver(onErrorJustReturn: -1).drive(onNext: { value in
            received.append(value)
            onMainThread.append(Thread.isMainThread)
        })
        let rounds = stressIterations(200)
        let backgroundTurn = DispatchSemaphore(value: 0)
        let mainTurn = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for round in 0..<rounds {
                backgroundTurn.wait()
                relay.accept(2 * round)
                mainTurn.signal()
            }
        }
        for round in 0..<rounds {
            backgroundTurn.signal()
            XCTAssertEqual(mainTurn.wait(timeout: .now() + 10), .success)
            relay.accept(2 * round + 1)
            if round % 8 == 0 {
                _ = RunLoop.main.run(mode: .default, before: Date())
            }
        }
        runMainLoop(until: { received.values.count == 2 * rounds })
        XCTAssertEqual(received.values, Array(0..<(2 * rounds)))
        XCTAssertEqual(Set(onMainThread.values), [true])
        subscription.dispose()
    }

    func testMainQueueCheckAcceptsTheMainThreadInsideAnotherQueue() {
        let violations = captureContractViolations {
            DispatchQueue(label: "rheo.test.sync").sync {
                MainScheduler.ensureExecutingOnScheduler(errorMessage: "inside sync")
            }
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                MainScheduler.ensureExecutingOnScheduler(errorMessage: "background")
                MainScheduler.ensureExecutingOnScheduler(errorMessage: "background again")
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        }
        XCTAssertEqual(violations, ["background", "background again"])
    }
}
