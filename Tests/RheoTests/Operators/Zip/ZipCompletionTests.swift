import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// When `zip` completes, as RxSwift 6 decides it: the two-to-eight-source forms once every
/// source has completed (RxSwift/Observables/Zip.swift, `ZipSink.done`); the collection form
/// also when an element that forms no result arrives while every other source has completed
/// (RxSwift/Observables/Zip+Collection.swift). Each source is disposed when it completes.
/// Each test here failed on the earlier rule (complete as soon as a completed source had
/// nothing queued).
final class ZipCompletionTests: RheoTestCase {
    // MARK: Two to eight sources

    func testACompletedSourceWithNothingQueuedWaitsWhileTheOtherKeepsSending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([
            .next(215, 10), .next(230, 20), .next(240, 30), .completed(350),
        ])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 350)])
    }

    func testColdSourcesCompleteWithTheLastOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(30, 10), .next(40, 20), .completed(500)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 700)])
    }

    func testAllCompletedWithNothingSentCompletesWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.completed(260, Int.self)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testAnErrorAfterOneSourceCompletedEmptyStillPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .error(300, TestError(1))])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(300, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testThreeSourcesOneEmptyTheOthersCompleteLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(230, 3), .completed(400)])
        let zs = scheduler.createHotObservable([.next(225, 4), .next(235, 5), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys, zs) { $0 * 100 + $1 * 10 + $2 } }
        XCTAssertEqual(res.events, [.next(225, 124), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
    }

    func testASynchronouslyEmptySourceDoesNotKeepTheOthersFromBeingSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable.zip(Observable<Int>.empty(), xs) { $0 + $1 } }
        // The empty source completes while being subscribed; the result goes on, and xs is
        // subscribed, until xs completes.
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEightSourcesOneNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<8).map { index in
            scheduler.createHotObservable(
                index == 5
                    ? [.next(210 + index, index)]
                    : [.next(210 + index, index), .completed(300 + index)])
        }
        let s = sources.map { $0.asObservable() }
        let res = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(res.events, [.next(217, 28)])
        for (index, source) in sources.enumerated() {
            XCTAssertEqual(
                source.subscriptions, [Subscription(200, index == 5 ? 1000 : 300 + index)], "source \(index)")
        }
    }

    // MARK: Collections

    func testACollectionCompletesWhenTheLastLiveSourceSendsAnUnpairableElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .next(240, 30), .completed(500)])
        let res = scheduler.start { Observable.zip([xs, ys]) }
        // xs completed empty at 220; ys's 20 at 230 can never be paired.
        XCTAssertEqual(res.events, [.next(215, [1, 10]), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTheSameSourcesZippedByArityCompleteWithTheLast() {
        // The contrast with the collection form above: RxSwift's arity forms wait.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .next(240, 30), .completed(500)])
        let res = scheduler.start { Observable.zip(xs, ys) { [$0, $1] } }
        XCTAssertEqual(res.events, [.next(215, [1, 10]), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testACollectionWaitsWhileAnotherSourceIsStillRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, 2), .next(320, 3), .completed(400)])
        let res = scheduler.start { Observable.zip([xs, ys, zs]) }
        // xs is empty and done from 210, but ys runs until 300: zs's 2 at 230 waits; its 3
        // at 320 arrives when every other source has completed.
        XCTAssertEqual(res.events, [.completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 320)])
    }

    func testACollectionWhoseSourcesAllCompleteEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { Observable.zip([xs, ys]) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testACollectionWithANeverEndingSourceNeverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.zip([xs, ys]) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testAnEmptyCollectionCompletesAtSubscriptionWithNoElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    // MARK: Traits and shared sequences

    func testMaybeZipCompletesEmptyWhenTheOtherEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Int.self)])
        let b = scheduler.createColdObservable([.next(50, 2), .completed(50)])
        let res = scheduler.start { Maybe.zip(a.asMaybe(), b.asMaybe()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeZipOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Int.self)])
        let b = scheduler.createColdObservable([.next(50, 2), .completed(50)])
        let c = scheduler.createColdObservable([.next(80, 3), .completed(80)])
        let res = scheduler.start { Maybe.zip([a.asMaybe(), b.asMaybe(), c.asMaybe()]) }
        // b's element at 250 waits (c still runs); c's at 280 can never be paired.
        XCTAssertEqual(res.events, [.completed(280)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 280)])
    }

    func testMaybeZipOfEmptyCollectionSucceedsWithAnEmptyArray() {
        let res = TestScheduler(initialClock: 0).start { Maybe.zip([Maybe<Int>]()) }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }

    func testSingleZipSucceedsWhenBothHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(60, 2), .completed(60)])
        let c = scheduler.createColdObservable([.next(40, 3), .completed(40)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle(), c.asSingle()) { $0 * 100 + $1 * 10 + $2 } }
        XCTAssertEqual(res.events, [.next(260, 123), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 240)])
    }

    func testSingleZipFailsAfterTheOtherSucceeded() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let b = scheduler.createColdObservable([.error(60, TestError(2), Int.self)])
        let res = scheduler.start { Single.zip([a.asSingle(), b.asSingle()]) }
        XCTAssertEqual(res.events, [.error(260, TestError(2))])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
    }

    func testDriverZipCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(300)])
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start {
                Driver.zip(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) { $0 + $1 }
            }
        }
        // Each driver observes on the (mocked) main scheduler, one tick late; the hot
        // sources are released as they complete.
        XCTAssertEqual(res.events, [.next(216, 11), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testDriverZipOfACollectionCompletesOnAnUnpairableElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(300)])
        var res: TestableObserver<[Int]>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start {
                Driver.zip([xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)])
            }
        }
        XCTAssertEqual(res.events, [.next(216, [1, 10]), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 231)])
    }
}
