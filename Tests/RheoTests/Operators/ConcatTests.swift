import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ConcatTests: RheoTestCase {
    // MARK: concat() on an observable of observables

    func testConcatenatesInnersInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 21), .completed(20)])
        let ys3 = scheduler.createColdObservable([.next(5, 31), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .next(300, ys3), .completed(320)])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(250, 21), .next(305, 31), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(300, 310)])
    }

    func testAnInnerErrorDropsTheWaitingInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError(1))])
        let ys2 = scheduler.createColdObservable([.next(10, 21), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(320)])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testDisposalMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 21), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(320)])
        let res = scheduler.start(disposed: 250) { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    // MARK: concat(_ second:) and the static forms

    func testConcatSecondSubscribesItWhenTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testAnErrorOfTheFirstNeverSubscribesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testStaticConcatOfAnArrayDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(50, 3), .completed(60)])
        let zs = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let res = scheduler.start(disposed: 240) {
            Observable.concat([xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testStaticConcatVariadicAndCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let variadic = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(variadic.events, [.next(210, 1), .next(230, 2), .completed(240)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createColdObservable([.next(10, 1), .completed(20)])
        let slice = [xs2.asObservable(), xs2.asObservable()][...]
        let collection = scheduler2.start { Observable.concat(slice) }
        XCTAssertEqual(collection.events, [.next(210, 1), .next(230, 1), .completed(240)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testStaticConcatOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testStaticConcatPullsTheSequenceLazily() {
        let pulled = Counter()
        let sources = (0..<3).lazy.map { value -> Observable<Int> in
            pulled.increment()
            return Observable.just(value)
        }
        var received: [Int] = []
        _ = Observable.concat(AnySequence(sources)).take(2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1])
        XCTAssertEqual(pulled.value, 2)
    }

    // MARK: Bounded stack (docs/Contracts.md rule 3)

    func testStaticConcatOfManySynchronousSourcesRunsInConstantStack() {
        let count = stackDepthCount
        var sum = 0
        var completed = false
        _ = Observable.concat((0..<count).map { _ in Observable.just(1) })
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, count)
        XCTAssertTrue(completed)
    }

    func testConcatOfManyQueuedSynchronousInnersRunsInConstantStack() {
        let count = stackDepthCount
        let gate = ObserverBox<Int>()
        let first = Observable<Int>.create { observer in
            gate.observer = observer
            return Disposables.create()
        }
        var sum = 0
        var completed = false
        _ = Observable.from([first] + (0..<count).map { _ in Observable.just(1) })
            .concat()
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        gate.observer?.onCompleted()
        gate.observer = nil
        XCTAssertEqual(sum, count)
        XCTAssertTrue(completed)
    }

    /// Sources that complete on other threads move the loop between threads; every element
    /// arrives, in order.
    func testSourcesCompletingOnOtherThreads() {
        runFailingOnDeadlock {
            let done = DispatchSemaphore(value: 0)
            let recorder = DeliveryRecorder<Int>()
            let subscription = Observable.concat((0..<50).map { threadedSequence([$0 * 2, $0 * 2 + 1]) })
                .subscribe { event in
                    recorder.on(event)
                    if event.isStopEvent {
                        done.signal()
                    }
                }
            XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
            XCTAssertEqual(recorder.elements, Array(0..<100))
            XCTAssertEqual(recorder.overlaps, 0)
            subscription.dispose()
        }
    }

    // MARK: Nested concat, walked in place (maxTailRecursiveSinkStackSize)

    /// RxSwift's `testConcat_TailRecursionCollection`: ten thousand levels of
    /// `[x(i), [x(i + 1), ...].concat()].concat()` over collections. Each nested `concat`
    /// is the last of its collection, so the walk drops the outer iterator before pushing
    /// the inner one: the stack stays at one, and nothing nests on the call stack.
    func testNestedConcatOfCollectionsRunsFlatWithAStackOfOne() {
        maxTailRecursiveSinkStackSize = 0
        var elements: [Int] = []
        var completed = false
        _ = nestedConcatOfCollections(0) { Observable.just($0, scheduler: CurrentThreadScheduler.instance) }
            .take(10_000)
            .subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(elements, Array(0..<10_000))
        XCTAssertTrue(completed)
        XCTAssertEqual(maxTailRecursiveSinkStackSize, Resources.isTracking ? 1 : 0)
    }

    /// RxSwift's `testConcat_TailRecursionSequence`: the same over sequences of unknown
    /// count, whose iterators stay on the stack until they run out, so the stack grows with
    /// the depth (RxSwift asserts more than 1,000); the call stack still does not.
    func testNestedConcatOfSequencesRunsFlatWithAStackAsDeepAsTheNesting() {
        maxTailRecursiveSinkStackSize = 0
        var elements: [Int] = []
        _ = nestedConcatOfSequences(0) { Observable.just($0, scheduler: CurrentThreadScheduler.instance) }
            .take(10_000)
            .subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, Array(0..<10_000))
        if Resources.isTracking {
            XCTAssertGreaterThan(maxTailRecursiveSinkStackSize, 1_000)
        }
    }

    /// The values RxSwift's `TailRecursiveSink` records for flat and shallow cases: a flat
    /// `concat` pushes nothing; `a.concat(b).concat(c)` pushes the inner pair on top of
    /// the outer one; sequences of another type are subscribed, not walked in place.
    func testMaxTailRecursiveSinkStackSizeOfFlatAndShallowConcats() {
        let tracking = Resources.isTracking
        maxTailRecursiveSinkStackSize = 0
        var sum = 0
        _ = Observable.concat((0..<1_000).map { _ in Observable.just(1) }).subscribe(onNext: { sum += $0 })
        XCTAssertEqual(sum, 1_000)
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0, "a flat concat")

        var elements: [Int] = []
        _ = Observable.just(1).concat(Observable.just(2)).concat(Observable.just(3))
            .subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1, 2, 3])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, tracking ? 2 : 0, "a.concat(b).concat(c)")

        maxTailRecursiveSinkStackSize = 0
        elements = []
        let inner = Observable.concat(AnySequence([Observable.just(1), Observable.just(2)]))
        _ = Observable.concat([inner, Observable.just(3)]).subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1, 2, 3])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0, "an AnySequence concat inside an Array concat")
    }

    /// Walking a nested `concat` in place gives the same events and subscriptions as
    /// subscribing it, on virtual time.
    func testANestedConcatKeepsTheEventsAndSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let zs = scheduler.createColdObservable([.next(5, 3), .completed(5)])
        let res = scheduler.start {
            Observable.concat([xs.asObservable(), Observable.concat([ys.asObservable(), zs.asObservable()])])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .next(235, 3), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(230, 235)])
    }

    /// `[generator(i), [generator(i + 1), ...].concat()].concat()`, each level a lazy
    /// collection (RxSwift's `generateCollection`).
    private func nestedConcatOfCollections(
        _ start: Int, _ generator: @escaping (Int) -> Observable<Int>
    ) -> Observable<Int> {
        let all = [0, 1].lazy.map { index in
            index == 0 ? generator(start) : self.nestedConcatOfCollections(start + 1, generator)
        }
        return Observable.concat(all)
    }

    /// The same with each level an `AnySequence`, whose count is unknown (RxSwift's
    /// `generateSequence`).
    private func nestedConcatOfSequences(
        _ start: Int, _ generator: @escaping (Int) -> Observable<Int>
    ) -> Observable<Int> {
        let all = AnySequence(
            [0, 1].lazy.map { index in
                index == 0 ? generator(start) : self.nestedConcatOfSequences(start + 1, generator)
            })
        return Observable.concat(all)
    }
}
