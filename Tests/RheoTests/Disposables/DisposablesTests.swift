import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class DisposablesTests: RheoTestCase {
    private var iterations: Int { 300 * stressScale }

    func testCreateWithoutArgumentsAllocatesNoLiveObjectAndDisposesHarmlessly() {
        let before = Resources.total
        let disposable = Disposables.create()
        XCTAssertEqual(Resources.total, before, "the no-op disposable is shared, not allocated")
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    func testCreateWithActionRunsActionOnlyOnFirstDispose() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        XCTAssertEqual(runs, 0, "creating must not run the action")
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(runs, 1)
        XCTAssertTrue(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(runs, 1, "a second dispose must not run the action again")
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateWithActionReleasesTheActionAfterRunningIt() {
        final class Captured {}
        weak var weakCaptured: Captured?
        let disposable: Cancelable
        do {
            let captured = Captured()
            weakCaptured = captured
            disposable = Disposables.create { _ = captured }
        }
        XCTAssertNotNil(weakCaptured, "the action keeps what it captures until disposal")
        disposable.dispose()
        XCTAssertNil(weakCaptured, "the action and its captures are released once it has run")
    }

    func testCreateWithActionIsDisposedWhenTheActionRuns() {
        var seenInsideAction: Bool?
        nonisolated(unsafe) var disposable: Cancelable!
        disposable = Disposables.create { seenInsideAction = disposable.isDisposed }
        disposable.dispose()
        XCTAssertEqual(seenInsideAction, true)
    }

    func testCreateWithActionDisposedConcurrentlyFromEightThreadsRunsActionOnce() {
        for iteration in 0..<iterations {
            let runs = Collected<Int>()
            nonisolated(unsafe) let disposable = Disposables.create { runs.append(iteration) }
            let sawDisposed = Collected<Bool>()
            race { _ in
                disposable.dispose()
                sawDisposed.append(disposable.isDisposed)
            }
            XCTAssertEqual(runs.values.count, 1, "iteration \(iteration)")
            XCTAssertEqual(sawDisposed.values, Array(repeating: true, count: 8), "iteration \(iteration)")
        }
    }

    func testCreateWithTwoDisposablesDisposesBothInOrderOnce() {
        let log = Collected<Int>()
        let disposable = Disposables.create(LoggingTestDisposable(1, log: log), LoggingTestDisposable(2, log: log))
        XCTAssertEqual(log.values, [])
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2])
        XCTAssertTrue(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2])
    }

    func testCreateWithThreeDisposablesDisposesAllInOrderOnce() {
        let log = Collected<Int>()
        let disposable = Disposables.create(
            LoggingTestDisposable(1, log: log),
            LoggingTestDisposable(2, log: log),
            LoggingTestDisposable(3, log: log)
        )
        XCTAssertEqual(log.values, [])
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2, 3])
        XCTAssertTrue(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2, 3])
    }

    func testCreateWithFourDisposablesDisposesAllInOrderOnce() {
        let log = Collected<Int>()
        let disposable = Disposables.create(
            LoggingTestDisposable(1, log: log),
            LoggingTestDisposable(2, log: log),
            LoggingTestDisposable(3, log: log),
            LoggingTestDisposable(4, log: log)
        )
        XCTAssertEqual(log.values, [])
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2, 3, 4])
        XCTAssertTrue(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2, 3, 4])
    }

    func testCreateWithSixDisposablesDisposesAllInOrderOnce() {
        let log = Collected<Int>()
        let disposable = Disposables.create(
            LoggingTestDisposable(1, log: log),
            LoggingTestDisposable(2, log: log),
            LoggingTestDisposable(3, log: log),
            LoggingTestDisposable(4, log: log),
            LoggingTestDisposable(5, log: log),
            LoggingTestDisposable(6, log: log)
        )
        XCTAssertEqual(log.values, [])

        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2, 3, 4, 5, 6])
        XCTAssertTrue(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2, 3, 4, 5, 6])
    }

    func testCreateWithArrayDisposesEveryElementInOrderOnceForEverySmallCount() {
        for count in 0...8 {
            let log = Collected<Int>()
            let disposable = Disposables.create((0..<count).map { LoggingTestDisposable($0, log: log) as Disposable })
            XCTAssertEqual(log.values, [], "count \(count)")
            XCTAssertFalse(disposable.isDisposed, "count \(count)")

            disposable.dispose()
            XCTAssertEqual(log.values, Array(0..<count), "count \(count)")
            XCTAssertTrue(disposable.isDisposed, "count \(count)")

            disposable.dispose()
            XCTAssertEqual(log.values, Array(0..<count), "count \(count)")
        }
    }

    func testCreateWithArrayDisposedConcurrentlyDisposesEachElementOnce() {
        for count in [2, 5] {
            for iteration in 0..<iterations {
                let log = Collected<Int>()
                nonisolated(unsafe) let disposable = Disposables.create(
                    (0..<count).map { LoggingTestDisposable($0, log: log) as Disposable }
                )
                race { _ in disposable.dispose() }
                XCTAssertEqual(log.values, Array(0..<count), "count \(count), iteration \(iteration)")
            }
        }
    }
}
