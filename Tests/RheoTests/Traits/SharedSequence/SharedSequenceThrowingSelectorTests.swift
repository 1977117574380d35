import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// `zip`/`combineLatest` result selectors of `Driver` and `Signal` may throw, as RxCocoa's
/// may. A shared sequence cannot fail: the error goes to `Hooks.defaultErrorHandler`, the
/// sequence completes and its sources are disposed. (RxCocoa passes the error on to the
/// subscriber instead.)
final class SharedSequenceThrowingSelectorTests: RheoTestCase {
    /// Throws `TestError(value)` for 3, otherwise returns `value`.
    private func failOn3(_ value: Int) throws -> Int {
        if value == 3 {
            throw TestError(3)
        }
        return value
    }

    private struct Run {
        let events: [Recorded<Event<Int>>]
        let errors: [TestError?]
        let first: [Subscription]
        let second: [Subscription]
    }

    /// Runs `make` on two hot sources under `SharingScheduler.mock` and collects what
    /// reaches the observer and the error hook. The first source sends 1...4 at 210...240
    /// (3, at 230, is what the selectors throw on); the second sends 10 at 205 and 20 at 215.
    /// `asDriver`/`asSignal` observe on the sharing scheduler, here the test scheduler, so
    /// each event reaches the operator one tick after the source sends it.
    private func run<Strategy>(
        _ make: @escaping (TestableObservable<Int>, TestableObservable<Int>) -> SharedSequence<Strategy, Int>
    ) -> Run {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let ys = scheduler.createHotObservable([.next(205, 10), .next(215, 20), .completed(400)])
        var res: TestableObserver<Int>!
        let errors = captureUnhandledErrors {
            SharingScheduler.mock(scheduler: scheduler) {
                res = scheduler.start { make(xs, ys) }
            }
        }
        return Run(
            events: res.events, errors: errors.map { $0 as? TestError }, first: xs.subscriptions,
            second: ys.subscriptions)
    }

    private func assertReportedAndCompleted(
        _ run: Run, _ expected: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(run.events, expected, file: file, line: line)
        XCTAssertEqual(run.errors, [TestError(3)], file: file, line: line)
        XCTAssertEqual(run.first, [Subscription(200, 231)], file: file, line: line)
        XCTAssertEqual(run.second, [Subscription(200, 231)], file: file, line: line)
    }

    func testDriverCombineLatestSelectorThrows() {
        let run = run { xs, ys in
            Driver.combineLatest(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)) {
                try self.failOn3($0) + $1
            }
        }
        assertReportedAndCompleted(run, [.next(211, 11), .next(216, 21), .next(221, 22), .completed(231)])
    }

    func testDriverCombineLatestOfThreeSelectorThrows() {
        let run = run { xs, ys in
            let x = xs.asDriver(onErrorJustReturn: -1)
            return Driver.combineLatest(x, ys.asDriver(onErrorJustReturn: -1), Driver.just(100)) {
                try self.failOn3($0) + $1 + $2
            }
        }
        assertReportedAndCompleted(run, [.next(211, 111), .next(216, 121), .next(221, 122), .completed(231)])
    }

    func testDriverZipSelectorThrows() {
        let run = run { xs, _ in
            let x = xs.asDriver(onErrorJustReturn: -1)
            return Driver.zip(x, x.map { $0 * 10 }) { try self.failOn3($0) + $1 }
        }
        XCTAssertEqual(run.events, [.next(211, 11), .next(221, 22), .completed(231)])
        XCTAssertEqual(run.errors, [TestError(3)])
        XCTAssertEqual(run.first, [Subscription(200, 231)])
    }

    func testSignalZipSelectorThrows() {
        let run = run { xs, _ in
            Signal.zip(xs.asSignal(onErrorJustReturn: -1), xs.asSignal(onErrorJustReturn: -1).map { $0 * 10 }) {
                try self.failOn3($0) + $1
            }
        }
        XCTAssertEqual(run.events, [.next(211, 11), .next(221, 22), .completed(231)])
        XCTAssertEqual(run.errors, [TestError(3)])
        XCTAssertEqual(run.first, [Subscription(200, 231), Subscription(200, 231)])
    }

    func testSignalCombineLatestSelectorThrows() {
        let run = run { xs, ys in
            Signal.combineLatest(xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)) {
                try self.failOn3($0) + $1
            }
        }
        assertReportedAndCompleted(run, [.next(211, 11), .next(216, 21), .next(221, 22), .completed(231)])
    }

    func testCollectionFormsSelectorsThrow() {
        let combined = run { xs, ys in
            Driver.combineLatest([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)]) {
                try self.failOn3($0[0]) + $0[1]
            }
        }
        assertReportedAndCompleted(combined, [.next(211, 11), .next(216, 21), .next(221, 22), .completed(231)])

        let zipped = run { xs, _ in
            let x = xs.asDriver(onErrorJustReturn: -1)
            return Driver.zip([x, x]) { try self.failOn3($0[0]) + $0[1] }
        }
        XCTAssertEqual(zipped.events, [.next(211, 2), .next(221, 4), .completed(231)])
        XCTAssertEqual(zipped.errors, [TestError(3)])
        XCTAssertEqual(zipped.first, [Subscription(200, 231)])
    }

    func testDriveReportsTheErrorAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(300)])
        var elements: [Int] = []
        var completed = false
        var subscription: Disposable?
        let errors = captureUnhandledErrors {
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = Driver.combineLatest(xs.asDriver(onErrorJustReturn: -1), Driver.just(0)) {
                    try self.failOn3($0) + $1
                }
                scheduler.scheduleAt(200) {
                    subscription = driver.drive(onNext: { elements.append($0) }, onCompleted: { completed = true })
                }
                scheduler.start()
            }
        }
        subscription?.dispose()
        XCTAssertEqual(elements, [1])
        XCTAssertTrue(completed)
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 221)])
    }

    func testSelectorsThatDoNotThrowReportNothing() {
        let run = run { xs, ys in
            Driver.combineLatest(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)) { $0 + $1 }
        }
        XCTAssertEqual(
            run.events,
            [.next(211, 11), .next(216, 21), .next(221, 22), .next(231, 23), .next(241, 24), .completed(401)])
        XCTAssertEqual(run.errors, [])
        XCTAssertEqual(run.first, [Subscription(200, 300)])
        XCTAssertEqual(run.second, [Subscription(200, 400)])
    }
}
