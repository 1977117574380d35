import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class RefCountDisposableTests: RheoTestCase {
    func testDisposingPrimaryWithoutRetainedReferencesDisposesUnderlying() {
        let log = Collected<Int>()
        let refCount = RefCountDisposable(disposable: LoggingTestDisposable(0, log: log))
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(log.values, [0])
        XCTAssertTrue(refCount.isDisposed)
    }

    /// Every order of disposing the primary and up to 3 retained references: the underlying
    /// disposable goes exactly when the last of them is disposed.
    func testUnderlyingIsDisposedOnlyWhenPrimaryAndAllRetainedAreDisposedInEveryOrder() {
        for retainedCount in 0...3 {
            for order in permutations(of: Array(0...retainedCount)) {
                let log = Collected<Int>()
                let refCount = RefCountDisposable(disposable: LoggingTestDisposable(0, log: log))
                // Index 0 stands for the primary, 1... for the retained references.
                let retained = (0..<retainedCount).map { _ in refCount.retain() }
                for (step, which) in order.enumerated() {
                    if which == 0 {
                        refCount.dispose()
                    } else {
                        retained[which - 1].dispose()
                    }
                    let isLast = step == order.count - 1
                    XCTAssertEqual(log.values, isLast ? [0] : [], "order \(order), step \(step)")
                    XCTAssertEqual(refCount.isDisposed, isLast, "order \(order), step \(step)")
                }
            }
        }
    }

    func testDisposingARetainedReferenceTwiceCountsOnce() {
        let log = Collected<Int>()
        let refCount = RefCountDisposable(disposable: LoggingTestDisposable(0, log: log))
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()

        first.dispose()
        first.dispose()
        XCTAssertEqual(log.values, [], "the second reference still holds the underlying disposable")
        XCTAssertFalse(refCount.isDisposed)

        second.dispose()
        XCTAssertEqual(log.values, [0])
        XCTAssertTrue(refCount.isDisposed)
    }

    func testDisposingThePrimaryTwiceCountsOnce() {
        let log = Collected<Int>()
        let refCount = RefCountDisposable(disposable: LoggingTestDisposable(0, log: log))
        let retained = refCount.retain()
        refCount.dispose()
        refCount.dispose()
        XCTAssertEqual(log.values, [])

        retained.dispose()
        XCTAssertEqual(log.values, [0])
        refCount.dispose()
        XCTAssertEqual(log.values, [0])
    }

    func testReleasingAllRetainedBeforeThePrimaryKeepsUnderlyingUntilThePrimaryGoes() {
        let log = Collected<Int>()
        let refCount = RefCountDisposable(disposable: LoggingTestDisposable(0, log: log))
        refCount.retain().dispose()
        refCount.retain().dispose()
        XCTAssertEqual(log.values, [])
        XCTAssertFalse(refCount.isDisposed)

        // Retaining again after the count went back to zero still works.
        let again = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(log.values, [])
        again.dispose()
        XCTAssertEqual(log.values, [0])
    }

    func testRetainAfterPrimaryDisposedWhileReferencesRemainKeepsUnderlyingAlive() {
        let log = Collected<Int>()
        let refCount = RefCountDisposable(disposable: LoggingTestDisposable(0, log: log))
        let first = refCount.retain()
        refCount.dispose()

        let late = refCount.retain()
        first.dispose()
        XCTAssertEqual(log.values, [], "the reference taken after the primary was disposed still counts")

        late.dispose()
        XCTAssertEqual(log.values, [0])
    }

    func testRetainAfterUnderlyingIsDisposedReturnsANoOp() {
        let log = Collected<Int>()
        let refCount = RefCountDisposable(disposable: LoggingTestDisposable(0, log: log))
        refCount.dispose()
        XCTAssertEqual(log.values, [0])

        let before = Resources.total
        let late = refCount.retain()
        XCTAssertEqual(Resources.total, before, "no live reference object is made")
        late.dispose()
        late.dispose()
        XCTAssertEqual(log.values, [0])
        XCTAssertTrue(refCount.isDisposed)
    }

    func testUnderlyingIsDisposedOutsideTheLockSoItMayCallBack() {
        let seen = Collected<String>()
        let holder = RefCountHolder()
        holder.refCount = RefCountDisposable(
            disposable: Disposables.create {
                // Reentrant calls would deadlock if the underlying were disposed under the lock.
                let refCount = holder.refCount!
                seen.append("isDisposed \(refCount.isDisposed)")
                let before = Resources.total
                refCount.retain().dispose()
                seen.append("retain made nothing \(Resources.total == before)")
            })
        let retained = holder.refCount!.retain()
        holder.refCount!.dispose()
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let reference = retained
        Thread.detachNewThread {
            reference.dispose()
            finished.signal()
        }
        // A deadline, not a timing assertion: only a deadlock gets anywhere near it.
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "deadlock")
        XCTAssertEqual(seen.values, ["isDisposed true", "retain made nothing true"])
        holder.refCount = nil
    }

    func testConcurrentRetainAndReleaseWithPrimaryDisposalDisposesUnderlyingExactlyOnce() {
        let iterations = 200 * max(1, Int(ProcessInfo.processInfo.environment["RHEO_STRESS_SCALE"] ?? "") ?? 1)
        for iteration in 0..<iterations {
            let log = Collected<Int>()
            let refCount = RefCountDisposable(disposable: LoggingTestDisposable(0, log: log))
            let disposedBeforePrimary = Collected<Int>()
            let start = DispatchSemaphore(value: 0)
            let done = DispatchGroup()
            for thread in 0..<8 {
                done.enter()
                Thread.detachNewThread {
                    start.wait()
                    for index in 0..<20 {
                        if thread == 0, index == 10 {
                            disposedBeforePrimary.append(log.values.count)
                            refCount.dispose()
                        }
                        let reference = refCount.retain()
                        reference.dispose()
                        reference.dispose()
                    }
                    done.leave()
                }
            }
            for _ in 0..<8 { start.signal() }
            done.wait()
            XCTAssertEqual(disposedBeforePrimary.values, [0], "iteration \(iteration)")
            XCTAssertEqual(log.values, [0], "iteration \(iteration)")
            XCTAssertTrue(refCount.isDisposed)
        }
    }

    private func permutations(of elements: [Int]) -> [[Int]] {
        guard elements.count > 1 else { return [elements] }
        return elements.indices.flatMap { index -> [[Int]] in
            var rest = elements
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }
}

/// Lets a disposable reach the `RefCountDisposable` that wraps it.
private final class RefCountHolder: @unchecked Sendable {
    // @unchecked: set before use and read on the same thread, inside the disposal it wraps.
    var refCount: RefCountDisposable?
}
