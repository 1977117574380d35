import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SubscriptionTests: RheoTestCase {
    func testAnOpenSubscriptionEndsAtIntMax() {
        let open = Subscription(200)
        XCTAssertEqual(open.subscribe, 200)
        XCTAssertEqual(open.unsubscribe, Int.max)
        XCTAssertEqual(open, Subscription(200, .max))
    }

    func testEqualityAndHashingUseBothTimes() {
        XCTAssertEqual(Subscription(200, 300), Subscription(200, 300))
        XCTAssertNotEqual(Subscription(200, 300), Subscription(200, 301))
        XCTAssertNotEqual(Subscription(200, 300), Subscription(201, 300))
        let set: Set = [Subscription(200, 300), Subscription(200, 300), Subscription(200)]
        XCTAssertEqual(set, [Subscription(200, 300), Subscription(200)])
    }

    func testDebugDescription() {
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200 : 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }
}
