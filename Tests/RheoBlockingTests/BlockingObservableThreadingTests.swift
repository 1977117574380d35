import Foundation
import Rheo
import RheoBlocking
import RheoTestSupport
import XCTest

/// How the wait behaves on and off the main thread. XCTest runs test methods on the main
/// thread, which these tests check first.
final class BlockingObservableThreadingTests: RheoTestCase {
    // Generous: these only bound a broken test. Passing tests never wait for them.
    private let safetyTimeout: TimeInterval = 10

    func testInsideARunningTrampolineSynchronousSourcesStillEnd() throws {
        // Inside a subscription the thread's trampoline runs; a synchronous source queued
        // there would wait behind the blocking call for ever (RxBlocking deadlocks here).
        var fromCreate: [Int]?
        var fromOnNext: [[Int]] = []
        _ = Observable<Int>.create { observer in
            fromCreate = try? Observable.of(1, 2, 3).toBlocking(timeout: self.safetyTimeout).toArray()
            observer.onCompleted()
            return Disposables.create()
        }.subscribe()
        _ = Observable.of(1, 2).subscribe(onNext: { count in
            if let elements = try? Observable.range(start: 0, count: count).toBlocking(timeout: self.safetyTimeout)
                .toArray()
            {
                fromOnNext.append(elements)
            }
        })
        XCTAssertEqual(fromCreate, [1, 2, 3])
        XCTAssertEqual(fromOnNext, [[0], [0, 1]])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the outer trampoline has ended")
    }

    func testOnTheMainThreadMainQueueWorkRunsWhileBlocked() throws {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        let source = Observable<Int>.create { observer in
            DispatchQueue.main.async {
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertEqual(
            try source.toBlocking(timeout: safetyTimeout).toArray(), [1, 2],
            "without the main run loop this would time out")
    }

    func testOnTheMainThreadAnEndFromAnotherThreadWakesTheWait() throws {
        XCTAssertTrue(Thread.isMainThread)
        let source = Observable<Int>.create { observer in
            Thread.detachNewThread {
                observer.onNext(9)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        // No timeout: a missed wake-up would hang instead of passing.
        XCTAssertEqual(try source.toBlocking().toArray(), [9])
    }

    func testOnTheMainThreadAnEndFromARunLoopTimerEndsTheWait() throws {
        XCTAssertTrue(Thread.isMainThread)
        let source = Observable<Int>.create { observer in
            // The run loop may hold a fired timer's block a while; the box lets disposal
            // release the observer at once.
            let box = ObserverBox(observer)
            let timer = Timer(timeInterval: 0, repeats: false) { _ in
                box.observer?.onNext(8)
                box.observer?.onCompleted()
            }
            RunLoop.main.add(timer, forMode: .default)
            return Disposables.create {
                timer.invalidate()
                box.observer = nil
            }
        }
        // No timeout: a timer callout does not end `run(mode:before:)`, so without the
        // wake-up this would hang instead of passing.
        XCTAssertEqual(try source.toBlocking().toArray(), [8])
    }

    func testOffTheMainThreadItWaitsForAnotherThread() {
        let outcome = Collected<[Int]>()
        let finished = DispatchSemaphore(value: 0)
        let timeout = safetyTimeout
        Thread.detachNewThread {
            let source = Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    observer.onNext(4)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            outcome.append((try? source.toBlocking(timeout: timeout).toArray()) ?? [-1])
            finished.signal()
        }
        finished.wait()
        XCTAssertEqual(outcome.values, [[4]])
    }

    func testInsideAMainQueueBlockItFallsBackToTheConditionVariable() {
        XCTAssertTrue(Thread.isMainThread)
        let outcome = Collected<[Int]>()
        let done = expectation(description: "the main-queue block finished")
        let timeout = safetyTimeout
        DispatchQueue.main.async {
            // The main queue is not drained reentrantly here, so the run loop cannot run;
            // an end sent from another thread must still wake the wait.
            let source = Observable<Int>.create { observer in
                Thread.detachNewThread {
                    observer.onNext(5)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            outcome.append((try? source.toBlocking(timeout: timeout).toArray()) ?? [-1])
            done.fulfill()
        }
        wait(for: [done], timeout: safetyTimeout * 2)
        XCTAssertEqual(outcome.values, [[5]])
    }

    func testEventsAfterTheEndAreIgnored() throws {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking().toArray(), [1])
    }
}

/// Holds an observer that disposal can release.
private final class ObserverBox: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: AnyObserver<Int>?

    init(_ observer: AnyObserver<Int>) {
        stored = observer
    }

    var observer: AnyObserver<Int>? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}
