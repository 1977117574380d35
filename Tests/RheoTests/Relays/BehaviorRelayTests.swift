import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class BehaviorRelayTests: RheoTestCase {
    func testSubscribersGetTheValueThenAcceptedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(300) { relay.accept(2) }
        scheduler.scheduleAt(500) { relay.accept(3) }
        let res = scheduler.start(disposed: 400) { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(300, 2)])
        XCTAssertEqual(relay.value, 3)
    }

    func testValueIsTheLatestAcceptedElement() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
    }

    func testBindToBehaviorRelays() {
        let first = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let bag = DisposeBag()
        Observable.of(1, 2, 3).bind(to: first).disposed(by: bag)
        Observable.of(4, 5).bind(to: optional).disposed(by: bag)
        XCTAssertEqual(first.value, 3)
        XCTAssertEqual(optional.value, 5)
    }

    /// `relay.accept(relay.value + 1)` from inside a subscriber counts every update: the
    /// value is the latest accepted element, not the latest delivered one.
    func testAcceptingFromTheValueInsideASubscriberLosesNoUpdate() {
        let relay = BehaviorRelay(value: 0)
        var fired = false
        let subscription = relay.skip(1).subscribe(onNext: { _ in
            if !fired {
                fired = true
                relay.accept(relay.value + 1)
                relay.accept(relay.value + 1)
            }
        })
        relay.accept(1)
        XCTAssertEqual(relay.value, 3)
        subscription.dispose()
    }
}
