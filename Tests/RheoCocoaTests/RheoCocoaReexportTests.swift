import RheoCocoa
import RheoTestSupport
import XCTest

/// `import RheoCocoa` alone gives Rheo's types, as `import RxCocoa` gives RxSwift's.
final class RheoCocoaReexportTests: RheoTestCase {
    func testImportingRheoCocoaAloneGivesRheosTypes() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asDriver().drive(onNext: { received.append($0) })
        relay.accept(2)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
    }
}
