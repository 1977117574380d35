/// A value recorded at a virtual time, as RxTest's `Recorded`.
///
/// Test observables are created from `Recorded<Event<Element>>` values, and
/// `TestableObserver.events` records what an observer received the same way. Build them
/// with `.next(time, element)`, `.error(time, error)` and `.completed(time)`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time of the record.
    public let time: TestTime

    /// The recorded value.
    public let value: Value

    /// Records `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// The value and its time, as `next(1) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}
