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

    func testAValueAwaitedInAnAlreadyCancelledTaskGetsAnOutcomeDeliveredDuringSubscribe() async {
        // As RxSwift's `value` (6.6 and later): a cancelled task still subscribes, and a
        // source that ends during `subscribe` delivers its outcome.
        let outcomes = await Task { () -> [String] in
            withUnsafeCurrentTask { $0?.cancel() }
            var outcomes: [String] = []
            outcomes.append(await outcome { try await Single.just(1).value })
            outcomes.append(await outcome { try await Single<Int>.error(TestError(5)).value })
            outcomes.append(await outcome { try await Maybe.just(2).value })
            outcomes.append(await outcome { try await Maybe<Int>.empty().value })
            outcomes.append(await outcome { try await Completable.empty().value })
            outcomes.append(await outcome { try await Completable.error(TestError(6)).value })
            return outcomes
        }.value
        XCTAssertEqual(
            outcomes,
            ["1", "error \(TestError(5))", "Optional(2)", "nil", "()", "error \(TestError(6))"])
    }

    func testAValueAwaitedInAnAlreadyCancelledTaskDisposesARunningSourceAndThrows() async {
        let log = Collected<String>()
        let single = Single<Int>.never().asObservable()
            .do(onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
            .asSingle()
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await single.value
        }
        let result = await waiter.result
        XCTAssertTrue(result.isCancellationError, "got \(result)")
        XCTAssertEqual(log.values, ["subscribe", "dispose"], "subscribed, then disposed once subscribe returned")
    }

    func testACancellationDuringSubscribeWaitsForSubscribeToReturn() async {
        // The task is cancelled while the source is being subscribed: a source that ends
        // before `subscribe` returns still delivers its element, one that does not is
        // disposed and the wait throws.
        let ending = Single<Int>.create { observer in
            withUnsafeCurrentTask { $0?.cancel() }
            observer(.success(7))
            return Disposables.create()
        }
        let disposed = Collected<Bool>()
        let running = Single<Int>.create { _ in
            withUnsafeCurrentTask { $0?.cancel() }
            return Disposables.create { disposed.append(true) }
        }
        let ended = await Task { try await ending.value }.result
        let stillRunning = await Task { try await running.value }.result
        XCTAssertEqual(try? ended.get(), 7)
        XCTAssertTrue(stillRunning.isCancellationError, "got \(stillRunning)")
        XCTAssertEqual(disposed.values, [true])
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

/// The outcome of `body`, as text: the value, or `error` and the error.
private func outcome<T>(_ body: () async throws -> T) async -> String {
    do {
        return "\(try await body())"
    } catch {
        return "error \(error)"
    }
}
