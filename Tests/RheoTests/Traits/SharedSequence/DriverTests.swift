import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class DriverTests: RheoTestCase {
    // MARK: Conversions, on virtual time

    func testOnErrorJustReturnDeliversOnTheSchedulerAndEndsWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .error(230, TestError(1)), .next(240, 3),
        ])
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
        }
        // observe(on:) on the test scheduler delivers one tick later.
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOnErrorDriveWithContinuesWithTheOtherDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(240)])
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start { xs.asDriver(onErrorDriveWith: ys.asDriver(onErrorJustReturn: -1)) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(231, 20), .completed(241)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(221, 240)])
    }

    func testOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(7))])
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    Driver.just((error as? TestError)?.id ?? -1)
                })
            }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(222, 7), .completed(222)])
    }

    // MARK: Sharing

    func testReplaysTheLatestElementToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(early)) }
            scheduler.scheduleAt(230) { subscriptions.append(driver.asObservable().subscribe(late)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }
        XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
        XCTAssertEqual(late.events, [.next(230, 2), .next(241, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "one shared subscription")
    }

    func testManySubscribersShareOneUpstreamSubscription() {
        var subscribeCount = 0
        let relay = PublishRelay<Int>()
        let source = Observable<Int>.deferred {
            subscribeCount += 1
            return relay.asObservable()
        }
        let driver = source.asDriver(onErrorJustReturn: -1).map { $0 * 10 }
        let first = RecordingObserver<Int>()
        let second = RecordingObserver<Int>()
        let third = RecordingObserver<Int>()
        let subscriptions = [driver.drive(first), driver.drive(second), driver.drive(third)]
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(subscribeCount, 1)
        XCTAssertEqual(first.elements, [10, 20])
        XCTAssertEqual(second.elements, [10, 20])
        XCTAssertEqual(third.elements, [10, 20])
        subscriptions.forEach { $0.dispose() }
        // Once everyone has left, the next subscriber connects anew (whileConnected) and
        // receives no replay from the previous connection.
        let fourth = RecordingObserver<Int>()
        let again = driver.drive(fourth)
        XCTAssertEqual(subscribeCount, 2)
        XCTAssertEqual(fourth.elements, [])
        again.dispose()
    }

    func testALateSubscriberOnTheMainThreadReceivesTheLatestElementAtOnce() {
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver()
        var first: [Int] = []
        let subscription1 = driver.drive(onNext: { first.append($0) })
        relay.accept(2)
        var second: [Int] = []
        let subscription2 = driver.drive(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
        subscription1.dispose()
        subscription2.dispose()
    }

    // MARK: Teardown order

    // Every Driver operator shares anew through share(replay: 1, scope: .whileConnected):
    // when the source ends, the subscriber gets the completion and runs its onDisposed
    // before the stages above it are disposed, as in RxCocoa, whose Driver shares through
    // RxSwift's ShareReplay1WhileConnected (a feedback loop that logs its teardown sees the
    // same order).
    func testTheEndReachesTheSubscriberBeforeTheUpstreamStagesAreDisposed() {
        assertSharedSequenceEndReachesTheSubscriberFirst { source, log in
            source.asDriver(onErrorJustReturn: -1)
                .do(onDispose: { log.append("upstream disposed") })
                .map { $0 * 10 }
                .drive(
                    onNext: { log.append("next \($0)") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") })
        }
    }

    // MARK: Delivery on the main thread

    func testMainThreadEventsAreDeliveredSynchronously() {
        let relay = BehaviorRelay(value: 0)
        var received: [Int] = []
        let subscription = relay.asDriver().map { $0 + 100 }.drive(onNext: { received.append($0) })
        XCTAssertEqual(received, [100])
        for value in 1...5 {
            relay.accept(value)
            XCTAssertEqual(received.last, value + 100, "delivered before accept returned")
        }
        subscription.dispose()
    }

    func testAnElementSentWhileDeliveringIsQueuedBehindAndNotDeliveredReentrantly() {
        let relay = BehaviorRelay(value: 0)
        var log: [String] = []
        var depth = 0
        let violations = captureContractViolations {
            let subscription = relay.asDriver().drive(onNext: { value in
                depth += 1
                defer { depth -= 1 }
                log.append("begin \(value) depth \(depth)")
                if value < 3 {
                    relay.accept(value + 1)
                }
                log.append("end \(value)")
            })
            subscription.dispose()
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(
            log,
            [
                "begin 0 depth 1", "end 0", "begin 1 depth 1", "end 1",
                "begin 2 depth 1", "end 2", "begin 3 depth 1", "end 3",
            ])
    }

    func testDriveOffTheMainThreadIsReported() {
        let violations = captureContractViolations {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                Driver.just(1).drive().dispose()
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        }
        #if DEBUG
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations.first?.contains("drive") ?? false, "\(violations)")
        #else
        XCTAssertEqual(violations, [])
        #endif
    }

    // MARK: drive(...) targets

    func testDriveToObservers() {
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver()
        let a = RecordingObserver<Int>()
        let b = RecordingObserver<Int>()
        let optional = RecordingObserver<Int?>()
        let subscription1 = driver.drive(a, b)
        let subscription2 = driver.drive(optional)
        relay.accept(2)
        XCTAssertEqual(a.elements, [1, 2])
        XCTAssertEqual(b.elements, [1, 2])
        XCTAssertEqual(optional.elements, [1, 2])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testDriveToRelays() {
        let source = BehaviorRelay(value: 1)
        let driver = source.asDriver()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 5)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 5)
        var published: [Int] = []
        var optionallyPublished: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { optionallyPublished.append($0) }).disposed(by: bag)
        driver.drive(behavior).disposed(by: bag)
        driver.drive(optionalBehavior).disposed(by: bag)
        driver.drive(publish).disposed(by: bag)
        driver.drive(optionalPublish).disposed(by: bag)
        driver.drive(replay).disposed(by: bag)
        driver.drive(optionalReplay).disposed(by: bag)
        source.accept(2)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(optionallyPublished, [1, 2])
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [1, 2])
        var optionallyReplayed: [Int?] = []
        optionalReplay.subscribe(onNext: { optionallyReplayed.append($0) }).dispose()
        XCTAssertEqual(optionallyReplayed, [1, 2])
    }

    func testDriveToClosuresCompletesAndDisposes() {
        var log: [String] = []
        let disposed = expectation(description: "disposed")
        // `of` sends on the main scheduler: the first element at once, the rest from the
        // main queue, which waiting for the expectation runs.
        let subscription = Driver.of(1, 2).drive(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: {
                log.append("disposed")
                disposed.fulfill()
            }
        )
        XCTAssertEqual(log, ["next 1"])
        wait(for: [disposed], timeout: 10)
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        subscription.dispose()
    }

    func testDriveWithObjectStopsCallingOnceTheObjectIsGone() {
        final class Owner {
            var values: [Int] = []
        }
        let relay = BehaviorRelay(value: 1)
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var completions = 0
        let subscription = relay.asDriver().drive(
            with: owner!,
            onNext: { owner, value in
                owner.values.append(value)
            }, onCompleted: { _ in completions += 1 })
        relay.accept(2)
        XCTAssertEqual(owner?.values, [1, 2])
        owner = nil
        XCTAssertNil(weakOwner, "drive(with:) does not retain the object")
        relay.accept(3)
        subscription.dispose()
        XCTAssertEqual(completions, 0)
    }

    func testDriveCurriedForms() {
        let relay = BehaviorRelay(value: 5)
        let recorder = RecordingObserver<Int>()
        let subscription = relay.asDriver().drive { observable in
            observable.subscribe(recorder)
        }
        let bind: (Observable<Int>) -> (Int) -> Disposable = { observable in
            { offset in observable.map { $0 + offset }.subscribe(recorder) }
        }
        let curried = relay.asDriver().drive(bind, curriedArgument: 100)
        XCTAssertEqual(recorder.elements, [5, 105])
        subscription.dispose()
        curried.dispose()
    }
}
