import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class MergeTests: RheoTestCase {
    // MARK: merge()

    func testMergesInnerSequencesAsTheyArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(25, 202), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(300, ys2), .completed(500)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(220, 101), .next(230, 102), .next(310, 201), .next(320, 103), .next(325, 202), .completed(500),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 410)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(300, 350)])
    }

    func testCompletesWhenTheLastInnerCompletesAfterTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(300)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(250)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .completed(510)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 510)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 320)])
    }

    func testAnInnerErrorDisposesTheOuterAndTheOtherInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(200, 3), .completed(300)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(2))])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(300, ys2), .completed(600)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(310, 2), .error(320, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 320)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(300, 320)])
    }

    func testAnOuterErrorDisposesTheInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(250, TestError(1))])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testDisposalMidWayDisposesTheOuterAndEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(200, 3), .completed(300)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .next(100, 4), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(300, ys2), .completed(600)])
        let res = scheduler.start(disposed: 350) { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(310, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 350)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(300, 350)])
    }

    func testInnersSentBeforeSubscriptionAreNeverSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let early = scheduler.createColdObservable([.next(10, 0), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(150, early), .next(210, ys), .completed(300)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(300)])
        XCTAssertEqual(early.subscriptions, [])
    }

    // MARK: merge(maxConcurrent:)

    func testMaxConcurrentQueuesInnersUntilASlotFrees() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(100)])
        let ys3 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .next(230, ys3), .completed(240)])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .next(265, 3), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 320)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(260, 270)])
    }

    func testMaxConcurrentErrorOfARunningInnerDropsTheQueuedOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(50, TestError(1))])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(400)])
        let res = scheduler.start { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .error(260, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testMaxConcurrentDisposalMidWayDisposesTheRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testZeroOrNegativeMaxConcurrentIsAnArgumentError() {
        for maxConcurrent in [0, -1] {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
            let res = scheduler.start { xs.merge(maxConcurrent: maxConcurrent) }
            assertArgumentOutOfRange(
                res.events, mentioning: "merge(maxConcurrent: \(maxConcurrent))", "must be positive")
            XCTAssertEqual(xs.subscriptions, [])
        }
    }

    // MARK: static merge

    func testStaticMergeOfHotSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(400)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testStaticMergeOfAnArrayFailsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(400)])
        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testStaticMergeOfACollectionDisposedMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(260, 4), .completed(400)])
        let sources = [xs.asObservable(), ys.asObservable()][...]
        let res = scheduler.start(disposed: 250) { Observable.merge(sources) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testStaticMergeOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    // MARK: Bounded stack (docs/Contracts.md rule 3)

    func testMaxConcurrentOneRunsManySynchronousInnersInConstantStack() {
        let count = stackDepthCount
        var sum = 0
        var completed = false
        _ = Observable.from((0..<count).map { Observable.just($0) })
            .merge(maxConcurrent: 1)
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, count * (count - 1) / 2)
        XCTAssertTrue(completed)
    }

    /// The synchronous inners wait behind one that completes later, so they are all
    /// subscribed from one inner completion: the fill loop, not a recursion.
    func testManyQueuedSynchronousInnersRunInConstantStack() {
        let count = stackDepthCount
        let gate = ObserverBox<Int>()
        let first = Observable<Int>.create { observer in
            gate.observer = observer
            return Disposables.create()
        }
        var sum = 0
        var completed = false
        _ = Observable.from([first] + (0..<count).map { Observable.just($0) })
            .merge(maxConcurrent: 1)
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, 0)
        gate.observer?.onCompleted()
        gate.observer = nil
        XCTAssertEqual(sum, count * (count - 1) / 2)
        XCTAssertTrue(completed)
    }

    // MARK: Threads: the lock-inversion deadlock family (docs/Contracts.md rule 2)

    /// Thread A's delivery blocks until thread B has sent an element into the same merge. A
    /// merge that delivers under a lock deadlocks here (B waits for A's lock, A waits for
    /// B); queue-drain lets B enqueue and return, and A delivers B's element right after.
    func testADeliveryWaitingForAnotherThreadsSendDoesNotDeadlock() {
        runFailingOnDeadlock {
            let a = DrivenSource<Int>()
            let b = DrivenSource<Int>()
            let aInside = DispatchSemaphore(value: 0)
            let bSent = DispatchSemaphore(value: 0)
            let deliveredOn = UncheckedBox<[Int: ObjectIdentifier]>([:])
            let recorder = DeliveryRecorder<Int> { value in
                deliveredOn.value[value] = ObjectIdentifier(Thread.current)
                if value == 1 {
                    aInside.signal()
                    XCTAssertEqual(bSent.wait(timeout: .now() + 20), .success)
                }
            }
            let subscription = Observable.merge(a.observable, b.observable).subscribe(recorder.on)
            let threadA = UncheckedBox<ObjectIdentifier?>(nil)
            let done = DispatchGroup()
            done.enter()
            Thread.detachNewThread {
                threadA.value = ObjectIdentifier(Thread.current)
                a.send(.next(1))
                done.leave()
            }
            XCTAssertEqual(aInside.wait(timeout: .now() + 20), .success)
            b.send(.next(2))
            bSent.signal()
            XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
            XCTAssertEqual(recorder.elements, [1, 2])
            XCTAssertEqual(deliveredOn.value[2], threadA.value, "B's element is delivered by the draining thread")
            XCTAssertEqual(recorder.overlaps, 0)
            subscription.dispose()
        }
    }

    /// Three threads drive three sources of one merge while two others subscribe and
    /// dispose merges of the same sources: the long-lived subscription receives everything,
    /// one event at a time, and nothing deadlocks.
    func testDriversAndSubscribersOnManyThreads() {
        let perDriver = stressIterations(20_000)
        runFailingOnDeadlock {
            let sources = (0..<3).map { _ in DrivenSource<Int>() }
            let merged = UncheckedBox(Observable.merge(sources.map(\.observable)))
            let recorder = DeliveryRecorder<Int>()
            let subscription = merged.value.subscribe(recorder.on)
            let churned = Counter()
            raceThreads(5) { index in
                if index < 3 {
                    for value in 0..<perDriver {
                        sources[index].send(.next(index * perDriver + value))
                    }
                    sources[index].send(.completed)
                } else {
                    for _ in 0..<200 {
                        let churner = DeliveryRecorder<Int>()
                        let other = merged.value.subscribe(churner.on)
                        other.dispose()
                        XCTAssertEqual(churner.overlaps, 0)
                        churned.increment()
                    }
                }
            }
            XCTAssertEqual(churned.value, 400)
            XCTAssertEqual(recorder.overlaps, 0)
            XCTAssertEqual(recorder.elements.count, 3 * perDriver)
            XCTAssertEqual(Set(recorder.elements).count, 3 * perDriver)
            XCTAssertEqual(recorder.terminalEvents.count, 1)
            XCTAssertTrue(recorder.terminalEvents.first?.isCompleted ?? false)
            subscription.dispose()
        }
    }

    /// Inners on their own threads; the observer disposes the subscription from inside
    /// `onNext`, on whichever thread delivers, while the others keep sending: nothing is
    /// delivered after that, from any thread.
    func testDisposingFromOnNextWhileOtherThreadsSend() {
        runFailingOnDeadlock {
            for _ in 0..<(50 * stressScale) {
                let subscription = UncheckedBox<Disposable?>(nil)
                let stopAt = 500
                let recorder = DeliveryRecorder<Int> { value in
                    if value == stopAt {
                        subscription.value?.dispose()
                    }
                }
                let gate = DispatchGroup()
                let finished = DispatchGroup()
                let inners = (0..<4).map { index in
                    threadedSequence(Array(index * 1000..<(index + 1) * 1000), gate: gate, finished: finished)
                }
                gate.enter()
                subscription.value = Observable.merge(inners).subscribe(recorder.on)
                gate.leave()
                XCTAssertEqual(finished.wait(timeout: .now() + 20), .success)
                XCTAssertEqual(recorder.elements.last, stopAt)
                XCTAssertEqual(recorder.terminalEvents.count, 0)
                XCTAssertEqual(recorder.overlaps, 0)
                subscription.value = nil
            }
        }
    }
}
