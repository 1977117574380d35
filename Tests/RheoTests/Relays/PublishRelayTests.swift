import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class PublishRelayTests: RheoTestCase {
    func testSubscribersReceiveAcceptedElementsWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(300) { relay.accept(2) }
        scheduler.scheduleAt(500) { relay.accept(3) }
        let res = scheduler.start(disposed: 400) { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(300, 2)])
    }

    func testBindToSeveralRelaysAndOptionalRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let optional = PublishRelay<Int?>()
        let firstRecorder = scheduler.createObserver(Int.self)
        let secondRecorder = scheduler.createObserver(Int.self)
        let optionalRecorder = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        first.subscribe(firstRecorder).disposed(by: bag)
        second.subscribe(secondRecorder).disposed(by: bag)
        optional.subscribe(optionalRecorder).disposed(by: bag)
        xs.bind(to: first, second).disposed(by: bag)
        xs.bind(to: optional).disposed(by: bag)
        scheduler.start()
        XCTAssertEqual(firstRecorder.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(secondRecorder.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(optionalRecorder.events, [.next(210, Optional(1)), .next(220, Optional(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 230), Subscription(0, 230)])
    }

    func testBindingAnErrorIsReportedAndEndsTheBinding() {
        let relay = PublishRelay<Int>()
        let recorder = RecordingObserver<Int>()
        let subscription = relay.subscribe(recorder)
        let reports = captureBindingErrors {
            _ = Observable<Int>.error(TestError(3)).bind(to: relay)
        }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.binding, "bind(to: PublishRelay)")
        XCTAssertEqual(reports.first?.error as? TestError, TestError(3))
        XCTAssertEqual(recorder.events.count, 0)
        subscription.dispose()
    }

    func testAcceptFromManyThreadsIsSerialized() {
        let relay = PublishRelay<Int>()
        let observer = SerializationCheckingObserver<Int>()
        let subscription = relay.subscribe(observer)
        let perProducer = 1_000 * stressScale
        race(threads: 8) { producer in
            for index in 0..<perProducer {
                relay.accept(producer * perProducer + index)
            }
        }
        XCTAssertEqual(observer.overlapCount, 0)
        assertDeliveredOncePerProducerOrder(observer.elements, producers: 8, perProducer: perProducer)
        subscription.dispose()
    }
}
