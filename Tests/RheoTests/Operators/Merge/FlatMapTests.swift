import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class FlatMapTests: RheoTestCase {
    func testMergesTheSelectedSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(40, 12), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(5, 21), .next(20, 22), .completed(30)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 2), .completed(300)])
        let calls = Counter()
        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                calls.increment()
                return inners[value]!
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(245, 21), .next(250, 12), .next(260, 22), .completed(310)])
        XCTAssertEqual(calls.value, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 310)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 270)])
    }

    func testAThrowingSelectorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 {
                    throw TestError(2)
                }
                return ys1
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(240, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    func testAnInnerErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let ys2 = scheduler.createColdObservable([.error(10, TestError(3), Int.self)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.flatMap { inners[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(250, TestError(3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 250)])
    }

    func testAnOuterErrorFailsAndDisposesTheInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .error(260, TestError(1))])
        let res = scheduler.start { xs.flatMap { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(260, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
    }

    func testDisposalMidWayDisposesTheSourceAndEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 21), .next(100, 22), .completed(200)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(500)])
        let res = scheduler.start(disposed: 280) { xs.flatMap { inners[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(250, 21)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 280)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 280)])
    }

    func testEmptySourceCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.flatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSynchronousInnersKeepOrder() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 3)
            .flatMap { outer in Observable.range(start: outer * 10, count: 3) }
            .subscribe(onNext: { received.append($0) })
        // As in RxSwift, the outer and the inner ranges take turns on the trampoline.
        XCTAssertEqual(received, [0, 1, 10, 2, 11, 20, 12, 21, 22])
    }

    func testDisposalFromDownstreamStopsSynchronousSources() {
        var received: [Int] = []
        var completed = false
        _ = Observable.range(start: 0, count: 1_000_000)
            .flatMap { _ in Observable.range(start: 0, count: 1_000_000) }
            .take(3)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        // The first inner's second step comes after the outer's second element, whose inner
        // sends the third element (as in RxSwift).
        XCTAssertEqual(received, [0, 1, 0])
        XCTAssertTrue(completed)
    }

    // MARK: Threads: the lock-inversion deadlock family (docs/Contracts.md rule 2)

    /// An inner's delivery, on thread A, waits until another inner, on thread B, has sent
    /// an element: a flatMap that delivers under a lock deadlocks here.
    func testADeliveryWaitingForAnotherInnersSendDoesNotDeadlock() {
        runFailingOnDeadlock {
            let inners = [DrivenSource<Int>(), DrivenSource<Int>()]
            let aInside = DispatchSemaphore(value: 0)
            let bSent = DispatchSemaphore(value: 0)
            let recorder = DeliveryRecorder<Int> { value in
                if value == 1 {
                    aInside.signal()
                    XCTAssertEqual(bSent.wait(timeout: .now() + 20), .success)
                }
            }
            let subscription = Observable.range(start: 0, count: 2)
                .flatMap { inners[$0].observable }
                .subscribe(recorder.on)
            let done = DispatchGroup()
            done.enter()
            Thread.detachNewThread {
                inners[0].send(.next(1))
                done.leave()
            }
            XCTAssertEqual(aInside.wait(timeout: .now() + 20), .success)
            inners[1].send(.next(2))
            bSent.signal()
            XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
            XCTAssertEqual(recorder.elements, [1, 2])
            XCTAssertEqual(recorder.overlaps, 0)
            subscription.dispose()
        }
    }

    /// The source is driven from one thread; every element maps to an inner sending from a
    /// thread of its own; the observer subscribes (and disposes) another flatMap from inside
    /// `onNext`. Nothing is lost, deliveries never overlap, nothing deadlocks.
    func testInnersOnManyThreadsWithSubscriptionsFromOnNext() {
        let outerCount = 16
        let innerCount = stressIterations(500)
        runFailingOnDeadlock {
            for _ in 0..<5 {
                let source = DrivenSource<Int>()
                let completed = DispatchSemaphore(value: 0)
                let nested = Counter()
                let recorder = DeliveryRecorder<Int> { value in
                    if value % 97 == 0 {
                        let inner = Observable.range(start: 0, count: 3).flatMap { threadedSequence([$0]) }
                        inner.subscribe(onNext: { _ in nested.increment() }).dispose()
                    }
                }
                let subscription = source.observable
                    .flatMap { outer in threadedSequence(Array(outer * innerCount..<(outer + 1) * innerCount)) }
                    .subscribe(recorder.on, completed)
                Thread.detachNewThread {
                    for outer in 0..<outerCount {
                        source.send(.next(outer))
                    }
                    source.send(.completed)
                }
                XCTAssertEqual(completed.wait(timeout: .now() + 20), .success)
                XCTAssertEqual(recorder.overlaps, 0)
                XCTAssertEqual(recorder.elements.count, outerCount * innerCount)
                XCTAssertEqual(Set(recorder.elements).count, outerCount * innerCount)
                XCTAssertEqual(recorder.terminalEvents.count, 1)
                subscription.dispose()
            }
        }
    }

    /// Two threads drive two sources flattened by one flatMap (inners re-entering by
    /// disposing their own subscription from `onNext`) while two others subscribe and
    /// dispose.
    func testDriversSubscribersAndDisposalFromOnNext() {
        let perDriver = stressIterations(10_000)
        runFailingOnDeadlock {
            let drivers = [DrivenSource<Int>(), DrivenSource<Int>()]
            let flattened = UncheckedBox(Observable.range(start: 0, count: 2).flatMap { drivers[$0].observable })
            let recorder = DeliveryRecorder<Int>()
            let subscription = flattened.value.subscribe(recorder.on)
            raceThreads(4) { index in
                if index < 2 {
                    for value in 0..<perDriver {
                        drivers[index].send(.next(index * perDriver + value))
                    }
                    drivers[index].send(.completed)
                } else {
                    for round in 0..<200 {
                        let own = UncheckedBox<Disposable?>(nil)
                        let stopAfter = round % 5
                        let received = Counter()
                        let churner = DeliveryRecorder<Int> { _ in
                            received.increment()
                            if received.value > stopAfter {
                                own.value?.dispose()
                            }
                        }
                        own.value = flattened.value.subscribe(churner.on)
                        own.value?.dispose()
                        own.value = nil
                        XCTAssertEqual(churner.overlaps, 0)
                    }
                }
            }
            XCTAssertEqual(recorder.overlaps, 0)
            XCTAssertEqual(recorder.elements.count, 2 * perDriver)
            XCTAssertEqual(recorder.terminalEvents.count, 1)
            subscription.dispose()
        }
    }

    /// Once the selector has thrown, no later outer element runs it, even when the error
    /// is still queued behind a delivery in progress (here the observer feeds the outer
    /// source reentrantly, so the error cannot be delivered before the observer returns).
    func testNoSelectorCallAfterTheSelectorThrew() {
        for operatorName in ["flatMap", "flatMapLatest", "concatMap"] {
            let outer = PublishSubject<Int>()
            var selected: [Int] = []
            let selector: (Int) throws -> Observable<Int> = { value in
                selected.append(value)
                if value == 1 { throw TestError(1) }
                return .just(value)
            }
            let mapped: Observable<Int>
            switch operatorName {
            case "flatMap": mapped = outer.flatMap(selector)
            case "flatMapLatest": mapped = outer.flatMapLatest(selector)
            default: mapped = outer.concatMap(selector)
            }
            var events: [Event<Int>] = []
            let subscription = mapped.subscribe { event in
                events.append(event)
                if case .next(0) = event {
                    outer.onNext(1)
                    outer.onNext(2)
                }
            }
            outer.onNext(0)
            XCTAssertEqual(selected, [0, 1], operatorName)
            XCTAssertEqual(events.count, 2, operatorName)
            XCTAssertEqual(
                events.last.flatMap {
                    if case .error(let error) = $0 { return error as? TestError } else { return nil }
                }, TestError(1), operatorName)
            subscription.dispose()
        }
    }
}

extension ObservableType {
    /// Subscribes an event recorder, and signals `completed` at the completion.
    fileprivate func subscribe(_ on: @escaping (Event<Element>) -> Void, _ completed: DispatchSemaphore) -> Disposable {
        subscribe { event in
            on(event)
            if event.isCompleted {
                completed.signal()
            }
        }
    }
}
