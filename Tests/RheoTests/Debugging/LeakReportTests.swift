import Rheo
import RheoTestSupport
import XCTest

/// The leak check's report: when `Resources.total` is not back at its start, the tests
/// print the chains still live, with their sites, instead of two numbers.
final class LeakReportTests: RheoTestCase {
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

    func testTheReportNamesTheSitesOfALeakedSubscription() {
        let mark = Resources.subscriptionMark
        let subject = PublishSubject<Int>()
        // Leaked on purpose: nothing disposes it, and the subject keeps it alive.
        let line = #line + 1
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
        subject.onNext(1)
        subject.onNext(2)

        let report = RheoTestCase.leakReport(since: mark)
        let file = #fileID
        XCTAssertTrue(report.contains("subscribe at \(file):\(line)"), report)
        // The fused map and filter are one stage with both sites, map first.
        XCTAssertTrue(report.contains("map at \(file):\(line), then filter at \(file):\(line)"), report)
        XCTAssertTrue(report.contains("[2 next, 0 error, 0 completed]"), report)
        XCTAssertTrue(report.contains("held by nothing Rheo knows of"), report)

        subscription.dispose()
        let after = RheoTestCase.leakReport(since: mark)
        XCTAssertFalse(after.contains("\(file):\(line)"), after)
        XCTAssertTrue(after.contains("No live traced subscriptions"), after)
    }

    func testTheReportListsOnlySubscriptionsMadeSinceTheMark() {
        let subject = PublishSubject<Int>()
        let earlier = subject.map { $0 }.subscribe(onNext: { _ in })
        let mark = Resources.subscriptionMark
        let line = #line + 1
        let later = subject.map { $0 * 2 }.subscribe(onNext: { _ in })

        let report = RheoTestCase.leakReport(since: mark)
        XCTAssertTrue(report.contains("map at \(#fileID):\(line)"), report)
        XCTAssertEqual(report.components(separatedBy: "subscription #").count - 1, 1, report)

        earlier.dispose()
        later.dispose()
    }

    /// A stage that `subscribe(on:)` subscribes later, on the scheduler's thread, still
    /// belongs to its chain: one graph, not a second root.
    func testAStageSubscribedOnAnotherThreadJoinsItsChain() {
        let mark = Resources.subscriptionMark
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.subscribe(on: scheduler).subscribe(onNext: { _ in })
        // The scheduler is serial: once this runs, the subscription it scheduled has run.
        let drained = expectation(description: "the scheduler ran the subscription")
        _ = scheduler.schedule(()) { _ in
            drained.fulfill()
            return Disposables.create()
        }
        wait(for: [drained], timeout: 5)

        let graphs = Resources.liveSubscriptions(since: mark)
        XCTAssertEqual(graphs.count, 1, RheoTestCase.leakReport(since: mark))
        XCTAssertEqual(graphs.first?.nodes.map(\.name), ["subscribe", "subscribe(on:)", "map", "PublishSubject"])
        subscription.dispose()
    }

    /// A shared sequence subscribes its source for every subscriber: the source's stages
    /// are not the first subscriber's, and that subscriber's chain ends when it leaves,
    /// though the connection lives on for the others.
    func testTheFirstSubscriberOfASharedSequenceEndsWhenItLeaves() {
        let mark = Resources.subscriptionMark
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 + 1 }.share(replay: 1)
        let firstLine = #line + 1
        let first = shared.subscribe(onNext: { _ in })
        let secondLine = #line + 1
        let second = shared.subscribe(onNext: { _ in })
        subject.onNext(1)
        first.dispose()

        let report = RheoTestCase.leakReport(since: mark)
        XCTAssertFalse(report.contains("subscribe at \(#fileID):\(firstLine)"), report)
        XCTAssertTrue(report.contains("subscribe at \(#fileID):\(secondLine)"), report)
        second.dispose()
    }
}
