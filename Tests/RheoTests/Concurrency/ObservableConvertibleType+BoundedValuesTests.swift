import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// `values(buffer:)`: `BufferPolicy` on the bridge to `for try await`.
final class BoundedValuesTests: RheoTestCase {
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
        DroppedElementsReport(operatorName: "values(buffer:)", site: nil, policy: policy, count: count, total: total)
    }

    /// Sends 1...5 and completes before the loop starts; returns what the loop received and
    /// how it ended.
    private func burstOfFive(_ policy: BufferPolicy) async -> (received: [Int], error: Swift.Error?) {
        let subject = PublishSubject<Int>()
        let stream = subject.values(buffer: policy)
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        var received: [Int] = []
        do {
            for try await value in stream { received.append(value) }
            return (received, nil)
        } catch {
            return (received, error)
        }
    }

    func testDropNewestKeepsTheOldestAndReportsWhenTheLoopTakesOne() async {
        let (received, error) = await burstOfFive(.dropNewest(limit: 2))
        XCTAssertEqual(received, [1, 2])
        XCTAssertNil(error)
        XCTAssertEqual(reports.values, [report(.dropNewest(limit: 2), count: 3, total: 3)])
    }

    func testDropOldestKeepsTheNewest() async {
        let (received, error) = await burstOfFive(.dropOldest(limit: 2))
        XCTAssertEqual(received, [4, 5])
        XCTAssertNil(error)
        XCTAssertEqual(reports.values, [report(.dropOldest(limit: 2), count: 3, total: 3)])
    }

    func testKeepLatestKeepsTheLatest() async {
        let (received, _) = await burstOfFive(.keepLatest)
        XCTAssertEqual(received, [5])
        XCTAssertEqual(reports.values.map(\.total), [4])
    }

    /// `.fail`: the elements kept, then the overflow error; the source is disposed at the
    /// overflow; nothing is reported as dropped.
    func testFailEndsAfterTheKeptElementsWithTheOverflowError() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(buffer: .fail(limit: 2))
        for value in 1...3 { subject.onNext(value) }
        XCTAssertFalse(subject.hasObservers, "the overflow disposed the subscription")
        var received: [Int] = []
        do {
            for try await value in stream { received.append(value) }
            XCTFail("expected the overflow error")
        } catch let error as BufferOverflowError {
            XCTAssertEqual(error, BufferOverflowError(operatorName: "values(buffer:)", limit: 2, reason: .overflow))
        } catch {
            XCTFail("unexpected \(error)")
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(reports.values, [])
    }

    /// `.block` from inside a task (this test's body) cannot wait: a task waiting on a
    /// thread of Swift concurrency could stall the loop it waits for.
    func testBlockFailsWhenTheSenderRunsInATask() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(buffer: .block(limit: 2))
        for value in 1...3 { subject.onNext(value) }
        var received: [Int] = []
        do {
            for try await value in stream { received.append(value) }
            XCTFail("expected the overflow error")
        } catch let error as BufferOverflowError {
            XCTAssertEqual(error.reason, .waitingWouldDeadlock)
        } catch {
            XCTFail("unexpected \(error)")
        }
        XCTAssertEqual(received, [1, 2])
    }

    /// `.block` from a thread of its own: nothing dropped, everything in order, and the
    /// sender never more than the limit (and the element being handed over) ahead.
    func testBlockHoldsASenderThreadWithinTheLimit() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values(buffer: .block(limit: 4))
        let sent = Collected<Int>()
        let count = 200
        let sender = Thread {
            for value in 0..<count {
                subject.onNext(value)
                sent.append(value)
            }
            subject.onCompleted()
        }
        sender.start()
        var received: [Int] = []
        var mostAhead = 0
        for try await value in stream {
            received.append(value)
            mostAhead = max(mostAhead, sent.values.count - received.count)
        }
        XCTAssertEqual(received, Array(0..<count))
        XCTAssertLessThanOrEqual(mostAhead, 4 + 1, "the sender waited for room")
        XCTAssertEqual(reports.values, [])
    }

    /// A cancelled loop throws `CancellationError` and the subscription is disposed.
    func testCancellingTheLoopDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(buffer: .dropNewest(limit: 4))
        let started = Collected<Int>()
        let consumer = Task { () -> Swift.Error? in
            do {
                for try await value in stream { started.append(value) }
                return nil
            } catch {
                return error
            }
        }
        subject.onNext(1)
        while started.values.isEmpty { await Task.yield() }
        consumer.cancel()
        let error = await consumer.value
        XCTAssertTrue(error is CancellationError, "\(String(describing: error))")
        XCTAssertFalse(subject.hasObservers)
    }

    /// Releasing the stream disposes the subscription and reports what was dropped.
    func testReleasingTheStreamDisposesAndReports() {
        let subject = PublishSubject<Int>()
        do {
            let stream = subject.values(buffer: .dropNewest(limit: 1))
            for value in 1...3 { subject.onNext(value) }
            _ = stream
        }
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(reports.values, [report(.dropNewest(limit: 1), count: 2, total: 2)])
    }

    func testLimitBelowOneIsAnArgumentError() async {
        var subscribed = false
        let source = Observable<Int>.never().do(onSubscribe: { subscribed = true })
        do {
            for try await _ in source.values(buffer: .fail(limit: 0)) { XCTFail("no element expected") }
            XCTFail("the stream should fail")
        } catch RxError.argumentOutOfRange {
            let messages = RheoTestCase.takeArgumentOutOfRangeMessages()
            XCTAssertEqual(messages, ["values(buffer: .fail(limit: 0)): limit must be at least 1"])
        } catch {
            XCTFail("unexpected error \(error)")
        }
        XCTAssertFalse(subscribed)
    }

    /// The non-throwing bridge (`Infallible`, `Driver`, `Signal`) drops and reports alike.
    func testInfallibleDropOldestKeepsTheNewest() async {
        let relay = PublishRelay<Int>()
        let stream = relay.asInfallible().values(buffer: .dropOldest(limit: 2))
        for value in 1...5 { relay.accept(value) }
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        XCTAssertEqual([first, second], [4, 5])
        XCTAssertEqual(reports.values, [report(.dropOldest(limit: 2), count: 3, total: 3)])
    }

    /// Where the throwing stream throws, the non-throwing one ends after the elements kept
    /// and reports the error as an unhandled one.
    func testInfallibleFailEndsAndReportsTheOverflow() async {
        let reported = Collected<Swift.Error>()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append(error) }
        defer { Hooks.defaultErrorHandler = previous }
        let relay = PublishRelay<Int>()
        let stream = relay.asInfallible().values(buffer: .fail(limit: 2))
        for value in 1...3 { relay.accept(value) }
        var received: [Int] = []
        for await value in stream { received.append(value) }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(
            reported.values.compactMap { $0 as? BufferOverflowError },
            [BufferOverflowError(operatorName: "values(buffer:)", limit: 2, reason: .overflow)])
    }

    func testUnboundedIsValues() async throws {
        var received: [Int] = []
        for try await value in Observable.range(start: 0, count: 100).values(buffer: .unbounded) {
            received.append(value)
        }
        XCTAssertEqual(received, Array(0..<100))
    }
}
