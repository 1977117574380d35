import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class ConcurrencyValuesTests: RheoTestCase {
    func testValuesYieldsEveryElementInOrderThenFinishes() async throws {
        var received: [Int] = []
        for try await value in Observable.range(start: 0, count: 1000).values {
            received.append(value)
        }
        XCTAssertEqual(received, Array(0..<1000))
    }

    func testNegativeBufferLimitFailsWithoutSubscribing() async {
        for policy in [
            AsyncThrowingStream<Int, Error>.Continuation.BufferingPolicy.bufferingOldest(-1), .bufferingNewest(Int.min),
        ] {
            var subscribed = false
            let source = Observable<Int>.never().do(onSubscribe: { subscribed = true })
            do {
                for try await _ in source.values(bufferingPolicy: policy) {
                    XCTFail("no element expected")
                }
                XCTFail("the stream should fail")
            } catch RxError.argumentOutOfRange {
                assertOneArgumentOutOfRangeMessage(
                    RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "values(bufferingPolicy:")
            } catch {
                XCTFail("unexpected error \(error)")
            }
            XCTAssertFalse(subscribed)
        }
    }

    func testValuesThrowsTheSequenceErrorAfterItsElements() async {
        var received: [Int] = []
        do {
            for try await value in Observable.of(1, 2).concat(Observable<Int>.error(TestError(7))).values {
                received.append(value)
            }
            XCTFail("expected the sequence error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(7))
        }
        XCTAssertEqual(received, [1, 2])
    }

    func testElementsFromAnotherThreadKeepTheirOrderAndNoneIsLost() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        let count = 20_000
        let producer = Thread {
            for value in 0..<count { subject.onNext(value) }
            subject.onCompleted()
        }
        producer.start()
        var expected = 0
        for try await value in stream {
            XCTAssertEqual(value, expected)
            if value != expected { break }
            expected += 1
        }
        XCTAssertEqual(expected, count)
    }

    func testCompletionDisposesTheSubscription() async throws {
        let disposed = expectation(description: "source disposed")
        for try await _ in Observable.of(1, 2, 3).do(onDispose: { disposed.fulfill() }).values {}
        await fulfillment(of: [disposed], timeout: 10)
    }

    func testCancellingTheConsumingTaskDisposesTheSubscriptionAndThrowsCancellation() async {
        let subscribed = expectation(description: "subscribed")
        let firstElement = expectation(description: "first element received")
        let disposed = expectation(description: "source disposed")
        let loopEnded = expectation(description: "loop ended")
        let subject = PublishSubject<Int>()
        // Never completes: only the cancellation can end the loop.
        let source = subject.do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
        let consumer = Task { () -> (received: [Int], error: Swift.Error?) in
            var received: [Int] = []
            do {
                for try await value in source.values {
                    received.append(value)
                    if received.count == 1 { firstElement.fulfill() }
                }
            } catch {
                loopEnded.fulfill()
                return (received, error)
            }
            loopEnded.fulfill()
            return (received, nil)
        }
        await fulfillment(of: [subscribed], timeout: 10)
        subject.onNext(1)
        await fulfillment(of: [firstElement], timeout: 10)
        consumer.cancel()
        // A watchdog, not a timing assertion: only a hang gets near it.
        await fulfillment(of: [disposed, loopEnded], timeout: 10)
        let (received, error) = await consumer.value
        XCTAssertEqual(received, [1])
        // As RxSwift's `values`: the stream ends with `CancellationError`.
        XCTAssertTrue(error is CancellationError, "got \(String(describing: error))")
        XCTAssertFalse(subject.hasObservers, "the subscription is gone")
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async throws {
        let disposed = expectation(description: "source disposed")
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var received: [Int] = []
        for try await value in subject.do(onDispose: { disposed.fulfill() }).values {
            received.append(value)
            if value == 2 { break }
        }
        await fulfillment(of: [disposed], timeout: 10)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(subject.hasObservers)
    }

    func testDroppingTheStreamUniteratedDisposesTheSubscription() async {
        let disposed = expectation(description: "source disposed")
        let subject = PublishSubject<Int>()
        do {
            let stream = subject.do(onDispose: { disposed.fulfill() }).values
            XCTAssertTrue(subject.hasObservers, "reading values subscribes at once")
            _ = stream
        }
        await fulfillment(of: [disposed], timeout: 10)
        XCTAssertFalse(subject.hasObservers)
    }

    func testBufferingNewestKeepsTheNewestElementsAndTheCompletion() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingNewest(2))
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        var received: [Int] = []
        for try await value in stream { received.append(value) }
        XCTAssertEqual(received, [4, 5])
    }

    func testBufferingOldestKeepsTheOldestElementsAndTheError() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingOldest(2))
        for value in 1...5 { subject.onNext(value) }
        subject.onError(TestError(3))
        var received: [Int] = []
        do {
            for try await value in stream { received.append(value) }
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(3))
        }
        XCTAssertEqual(received, [1, 2])
    }
}

final class ValuesCancellationTests: RheoTestCase {
    func testConsumingInAnAlreadyCancelledTaskThrowsCancellationErrorWithoutAnyEvent() async {
        // As RxSwift's `values`: the stream finishes with `CancellationError` when the
        // subscription is disposed before the sequence ended, even with no event.
        let disposed = expectation(description: "source disposed")
        let subject = PublishSubject<Int>()
        let source = subject.do(onDispose: { disposed.fulfill() })
        let consumer = Task { () -> (received: [Int], error: Swift.Error?) in
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            do {
                for try await value in source.values { received.append(value) }
                return (received, nil)
            } catch {
                return (received, error)
            }
        }
        let (received, error) = await consumer.value
        await fulfillment(of: [disposed], timeout: 10)
        XCTAssertEqual(received, [])
        XCTAssertTrue(error is CancellationError, "got \(String(describing: error))")
        XCTAssertFalse(subject.hasObservers)
    }

    func testASequenceThatEndedBeforeTheCancellationStillEndsNormally() async {
        let consumer = Task { () -> (received: [Int], error: Swift.Error?) in
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            do {
                for try await value in Observable.of(1, 2, 3).values { received.append(value) }
                return (received, nil)
            } catch {
                return (received, error)
            }
        }
        let (received, error) = await consumer.value
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertNil(error)
    }

    func testCancellingWhileIteratingASourceThatDropsItsObserverThrowsCancellationError() async {
        // `never()` keeps no reference to its observer, nor do the stateless stages in
        // front of it, so nothing but the stream's termination handler is left to finish
        // the stream. `create` keeps its observer until disposal, but its closure drops it.
        let sources: [(String, @Sendable () -> Observable<Void>)] = [
            ("never", { Observable<Void>.never() }),
            ("never().map", { Observable<Void>.never().map { $0 } }),
            ("deferred", { Observable<Void>.deferred { Observable<Void>.never() } }),
            ("create", { Observable<Void>.create { _ in Disposables.create() } }),
        ]
        let policies: [AsyncThrowingStream<Void, Swift.Error>.Continuation.BufferingPolicy] = [
            .unbounded, .bufferingNewest(1),
        ]
        for (name, makeSource) in sources {
            for policy in policies {
                let error = await errorAfterCancellingWhileIterating(makeSource, bufferingPolicy: policy)
                XCTAssertTrue(error is CancellationError, "\(name), \(policy): got \(String(describing: error))")
            }
        }
    }

    func testAnAlreadyCancelledLoopGetsTheElementsSentDuringSubscribeThenCancellationError() async {
        // As RxSwift: the elements sent while `values` subscribed are in the buffer, then
        // the disposal of the still-running source ends the stream with the error.
        let consumer = Task { () -> (received: [Int], error: Swift.Error?) in
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            do {
                for try await value in Observable.of(1, 2).concat(Observable.never()).values { received.append(value) }
                return (received, nil)
            } catch {
                return (received, error)
            }
        }
        let (received, error) = await consumer.value
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(error is CancellationError, "got \(String(describing: error))")
    }

    /// Iterates `values(bufferingPolicy:)` of the source `makeSource` makes in a task,
    /// cancels the task once the source is subscribed, and returns the error the loop ended with (nil if none).
    private func errorAfterCancellingWhileIterating(
        _ makeSource: @escaping @Sendable () -> Observable<Void>,
        bufferingPolicy: AsyncThrowingStream<Void, Swift.Error>.Continuation.BufferingPolicy
    ) async -> Swift.Error? {
        let subscribed = expectation(description: "subscribed")
        let consumer = Task { () -> Swift.Error? in
            // Reading `values` subscribes. No operator stands between the stream and the
            // source: one that kept the observer (`do` does) would hide the bug.
            let stream = makeSource().values(bufferingPolicy: bufferingPolicy)
            subscribed.fulfill()
            do {
                for try await _ in stream {}
                return nil
            } catch {
                return error
            }
        }
        await fulfillment(of: [subscribed], timeout: 10)
        consumer.cancel()
        return await consumer.value
    }
}

/// A bounded `values` stream reports every element its buffer drops through
/// `Hooks.droppedElementsHandler`, a burst's drops together.
final class ValuesDropReportTests: RheoTestCase {
    private var reports = Collected<DroppedElementsReport>()
    private var previousHandler: Hooks.DroppedElementsHandler?

    override func setUp() {
        super.setUp()
        let reports = Collected<DroppedElementsReport>()
        self.reports = reports
        previousHandler = Hooks.droppedElementsHandler
        Hooks.droppedElementsHandler = { reports.append($0) }
    }

    override func tearDown() {
        if let previousHandler { Hooks.droppedElementsHandler = previousHandler }
        super.tearDown()
    }

    private func report(_ policy: BufferPolicy, count: Int, total: Int) -> DroppedElementsReport {
        DroppedElementsReport(
            operatorName: "values(bufferingPolicy:)", site: nil, policy: policy, count: count, total: total)
    }

    func testBufferingOldestReportsTheDroppedNewerElementsWhenTheStreamEnds() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingOldest(2))
        for value in 1...5 { subject.onNext(value) }
        XCTAssertEqual(reports.values, [], "nothing reported while the burst lasts")
        subject.onCompleted()
        XCTAssertEqual(reports.values, [report(.dropNewest(limit: 2), count: 3, total: 3)])
        var received: [Int] = []
        for try await value in stream { received.append(value) }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(reports.values.count, 1)
    }

    func testBufferingNewestReportsTheDroppedOlderElementsWhenTheStreamFails() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingNewest(2))
        for value in 1...5 { subject.onNext(value) }
        subject.onError(TestError(1))
        var received: [Int] = []
        do {
            for try await value in stream { received.append(value) }
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(1))
        }
        XCTAssertEqual(received, [4, 5])
        XCTAssertEqual(reports.values, [report(.dropOldest(limit: 2), count: 3, total: 3)])
    }

    /// A burst's drops are reported when the next element is enqueued again, once the
    /// consumer made room; delivered + dropped = sent.
    func testEachBurstIsReportedOnceWhenRoomIsMadeWithARunningTotal() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingOldest(1))
        var iterator = stream.makeAsyncIterator()
        for value in 1...3 { subject.onNext(value) }
        let first = try await iterator.next()
        XCTAssertEqual(first, 1)
        XCTAssertEqual(reports.values, [])
        subject.onNext(4)
        XCTAssertEqual(reports.values, [report(.dropNewest(limit: 1), count: 2, total: 2)])
        for value in 5...7 { subject.onNext(value) }
        subject.onCompleted()
        var received = [first]
        while let value = try await iterator.next() { received.append(value) }
        XCTAssertEqual(received, [1, 4])
        XCTAssertEqual(
            reports.values,
            [report(.dropNewest(limit: 1), count: 2, total: 2), report(.dropNewest(limit: 1), count: 3, total: 5)])
        XCTAssertEqual(received.count + (reports.values.last?.total ?? 0), 7, "delivered + dropped == sent")
    }

    /// Drops not yet reported when the consumer goes away (the stream is released, which
    /// cancels it) are reported then.
    func testDropsAreReportedWhenTheConsumerGoesAway() {
        let subject = PublishSubject<Int>()
        do {
            let stream = subject.values(bufferingPolicy: .bufferingOldest(1))
            for value in 1...3 { subject.onNext(value) }
            XCTAssertEqual(reports.values, [])
            _ = stream
        }
        XCTAssertEqual(reports.values, [report(.dropNewest(limit: 1), count: 2, total: 2)])
        XCTAssertFalse(subject.hasObservers, "the subscription was disposed")
    }

    func testUnboundedStreamsReportNothing() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        for value in 1...100 { subject.onNext(value) }
        subject.onCompleted()
        var count = 0
        for try await _ in stream { count += 1 }
        XCTAssertEqual(count, 100)
        XCTAssertEqual(reports.values, [])
    }

    /// The non-throwing bridge (`Infallible`, `Driver`, `Signal`) reports the same way.
    func testInfallibleValuesReportDrops() async {
        let relay = PublishRelay<Int>()
        let stream = relay.asInfallible().values(bufferingPolicy: .bufferingNewest(1))
        var iterator = stream.makeAsyncIterator()
        for value in 1...4 { relay.accept(value) }
        let latest = await iterator.next()
        XCTAssertEqual(latest, 4)
        relay.accept(5)
        XCTAssertEqual(reports.values, [report(.dropOldest(limit: 1), count: 3, total: 3)])
    }
}
