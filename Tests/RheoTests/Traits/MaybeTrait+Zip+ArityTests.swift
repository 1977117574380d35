import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class MaybeTraitZipArityTests: RheoTestCase {
    func testZip() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(
            s().start { Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 } }.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(s().start { Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 } }.events, [.completed(200)])
        XCTAssertEqual(
            s().start { Maybe.zip([Maybe.just(1), .just(2)]) }.events, [.next(200, [1, 2]), .completed(200)])
        XCTAssertEqual(s().start { Maybe.zip([Maybe<Int>]()) }.events, [.next(200, []), .completed(200)])
        var tuple: (Int, String)?
        _ = Maybe.zip(Maybe.just(1), Maybe.just("a")).subscribe(onSuccess: { tuple = $0 })
        XCTAssertEqual(tuple?.0, 1)
        XCTAssertEqual(tuple?.1, "a")
    }
}
