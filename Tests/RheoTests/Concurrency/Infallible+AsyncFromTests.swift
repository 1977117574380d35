import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class ConcurrencyInfallibleAsyncFromTests: RheoTestCase {
    func testSendsWhatTheBlockReturnsThenCompletes() async {
        let source = Infallible<Int>.from {
            await Task.yield()
            return 42
        }
        var received: [Int] = []
        for await element in source.values {
            received.append(element)
        }
        XCTAssertEqual(received, [42])
    }

    func testEachSubscriptionRunsTheBlockAgain() async {
        let runs = Collected<Int>()
        let source = Infallible<Int>.from {
            runs.append(1)
            return runs.values.count
        }
        var received: [Int] = []
        for await element in source.values { received.append(element) }
        for await element in source.values { received.append(element) }
        XCTAssertEqual(received, [1, 2])
    }

    func testDisposingCancelsTheBlockAndDeliversNothing() async {
        let started = expectation(description: "block started")
        let sawCancellation = expectation(description: "block saw the cancellation")
        let source = Infallible<Int>.from {
            started.fulfill()
            do {
                try await Task.sleep(nanoseconds: 1_000_000_000_000)
            } catch {
                sawCancellation.fulfill()
            }
            return 0
        }
        let events = Collected<String>()
        let subscription = source.subscribe(
            onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        await fulfillment(of: [started], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [sawCancellation], timeout: 10)
        XCTAssertEqual(events.values, [], "nothing after disposal")
    }
}
