import Foundation

// The loopback server's platform layer: what its sockets do differently on Linux and on
// Apple platforms, as constants, so that `LoopbackHTTPServer` is one text compiled on
// Linux. (Foundation brings the C library on both.) docs/Architecture.md, "Platform
// layer", lists the lines Linux cannot check.
#if canImport(Darwin)
/// Flags for every `send`: none, since `socketNoSIGPIPEOption` covers the socket.
let socketSendFlags: Int32 = 0
/// The socket option that turns SIGPIPE on a closed connection into an error, where the
/// system has one (Darwin's `SO_NOSIGPIPE`); nil where `socketSendFlags` does that.
let socketNoSIGPIPEOption: Int32? = SO_NOSIGPIPE
/// The field of `sockaddr_in` holding its own length, on systems that have one (BSD's).
let socketAddressLengthField: (WritableKeyPath<sockaddr_in, UInt8> & Sendable)? = \sockaddr_in.sin_len
#else
/// Flags for every `send`: `MSG_NOSIGNAL`, which turns SIGPIPE on a closed connection
/// into an error.
let socketSendFlags = Int32(MSG_NOSIGNAL)
/// The socket option that turns SIGPIPE on a closed connection into an error, where the
/// system has one (Darwin's `SO_NOSIGPIPE`); nil where `socketSendFlags` does that.
let socketNoSIGPIPEOption: Int32? = nil
/// The field of `sockaddr_in` holding its own length, on systems that have one (BSD's).
let socketAddressLengthField: (WritableKeyPath<sockaddr_in, UInt8> & Sendable)? = nil
#endif

/// `SOCK_STREAM` as `socket(2)` takes it.
let streamSocketType = socketType(SOCK_STREAM)

/// A socket type as `socket(2)` takes it: Darwin imports the constants as `Int32`.
private func socketType(_ type: Int32) -> Int32 {
    type
}

/// A socket type as `socket(2)` takes it: glibc makes the constants enumerators, which
/// Swift imports as structs. Both overloads compile on Linux, so the call above reads the
/// same on every platform.
private func socketType<SocketType: RawRepresentable>(_ type: SocketType) -> Int32
where SocketType.RawValue: BinaryInteger {
    Int32(type.rawValue)
}
