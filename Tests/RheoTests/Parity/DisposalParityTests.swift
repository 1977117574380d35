import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Disposing the result from inside its own `onNext`, on virtual time, against RxSwift 6:
/// every source subscription ends at that tick (RxTest's `Subscription` end time) and no
/// later event is delivered, not even one another source sends at the same tick
/// (RxSwift/Observables/Sink.swift: `forwardOn` drops events once the sink is disposed;
/// each operator's sink disposes its source subscriptions in `dispose`).
final class DisposalParityTests: RheoTestCase {
    /// Subscribes `make()` at 200, records its events, and disposes the subscription from
    /// inside `onNext` when `stop` returns `true` for the element.
    private func disposing(
        _ scheduler: TestScheduler, when stop: @escaping (Int) -> Bool, _ make: @escaping () -> Observable<Int>
    ) -> TestableObserver<Int> {
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = make().subscribe { event in
                observer.on(event)
                if case .next(let value) = event, stop(value) {
                    subscription?.dispose()
                }
            }
        }
        scheduler.start()
        return observer
    }

    func testMergeOfInnersDisposedDuringAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 3)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(20, 4)])
        let outer = scheduler.createHotObservable([
            .next(205, xs.asObservable()), .next(215, ys.asObservable()), .next(230, xs.asObservable()),
        ])
        let res = disposing(scheduler, when: { $0 == 2 }) { outer.asObservable().merge() }
        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(215, 225)])
    }

    func testMergeDisposedDropsAnotherSourcesElementAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(220, 20), .next(230, 30)])
        let res = disposing(scheduler, when: { $0 == 2 }) { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testConcatDisposedDuringTheFirstSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3)])
        let res = disposing(scheduler, when: { $0 == 2 }) { Observable.concat(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatDisposedDuringTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .next(20, 4)])
        let zs = scheduler.createColdObservable([.next(10, 5)])
        let res = disposing(scheduler, when: { $0 == 3 }) {
            Observable.concat([xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testSwitchLatestDisposedDuringTheSecondInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 9)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(20, 3)])
        let outer = scheduler.createHotObservable([.next(210, xs.asObservable()), .next(250, ys.asObservable())])
        let res = disposing(scheduler, when: { $0 == 2 }) { outer.asObservable().switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 2)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
    }

    func testCombineLatestDisposedDropsTheOtherSourcesElementAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(240, 5)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20)])
        let res = disposing(scheduler, when: { $0 == 13 }) {
            Observable.combineLatest(xs.asObservable(), ys.asObservable()) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestOfACollectionDisposedDuringAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20)])
        let res = disposing(scheduler, when: { $0 == 13 }) {
            Observable.combineLatest([xs.asObservable(), ys.asObservable()]) { $0.reduce(0, +) }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipDisposedDuringAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(250, 5)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 30), .next(240, 40)])
        let res = disposing(scheduler, when: { $0 == 33 }) {
            Observable.zip(xs.asObservable(), ys.asObservable()) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 33)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipOfACollectionDisposedDuringAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(250, 5)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 30), .next(240, 40)])
        let res = disposing(scheduler, when: { $0 == 33 }) {
            Observable.zip([xs.asObservable(), ys.asObservable()]) { $0.reduce(0, +) }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 33)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testWithLatestFromDisposedDuringAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        let ys = scheduler.createHotObservable([.next(205, 10), .next(235, 20)])
        let res = disposing(scheduler, when: { $0 == 12 }) {
            xs.asObservable().withLatestFrom(ys.asObservable()) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(230, 12)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testAmbDisposedDuringTheWinnersElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(215, 10)])
        let res = disposing(scheduler, when: { $0 == 2 }) { xs.asObservable().amb(ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAmbDisposedDuringTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(210, 10)])
        let res = disposing(scheduler, when: { $0 == 1 }) { Observable.amb([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testCatchDisposedDuringTheSourcesElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let ys = scheduler.createColdObservable([.next(10, 5)])
        let res = disposing(scheduler, when: { $0 == 1 }) { xs.asObservable().catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchDisposedDuringTheHandlersElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(1), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 5), .next(20, 6)])
        let res = disposing(scheduler, when: { $0 == 5 }) { xs.asObservable().catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testRetryDisposedDuringTheSecondAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(8, 2), .error(10, TestError(1))])
        var seen = 0
        let res = disposing(
            scheduler,
            when: { value in
                if value == 2 { seen += 1 }
                return seen == 2
            }
        ) { xs.asObservable().retry(3) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(208, 2), .next(215, 1), .next(218, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 218)])
    }

    func testRetryWhenDisposedDuringTheSecondAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        var seen = 0
        let res = disposing(
            scheduler,
            when: { _ in
                seen += 1
                return seen == 2
            }
        ) { xs.asObservable().retry { (errors: Observable<TestError>) in errors } }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 215)])
    }

    func testGroupByDisposedWithoutGroupSubscriptionsDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = disposing(scheduler, when: { $0 == 0 }) { xs.asObservable().groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testGroupByOuterDisposedWhileItsGroupIsSubscribedThenTheGroupDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 5), .next(240, 7)])
        let group = scheduler.createObserver(Int.self)
        var outerSubscription: Disposable?
        var groupSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = xs.asObservable().groupBy { $0 % 2 }.subscribe(onNext: { grouped in
                groupSubscription = grouped.subscribe { event in
                    group.on(event)
                    if case .next(5) = event {
                        groupSubscription?.dispose()
                    }
                }
                outerSubscription?.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(group.events, [.next(210, 1), .next(220, 3), .next(230, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
