import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Assembly tracking under concurrency: trace nodes end on many threads while others read
/// the inventory and the graphs. A node that ends runs code that takes its downstream
/// node's lock and the registry's lock, so a reference released under one of those locks
/// deadlocks; this runs the endings and the readings together, with tracking on.
final class AssemblyTrackingStressTests: StressTestCase {
    private let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    private var wasTracking = false

    override func setUp() {
        super.setUp()
        wasTracking = AssemblyTracking.isEnabled
        AssemblyTracking.isEnabled = true
    }

    override func tearDown() {
        AssemblyTracking.isEnabled = wasTracking
        super.tearDown()
    }

    func testInnerSubscriptionsEndOnManyThreadsWhileTheGraphIsRead() {
        let count = scaled(5_000)
        let scheduler = self.scheduler
        let checker = GrammarChecker<Int>()
        let mark = Resources.subscriptionMark
        let outer = PublishSubject<Int>()
        let subscription =
            outer
            .flatMap { value in Observable.just(value).subscribe(on: scheduler).map { $0 } }
            .subscribe(checker)
        XCTAssertEqual(Resources.liveSubscriptions(since: mark).count, 1, "the chain is live and traced")
        withWatchdog {
            // One thread sends; two walk the live graph while inner nodes end on the
            // scheduler's threads.
            race(3) { thread in
                if thread == 0 {
                    for value in 0..<count {
                        outer.onNext(value)
                    }
                    outer.onCompleted()
                    return
                }
                while checker.terminal == nil {
                    _ = Resources.liveSubscriptions(since: mark).map(\.nodes.count)
                }
            }
            XCTAssertTrue(checker.waitForTerminal())
        }
        checker.assertGrammar()
        XCTAssertEqual(checker.elements.sorted(), Array(0..<count), "every inner element exactly once")
        subscription.dispose()
    }

    func testErrorsTracedOnManyThreadsAtOnce() {
        struct Failure: Error {
            let index: Int
        }
        // Not scaled: 4 x 1,000 errors stay within the errors whose traces Rheo keeps (4,096),
        // so a thread held up between two stages of its chain cannot lose its trace.
        let count = 1_000
        let traced = EventCounter()
        race(4) { thread in
            for index in 0..<count {
                var received: (any Error)?
                let subscription = Observable<Int>.error(Failure(index: index))
                    .map { $0 + thread }
                    .subscribe(onError: { received = $0 })
                if let received, AssemblyTracking.trace(of: received).map(\.name) == ["error", "map", "subscribe"] {
                    traced.add(1)
                }
                subscription.dispose()
            }
        }
        XCTAssertEqual(traced.count, 4 * count, "every error traced from its raise to its subscriber")
    }
}
