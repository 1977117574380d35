import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class RelaysInfallibleTests: RheoTestCase {
    func testPublishRelayAsInfallibleSendsAcceptedElements() {
        let relay = PublishRelay<Int>()
        let infallible: Infallible<Int> = relay.asInfallible()
        relay.accept(0)
        var received: [Int] = []
        let subscription = infallible.subscribe(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received, [1, 2])
    }

    func testBehaviorRelayAsInfallibleStartsWithTheCurrentValue() {
        let relay = BehaviorRelay(value: 5)
        var received: [Int] = []
        let subscription = relay.asInfallible().subscribe(onNext: { received.append($0) })
        relay.accept(6)
        subscription.dispose()
        XCTAssertEqual(received, [5, 6])
    }

    func testReplayRelayAsInfallibleReplaysTheBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        var received: [Int] = []
        let subscription = relay.asInfallible().subscribe(onNext: { received.append($0) })
        relay.accept(4)
        subscription.dispose()
        XCTAssertEqual(received, [2, 3, 4])
    }

    func testOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        let res = scheduler.start { relay.asInfallible().asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    }
}
