import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class InfallibleTests: RheoTestCase {
    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 9) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 9), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: .of(7, 8)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
    }

    func testAsInfallibleOnErrorRecoverSeesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(4), Int.self)])
        let res = scheduler.start { xs.asInfallible(onErrorRecover: { .just(($0 as? TestError)?.id ?? -1) }) }
        XCTAssertEqual(res.events, [.next(230, 4), .completed(230)])
    }

    func testCompletionPassesThroughUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).asInfallible() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(240)])
    }

    func testSubscribeHandlers() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["1", "2", "completed", "disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner {
            var log: [String] = []
        }
        let owner = Owner()
        _ = Infallible.of(1, 2).subscribe(
            with: owner, onNext: { $0.log.append("\($1)") }, onCompleted: { $0.log.append("completed") })
        XCTAssertEqual(owner.log, ["1", "2", "completed"])

        let relay = PublishRelay<Int>()
        weak var gone: Owner?
        let subscription: Disposable
        do {
            let temporary = Owner()
            gone = temporary
            subscription = relay.asInfallible(onErrorJustReturn: 0).subscribe(
                with: temporary, onNext: { $0.log.append("\($1)") })
        }
        XCTAssertNil(gone, "subscribe(with:) must not retain its object")
        relay.accept(1)
        subscription.dispose()
    }

    func testSubscribeEventHandlerReceivesInfallibleEvents() {
        var events: [InfallibleEvent<Int>] = []
        _ = Infallible.just(1).subscribe { events.append($0) }
        XCTAssertEqual(events.map(\.event), [.next(1), .completed])
    }

    func testSubscribeEventHandlerAsRxSwiftUsersSwitchOverIt() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe { event in
            switch event {
            case .next(let element): log.append("next \(element)")
            case .completed: log.append("completed")
            }
        }
        XCTAssertEqual(log, ["next 1", "next 2", "completed"])
    }

    func testSubscribeEventHandlerSendsAnErrorToTheHookNotToTheHandler() {
        var events: [InfallibleEvent<Int>] = []
        let errors = captureUnhandledErrors {
            _ = Infallible.of(1, 2).take(-1).subscribe { events.append($0) }
        }
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(events.isEmpty, "the handler must not see the error's end as a completion")
    }

    func testAnErrorFromABadArgumentReachesTheHook() {
        let errors = captureUnhandledErrors {
            _ = Infallible.of(1, 2).take(-1).subscribe(onNext: { _ in })
        }
        guard case RxError.argumentOutOfRange? = errors.first else {
            return XCTFail("expected argumentOutOfRange, got \(errors)")
        }
        assertOneArgumentOutOfRangeMessage(RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "take(-1)")
    }

    func testDisposingMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asInfallible(onErrorJustReturn: 0).map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
