import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Disposal racing subscription setup and terminal events from 8 threads: exactly one
/// terminal is delivered, and every dispose action runs exactly once.
final class SubscriptionRaceTests: RheoTestCase {
    private let threads = 8
    private var iterations: Int { 300 * stressScale }

    func testConcurrentTerminalEventsDeliverExactlyOne() {
        for _ in 0..<iterations {
            let box = ObserverBox<Int>()
            let actionRuns = Counter()
            let source = Observable<Int>.create { observer in
                box.observer = observer
                return Disposables.create { actionRuns.increment() }
            }
            let terminals = Counter()
            let disposals = Counter()
            let subscription = source.subscribe(
                onError: { _ in terminals.increment() },
                onCompleted: { terminals.increment() },
                onDisposed: { disposals.increment() }
            )
            let observer = box.observer!
            // Eight threads calling one observer break the grammar on purpose; debug builds
            // may report it (calls at once, and terminal events after the first), and the
            // observer must still deliver exactly one terminal.
            let reports = captureContractViolations {
                race { index in
                    if index % 2 == 0 {
                        observer.onCompleted()
                    } else {
                        observer.onError(TestError(index))
                    }
                }
            }
            XCTAssertTrue(
                reports.allSatisfy { $0.contains("concurrent") || $0.contains("after its terminal event") },
                "\(reports)")
            XCTAssertEqual(terminals.value, 1)
            XCTAssertEqual(actionRuns.value, 1)
            XCTAssertEqual(disposals.value, 1)
            subscription.dispose()
            XCTAssertEqual(actionRuns.value, 1)
            box.observer = nil
        }
    }

    func testConcurrentDisposeRunsEachActionOnce() {
        for _ in 0..<iterations {
            let actionRuns = Counter()
            let disposals = Counter()
            let subscription = Observable<Int>.create { _ in
                Disposables.create { actionRuns.increment() }
            }
            .map { $0 }
            .subscribe(onDisposed: { disposals.increment() })
            let shared = UncheckedBox(subscription)
            race { _ in shared.value.dispose() }
            XCTAssertEqual(actionRuns.value, 1)
            XCTAssertEqual(disposals.value, 1)
        }
    }

    /// Terminal events and disposals arrive from 8 threads while the subscribing thread is
    /// still inside `subscribe` (before the subscription is handed to its lifetime).
    func testDisposeAndTerminalsRacingSubscriptionSetup() {
        for _ in 0..<iterations {
            let actionRuns = Counter()
            let terminals = Counter()
            let nexts = Counter()
            let disposals = Counter()
            let afterTerminal = Counter()
            let subscriptionBox = UncheckedBox<Disposable?>(nil)
            let group = DispatchGroup()
            let source = Observable<Int>.create { observer in
                let start = DispatchSemaphore(value: 0)
                for index in 0..<self.threads {
                    group.enter()
                    Thread.detachNewThread {
                        start.wait()
                        // Terminal events race each other and disposal; `onNext` stays
                        // out, since concurrent `onNext` breaks the grammar in a way whose
                        // consequences for operator state are undefined (docs/Contracts.md, G6).
                        switch index % 3 {
                        case 0:
                            observer.onCompleted()
                        case 1:
                            observer.onError(TestError(index))
                        default:
                            subscriptionBox.value?.dispose()
                        }
                        group.leave()
                    }
                }
                for _ in 0..<self.threads { start.signal() }
                return Disposables.create { actionRuns.increment() }
            }
            var subscription: Disposable!
            let reports = captureContractViolations {
                subscription = source.take(5).subscribe(
                    onNext: { _ in
                        if terminals.value > 0 { afterTerminal.increment() }
                        nexts.increment()
                    },
                    onError: { _ in terminals.increment() },
                    onCompleted: { terminals.increment() },
                    onDisposed: { disposals.increment() }
                )
                subscriptionBox.value = subscription
                group.wait()
            }
            XCTAssertTrue(
                reports.allSatisfy { $0.contains("concurrent") || $0.contains("after its terminal event") },
                "\(reports)")
            subscription.dispose()
            XCTAssertLessThanOrEqual(terminals.value, 1)
            XCTAssertEqual(afterTerminal.value, 0)
            XCTAssertEqual(actionRuns.value, 1, "create's disposable runs exactly once")
            XCTAssertEqual(disposals.value, 1, "onDisposed runs exactly once")
            subscriptionBox.value = nil
        }
    }
}

/// A lock-protected counter for race tests.
final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Moves a value into `@Sendable` closures in tests.
final class UncheckedBox<Value>: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
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

/// Holds the observer a `create` closure received.
final class ObserverBox<Element>: @unchecked Sendable {
    // @unchecked: set during subscribe and read after it returns, on the test's thread; racing threads get the observer, not the box.
    var observer: AnyObserver<Element>?
}
