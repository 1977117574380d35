import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Adjacent `map`, `filter` and `compactMap` stages over one element type run as one fused
/// stage (`FusedStages.swift`); these tests pin that the fusion sends exactly what the
/// stages send one by one in RxSwift: events, virtual times, subscription records, the
/// order of the closure calls, and an error at the element whose closure threw.
final class FusedStagesTests: RheoTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
    }

    func testMapAfterMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 21), .next(230, 31), .next(240, 41), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterAfterMapAndMapAfterFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 100 } }
        XCTAssertEqual(res.events, [.next(210, 200), .next(230, 400), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapBetweenStages() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.filter { $0 != 3 }.compactMap { $0 == 2 ? nil : $0 }.map { -$0 }.compactMap { $0 }
        }
        XCTAssertEqual(res.events, [.next(210, -1), .next(240, -4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testClosuresRunInChainOrderAndOnlyForPassingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var calls: [String] = []
        let res = scheduler.start {
            xs.map { value -> Int in
                calls.append("map \(value)")
                return value
            }
            .filter { value in
                calls.append("filter \(value)")
                return value != 2
            }
            .compactMap { value -> Int? in
                calls.append("compactMap \(value)")
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(
            calls,
            [
                "map 1", "filter 1", "compactMap 1", "map 2", "filter 2", "map 3", "filter 3", "compactMap 3",
                "map 4", "filter 4", "compactMap 4",
            ])
    }

    func testThrowInTheFirstStageFailsAtThatElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var secondCalls = 0
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw TestError(2) }
                return value
            }
            .map { value -> Int in
                secondCalls += 1
                return value + 1
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(secondCalls, 1)
    }

    func testThrowInTheSecondStageFailsAtThatElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.map { $0 + 1 }.filter { value in
                if value == 4 { throw TestError(4) }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(230, TestError(4))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrowInACompactMapStage() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.filter { _ in true }.compactMap { value -> Int? in
                if value == 3 { throw TestError(3) }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.map { $0 + 1 }.filter { _ in true }.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 225) { xs.map { $0 + 1 }.filter { _ in true }.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(220, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testDisposalFromInsideAClosureStopsAtThatElement() {
        let subject = PublishSubject<Int>()
        var elements: [Int] = []
        var subscription: Disposable?
        subscription = subject.map { value -> Int in
            if value == 2 { subscription?.dispose() }
            return value
        }
        .map { $0 * 10 }
        .subscribe(onNext: { elements.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(elements, [10])
        XCTAssertFalse(subject.hasObservers)
    }

    func testTheUpstreamStageStaysUsableOnItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let first = xs.map { $0 + 1 }
        let second = first.map { $0 * 2 }
        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = first.subscribe(observer1)
            _ = second.subscribe(observer2)
        }
        scheduler.start()
        XCTAssertEqual(observer1.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(300)])
        XCTAssertEqual(
            observer2.events, [.next(210, 4), .next(220, 6), .next(230, 8), .next(240, 10), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
    }

    func testTypeChangingStagesStillChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.map { $0 + 1 }.map { "v\($0)" }.filter { $0 != "v3" }.compactMap { Int($0.dropFirst()) }.map { $0 * 2 }
        }
        XCTAssertEqual(res.events, [.next(210, 4), .next(230, 8), .next(240, 10), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testLongFusedChainOfOptionals() {
        var chain = Observable<Int?>.of(1, nil, 3)
        for _ in 0..<20 { chain = chain.map { $0.map { $0 + 1 } } }
        // A nil element is an element: it passes a compactMap over `Int?` that keeps it...
        let kept = RecordingObserver<Int?>()
        _ = chain.compactMap { value -> Int?? in .some(value) }.subscribe(kept)
        XCTAssertEqual(kept.elements, [21, nil, 23])
        XCTAssertTrue(kept.isCompleted)
        // ...and is dropped by one that returns it as nil.
        let dropped = RecordingObserver<Int?>()
        _ = chain.compactMap { value -> Int?? in value == nil ? nil : .some(value) }.subscribe(dropped)
        XCTAssertEqual(dropped.elements, [21, 23])
    }

    // From the third step on, a fused stage keeps the steps before its previous one in a
    // buffer of its own: two branches off one stage each run their own steps, every prefix
    // still runs alone, and a throw from a step in that buffer stops the later steps.
    func testBranchesOffALongRunKeepTheirOwnSteps() {
        var calls: [String] = []
        let base = Observable.of(1, 2, 3)
            .map { value -> Int in
                calls.append("a")
                return value + 1
            }
            .filter { _ in
                calls.append("b")
                return true
            }
            .map { value -> Int in
                calls.append("c")
                return value * 10
            }
        let left = base.map { $0 + 1 }.compactMap { $0 == 31 ? nil : $0 }
        let right = base.filter { $0 != 20 }.map { -$0 }
        let throwing = base.map { value -> Int in
            if value == 30 { throw TestError(30) }
            return value
        }
        .map { value -> Int in
            calls.append("after throw")
            return value
        }
        .filter { _ in true }

        let leftObserver = RecordingObserver<Int>()
        _ = left.subscribe(leftObserver)
        XCTAssertEqual(leftObserver.elements, [21, 41])
        XCTAssertTrue(leftObserver.isCompleted)
        XCTAssertEqual(calls, ["a", "b", "c", "a", "b", "c", "a", "b", "c"])

        let rightObserver = RecordingObserver<Int>()
        _ = right.subscribe(rightObserver)
        XCTAssertEqual(rightObserver.elements, [-30, -40])

        let baseObserver = RecordingObserver<Int>()
        _ = base.subscribe(baseObserver)
        XCTAssertEqual(baseObserver.elements, [20, 30, 40])

        calls = []
        let throwingObserver = RecordingObserver<Int>()
        _ = throwing.subscribe(throwingObserver)
        XCTAssertEqual(throwingObserver.elements, [20])
        XCTAssertEqual(throwingObserver.error as? TestError, TestError(30))
        XCTAssertEqual(calls, ["a", "b", "c", "after throw", "a", "b", "c"])
    }
}
