import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class ConcurrencyInfallibleValuesTests: RheoTestCase {
    func testNegativeBufferLimitEndsTheStreamAndReportsTheError() async {
        var subscribed = false
        let source = Infallible<Int>.never().do(onSubscribe: { subscribed = true })
        var received = 0
        let errors = await captureUnhandledErrorsAsync {
            for await _ in source.values(bufferingPolicy: .bufferingNewest(-3)) {
                received += 1
            }
        }
        XCTAssertEqual(received, 0)
        XCTAssertFalse(subscribed)
        XCTAssertEqual(errors.count, 1)
        if case RxError.argumentOutOfRange? = errors.first as? RxError {
            assertOneArgumentOutOfRangeMessage(RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "-3")
        } else {
            XCTFail("expected argumentOutOfRange, got \(errors)")
        }
    }

    /// `captureUnhandledErrors` for an async body.
    private func captureUnhandledErrorsAsync(_ body: () async -> Void) async -> [Swift.Error] {
        let collected = Collected<Swift.Error>()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in collected.append(error) }
        await body()
        Hooks.defaultErrorHandler = previous
        return collected.values
    }

    func testValuesYieldsEveryElementInOrderThenFinishes() async {
        var received: [Int] = []
        for await value in Infallible.from([1, 2, 3]).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testCancellingTheConsumingTaskDisposesTheSubscription() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "source disposed")
        let source = Infallible<Int>.never().asObservable()
            .do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
            .asInfallible(onErrorJustReturn: 0)
        let consumer = Task {
            var count = 0
            for await _ in source.values { count += 1 }
            return count
        }
        await fulfillment(of: [subscribed], timeout: 10)
        consumer.cancel()
        await fulfillment(of: [disposed], timeout: 10)
        let count = await consumer.value
        XCTAssertEqual(count, 0)
    }

    func testCancellingWhileIteratingASourceThatDropsItsObserverEndsTheLoop() async {
        // The non-throwing stream's termination handler holds the disposal itself, so a
        // source that keeps no reference to its observer still ends the loop.
        let sources: [@Sendable () -> Infallible<Int>] = [
            { Infallible<Int>.never() },
            { Infallible<Int>.create { _ in Disposables.create() } },
        ]
        for makeSource in sources {
            let subscribed = expectation(description: "subscribed")
            let consumer = Task {
                // Reading `values` subscribes.
                let stream = makeSource().values(bufferingPolicy: .bufferingNewest(1))
                subscribed.fulfill()
                var count = 0
                for await _ in stream { count += 1 }
                return count
            }
            await fulfillment(of: [subscribed], timeout: 10)
            consumer.cancel()
            let count = await consumer.value
            XCTAssertEqual(count, 0)
        }
    }

    func testABadArgumentErrorIsReportedAndEndsTheStream() async {
        let reported = Collected<Swift.Error>()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append(error) }
        defer { Hooks.defaultErrorHandler = previous }
        var received: [Int] = []
        for await value in Infallible.range(start: 0, count: -1).values {
            received.append(value)
        }
        XCTAssertEqual(received, [])
        XCTAssertEqual(reported.values.count, 1)
        guard case .argumentOutOfRange? = reported.values.first as? RxError else {
            return XCTFail("expected argumentOutOfRange, got \(reported.values)")
        }
        assertOneArgumentOutOfRangeMessage(
            RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "range(start: 0, count: -1)")
    }

    func testBufferingNewestKeepsTheNewest() async {
        let subject = PublishSubject<Int>()
        let stream = subject.asInfallible(onErrorJustReturn: -1).values(bufferingPolicy: .bufferingNewest(1))
        for value in 1...3 { subject.onNext(value) }
        subject.onCompleted()
        var received: [Int] = []
        for await value in stream { received.append(value) }
        XCTAssertEqual(received, [3])
    }
}
