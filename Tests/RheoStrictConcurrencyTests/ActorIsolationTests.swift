import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// An actor that owns its subscriptions and state the Rx way: a `DisposeBag` and a
/// `BehaviorRelay`, both `Sendable`, so they can be stored in an actor and read from outside.
private actor Thermostat {
    private let bag = DisposeBag()
    nonisolated let target = BehaviorRelay(value: 20)
    private var readings: [Int] = []

    /// Binds `source` to the relay; the subscription lives as long as the actor.
    func follow(_ source: PublishSubject<Int>) {
        source.bind(to: target).disposed(by: bag)
    }

    func record(_ value: Int) {
        readings.append(value)
    }

    func recorded() -> [Int] {
        readings
    }
}

final class ActorIsolationTests: RheoTestCase {
    func testAnActorOwningADisposeBagAndABehaviorRelayFollowsASubjectFedFromOutside() async {
        let source = PublishSubject<Int>()
        var thermostat: Thermostat? = Thermostat()
        await thermostat?.follow(source)
        XCTAssertTrue(source.hasObservers)

        source.onNext(21)
        source.onNext(22)
        XCTAssertEqual(thermostat?.target.value, 22)

        // Releasing the actor releases its bag, which ends the binding.
        thermostat = nil
        XCTAssertFalse(source.hasObservers)
    }

    func testElementsReachAnActorThroughAnAsyncHopInOrderWhenAwaitedOneByOne() async {
        let thermostat = Thermostat()
        let relay = BehaviorRelay(value: 0)
        // The relay is Sendable: a detached task can feed it while this task reads it.
        await Task.detached {
            for value in 1...100 {
                relay.accept(value)
            }
        }.value
        await thermostat.record(relay.value)
        let recorded = await thermostat.recorded()
        XCTAssertEqual(recorded, [100])
    }
}
