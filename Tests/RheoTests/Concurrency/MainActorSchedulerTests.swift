import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// A counter only main-actor code may touch: compiles only where the main actor is
/// statically or dynamically (`assumeIsolated`) known.
@MainActor final class MainActorCounter {
    var values: [Int] = []
}

// XCTest on Linux runs tests on the main thread; the main actor's executor is the main
// queue there, which these tests drive with `runMainLoop`.
final class ConcurrencyMainActorSchedulerTests: MainQueueTestCase {
    func testScheduleOnTheMainThreadWhenIdleRunsAtOnceOnTheMainActor() {
        drainMainQueue()
        var ran = false
        _ = MainActorScheduler.instance.schedule(7) { state in
            MainActor.assumeIsolated {
                ran = state == 7
            }
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testAnActionScheduledFromAnActionIsQueuedNotRunReentrantly() {
        drainMainQueue()
        let scheduler = MainActorScheduler.instance
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            log.append("outer start")
            _ = scheduler.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end"])
        runMainLoop(until: { log.count == 3 })
        XCTAssertEqual(log, ["outer start", "outer end", "inner"])
    }

    func testActionsFromBackgroundThreadsRunOnTheMainActorInTheirOrder() {
        let counter = MainActor.assumeIsolated { MainActorCounter() }
        let box = UncheckedBox(counter)
        let onMain = Collected<Bool>()
        let count = 1000
        DispatchQueue.global().async {
            for value in 0..<count {
                _ = MainActorScheduler.instance.schedule(value) { value in
                    onMain.append(Thread.isMainThread)
                    MainActor.assumeIsolated { box.value.values.append(value) }
                    return Disposables.create()
                }
            }
        }
        runMainLoop(until: { onMain.values.count == count })
        XCTAssertEqual(onMain.values, Array(repeating: true, count: count))
        XCTAssertEqual(MainActor.assumeIsolated { counter.values }, Array(0..<count))
    }

    func testPerThreadOrderHoldsWhenTwoThreadsSchedule() {
        let log = Collected<(thread: Int, value: Int)>()
        let count = 500
        for thread in 0..<2 {
            DispatchQueue.global().async {
                for value in 0..<count {
                    _ = MainActorScheduler.instance.schedule(value) { value in
                        log.append((thread, value))
                        return Disposables.create()
                    }
                }
            }
        }
        runMainLoop(until: { log.values.count == 2 * count })
        for thread in 0..<2 {
            XCTAssertEqual(log.values.filter { $0.thread == thread }.map(\.value), Array(0..<count))
        }
    }

    func testDisposingBeforeTheActionRunsCancelsIt() {
        drainMainQueue()
        let scheduler = MainActorScheduler.instance
        var ran: [String] = []
        _ = scheduler.schedule(()) { _ in
            // Queued behind this one, then cancelled before the drain reaches it.
            let cancelled = scheduler.schedule(()) { _ in
                ran.append("cancelled")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                ran.append("kept")
                return Disposables.create()
            }
            cancelled.dispose()
            return Disposables.create()
        }
        runMainLoop(until: { ran == ["kept"] })
        XCTAssertEqual(ran, ["kept"])
    }

    func testObserveOnDeliversEveryElementInOrderOnTheMainActor() {
        let received = Collected<Int>()
        let completed = Collected<Bool>()
        let subscription = Observable.range(start: 0, count: 200)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: MainActorScheduler.instance)
            .subscribe(
                onNext: { value in
                    MainActor.assumeIsolated { received.append(value) }
                }, onCompleted: { completed.append(Thread.isMainThread) })
        runMainLoop(until: { completed.values.count == 1 })
        XCTAssertEqual(received.values, Array(0..<200))
        XCTAssertEqual(completed.values, [true])
        subscription.dispose()
    }
}
