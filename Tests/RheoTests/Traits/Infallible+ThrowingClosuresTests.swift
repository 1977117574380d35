import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The `Infallible` operators whose closures throw, as RxSwift's do, and the triggers and
/// concatenated sequences that may be any `Observable`: an error ends the sequence (the
/// source is disposed at once) and `subscribe(onNext:onCompleted:onDisposed:)` reports it
/// to `Hooks.defaultErrorHandler`.
final class InfallibleThrowingClosuresTests: RheoTestCase {
    /// Elements 1...4 at 210...240, completion at 300; element 3 (at 230) is the one the
    /// closures under test throw on.
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
    }

    /// Throws `TestError(value)` for 3, otherwise returns `value`.
    private func failOn3(_ value: Int) throws -> Int {
        if value == 3 {
            throw TestError(3)
        }
        return value
    }

    /// Subscribes `make`'s `Infallible` with `subscribe(onNext:onCompleted:onDisposed:)` at
    /// 200 on a new test scheduler and returns the errors `Hooks.defaultErrorHandler`
    /// received, the elements, and whether `onCompleted` and `onDisposed` ran.
    private func subscribeReportingErrors(
        _ make: (TestScheduler, TestableObservable<Int>) -> Infallible<Int>
    ) -> (errors: [Swift.Error], elements: [Int], completed: Bool, disposed: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let infallible = make(scheduler, xs)
        var elements: [Int] = []
        var completed = false
        var disposed = false
        var subscription: Disposable?
        let errors = captureUnhandledErrors {
            scheduler.scheduleAt(200) {
                subscription = infallible.subscribe(
                    onNext: { elements.append($0) }, onCompleted: { completed = true }, onDisposed: { disposed = true })
            }
            scheduler.start()
        }
        subscription?.dispose()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        return (errors, elements, completed, disposed)
    }

    /// Checks that `make`'s `Infallible` ends with `TestError(3)` at 230, after `expected`,
    /// both on virtual time and through the error hook.
    private func assertThrowsAt230(
        _ expected: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line,
        _ make: @escaping (TestScheduler, TestableObservable<Int>) -> Infallible<Int>
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { make(scheduler, xs) }
        XCTAssertEqual(res.events, expected + [.error(230, TestError(3))], file: file, line: line)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], file: file, line: line)

        let reported = subscribeReportingErrors(make)
        XCTAssertEqual(reported.errors.map { $0 as? TestError }, [TestError(3)], file: file, line: line)
        XCTAssertEqual(reported.elements, expected.compactMap(\.value.element), file: file, line: line)
        XCTAssertFalse(reported.completed, file: file, line: line)
        XCTAssertTrue(reported.disposed, file: file, line: line)
    }

    func testDistinctUntilChangedKeySelectorThrows() {
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).distinctUntilChanged { try self.failOn3($0) }
        }
    }

    func testDistinctUntilChangedComparerThrows() {
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).distinctUntilChanged {
                try self.failOn3($0) == (try self.failOn3($1))
            }
        }
    }

    func testDistinctUntilChangedKeySelectorAndComparerThrow() {
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).distinctUntilChanged(
                { try self.failOn3($0) }, comparer: { $0 == $1 })
        }
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).distinctUntilChanged(
                { $0 }, comparer: { try self.failOn3($0) == (try self.failOn3($1)) })
        }
    }

    func testDoHandlersThrow() {
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).do(onNext: { _ = try self.failOn3($0) })
        }
        // afterNext runs after the element is passed on: 3 is delivered, then the error.
        assertThrowsAt230([.next(210, 1), .next(220, 2), .next(230, 3)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).do(afterNext: { _ = try self.failOn3($0) })
        }
    }

    func testDoOnCompletedThrowsInPlaceOfTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1).do(onCompleted: { throw TestError(9) })
        }
        XCTAssertEqual(
            res.events,
            [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .error(300, TestError(9))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDoAfterCompletedThrowsAfterTheCompletionToTheHook() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var res: TestableObserver<Int>!
        let errors = captureUnhandledErrors {
            res = scheduler.start {
                xs.asInfallible(onErrorJustReturn: -1).do(afterCompleted: { throw TestError(9) })
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(9)])
    }

    func testTakeUntilPredicateThrows() {
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).take(until: { try self.failOn3($0) > 10 })
        }
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).take(until: { try self.failOn3($0) > 10 }, behavior: .inclusive)
        }
    }

    func testTakeWhileThrows() {
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).take(while: { try self.failOn3($0) < 10 })
        }
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).take(while: { try self.failOn3($0) < 10 }, behavior: .inclusive)
        }
    }

    func testSkipWhileThrows() {
        assertThrowsAt230([]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).skip(while: { try self.failOn3($0) < 10 })
        }
    }

    func testWithLatestFromResultSelectorThrows() {
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            xs.asInfallible(onErrorJustReturn: -1).withLatestFrom(Infallible.just(0)) { try self.failOn3($0) + $1 }
        }
    }

    func testCombineLatestAndZipResultSelectorsThrow() {
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: -1), Infallible.just(0)) {
                try self.failOn3($0) + $1
            }
        }
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            Infallible.zip(xs.asInfallible(onErrorJustReturn: -1), Infallible.repeatingZeros()) {
                try self.failOn3($0) + $1
            }
        }
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            Infallible.combineLatest([xs.asInfallible(onErrorJustReturn: -1)]) { try self.failOn3($0[0]) }
        }
        assertThrowsAt230([.next(210, 1), .next(220, 2)]) { _, xs in
            Infallible.zip([xs.asInfallible(onErrorJustReturn: -1)]) { try self.failOn3($0[0]) }
        }
    }

    func testDeferredFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let deferred = Infallible<Int>.deferred {
            calls += 1
            throw TestError(7)
        }
        let res = scheduler.start { deferred }
        XCTAssertEqual(res.events, [.error(200, TestError(7))])
        XCTAssertEqual(calls, 1)

        var completed = false
        let errors = captureUnhandledErrors {
            _ = deferred.subscribe(onNext: { _ in XCTFail("no element expected") }, onCompleted: { completed = true })
        }
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(7)])
        XCTAssertFalse(completed)
        XCTAssertEqual(calls, 2)
    }

    func testDeferredFactoryThatDoesNotThrowSubscribesItsResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { Infallible.deferred { xs.asInfallible(onErrorJustReturn: -1) } }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: - Observable triggers and concatenation

    func testTakeUntilAnObservableTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let trigger = scheduler.createHotObservable([.next(225, "stop"), .completed(400)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilAFailingObservableTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let trigger = scheduler.createHotObservable([.error(225, TestError(4))]) as TestableObservable<String>
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(225, TestError(4))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])

        let errors = captureUnhandledErrors {
            _ = Infallible.of(1).take(until: Observable<Int>.error(TestError(4))).subscribe(onNext: { _ in })
        }
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(4)])
    }

    func testSkipUntilAnObservableTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let trigger = scheduler.createHotObservable([.next(225, "go"), .completed(226)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).skip(until: trigger) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilAFailingObservableTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let trigger = scheduler.createHotObservable([.error(225, TestError(4))]) as TestableObservable<String>
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).skip(until: trigger) }
        XCTAssertEqual(res.events, [.error(225, TestError(4))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])

        let errors = captureUnhandledErrors {
            Infallible<Int>.never().skip(until: Observable<Int>.error(TestError(4))).subscribe(onNext: { _ in })
                .dispose()
        }
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(4)])
    }

    func testInfallibleTriggersStillWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let trigger = scheduler.createHotObservable([.next(225, 0)]).asInfallible(onErrorJustReturn: 0)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = source(scheduler2)
        let trigger2 = scheduler2.createHotObservable([.next(225, 0)]).asInfallible(onErrorJustReturn: 0)
        let res2 = scheduler2.start { ys.asInfallible(onErrorJustReturn: -1).skip(until: trigger2) }
        XCTAssertEqual(res2.events, [.next(230, 3), .next(240, 4), .completed(300)])
    }

    func testConcatAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { first.asInfallible(onErrorJustReturn: -1).concat(second) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
    }

    func testConcatAFailingObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second: TestableObservable<Int> = scheduler.createColdObservable([.error(10, TestError(5))])
        let res = scheduler.start { first.asInfallible(onErrorJustReturn: -1).concat(second) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError(5))])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])

        let errors = captureUnhandledErrors {
            _ = Infallible.just(1).concat(Observable<Int>.error(TestError(5))).subscribe(onNext: { _ in })
        }
        XCTAssertEqual(errors.map { $0 as? TestError }, [TestError(5)])
    }

    func testConcatAnInfallibleStillWorks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.of(1, 2).concat(Infallible.just(3)) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    // MARK: - Closures that do not throw

    func testNonThrowingClosuresPassEverythingOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1)
                .distinctUntilChanged { $0 }
                .skip(while: { $0 < 2 })
                .take(while: { $0 < 10 })
                .withLatestFrom(Infallible.just(100)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 102), .next(230, 103), .next(240, 104), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

extension Infallible where Element == Int {
    /// An endless `Infallible` of zeros, sent at subscription on the current thread: the
    /// zip partner that is never the one to end the sequence.
    fileprivate static func repeatingZeros() -> Infallible<Int> {
        Observable.repeatElement(0, scheduler: CurrentThreadScheduler.instance).take(10).asInfallible(
            onErrorJustReturn: 0)
    }
}
