import Foundation

/// A small HTTP/1.1 server on 127.0.0.1, on a port the system picks, for tests.
///
/// It serves one request per connection with a canned response per path, always with
/// `Content-Length` and `Connection: close`. A `HeldResponse` route keeps its connection
/// open without answering until the test releases it, and reports whether the client closed
/// the connection meanwhile: that is how a test sees a request cancelled. Each connection is
/// served on a thread of its own; `stop()`, which every test must call, ends the accept loop
/// and waits for them.
final class LoopbackHTTPServer: @unchecked Sendable {
    // @unchecked: `routes` and `port` never change after `init`; `requests` and `stopping`
    // are only touched under `lock`.

    /// A canned response.
    struct Response: Sendable {
        var status: Int
        var reason: String
        var headers: [(name: String, value: String)]
        var body: Data

        /// A response with a UTF-8 body.
        static func text(
            _ status: Int, _ reason: String, _ body: String, contentType: String = "text/plain"
        )
            -> Response
        {
            Response(
                status: status, reason: reason, headers: [("Content-Type", contentType)], body: Data(body.utf8))
        }
    }

    /// A response the server sends only after the test calls `release`.
    final class HeldResponse: Sendable {
        /// What is sent once released.
        let response: Response
        /// Signalled when the request has been read.
        let requestReceived = DispatchSemaphore(value: 0)
        /// Signalled when the client closes the connection before the response is released.
        let clientClosedConnection = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)

        init(_ response: Response) {
            self.response = response
        }

        /// Lets the server send the response (or give up if the client has gone).
        func release() {
            released.signal()
        }

        fileprivate func waitForRelease() {
            _ = released.wait(timeout: .now() + LoopbackHTTPServer.ioTimeout)
        }
    }

    /// What the server does for a path.
    enum Route: Sendable {
        case respond(Response)
        case hold(HeldResponse)
    }

    /// A request as the server read it.
    struct Request: Equatable, Sendable {
        var method: String
        var path: String
    }

    /// The port the server listens on.
    let port: UInt16

    /// How long any blocking step of the server waits at most, so a broken test cannot hang it.
    static let ioTimeout: TimeInterval = 30

    private let listener: Int32
    private let routes: [String: Route]
    private let lock = NSLock()
    private var stopping = false
    private var received: [Request] = []
    private let connections = DispatchGroup()
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    /// Starts a server answering `routes` (keyed by path, without query); other paths get
    /// a 404.
    init(routes: [String: Route]) throws {
        self.routes = routes
        let socket = try makeLoopbackSocket()
        guard listen(socket, 16) == 0 else {
            let error = socketError("listen")
            close(socket)
            throw error
        }
        listener = socket
        port = try boundPort(of: socket)
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LoopbackHTTPServer accept"
        thread.start()
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// The requests read so far, in order.
    var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// Stops accepting, and waits for the connections being served to end.
    func stop() {
        lock.lock()
        let alreadyStopping = stopping
        stopping = true
        lock.unlock()
        if alreadyStopping { return }
        // `close` does not wake a thread blocked in `accept` on Linux; a connection does.
        if let waker = try? makeLoopbackSocket(bind: false) {
            var address = loopbackAddress(port: port)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(waker, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            _ = acceptLoopEnded.wait(timeout: .now() + Self.ioTimeout)
            close(waker)
        }
        close(listener)
        _ = connections.wait(timeout: .now() + Self.ioTimeout)
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    private func acceptLoop() {
        defer { acceptLoopEnded.signal() }
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            if isStopping {
                close(connection)
                return
            }
            configure(connection)
            connections.enter()
            let thread = Thread { [self] in
                serve(connection)
                close(connection)
                connections.leave()
            }
            thread.name = "LoopbackHTTPServer connection"
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = readRequest(from: connection) else { return }
        lock.lock()
        received.append(request)
        lock.unlock()
        switch routes[request.path] {
        case .respond(let response):
            write(response, to: connection)
        case .hold(let held):
            held.requestReceived.signal()
            if waitForClientToClose(connection) {
                held.clientClosedConnection.signal()
            }
            held.waitForRelease()
            write(held.response, to: connection)
        case nil:
            write(.text(404, "Not Found", "no route for \(request.path)"), to: connection)
        }
    }

    /// Reads the request line and headers (the tests send no bodies).
    private func readRequest(from connection: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let endOfHeaders: [UInt8] = Array("\r\n\r\n".utf8)
        while bytes.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
            if bytes.containsSlice(endOfHeaders) { break }
        }
        guard let head = String(bytes: bytes, encoding: .utf8),
            let requestLine = head.split(separator: "\r\n").first
        else { return nil }
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3 else { return nil }
        let target = parts[1]
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? target
        return Request(method: String(parts[0]), path: String(path))
    }

    /// Blocks until the client closes the connection (true) or the wait times out (false).
    private func waitForClientToClose(_ connection: Int32) -> Bool {
        var byte: UInt8 = 0
        while true {
            let count = recv(connection, &byte, 1, 0)
            if count == 0 { return true }
            if count < 0 {
                if errno == EINTR { continue }
                return errno == ECONNRESET
            }
            // The client sent more bytes: keep waiting for it to close.
        }
    }

    private func write(_ response: Response, to connection: Int32) {
        var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
        for header in response.headers {
            head += "\(header.name): \(header.value)\r\n"
        }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        var message = Data(head.utf8)
        message.append(response.body)
        message.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let sent = send(connection, bytes.baseAddress! + offset, bytes.count - offset, socketSendFlags)
                if sent < 0, errno == EINTR { continue }
                // The client has gone (a cancelled request): nothing more to do.
                guard sent > 0 else { return }
                offset += sent
            }
        }
        shutdown(connection, Int32(SHUT_WR))
        // Wait for the client to close its side, so that closing ours cannot reset the
        // connection before the client has read the response.
        _ = waitForClientToClose(connection)
    }
}

/// A port on 127.0.0.1 that refuses connections: a socket bound to it that never listens,
/// which also keeps any other process from taking the port while the test runs.
final class RefusingLoopbackPort {
    /// The port.
    let port: UInt16
    private let socket: Int32

    init() throws {
        socket = try makeLoopbackSocket()
        port = try boundPort(of: socket)
    }

    /// The URL of `path` on this port.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    deinit {
        close(socket)
    }
}

/// The error `errno` holds, naming the call that failed.
private func socketError(_ call: String) -> Error {
    NSError(
        domain: NSPOSIXErrorDomain, code: Int(errno),
        userInfo: [NSLocalizedDescriptionKey: "\(call) failed: \(String(cString: strerror(errno)))"])
}

/// A TCP socket, bound to 127.0.0.1 on a port the system picks unless `bind` is false.
private func makeLoopbackSocket(bind shouldBind: Bool = true) throws -> Int32 {
    let fd = socket(AF_INET, streamSocketType, 0)
    guard fd >= 0 else { throw socketError("socket") }
    configure(fd)
    guard shouldBind else { return fd }
    var address = loopbackAddress(port: 0)
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard result == 0 else {
        let error = socketError("bind")
        close(fd)
        throw error
    }
    return fd
}

/// Bounds every blocking receive, and where a socket option does it (Apple platforms) turns
/// SIGPIPE into an error.
private func configure(_ fd: Int32) {
    var timeout = timeval(tv_sec: Int(LoopbackHTTPServer.ioTimeout), tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    if let option = socketNoSIGPIPEOption {
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, option, &on, socklen_t(MemoryLayout<Int32>.size))
    }
}

private func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    if let field = socketAddressLengthField {
        address[keyPath: field] = UInt8(MemoryLayout<sockaddr_in>.size)
    }
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
}

private func boundPort(of fd: Int32) throws -> UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard result == 0 else { throw socketError("getsockname") }
    return UInt16(bigEndian: address.sin_port)
}

extension Collection where Element: Equatable {
    /// Whether `slice` occurs in the collection as consecutive elements.
    fileprivate func containsSlice(_ slice: [Element]) -> Bool {
        guard count >= slice.count else { return false }
        var start = startIndex
        while distance(from: start, to: endIndex) >= slice.count {
            if zip(self[start...], slice).allSatisfy({ $0 == $1 }) { return true }
            start = index(after: start)
        }
        return false
    }
}
