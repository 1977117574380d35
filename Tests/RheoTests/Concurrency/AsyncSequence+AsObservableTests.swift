import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class ConcurrencyAsObservableTests: RheoTestCase {
    func testElementsArriveInOrderThenCompletion() async {
        let completed = expectation(description: "completed")
        let observer = RecordingObserver<Int>()
        let stream = AsyncStream<Int> { continuation in
            for value in 1...100 { continuation.yield(value) }
            continuation.finish()
        }
        let subscription = stream.asObservable()
            .do(afterCompleted: { completed.fulfill() })
            .subscribe(observer)
        await fulfillment(of: [completed], timeout: 10)
        XCTAssertEqual(observer.elements, Array(1...100))
        XCTAssertTrue(observer.isCompleted)
        XCTAssertEqual(observer.grammarViolations, [])
        subscription.dispose()
    }

    func testAThrownErrorFailsTheSequence() async {
        let failed = expectation(description: "failed")
        let observer = RecordingObserver<Int>()
        let stream = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError(9))
        }
        let subscription = stream.asObservable()
            .do(afterError: { _ in failed.fulfill() })
            .subscribe(observer)
        await fulfillment(of: [failed], timeout: 10)
        XCTAssertEqual(observer.elements, [1])
        XCTAssertEqual(observer.error as? TestError, TestError(9))
        subscription.dispose()
    }

    func testDisposingTheSubscriptionCancelsTheProducingTask() async {
        let firstElement = expectation(description: "first element")
        let iterationCancelled = expectation(description: "the producing task's iteration was cancelled")
        // Never finishes on its own: its termination comes only from the task's cancellation.
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { iterationCancelled.fulfill() }
        }
        let observer = RecordingObserver<Int>()
        let subscription = stream.asObservable()
            // After the observer has it: fulfilled before, the disposal below could race
            // the element's delivery.
            .do(afterNext: { _ in firstElement.fulfill() })
            .subscribe(observer)
        continuation.yield(1)
        await fulfillment(of: [firstElement], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [iterationCancelled], timeout: 10)
        guard case .terminated = continuation.yield(2) else {
            return XCTFail("the stream should have ended with the task")
        }
        XCTAssertEqual(observer.events.count, 1, "nothing after the disposal: \(observer.events)")
    }

    func testEachSubscriptionIteratesTheSequenceAnew() async {
        let done = expectation(description: "both completed")
        done.expectedFulfillmentCount = 2
        let source = (1...3).async.asObservable()
        let first = RecordingObserver<Int>()
        let second = RecordingObserver<Int>()
        let subscriptions = [
            source.do(onCompleted: { done.fulfill() }).subscribe(first),
            source.do(onCompleted: { done.fulfill() }).subscribe(second),
        ]
        await fulfillment(of: [done], timeout: 10)
        XCTAssertEqual(first.elements, [1, 2, 3])
        XCTAssertEqual(second.elements, [1, 2, 3])
        subscriptions.forEach { $0.dispose() }
    }

    func testPriorityIsGivenToTheTask() async {
        let completed = expectation(description: "completed")
        let priorities = Collected<TaskPriority>()
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }.map { value -> Int in
            priorities.append(Task.currentPriority)
            return value
        }
        let observer = RecordingObserver<Int>()
        let subscription = stream.asObservable(priority: .high)
            .do(onCompleted: { completed.fulfill() })
            .subscribe(observer)
        await fulfillment(of: [completed], timeout: 10)
        XCTAssertEqual(observer.elements, [1])
        XCTAssertEqual(priorities.values, [.high])
        subscription.dispose()
    }

    func testDetachedTaskSendsTheSameEvents() async {
        let completed = expectation(description: "completed")
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let observer = RecordingObserver<Int>()
        let subscription = stream.asObservable(detached: true, priority: .low)
            // After the observer has the completion, so the check below cannot race it.
            .do(afterCompleted: { completed.fulfill() })
            .subscribe(observer)
        await fulfillment(of: [completed], timeout: 10)
        XCTAssertEqual(observer.elements, [1, 2, 3])
        XCTAssertTrue(observer.isCompleted)
        subscription.dispose()
    }
}

/// A minimal async sequence over a closed range, for tests.
struct AsyncRange: AsyncSequence, Sendable {
    let range: ClosedRange<Int>

    struct AsyncIterator: AsyncIteratorProtocol {
        var iterator: ClosedRange<Int>.Iterator
        mutating func next() async -> Int? { iterator.next() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(iterator: range.makeIterator()) }
}

extension ClosedRange where Bound == Int {
    var async: AsyncRange { AsyncRange(range: self) }
}

final class ConcurrencyAsObservableDisposalTests: RheoTestCase {
    func testDisposingRightAfterSubscribingAlwaysEndsTheStreamsIteration() async {
        // A fixed bug: the task used to return without iterating when it started after the
        // disposal, so the stream never saw the cancellation and its `onTermination`
        // never ran while its continuation was alive (about half of the runs).
        let rounds = 200
        let terminated = expectation(description: "every stream's onTermination ran")
        terminated.expectedFulfillmentCount = rounds
        var continuations: [AsyncStream<Int>.Continuation] = []
        // The observables (and so their streams) are kept alive too: releasing a stream
        // ends it on its own, which would hide a task that never iterated it.
        var observables: [Observable<Int>] = []
        for _ in 0..<rounds {
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            continuation.onTermination = { termination in
                if case .cancelled = termination { terminated.fulfill() }
            }
            // Kept alive, so only the iteration's cancellation can end the stream.
            continuations.append(continuation)
            let observable = stream.asObservable()
            observables.append(observable)
            observable.subscribe(RecordingObserver<Int>()).dispose()
        }
        // A watchdog, not a timing assertion: before the fix about half the rounds hung.
        await fulfillment(of: [terminated], timeout: 10)
        XCTAssertEqual(continuations.count, rounds)
        XCTAssertEqual(observables.count, rounds)
    }
}
