/// A value handed to another thread in a test, where the test itself keeps the accesses
/// apart (a semaphore or a join orders them).
final class SendableBox<Value>: @unchecked Sendable {
    // @unchecked: every test orders its accesses (a semaphore or a join) before another thread touches it.
    var value: Value?

    init(_ value: Value) {
        self.value = value
    }
}
