import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SignalTests: RheoTestCase {
    func testOnErrorJustReturnEndsWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, -1), .completed(221)])
    }

    func testOnErrorSignalWithAndOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(4))])
        var with: TestableObserver<Int>!
        var recovered: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            with = scheduler.start { xs.asSignal(onErrorSignalWith: Signal.just(9)) }
        }
        let ys = scheduler.createHotObservable([.next(1210, 1), .error(1220, TestError(4))])
        SharingScheduler.mock(scheduler: scheduler) {
            recovered = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                ys.asSignal(onErrorRecover: { error in Signal.just((error as? TestError)?.id ?? -1) })
            }
        }
        XCTAssertEqual(with.events, [.next(211, 1), .next(222, 9), .completed(222)])
        XCTAssertEqual(recovered.events, [.next(1211, 1), .next(1222, 4), .completed(1222)])
    }

    // Every Signal operator shares anew through share(scope: .whileConnected): when the
    // source ends, the subscriber gets the completion and runs its onDisposed before the
    // stages above it are disposed, as in RxCocoa (RxSwift's ShareWhileConnected).
    func testTheEndReachesTheSubscriberBeforeTheUpstreamStagesAreDisposed() {
        assertSharedSequenceEndReachesTheSubscriberFirst { source, log in
            source.asSignal(onErrorJustReturn: -1)
                .do(onDispose: { log.append("upstream disposed") })
                .map { $0 * 10 }
                .emit(
                    onNext: { log.append("next \($0)") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") })
        }
    }

    func testALateSubscriberReceivesNoReplay() {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        var first: [Int] = []
        var second: [Int] = []
        let subscription1 = signal.emit(onNext: { first.append($0) })
        relay.accept(1)
        let subscription2 = signal.emit(onNext: { second.append($0) })
        relay.accept(2)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testSubscribersShareOneUpstreamSubscription() {
        var subscribeCount = 0
        let relay = PublishRelay<Int>()
        let signal = Observable<Int>.deferred {
            subscribeCount += 1
            return relay.asObservable()
        }.asSignal(onErrorJustReturn: 0)
        let a = RecordingObserver<Int>()
        let b = RecordingObserver<Int>()
        let subscription = signal.emit(to: a, b)
        let other = signal.emit(to: a)
        relay.accept(3)
        XCTAssertEqual(subscribeCount, 1)
        XCTAssertEqual(a.elements, [3, 3])
        XCTAssertEqual(b.elements, [3])
        subscription.dispose()
        other.dispose()
    }

    func testEmitToRelaysAndOptionalObservers() {
        let source = PublishRelay<Int>()
        let signal = source.asSignal()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
        let optionalObserver = RecordingObserver<Int?>()
        var published: [Int] = []
        var optionallyPublished: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { optionallyPublished.append($0) }).disposed(by: bag)
        signal.emit(to: behavior).disposed(by: bag)
        signal.emit(to: optionalBehavior).disposed(by: bag)
        signal.emit(to: publish).disposed(by: bag)
        signal.emit(to: optionalPublish).disposed(by: bag)
        signal.emit(to: replay).disposed(by: bag)
        signal.emit(to: optionalReplay).disposed(by: bag)
        signal.emit(to: optionalObserver).disposed(by: bag)
        source.accept(7)
        source.accept(8)
        XCTAssertEqual(behavior.value, 8)
        XCTAssertEqual(optionalBehavior.value, 8)
        XCTAssertEqual(published, [7, 8])
        XCTAssertEqual(optionallyPublished, [7, 8])
        XCTAssertEqual(optionalObserver.elements, [7, 8])
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [7, 8])
        var optionallyReplayed: [Int?] = []
        optionalReplay.subscribe(onNext: { optionallyReplayed.append($0) }).dispose()
        XCTAssertEqual(optionallyReplayed, [7, 8])
    }

    func testEmitWithObjectAndClosures() {
        final class Owner {
            var values: [Int] = []
        }
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner()
        var log: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = Signal.of(1, 2)
            let bag = DisposeBag()
            signal.emit(
                with: owner, onNext: { owner, value in owner.values.append(value) },
                onCompleted: { _ in log.append("with completed") }
            ).disposed(by: bag)
            signal.emit(
                onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            ).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(owner.values, [1, 2])
        XCTAssertEqual(log, ["next 1", "next 2", "with completed", "completed", "disposed"])
    }

    func testEmitMayBeCalledOffTheMainThread() {
        let relay = PublishRelay<Int>()
        let violations = captureContractViolations {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                relay.asSignal().emit().dispose()
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        }
        XCTAssertEqual(violations, [])
    }
}
