import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class BooleanDisposableTests: RheoTestCase {
    func testNewDisposableIsNotDisposedUntilDisposed() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testDisposeIsIdempotent() {
        let disposable = BooleanDisposable()
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testInitWithStateStartsInThatState() {
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)

        let notDisposed = BooleanDisposable(isDisposed: false)
        XCTAssertFalse(notDisposed.isDisposed)
        notDisposed.dispose()
        XCTAssertTrue(notDisposed.isDisposed)
    }

    func testSharedDisposedInstanceIsDisposedAndStaysSo() {
        let shared = BooleanDisposable.BooleanDisposableTrue
        XCTAssertTrue(shared.isDisposed)
        shared.dispose()
        XCTAssertTrue(shared.isDisposed)
        XCTAssertTrue(BooleanDisposable.BooleanDisposableTrue === shared, "one shared instance")
    }

    func testSharedDisposedInstanceIsNotCountedAsLive() {
        // Touch it once so that a lazy initialization cannot be confused with a leak.
        _ = BooleanDisposable.BooleanDisposableTrue
        let before = Resources.total
        _ = BooleanDisposable.BooleanDisposableTrue.isDisposed
        XCTAssertEqual(Resources.total, before)
    }

    func testInstancesAreCountedWhileAlive() throws {
        try XCTSkipUnless(Resources.isTracking, "live-object counting is a debug-build feature")
        let before = Resources.total
        var disposable: BooleanDisposable? = BooleanDisposable()
        XCTAssertEqual(Resources.total, before + 1)
        disposable?.dispose()
        disposable = nil
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposeOnOneThreadIsSeenOnAnother() {
        let disposable = BooleanDisposable()
        let disposed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            disposable.dispose()
            disposed.signal()
        }
        disposed.wait()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testConcurrentDisposeFromEightThreadsLeavesItDisposed() {
        let disposable = BooleanDisposable()
        let seen = Collected<Bool>()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            Thread.detachNewThread {
                start.wait()
                disposable.dispose()
                seen.append(disposable.isDisposed)
                done.leave()
            }
        }
        for _ in 0..<8 { start.signal() }
        done.wait()
        XCTAssertEqual(seen.values, Array(repeating: true, count: 8))
        XCTAssertTrue(disposable.isDisposed)
    }
}
