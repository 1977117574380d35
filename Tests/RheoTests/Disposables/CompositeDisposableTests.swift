import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class CompositeDisposableTests: RheoTestCase {
    private var iterations: Int { 200 * stressScale }

    func testNewGroupIsEmptyAndNotDisposed() {
        let group = CompositeDisposable()
        XCTAssertEqual(group.count, 0)
        XCTAssertFalse(group.isDisposed)
    }

    func testInsertAddsWithoutDisposingAndReturnsDistinctKeys() {
        let log = Collected<Int>()
        let group = CompositeDisposable()
        let keys = (0..<5).compactMap { group.insert(LoggingTestDisposable($0, log: log)) }
        XCTAssertEqual(keys.count, 5)
        XCTAssertEqual(Set(keys).count, 5)
        XCTAssertEqual(group.count, 5)
        XCTAssertEqual(log.values, [])
        group.dispose()
    }

    func testRemoveDisposesOnlyThatDisposableOnce() {
        let log = Collected<Int>()
        let group = CompositeDisposable()
        let keys = (0..<3).map { group.insert(LoggingTestDisposable($0, log: log))! }

        group.remove(for: keys[1])
        XCTAssertEqual(log.values, [1])
        XCTAssertEqual(group.count, 2)
        XCTAssertFalse(group.isDisposed)

        group.remove(for: keys[1])
        XCTAssertEqual(log.values, [1], "removing a key twice disposes once")
        XCTAssertEqual(group.count, 2)

        group.dispose()
        XCTAssertEqual(log.values, [1, 0, 2], "a removed disposable is not disposed again by the group")
    }

    func testRemoveAfterDisposeDoesNothing() {
        let log = Collected<Int>()
        let group = CompositeDisposable()
        let key = group.insert(LoggingTestDisposable(7, log: log))!
        group.dispose()
        group.remove(for: key)
        XCTAssertEqual(log.values, [7])
    }

    func testDisposeDisposesAllInInsertionOrderOnce() {
        let log = Collected<Int>()
        let group = CompositeDisposable()
        var keys: [CompositeDisposable.DisposeKey] = []
        for id in 0..<100 {
            keys.append(group.insert(LoggingTestDisposable(id, log: log))!)
        }
        // Removing some leaves holes in the key space; order must still be insertion order.
        let removed = Set(stride(from: 3, to: 100, by: 7))
        for id in removed.sorted() {
            group.remove(for: keys[id])
        }
        let disposedByRemove = log.values
        XCTAssertEqual(disposedByRemove, removed.sorted())

        group.dispose()
        XCTAssertTrue(group.isDisposed)
        XCTAssertEqual(group.count, 0)
        XCTAssertEqual(Array(log.values.dropFirst(removed.count)), (0..<100).filter { !removed.contains($0) })

        group.dispose()
        XCTAssertEqual(log.values.count, 100, "a second dispose disposes nothing again")
    }

    func testInitializersDisposeInArgumentOrder() {
        let log = Collected<Int>()
        let two = CompositeDisposable(LoggingTestDisposable(1, log: log), LoggingTestDisposable(2, log: log))
        XCTAssertEqual(two.count, 2)
        two.dispose()
        XCTAssertEqual(log.values, [1, 2])

        let threeLog = Collected<Int>()
        let three = CompositeDisposable(
            LoggingTestDisposable(1, log: threeLog),
            LoggingTestDisposable(2, log: threeLog),
            LoggingTestDisposable(3, log: threeLog)
        )
        XCTAssertEqual(three.count, 3)
        three.dispose()
        XCTAssertEqual(threeLog.values, [1, 2, 3])

        let fiveLog = Collected<Int>()
        let five = CompositeDisposable(
            LoggingTestDisposable(1, log: fiveLog),
            LoggingTestDisposable(2, log: fiveLog),
            LoggingTestDisposable(3, log: fiveLog),
            LoggingTestDisposable(4, log: fiveLog),
            LoggingTestDisposable(5, log: fiveLog)
        )
        XCTAssertEqual(five.count, 5)
        five.dispose()
        XCTAssertEqual(fiveLog.values, [1, 2, 3, 4, 5])

        for count in 0...20 {
            let arrayLog = Collected<Int>()
            let group = CompositeDisposable(disposables: (0..<count).map { LoggingTestDisposable($0, log: arrayLog) })
            XCTAssertEqual(group.count, count)
            // Later insertions come after the initial ones.
            group.insert(LoggingTestDisposable(count, log: arrayLog))
            group.dispose()
            XCTAssertEqual(arrayLog.values, Array(0...count), "count \(count)")
        }
    }

    func testInsertAfterDisposeDisposesAtOnceAndReturnsNil() {
        let log = Collected<Int>()
        let group = CompositeDisposable()
        group.dispose()
        XCTAssertTrue(group.isDisposed)

        let key = group.insert(LoggingTestDisposable(1, log: log))
        XCTAssertNil(key)
        XCTAssertEqual(log.values, [1])
        XCTAssertEqual(group.count, 0)
    }

    func testDisposalRunsOutsideTheLockSoDisposablesMayCallBackIntoTheGroup() {
        let group = CompositeDisposable()
        let seen = Collected<String>()
        group.insert(
            Disposables.create {
                seen.append("count \(group.count)")
                seen.append("disposed \(group.isDisposed)")
                let log = Collected<Int>()
                let key = group.insert(LoggingTestDisposable(9, log: log))
                seen.append("late insert key nil \(key == nil), disposed \(log.values)")
            })
        runFailingOnDeadlock { group.dispose() }
        XCTAssertEqual(seen.values, ["count 0", "disposed true", "late insert key nil true, disposed [9]"])
    }

    func testRemoveDisposesOutsideTheLock() {
        let group = CompositeDisposable()
        let seen = Collected<Int>()
        let key = group.insert(Disposables.create { seen.append(group.count) })!
        group.insert(Disposables.create())
        runFailingOnDeadlock { group.remove(for: key) }
        XCTAssertEqual(seen.values, [1])
        group.dispose()
    }

    func testConcurrentInsertRemoveAndDisposeDisposeEveryInsertedDisposableExactlyOnce() {
        let perThread = 50
        for iteration in 0..<iterations {
            let group = CompositeDisposable()
            let log = Collected<Int>()
            let insertedAfterDisposeNotDisposedAtOnce = Collected<Int>()
            race { thread in
                for index in 0..<perThread {
                    let id = thread * perThread + index
                    // Two threads dispose half-way through, racing each other and the inserts.
                    if thread < 2, index == perThread / 2 {
                        group.dispose()
                    }
                    let disposable = LoggingTestDisposable(id, log: log)
                    if let key = group.insert(disposable) {
                        if id % 3 == 0 {
                            group.remove(for: key)
                        }
                    } else if !log.values.contains(id) {
                        insertedAfterDisposeNotDisposedAtOnce.append(id)
                    }
                }
            }
            XCTAssertTrue(group.isDisposed)
            XCTAssertEqual(group.count, 0)
            XCTAssertEqual(insertedAfterDisposeNotDisposedAtOnce.values, [], "iteration \(iteration)")
            XCTAssertEqual(
                log.values.sorted(), Array(0..<(8 * perThread)), "iteration \(iteration): each disposed exactly once")
        }
    }
}
