import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Reactive where Base: URLSession {
    /// The HTTP response and body of `request`, as RxCocoa's `response(request:)`.
    ///
    /// The request is made when the sequence is subscribed, once per subscription, not when
    /// this method is called. The sequence delivers the response and its body and completes,
    /// whatever the status code; it fails with the session's error when the request fails
    /// (no connection, a timeout, ...), with `RxCocoaURLError.nonHTTPResponse` when the
    /// response is not HTTP, and with `RxCocoaURLError.unknown` when there is neither a
    /// response nor an error.
    ///
    /// Disposing the subscription cancels the `URLSessionTask`, and whatever the task ends
    /// with afterwards (the cancellation error, or a response that was already on its way)
    /// is not delivered. Events are delivered on the session's delegate queue; a delivery
    /// that has begun there when `dispose()` is called on another thread may still finish.
    /// `Logging.URLRequests` is asked when the request starts and again when it ends, as in
    /// RxCocoa; the second answer decides whether the request and its outcome are printed.
    ///
    /// - Parameters:
    ///   - request: The request to make.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A sequence of one response and its body.
    public func response(
        request: URLRequest, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<(response: HTTPURLResponse, data: Data)> {
        _assemble("response(request:)", file, line) {
            let session: URLSession = base
            return Observable.create { observer in
                let start: Date? = Logging.URLRequests(request) ? Date() : nil
                // What has happened to the task, under one lock: disposal sets `.disposed` before
                // it cancels the task, so a completion handler that starts after it, on the
                // delegate queue, delivers nothing (docs/Contracts.md rule 4); the completion
                // handler sets `.finished`, so a disposal after it does not cancel a task that
                // has already ended. Cancelling such a task (which the completion's own disposal
                // would otherwise do, from inside the handler) races the session's removal of the
                // task on swift-corelibs-foundation and can trap there. The observer is called
                // after the lock is released (rule 2).
                let state = LockedValue(URLTaskState.running)
                // Unchecked: the observer `create` gives is safe to call from any thread (its stop
                // flag is atomic); the response and data it is given are handed over by the
                // session and not touched again here.
                let sendableObserver = UncheckedSendable(observer)
                let task = session.dataTask(with: request) { data, response, error in
                    // Asked again when the request ends, as RxCocoa does; the time is counted
                    // from the start only if the first answer was yes.
                    if Logging.URLRequests(request) {
                        print(curlCommand(for: request))
                        print(outcomeDescription(response: response, error: error, since: start ?? Date()))
                    }
                    let wasDisposed = state.withLock { state -> Bool in
                        if state == .disposed { return true }
                        state = .finished
                        return false
                    }
                    if wasDisposed {
                        return
                    }
                    let observer = sendableObserver.value
                    guard let response, let data else {
                        observer.on(.error(error ?? RxCocoaURLError.unknown))
                        return
                    }
                    guard let httpResponse = response as? HTTPURLResponse else {
                        observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                        return
                    }
                    observer.on(.next((response: httpResponse, data: data)))
                    observer.on(.completed)
                }
                task.resume()
                return Disposables.create {
                    let wasRunning = state.withLock { state -> Bool in
                        let wasRunning = state == .running
                        state = .disposed
                        return wasRunning
                    }
                    if wasRunning {
                        task.cancel()
                    }
                }
            }
        }
    }

    /// The body of the response to `request`, as RxCocoa's `data(request:)`.
    ///
    /// The request is made when the sequence is subscribed, once per subscription. The
    /// sequence fails with `RxCocoaURLError.httpRequestFailed(response:data:)`, carrying the
    /// response and its body, when the status code is not in `200 ..< 300`, and as
    /// `response(request:)` otherwise. Disposing the subscription cancels the request.
    ///
    /// - Parameters:
    ///   - request: The request to make.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A sequence of one body.
    public func data(request: URLRequest, file: StaticString = #fileID, line: UInt = #line) -> Observable<Data> {
        _assemble("data(request:)", file, line) {
            response(request: request, file: file, line: line).map(
                { response, data in
                    guard 200..<300 ~= response.statusCode else {
                        throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
                    }
                    return data
                }, file: file, line: line)
        }
    }

    /// The response to `request`, deserialized with `JSONSerialization`, as RxCocoa's
    /// `json(request:options:)`.
    ///
    /// The sequence fails with `RxCocoaURLError.deserializationError(error:)` when the body
    /// is not valid JSON, and as `data(request:)` otherwise. Disposing the subscription
    /// cancels the request.
    ///
    /// - Parameters:
    ///   - request: The request to make.
    ///   - options: The options given to `JSONSerialization.jsonObject(with:options:)`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A sequence of one JSON value (`[String: Any]`, `[Any]`, `String`,
    ///   `NSNumber` or `NSNull`).
    public func json(
        request: URLRequest, options: JSONSerialization.ReadingOptions = [], file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Any> {
        _assemble("json(request:)", file, line) {
            data(request: request, file: file, line: line).map(
                { data -> Any in
                    do {
                        return try JSONSerialization.jsonObject(with: data, options: options)
                    } catch {
                        throw RxCocoaURLError.deserializationError(error: error)
                    }
                }, file: file, line: line)
        }
    }

    /// The response to a GET request for `url`, deserialized with `JSONSerialization`, as
    /// RxCocoa's `json(url:)`.
    ///
    /// The same as `json(request: URLRequest(url: url))`.
    ///
    /// - Parameters:
    ///   - url: The URL to get.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A sequence of one JSON value.
    public func json(url: Foundation.URL, file: StaticString = #fileID, line: UInt = #line) -> Observable<Any> {
        _assemble("json(url:)", file, line) {
            json(request: URLRequest(url: url), file: file, line: line)
        }
    }
}

// MARK: - Logging

/// `request` as a `curl` command line that repeats it, for `Logging.URLRequests`.
func curlCommand(for request: URLRequest) -> String {
    let method = request.httpMethod ?? "GET"
    var command = "curl -X \(method) "
    if method == "POST", let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
        command += "-d \"\(quotedForShell(text))\" "
    }
    let headers = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
    for (name, value) in headers {
        command += "\n    -H \"\(quotedForShell(name)): \(quotedForShell(value))\" "
    }
    command += "\n\"\(quotedForShell(request.url?.absoluteString ?? "<unknown url>"))\" -i -v"
    return command
}

/// A one-line summary of how a request ended, for `Logging.URLRequests`.
func outcomeDescription(response: URLResponse?, error: Swift.Error?, since start: Date) -> String {
    let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
    if let response = response as? HTTPURLResponse {
        let outcome = 200..<300 ~= response.statusCode ? "Success" : "Failure"
        return "\(outcome) (\(milliseconds)ms): Status \(response.statusCode)"
    }
    if let error {
        let error = error as NSError
        if error.domain == NSURLErrorDomain, error.code == NSURLErrorCancelled {
            return "Canceled (\(milliseconds)ms)"
        }
        return "Failure (\(milliseconds)ms): NSError > \(error)"
    }
    return "<Unhandled response from server>"
}

/// `text` with its double quotes escaped, to sit between double quotes in a shell command.
private func quotedForShell(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "\\\"")
}

/// Where one `URLSession.rx` request is: its task running, its completion handler started, or
/// its subscription disposed (whichever of the last two came first).
private enum URLTaskState: Sendable {
    case running
    case finished
    case disposed
}
