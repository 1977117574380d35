import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class ConcurrencySingleAsyncCreateTests: RheoTestCase {
    func testSucceedsWithWhatTheClosureReturns() async throws {
        let single = Single<Int>.create {
            await Task.yield()
            return 42
        }
        let value = try await single.value
        XCTAssertEqual(value, 42)
    }

    func testFailsWithWhatTheClosureThrows() async {
        let single = Single<Int>.create { throw TestError(8) }
        do {
            _ = try await single.value
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(8))
        }
    }

    func testEachSubscriptionRunsTheClosureAgain() async throws {
        let runs = Collected<Int>()
        let single = Single<Int>.create {
            runs.append(1)
            return runs.values.count
        }
        let first = try await single.value
        let second = try await single.value
        XCTAssertEqual([first, second], [1, 2])
    }

    func testDisposingCancelsTheWork() async {
        let started = expectation(description: "work started")
        let sawCancellation = expectation(description: "work saw the cancellation")
        let single = Single<Int>.create {
            started.fulfill()
            do {
                try await Task.sleep(nanoseconds: 1_000_000_000_000)
            } catch {
                sawCancellation.fulfill()
                throw error
            }
            return 0
        }
        let outcomes = Collected<SingleEvent<Int>>()
        let subscription = single.subscribe { outcomes.append($0) }
        await fulfillment(of: [started], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [sawCancellation], timeout: 10)
        XCTAssertEqual(outcomes.values.count, 0, "no outcome after disposal")
    }

    func testRxSwiftSpellingRunsWorkAtTheGivenPriority() async throws {
        let single = Single<TaskPriority>.create(priority: .high) { Task.currentPriority }
        let priority = try await single.value
        XCTAssertEqual(priority, .high)
    }

    func testRxSwiftSpellingDetachedSucceedsAndFails() async throws {
        let value = try await Single<Int>.create(detached: true, priority: .low, work: { 7 }).value
        XCTAssertEqual(value, 7)
        do {
            _ = try await Single<Int>.create(detached: true) { throw TestError(3) }.value
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(3))
        }
    }

    func testRxSwiftSpellingDisposingCancelsTheWork() async {
        let started = expectation(description: "work started")
        let sawCancellation = expectation(description: "work saw the cancellation")
        let single = Single<Int>.create(detached: true, priority: nil) {
            started.fulfill()
            do {
                try await Task.sleep(nanoseconds: 1_000_000_000_000)
            } catch {
                sawCancellation.fulfill()
                throw error
            }
            return 0
        }
        let outcomes = Collected<SingleEvent<Int>>()
        let subscription = single.subscribe { outcomes.append($0) }
        await fulfillment(of: [started], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [sawCancellation], timeout: 10)
        XCTAssertEqual(outcomes.values.count, 0, "no outcome after disposal")
    }
}
