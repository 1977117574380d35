import Foundation

/// A flag set once, from any thread: for tests that check that something happened (an
/// action ran, an object was released) on another thread.
public final class Marker: @unchecked Sendable {
    // @unchecked: the flag is only touched under `lock`.
    private let lock = NSLock()
    private var value = false

    /// Creates an unset marker.
    public init() {}

    /// Sets the marker.
    public func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    /// Whether `set()` has been called.
    public var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
