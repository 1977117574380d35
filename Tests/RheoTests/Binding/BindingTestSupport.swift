/// A value handed to another thread in a test, where the test itself keeps the accesses
/// apart (a semaphore or a join orders them).
final class SendableBox<Value>: @unchecked Sendable {
    var value: Value?

    init(_ value: Value) {
        self.value = value
    }
}
