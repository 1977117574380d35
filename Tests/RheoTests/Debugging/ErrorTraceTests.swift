import Dispatch
import Foundation
import RheoTestSupport
import XCTest

@testable import Rheo

/// `AssemblyTracking.trace(of:)`: the sites an error passed, innermost first, from the stage
/// that raised it (often in an inner sequence built in another file, `FeedLoader`) to the
/// subscription that observed it. Lines are taken with `#line` on the line of the call they
/// name.
final class ErrorTraceTests: RheoTestCase {
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

    /// A site in this file.
    private func here(_ name: String, _ line: UInt) -> AssemblySite {
        AssemblySite(name, file: "\(#fileID)", line: line)
    }

    /// Subscribes `chain` as a `subscribe` call at the caller's line, and returns the error
    /// it fails with, synchronously.
    private func failure(of chain: Observable<String>, line: UInt = #line) -> Swift.Error? {
        var failure: Swift.Error?
        let subscription = chain.subscribe(onError: { failure = $0 }, line: line)
        subscription.dispose()
        return failure
    }

    private func trace(of error: Swift.Error?, file: StaticString = #filePath, line: UInt = #line) -> [AssemblySite] {
        guard let error else {
            XCTFail("the chain did not fail", file: file, line: line)
            return []
        }
        return AssemblyTracking.trace(of: error)
    }

    // MARK: Inner sequences

    func testFlatMapTracesTheInnerSequenceToTheSubscription() {
        let flatMapLine: UInt = #line + 1
        let chain = Observable.just(1).flatMap { FeedLoader.failingPage($0) }
        let subscribeLine: UInt = #line + 1
        let error = failure(of: chain)

        XCTAssertEqual(error as? FeedError, FeedError(page: 1))
        XCTAssertEqual(
            trace(of: error),
            FeedLoader.failingPageSites + [here("flatMap", flatMapLine), here("subscribe", subscribeLine)])
    }

    func testFlatMapLatestTracesTheInnerSequence() {
        let line: UInt = #line + 1
        let chain = Observable.just(2).flatMapLatest { FeedLoader.failingPage($0) }
        let error = failure(of: chain)

        XCTAssertEqual(
            trace(of: error),
            FeedLoader.failingPageSites + [here("flatMapLatest", line), here("subscribe", line + 1)])
    }

    func testConcatMapTracesTheInnerSequence() {
        let line: UInt = #line + 1
        let chain = Observable.of(3, 4).concatMap { FeedLoader.failingPage($0) }
        let error = failure(of: chain)

        XCTAssertEqual(error as? FeedError, FeedError(page: 3))
        XCTAssertEqual(
            trace(of: error),
            FeedLoader.failingPageSites + [here("concatMap", line), here("subscribe", line + 1)])
    }

    func testMergeTracesTheFailingSource() {
        let line: UInt = #line + 1
        let chain = Observable.merge(Observable.never(), FeedLoader.failingPage(5))
        let error = failure(of: chain)

        XCTAssertEqual(
            trace(of: error),
            FeedLoader.failingPageSites + [here("merge", line), here("subscribe", line + 1)])
    }

    func testConcatTracesTheSecondSource() {
        let line: UInt = #line + 1
        let chain = Observable.just("cover").concat(FeedLoader.failingPage(6))
        let error = failure(of: chain)

        XCTAssertEqual(
            trace(of: error),
            FeedLoader.failingPageSites + [here("concat", line), here("subscribe", line + 1)])
    }

    // MARK: Error handling

    func testCatchWhoseHandlerFailsTracesTheNewErrorFromItsRaise() {
        var handled: Swift.Error?
        let errorLine: UInt = #line + 4
        let catchLine: UInt = #line + 1
        let chain = FeedLoader.failingPage(7).catch { error in
            handled = error
            return Observable.error(FeedError(page: 8))
        }
        let error = failure(of: chain)

        XCTAssertEqual(error as? FeedError, FeedError(page: 8))
        XCTAssertEqual(
            trace(of: error),
            [here("error", errorLine), here("catch", catchLine), here("subscribe", catchLine + 4)])
        // The handled error went no further than `catch`, which did not pass it on.
        XCTAssertEqual(trace(of: handled), FeedLoader.failingPageSites)
    }

    func testRetryDoesNotRepeatTheSitesOfEachAttempt() {
        // `missingPage` raises the same error value at each of the three attempts.
        let line: UInt = #line + 1
        let chain = FeedLoader.missingPage().retry(3)
        let error = failure(of: chain)

        XCTAssertEqual(error as? FeedError, FeedLoader.missing)
        XCTAssertEqual(
            trace(of: error),
            FeedLoader.missingPageSites + [here("retry", line), here("subscribe", line + 1)])
    }

    func testAnErrorSentBySubjectStartsAtTheSubject() {
        let subjectLine: UInt = #line + 1
        let subject = PublishSubject<Int>()
        if AssemblyTracking.sites(of: subject).isEmpty {
            // A subject records its site from its initializer's file and line parameters;
            // without them, recorded here as the initializer would, so that what is checked
            // is the trace.
            _recordAssembly(subject, "PublishSubject", #fileID, subjectLine)
        }
        var failure: Swift.Error?
        let mapLine: UInt = #line + 1
        let chain = subject.map { "\($0)" }
        let subscribeLine: UInt = #line + 1
        let subscription = chain.subscribe(onError: { failure = $0 })
        subject.onError(FeedError(page: 9))

        XCTAssertEqual(
            trace(of: failure),
            [here("PublishSubject", subjectLine), here("map", mapLine), here("subscribe", subscribeLine)])
        subscription.dispose()
    }

    func testAThrowingMapIsWhereTheErrorIsRaised() {
        let line: UInt = #line + 1
        let chain = Observable.just(10).map { _ -> String in throw FeedError(page: 10) }
        let error = failure(of: chain)

        XCTAssertEqual(trace(of: error), [here("map", line), here("subscribe", line + 1)])
    }

    func testCheckpointsAreListedWithTheirLabels() {
        let line: UInt = #line + 1
        let chain = Observable.just(11)
            .flatMap { FeedLoader.failingPage($0).checkpoint("decoding page") }
            .checkpoint("loading feed")
        let error = failure(of: chain)

        XCTAssertEqual(
            trace(of: error),
            FeedLoader.failingPageSites + [
                here("checkpoint(\"decoding page\")", line + 1), here("flatMap", line + 1),
                here("checkpoint(\"loading feed\")", line + 2), here("subscribe", line + 3),
            ])
    }

    // MARK: The identity of an error

    /// An error of a type that is not one word (a payload-free enum, a struct with a
    /// `String`): its trace is kept by the error's box, whatever the size of its value.
    func testErrorsOfAnySizeAreTraced() {
        enum Empty: Swift.Error { case failed }
        struct Described: Swift.Error {
            let message: String
            let code: Int
        }
        let line: UInt = #line + 1
        let empty = Observable.just(1).map { _ -> String in throw Empty.failed }
        let described = Observable.just(1).map { _ -> String in throw Described(message: "x", code: 1) }
        let emptyError = failure(of: empty)
        let describedError = failure(of: described)

        XCTAssertEqual(trace(of: emptyError), [here("map", line), here("subscribe", line + 2)])
        XCTAssertEqual(trace(of: describedError), [here("map", line + 1), here("subscribe", line + 3)])
    }

    /// Two errors that are equal values are still two errors, each with its own trace.
    func testEqualErrorsRaisedApartKeepTheirOwnTraces() {
        let line: UInt = #line + 1
        let first = Observable.just(1).map { _ -> String in throw FeedError(page: 1) }
        let second = Observable.just(1).map { _ -> String in throw FeedError(page: 1) }
        let firstError = failure(of: first)
        let secondError = failure(of: second)

        XCTAssertEqual(trace(of: firstError), [here("map", line), here("subscribe", line + 2)])
        XCTAssertEqual(trace(of: secondError), [here("map", line + 1), here("subscribe", line + 3)])
    }

    // MARK: Across threads

    func testObserveOnAnotherThreadKeepsTheTrace() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ErrorTraceTests.observeOn")
        let failed = expectation(description: "the chain fails on the scheduler's queue")
        let received = Collected<Swift.Error>()
        let line: UInt = #line + 1
        let chain = Observable.just(12).flatMap { FeedLoader.failingPage($0) }
            .observe(on: scheduler)
        let subscription = chain.subscribe(onError: {
            received.append($0)
            failed.fulfill()
        })
        wait(for: [failed], timeout: 5)

        XCTAssertEqual(
            trace(of: received.values.first),
            FeedLoader.failingPageSites + [
                here("flatMap", line), here("observe(on:)", line + 1), here("subscribe", line + 2),
            ])
        subscription.dispose()
    }

    func testSubscribeOnAnotherThreadKeepsTheTrace() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ErrorTraceTests.subscribeOn")
        let failed = expectation(description: "the chain fails on the scheduler's queue")
        let received = Collected<Swift.Error>()
        let line: UInt = #line + 1
        let chain = Observable.just(13).flatMap { FeedLoader.failingPage($0) }
            .subscribe(on: scheduler)
        let subscription = chain.subscribe(onError: {
            received.append($0)
            failed.fulfill()
        })
        wait(for: [failed], timeout: 5)

        XCTAssertEqual(
            trace(of: received.values.first),
            FeedLoader.failingPageSites + [
                here("flatMap", line), here("subscribe(on:)", line + 1), here("subscribe", line + 2),
            ])
        subscription.dispose()
    }

    // MARK: Reports

    func testTheUnhandledErrorReportListsTheSites() {
        let line: UInt = #line + 1
        let chain = Observable.just(14).flatMap { FeedLoader.failingPage($0) }
        var unhandled: [Swift.Error] = []
        unhandled = captureUnhandledErrors {
            chain.subscribe(onNext: { _ in }).dispose()
        }
        guard let error = unhandled.first else {
            return XCTFail("no unhandled error")
        }

        let report = Hooks.unhandledErrorReport(error, callStack: [])
        let sites = FeedLoader.failingPageSites + [here("flatMap", line), here("subscribe", line + 3)]
        XCTAssertEqual(
            report,
            "Unhandled error happened: \(error)\n" + "the error passed, where it was raised first:\n"
                + sites.map { "    \($0)\n" }.joined())
    }

    func testNothingIsRecordedWithTrackingOff() {
        AssemblyTracking.isEnabled = false
        let chain = Observable.just(15).flatMap { FeedLoader.failingPage($0) }.checkpoint("off")
        var events: [String] = []
        var failure: Swift.Error?
        let subscription = chain.subscribe(onNext: { events.append($0) }, onError: { failure = $0 })

        XCTAssertEqual(failure as? FeedError, FeedError(page: 15))
        XCTAssertEqual(events, [])
        XCTAssertEqual(trace(of: failure), [])
        XCTAssertEqual(AssemblyTracking.sites(of: chain), [])
        XCTAssertNil(AssemblyTracking.graph(of: subscription))
        if let failure {
            XCTAssertEqual(
                Hooks.unhandledErrorReport(failure, callStack: []), "Unhandled error happened: \(failure)\n")
        }
        subscription.dispose()
    }
}
