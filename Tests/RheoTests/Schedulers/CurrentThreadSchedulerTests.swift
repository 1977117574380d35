import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class CurrentThreadSchedulerTests: RheoTestCase {
    func testScheduleIsRequiredOutsideAndNotInsideAnAction() {
        let scheduler = CurrentThreadScheduler.instance
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        var insideNested: Bool?
        _ = scheduler.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            _ = scheduler.schedule(()) { _ in
                insideNested = CurrentThreadScheduler.isScheduleRequired
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(inside, false)
        XCTAssertEqual(insideNested, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the trampoline is gone once it has drained")
    }

    func testFirstScheduleRunsItsActionWithItsStateBeforeReturning() {
        var received: [String] = []
        let returned = BooleanDisposable()
        let disposable = CurrentThreadScheduler.instance.schedule("state") { state in
            received.append(state)
            return returned
        }
        XCTAssertEqual(received, ["state"])
        XCTAssertTrue(disposable as? BooleanDisposable === returned, "returns what the action returned")
    }

    func testNestedSchedulesRunAfterTheCurrentActionInFIFOOrder() {
        let scheduler = CurrentThreadScheduler.instance
        var log: [String] = []
        _ = scheduler.schedule("outer") { name in
            log.append("\(name) start")
            for child in ["a", "b", "c"] {
                _ = scheduler.schedule(child) { name in
                    log.append(name)
                    if name == "a" {
                        _ = scheduler.schedule("a1") { name in
                            log.append(name)
                            return Disposables.create()
                        }
                    }
                    return Disposables.create()
                }
            }
            log.append("\(name) end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "a", "b", "c", "a1"])
    }

    func testDisposingAScheduledItemBeforeItRunsMeansItNeverRuns() {
        let scheduler = CurrentThreadScheduler.instance
        var log: [Int] = []
        _ = scheduler.schedule(()) { _ in
            var items: [Disposable] = []
            for id in 1...3 {
                items.append(
                    scheduler.schedule(id) { id in
                        log.append(id)
                        return Disposables.create()
                    })
            }
            items[1].dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log, [1, 3])
    }

    func testAnItemDisposedByAnEarlierItemNeverRuns() {
        let scheduler = CurrentThreadScheduler.instance
        var log: [Int] = []
        _ = scheduler.schedule(()) { _ in
            var second: Disposable?
            _ = scheduler.schedule(1) { id in
                log.append(id)
                second?.dispose()
                return Disposables.create()
            }
            second = scheduler.schedule(2) { id in
                log.append(id)
                return Disposables.create()
            }
            _ = scheduler.schedule(3) { id in
                log.append(id)
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(log, [1, 3])
    }

    func testDisposingAnItemAfterItRanDisposesWhatItsActionReturned() {
        let scheduler = CurrentThreadScheduler.instance
        let returned = BooleanDisposable()
        var item: Disposable?
        _ = scheduler.schedule(()) { _ in
            item = scheduler.schedule(()) { _ in returned }
            return Disposables.create()
        }
        XCTAssertFalse(returned.isDisposed)
        item?.dispose()
        XCTAssertTrue(returned.isDisposed)
        item = nil
    }

    func testAMillionNestedSchedulesRunOnceEachInOrderOnABoundedStack() {
        let scheduler = CurrentThreadScheduler.instance
        let total = 1_000_000
        var runs = 0
        var outOfOrder = 0
        var stackAtSecondStep = 0
        var stackAtLastStep = 0
        func step(_ index: Int) -> Disposable {
            if index != runs {
                outOfOrder += 1
            }
            runs += 1
            if index == 1 {
                stackAtSecondStep = currentStackAddress()
            } else if index == total - 1 {
                stackAtLastStep = currentStackAddress()
            }
            if index + 1 < total {
                _ = scheduler.schedule(index + 1, action: step)
            }
            return Disposables.create()
        }
        _ = scheduler.schedule(0, action: step)
        XCTAssertEqual(runs, total)
        XCTAssertEqual(outOfOrder, 0)
        // Under AddressSanitizer locals may sit on its heap "fake stack": the addresses
        // say nothing about the real stack there.
        if !underAddressSanitizer {
            XCTAssertLessThan(abs(stackAtLastStep - stackAtSecondStep), 16 * 1024, "the stack grew with the nesting")
        }
    }

    func testAMillionStepScheduleRecursiveRunsOnceEachInOrderOnABoundedStack() {
        let scheduler = CurrentThreadScheduler.instance
        let total = 1_000_000
        var runs = 0
        var outOfOrder = 0
        var stackAtSecondStep = 0
        var stackAtLastStep = 0
        let recursion = scheduler.scheduleRecursive(0) { index, recurse in
            if index != runs {
                outOfOrder += 1
            }
            runs += 1
            if index == 1 {
                stackAtSecondStep = currentStackAddress()
            } else if index == total - 1 {
                stackAtLastStep = currentStackAddress()
            }
            if index + 1 < total {
                recurse(index + 1)
            }
        }
        XCTAssertEqual(runs, total)
        XCTAssertEqual(outOfOrder, 0)
        // Under AddressSanitizer locals may sit on its heap "fake stack": the addresses
        // say nothing about the real stack there.
        if !underAddressSanitizer {
            XCTAssertLessThan(abs(stackAtLastStep - stackAtSecondStep), 16 * 1024, "the stack grew with the recursion")
        }
        recursion.dispose()
    }

    func testTrampolineIsPerThread() {
        let scheduler = CurrentThreadScheduler.instance
        let report = Collected<String>()
        var stillInOwnTrampoline: Bool?
        _ = scheduler.schedule(()) { _ in
            _ = scheduler.schedule(()) { _ in
                report.append("queued on the first thread")
                return Disposables.create()
            }
            let finished = DispatchSemaphore(value: 0)
            // This thread's trampoline is running (we are inside its action) while the
            // other thread schedules.
            Thread.detachNewThread {
                let scheduler = CurrentThreadScheduler.instance
                let thread = Thread.current
                var order: [String] = []
                var ranOnThisThread: Bool?
                report.append("required before: \(CurrentThreadScheduler.isScheduleRequired)")
                _ = scheduler.schedule(()) { _ in
                    ranOnThisThread = Thread.current === thread
                    order.append("action")
                    _ = scheduler.schedule(()) { _ in
                        order.append("nested")
                        return Disposables.create()
                    }
                    return Disposables.create()
                }
                order.append("returned")
                report.append("ran on the other thread: \(ranOnThisThread == true)")
                report.append(order.joined(separator: ", "))
                report.append("required after: \(CurrentThreadScheduler.isScheduleRequired)")
                finished.signal()
            }
            finished.wait()
            stillInOwnTrampoline = !CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        XCTAssertEqual(
            report.values,
            [
                "required before: true",
                "ran on the other thread: true",
                "action, nested, returned",
                "required after: true",
                "queued on the first thread",
            ])
        XCTAssertEqual(stillInOwnTrampoline, true)
    }

    func testDisposingScheduleRecursiveBeforeItsFirstStepMeansNoStepRuns() {
        let scheduler = CurrentThreadScheduler.instance
        var steps: [Int] = []
        _ = scheduler.schedule(()) { _ in
            let recursion = scheduler.scheduleRecursive(0) { index, recurse in
                steps.append(index)
                // Bounded, so that a broken dispose fails the test instead of hanging it.
                if index < 100 {
                    recurse(index + 1)
                }
            }
            recursion.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(steps, [])
    }

    func testDisposingScheduleRecursiveInsideAStepStopsFurtherSteps() {
        let scheduler = CurrentThreadScheduler.instance
        for recurseBeforeDisposing in [false, true] {
            var steps: [Int] = []
            _ = scheduler.schedule(()) { _ in
                var recursion: Disposable?
                recursion = scheduler.scheduleRecursive(0) { index, recurse in
                    steps.append(index)
                    if index == 5 {
                        if recurseBeforeDisposing {
                            recurse(index + 1)
                            recursion?.dispose()
                        } else {
                            recursion?.dispose()
                            recurse(index + 1)
                        }
                    } else if index < 100 {
                        recurse(index + 1)
                    }
                }
                return Disposables.create()
            }
            XCTAssertEqual(steps, Array(0...5), "recurse before disposing: \(recurseBeforeDisposing)")
        }
    }

    func testDisposingScheduleRecursiveBetweenStepsCancelsThePendingStep() {
        let scheduler = CurrentThreadScheduler.instance
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            // Queue: step 0, then the disposer; step 0 queues step 1 behind the disposer.
            let recursion = scheduler.scheduleRecursive(0) { index, recurse in
                log.append("step \(index)")
                if index < 100 {
                    recurse(index + 1)
                }
            }
            _ = scheduler.schedule(()) { _ in
                log.append("dispose")
                recursion.dispose()
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(log, ["step 0", "dispose"])
    }
}

/// The address of a local variable in a fresh frame: how deep the stack is right now.
@inline(never)
private func currentStackAddress() -> Int {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
}
