import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class AmbTests: RheoTestCase {
    func testTheFirstToSendAnElementWinsAndTheOtherIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(230, 1), .next(250, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 11), .completed(400)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.next(220, 10), .next(240, 11), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testAnErrorFirstWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, TestError(1), Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testACompletionFirstWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testStaticAmbOfThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .error(270, TestError(2))])
        let zs = scheduler.createHotObservable([.next(220, 4), .completed(300)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 3), .error(270, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 210)])
    }

    func testDisposalBeforeAWinnerDisposesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(400)])
        let ys = scheduler.createHotObservable([.next(310, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.amb(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testDisposalAfterTheWinnerDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(310, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.amb(ys) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testStaticAmbOfNothingNeverSendsAndOfOneIsThatOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let none = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(none.events, [])
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(10, 1), .completed(20)])
        let one = scheduler2.start { Observable.amb([ys.asObservable()]) }
        XCTAssertEqual(one.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    /// As in RxSwift, a source that wins while being subscribed does not keep the later ones
    /// from being subscribed; they are disposed at once.
    func testASynchronousWinnerSubscribesAndDisposesTheLaterSourcesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.just(1).amb(ys) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    /// Sources on their own threads race: exactly one wins, all of its elements pass and
    /// none of the others', one at a time.
    func testSourcesOnManyThreadsHaveExactlyOneWinner() {
        runFailingOnDeadlock {
            for _ in 0..<(50 * stressScale) {
                let done = DispatchSemaphore(value: 0)
                let recorder = DeliveryRecorder<Int>()
                let sources = (0..<4).map { index in threadedSequence(Array(index * 100..<(index + 1) * 100)) }
                let subscription = Observable.amb(sources).subscribe { event in
                    recorder.on(event)
                    if event.isStopEvent {
                        done.signal()
                    }
                }
                XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
                let elements = recorder.elements
                let winner = (elements.first ?? 0) / 100
                XCTAssertEqual(elements, Array(winner * 100..<(winner + 1) * 100))
                XCTAssertEqual(recorder.overlaps, 0)
                subscription.dispose()
            }
        }
    }
}
