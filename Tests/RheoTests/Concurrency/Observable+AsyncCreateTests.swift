import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class ConcurrencyObservableAsyncCreateTests: RheoTestCase {
    func testReturningCompletesAfterTheElements() async throws {
        let source = Observable<Int>.create { observer in
            for value in 1...3 {
                await Task.yield()
                observer.onNext(value)
            }
        }
        var received: [Int] = []
        for try await value in source.values { received.append(value) }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testThrowingFailsTheSequence() async {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            throw TestError(5)
        }
        var received: [Int] = []
        do {
            for try await value in source.values { received.append(value) }
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(5))
        }
        XCTAssertEqual(received, [1])
    }

    func testEventsAfterAnExplicitTerminalAreIgnored() async throws {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            throw TestError(1)
        }
        var received: [Int] = []
        for try await value in source.values { received.append(value) }
        XCTAssertEqual(received, [1])
    }

    func testDisposingTheSubscriptionCancelsTheProducingTask() async {
        let started = expectation(description: "body started")
        let sawCancellation = expectation(description: "body saw the cancellation")
        let observer = RecordingObserver<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            started.fulfill()
            do {
                // Far beyond any test run: only the cancellation ends it.
                try await Task.sleep(nanoseconds: 1_000_000_000_000)
            } catch is CancellationError {
                sawCancellation.fulfill()
                throw CancellationError()
            }
        }
        let subscription = source.subscribe(observer)
        await fulfillment(of: [started], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [sawCancellation], timeout: 10)
        XCTAssertEqual(observer.elements, [1])
        XCTAssertEqual(observer.terminalCount, 0, "the CancellationError thrown after disposal is not sent")
    }

    func testCancellingAValuesLoopOverAnAsyncCreateCancelsBothTasks() async {
        let sawCancellation = expectation(description: "producer saw the cancellation")
        let firstElement = expectation(description: "first element")
        let source = Observable<Int>.create { observer in
            var value = 0
            while !Task.isCancelled {
                observer.onNext(value)
                value += 1
                await Task.yield()
            }
            sawCancellation.fulfill()
        }
        let consumer = Task { () -> (count: Int, error: Swift.Error?) in
            var count = 0
            do {
                for try await _ in source.values {
                    count += 1
                    if count == 1 { firstElement.fulfill() }
                }
            } catch {
                return (count, error)
            }
            return (count, nil)
        }
        await fulfillment(of: [firstElement], timeout: 10)
        consumer.cancel()
        await fulfillment(of: [sawCancellation], timeout: 10)
        let (count, error) = await consumer.value
        XCTAssertGreaterThanOrEqual(count, 1)
        // The loop ends as RxSwift's `values` ends on cancellation.
        XCTAssertTrue(error is CancellationError, "got \(String(describing: error))")
    }
}
