import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class ConcurrencyPrimitiveValueTests: RheoTestCase {
    func testSingleValueReturnsTheElement() async throws {
        let value = try await Single.just(42).value
        XCTAssertEqual(value, 42)
    }

    func testSingleValueThrowsTheError() async {
        do {
            _ = try await Single<Int>.error(TestError(1)).value
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(1))
        }
    }

    func testSingleValueWaitsForAnElementFromAnotherThread() async throws {
        let single = Single<Int>.create { observer in
            let observer = UncheckedBox(observer)
            DispatchQueue.global().async { observer.value(.success(5)) }
            return Disposables.create()
        }
        let value = try await single.value
        XCTAssertEqual(value, 5)
    }

    func testMaybeValueReturnsTheElementOrNil() async throws {
        let element = try await Maybe.just(3).value
        XCTAssertEqual(element, 3)
        let none = try await Maybe<Int>.empty().value
        XCTAssertNil(none)
    }

    func testMaybeValueThrowsTheError() async {
        do {
            _ = try await Maybe<Int>.error(TestError(2)).value
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(2))
        }
    }

    func testCompletableValueReturnsOnCompletionAndThrowsTheError() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(TestError(4)).value
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(4))
        }
    }

    func testCancellingAnAwaitingSingleValueThrowsCancellationErrorAndDisposes() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "source disposed")
        // Never emits: only the cancellation can end the wait.
        let single = Single<Int>.never().asObservable()
            .do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
            .asSingle()
        let waiter = Task { try await single.value }
        await fulfillment(of: [subscribed], timeout: 10)
        waiter.cancel()
        await fulfillment(of: [disposed], timeout: 10)
        let result = await waiter.result
        XCTAssertTrue(result.isCancellationError, "got \(result)")
    }

    func testCancellingAnAwaitingMaybeValueThrowsCancellationError() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "source disposed")
        let maybe = Maybe<Int>.never().asObservable()
            .do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
            .asMaybe()
        let waiter = Task { try await maybe.value }
        await fulfillment(of: [subscribed], timeout: 10)
        waiter.cancel()
        await fulfillment(of: [disposed], timeout: 10)
        let result = await waiter.result
        XCTAssertTrue(result.isCancellationError, "cancellation throws, it does not return nil: \(result)")
    }

    func testCancellingAnAwaitingCompletableValueThrowsCancellationError() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "source disposed")
        let completable = Completable.never().asObservable()
            .do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
            .asCompletable()
        let waiter = Task { try await completable.value }
        await fulfillment(of: [subscribed], timeout: 10)
        waiter.cancel()
        await fulfillment(of: [disposed], timeout: 10)
        let result = await waiter.result
        XCTAssertTrue(result.isCancellationError, "got \(result)")
    }

    func testAValueAwaitedInAnAlreadyCancelledTaskThrowsWithoutSubscribing() async {
        let subscriptions = Collected<Int>()
        let single = Single<Int>.never().asObservable()
            .do(onSubscribe: { subscriptions.append(1) })
            .asSingle()
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await single.value
        }
        let result = await waiter.result
        XCTAssertTrue(result.isCancellationError, "got \(result)")
        XCTAssertEqual(subscriptions.values, [], "a cancelled task does not subscribe")
    }

    func testCancellationRacingTheElementResumesExactlyOnce() async {
        // Each waiter ends with the element or with CancellationError, never both and
        // never neither (a leaked continuation would hang the task group; the awaiters
        // are counted live objects, so one left behind fails the test's leak check).
        let rounds = stressIterations(200)
        let outcomes = await withTaskGroup(of: String.self) { group in
            for _ in 0..<rounds {
                let single = Single<Int>.create { observer in
                    let observer = UncheckedBox(observer)
                    DispatchQueue.global().async { observer.value(.success(1)) }
                    return Disposables.create()
                }
                let waiter = Task { try await single.value }
                group.addTask {
                    waiter.cancel()
                    switch await waiter.result {
                    case .success(1): return "value"
                    case .failure(let error) where error is CancellationError: return "cancelled"
                    case let other: return "unexpected \(other)"
                    }
                }
            }
            var outcomes: [String] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        XCTAssertEqual(outcomes.count, rounds)
        XCTAssertEqual(outcomes.filter { $0.hasPrefix("unexpected") }, [])
    }
}

extension Result {
    var isCancellationError: Bool {
        if case .failure(let error) = self { return error is CancellationError }
        return false
    }
}
