import Foundation
import RheoCocoa
import RheoTestSupport
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.rx` against a real HTTP server on the loopback interface.
final class URLSessionRxTests: RheoTestCase {
    private var server: LoopbackHTTPServer!
    private var session: URLSession!
    private var previousLogging: Logging.LogURLRequest!
    private let held = LoopbackHTTPServer.HeldResponse(.text(200, "OK", "too late"))

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try LoopbackHTTPServer(routes: [
            "/hello": .respond(
                LoopbackHTTPServer.Response(
                    status: 200, reason: "OK", headers: [("Content-Type", "text/plain"), ("X-Rheo", "yes")],
                    body: Data("hello".utf8))),
            "/json": .respond(.text(200, "OK", #"{"name": "rheo", "count": 2}"#, contentType: "application/json")),
            "/malformed": .respond(.text(200, "OK", #"{"name": "rheo", "#, contentType: "application/json")),
            "/missing": .respond(.text(404, "Not Found", "nothing here")),
            "/broken": .respond(.text(500, "Internal Server Error", #"{"error": true}"#)),
            "/edge-299": .respond(.text(299, "Edge", "still a success")),
            "/edge-300": .respond(.text(300, "Multiple Choices", "not a success")),
            "/held": .hold(held),
        ])
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
        // The default logs every request in debug builds; these tests print nothing unless
        // they turn logging on themselves.
        previousLogging = Logging.URLRequests
        Logging.URLRequests = { _ in false }
    }

    override func tearDown() {
        Logging.URLRequests = previousLogging
        held.release()
        // Not `invalidateAndCancel()`: on swift-corelibs-foundation it reads the session's
        // task registry on the calling thread while the delegate queue may still be removing a
        // finished task from it on the session's work queue, and traps when the two race
        // (seen in CI at `testDisposingAfterCompletionIsHarmless`). Every task has ended or
        // been cancelled by now; `finishTasksAndInvalidate()` does its work on the work queue.
        session.finishTasksAndInvalidate()
        server.stop()
        super.tearDown()
    }

    private func request(_ path: String) -> URLRequest {
        var request = URLRequest(url: server.url(path))
        request.timeoutInterval = 30
        return request
    }

    // MARK: - Success

    func testResponseDeliversTheStatusHeadersAndBodyThenCompletes() throws {
        let events = collectEvents(session.rx.response(request: request("/hello")))

        XCTAssertEqual(events.count, 2)
        let element = try XCTUnwrap(events.first?.element)
        XCTAssertEqual(element.response.statusCode, 200)
        XCTAssertEqual(element.response.value(forHTTPHeaderField: "X-Rheo"), "yes")
        XCTAssertEqual(element.response.url?.path, "/hello")
        XCTAssertEqual(String(decoding: element.data, as: UTF8.self), "hello")
        XCTAssertTrue(events.last?.isCompleted ?? false)
        XCTAssertEqual(server.requests, [.init(method: "GET", path: "/hello")])
    }

    func testResponseElementIsALabelledTupleAsInRxCocoa() throws {
        let events = collectEvents(session.rx.response(request: request("/hello")))

        let (response, data) = try XCTUnwrap(events.first?.element)
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(data, Data("hello".utf8))
    }

    func testDataDeliversTheBodyThenCompletes() {
        let events = collectEvents(session.rx.data(request: request("/hello")))

        XCTAssertEqual(events.compactMap(\.element), [Data("hello".utf8)])
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testDataTreats299AsSuccess() {
        let events = collectEvents(session.rx.data(request: request("/edge-299")))

        XCTAssertEqual(events.compactMap(\.element), [Data("still a success".utf8)])
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testJSONRequestDeserializesTheBody() throws {
        let events = collectEvents(session.rx.json(request: request("/json")))

        XCTAssertEqual(events.count, 2)
        let object = try XCTUnwrap(events.first?.element as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "rheo")
        XCTAssertEqual(object["count"] as? Int, 2)
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testJSONRequestPassesItsOptionsToJSONSerialization() throws {
        // `mutableContainers` makes the dictionary mutable; the default does not ask for it.
        let events = collectEvents(session.rx.json(request: request("/json"), options: [.mutableContainers]))

        let object = try XCTUnwrap(events.first?.element)
        XCTAssertNotNil(object as? NSMutableDictionary)
    }

    func testJSONURLMakesAGetRequest() throws {
        let events = collectEvents(session.rx.json(url: server.url("/json")))

        let object = try XCTUnwrap(events.first?.element as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "rheo")
        XCTAssertEqual(server.requests, [.init(method: "GET", path: "/json")])
    }

    func testEachSubscriptionMakesItsOwnRequestAndNoneBeforeIt() {
        let hello = session.rx.data(request: request("/hello"))
        // A request to another path, completed, shows that creating `hello` sent nothing.
        _ = collectEvents(session.rx.data(request: request("/json")))
        XCTAssertEqual(server.requests.map(\.path), ["/json"])

        _ = collectEvents(hello)
        _ = collectEvents(hello)

        XCTAssertEqual(server.requests.map(\.path), ["/json", "/hello", "/hello"])
    }

    // MARK: - Status codes outside 200..<300

    func testResponseDeliversANon2xxResponseAndItsBody() throws {
        let events = collectEvents(session.rx.response(request: request("/missing")))

        let element = try XCTUnwrap(events.first?.element)
        XCTAssertEqual(element.response.statusCode, 404)
        XCTAssertEqual(String(decoding: element.data, as: UTF8.self), "nothing here")
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testDataFailsWithHTTPRequestFailedCarryingTheStatusAndBody() throws {
        let events = collectEvents(session.rx.data(request: request("/missing")))

        XCTAssertEqual(events.count, 1)
        guard case .httpRequestFailed(let response, let data) = try XCTUnwrap(events.last?.error as? RxCocoaURLError)
        else {
            return XCTFail("expected httpRequestFailed, got \(events)")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data, Data("nothing here".utf8))
    }

    func testDataFailsFor300AndFor500() throws {
        for (path, status) in [("/edge-300", 300), ("/broken", 500)] {
            let events = collectEvents(session.rx.data(request: request(path)))

            let error = try XCTUnwrap(events.last?.error as? RxCocoaURLError, path)
            guard case .httpRequestFailed(let response, _) = error else {
                return XCTFail("expected httpRequestFailed for \(path), got \(error)")
            }
            XCTAssertEqual(response.statusCode, status)
            XCTAssertEqual(String(describing: error), "HTTP request failed with `\(status)`.")
        }
    }

    func testJSONFailsWithHTTPRequestFailedBeforeParsing() throws {
        // The 500's body is valid JSON: the status decides, not the body.
        let events = collectEvents(session.rx.json(request: request("/broken")))

        guard case .httpRequestFailed(let response, _) = try XCTUnwrap(events.last?.error as? RxCocoaURLError) else {
            return XCTFail("expected httpRequestFailed, got \(events)")
        }
        XCTAssertEqual(response.statusCode, 500)
        XCTAssertEqual(events.count, 1)
    }

    // MARK: - Failures

    func testARefusedConnectionFailsWithTheSessionsError() throws {
        let refusing = try RefusingLoopbackPort()
        let events = collectEvents(session.rx.response(request: URLRequest(url: refusing.url("/hello"))))

        XCTAssertEqual(events.count, 1)
        let error = try XCTUnwrap(events.last?.error)
        XCTAssertFalse(error is RxCocoaURLError, "the session's own error is passed on: \(error)")
        XCTAssertEqual((error as NSError).domain, NSURLErrorDomain)
        XCTAssertEqual((error as NSError).code, NSURLErrorCannotConnectToHost)
    }

    func testMalformedJSONFailsWithDeserializationError() throws {
        let events = collectEvents(session.rx.json(request: request("/malformed")))

        XCTAssertEqual(events.count, 1)
        let error = try XCTUnwrap(events.last?.error as? RxCocoaURLError)
        guard case .deserializationError(let underlying) = error else {
            return XCTFail("expected deserializationError, got \(error)")
        }
        XCTAssertFalse(underlying is RxCocoaURLError)
        XCTAssertTrue(
            String(describing: error).hasPrefix("Error during deserialization of the response: "),
            String(describing: error))
    }

    func testMalformedJSONIsStillDeliveredAsData() {
        let events = collectEvents(session.rx.data(request: request("/malformed")))

        XCTAssertEqual(events.compactMap(\.element), [Data(#"{"name": "rheo", "#.utf8)])
    }

    func testAResponseThatIsNotHTTPFailsWithNonHTTPResponse() throws {
        // A data: URL is answered by Foundation itself with a plain URLResponse.
        let url = try XCTUnwrap(URL(string: "data:text/plain;charset=utf-8,hello"))
        let events = collectEvents(session.rx.response(request: URLRequest(url: url)))

        XCTAssertEqual(events.count, 1)
        guard case .nonHTTPResponse(let response) = try XCTUnwrap(events.last?.error as? RxCocoaURLError) else {
            return XCTFail("expected nonHTTPResponse, got \(events)")
        }
        XCTAssertFalse(response is HTTPURLResponse)
    }

    // MARK: - Cancellation

    func testDisposingCancelsTheRequestAndDeliversNothing() {
        let recorder = RecordingObserver<Data>()
        let subscription = session.rx.data(request: request("/held")).subscribe(recorder)
        XCTAssertEqual(held.requestReceived.wait(timeout: .now() + 20), .success, "the request reached the server")

        subscription.dispose()

        // The server still holds the response: only a cancelled task closes the connection.
        XCTAssertEqual(held.clientClosedConnection.wait(timeout: .now() + 20), .success, "the task was cancelled")
        held.release()
        // The cancelled task's completion handler is queued on the session's delegate queue
        // when the task is cancelled, before this later request completes.
        _ = collectEvents(session.rx.data(request: request("/hello")))
        XCTAssertEqual(recorder.events.count, 0, "delivered after dispose: \(recorder.events)")
    }

    func testDisposingWhileResponsesArriveKeepsTheGrammar() {
        // Each subscription is disposed at once, racing its own response on the delegate
        // queue (a race for the thread sanitizer to watch). A delivery already under way on
        // the delegate queue may finish after `dispose()` (docs/Contracts.md, G2), so what
        // arrives is any prefix of the whole answer, never more and never out of order.
        let recorders = (0..<20).map { _ in RecordingObserver<Data>() }
        for recorder in recorders {
            session.rx.data(request: request("/hello")).subscribe(recorder).dispose()
        }
        // Queued after the completion handlers of the tasks cancelled above.
        _ = collectEvents(session.rx.data(request: request("/json")))

        for recorder in recorders {
            XCTAssertEqual(recorder.grammarViolations, [])
            XCTAssertLessThanOrEqual(recorder.events.count, 2)
            XCTAssertTrue(recorder.elements.allSatisfy { $0 == Data("hello".utf8) }, "\(recorder.events)")
            XCTAssertNil(recorder.error, "a cancelled request delivers no error: \(recorder.events)")
        }
    }

    func testDisposingAfterCompletionIsHarmless() {
        let recorder = RecordingObserver<Data>()
        let completed = expectation(description: "completed")
        let subscription = session.rx.data(request: request("/hello")).subscribe { event in
            recorder.on(event)
            if event.isCompleted { completed.fulfill() }
        }
        wait(for: [completed], timeout: 20)

        subscription.dispose()
        subscription.dispose()

        XCTAssertEqual(recorder.elements, [Data("hello".utf8)])
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - Logging

    func testLoggingIsAskedWhenEachRequestStartsAndEnds() {
        let asked = Collected<URL?>()
        Logging.URLRequests = { request in
            asked.append(request.url)
            return false
        }

        _ = collectEvents(session.rx.data(request: request("/hello")))

        // As RxCocoa: once when the request starts, once when it ends.
        XCTAssertEqual(asked.values, [server.url("/hello"), server.url("/hello")])
    }

    func testLoggedRequestsStillDeliver() {
        // Prints the request as a curl command and its outcome to standard output.
        Logging.URLRequests = { _ in true }

        let success = collectEvents(session.rx.data(request: request("/hello")))
        let failure = collectEvents(session.rx.data(request: request("/missing")))

        XCTAssertEqual(success.compactMap(\.element), [Data("hello".utf8)])
        XCTAssertNotNil(failure.last?.error as? RxCocoaURLError)
    }

    func testLoggingDefaultsToOnInDebugBuildsOnly() {
        Logging.URLRequests = previousLogging
        #if DEBUG
        XCTAssertTrue(Logging.URLRequests(request("/hello")))
        #else
        XCTAssertFalse(Logging.URLRequests(request("/hello")))
        #endif
    }
}
