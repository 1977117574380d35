import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class DisposeBagTests: RheoTestCase {
    func testDeinitDisposesEverythingInInsertionOrderOnce() {
        let log = Collected<Int>()
        var bag: DisposeBag? = DisposeBag()
        for id in 0..<10 {
            bag?.insert(LoggingTestDisposable(id, log: log))
        }
        XCTAssertEqual(log.values, [], "nothing is disposed while the bag lives")
        bag = nil
        XCTAssertEqual(log.values, Array(0..<10))
    }

    func testEmptyBagDeinitsCleanly() {
        var bag: DisposeBag? = DisposeBag()
        weak let weakBag = bag
        bag = nil
        XCTAssertNil(weakBag)
    }

    func testInitDisposingVariadic() {
        let log = Collected<Int>()
        var bag: DisposeBag? = DisposeBag(
            disposing: LoggingTestDisposable(1, log: log), LoggingTestDisposable(2, log: log))
        bag?.insert(LoggingTestDisposable(3, log: log))
        XCTAssertEqual(log.values, [])
        bag = nil
        XCTAssertEqual(log.values, [1, 2, 3])
    }

    func testInitDisposingArray() {
        let log = Collected<Int>()
        var bag: DisposeBag? = DisposeBag(disposing: (1...4).map { LoggingTestDisposable($0, log: log) as Disposable })
        bag?.insert(LoggingTestDisposable(5, log: log))
        XCTAssertEqual(log.values, [])
        bag = nil
        XCTAssertEqual(log.values, [1, 2, 3, 4, 5])
    }

    func testInitWithResultBuilder() {
        let log = Collected<Int>()
        var bag: DisposeBag? = DisposeBag {
            LoggingTestDisposable(1, log: log)
            LoggingTestDisposable(2, log: log)
            LoggingTestDisposable(3, log: log)
        }
        bag?.insert(LoggingTestDisposable(4, log: log))
        XCTAssertEqual(log.values, [])
        bag = nil
        XCTAssertEqual(log.values, [1, 2, 3, 4])
    }

    func testInsertVariadicArrayAndBuilderKeepOverallInsertionOrder() {
        let log = Collected<Int>()
        var bag: DisposeBag? = DisposeBag()
        bag?.insert(LoggingTestDisposable(1, log: log))
        bag?.insert(LoggingTestDisposable(2, log: log), LoggingTestDisposable(3, log: log))
        bag?.insert([LoggingTestDisposable(4, log: log), LoggingTestDisposable(5, log: log)])
        bag?.insert {
            LoggingTestDisposable(6, log: log)
            LoggingTestDisposable(7, log: log)
        }
        XCTAssertEqual(log.values, [])
        bag = nil
        XCTAssertEqual(log.values, Array(1...7))
    }

    func testDisposedByAddsToTheBag() {
        let log = Collected<Int>()
        var bag: DisposeBag? = DisposeBag()
        LoggingTestDisposable(1, log: log).disposed(by: bag!)
        Disposables.create { log.append(2) }.disposed(by: bag!)
        XCTAssertEqual(log.values, [])
        bag = nil
        XCTAssertEqual(log.values, [1, 2])
    }

    func testReplacingTheBagDisposesTheOldContents() {
        let log = Collected<Int>()
        var bag = DisposeBag()
        LoggingTestDisposable(1, log: log).disposed(by: bag)
        bag = DisposeBag()
        XCTAssertEqual(log.values, [1])
        LoggingTestDisposable(2, log: log).disposed(by: bag)
        XCTAssertEqual(log.values, [1])
    }

    func testDisposeBagReleasesWhatItDisposed() {
        final class Captured {}
        weak var weakCaptured: Captured?
        var bag: DisposeBag? = DisposeBag()
        do {
            let captured = Captured()
            weakCaptured = captured
            Disposables.create { _ = captured }.disposed(by: bag!)
        }
        XCTAssertNotNil(weakCaptured)
        bag = nil
        XCTAssertNil(weakCaptured)
    }

    func testConcurrentInsertsFromEightThreadsAreAllDisposedOnceAtDeinit() {
        let perThread = 200
        let log = Collected<Int>()
        let holder = BagHolder()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for thread in 0..<8 {
            done.enter()
            Thread.detachNewThread {
                start.wait()
                for index in 0..<perThread {
                    LoggingTestDisposable(thread * perThread + index, log: log).disposed(by: holder.bag!)
                }
                done.leave()
            }
        }
        for _ in 0..<8 { start.signal() }
        done.wait()
        XCTAssertEqual(log.values, [])
        holder.bag = nil
        XCTAssertEqual(log.values.sorted(), Array(0..<(8 * perThread)))
    }
}

/// Shares a bag with other threads without their closures keeping it alive.
private final class BagHolder: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: DisposeBag? = DisposeBag()

    var bag: DisposeBag? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            let old = stored
            stored = newValue
            lock.unlock()
            _ = old
        }
    }
}
