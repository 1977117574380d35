/// A value the compiler cannot prove `Sendable`, carried across a concurrency boundary.
///
/// Each use says at the point of use why the value is safe there.
struct UncheckedSendable<Value>: @unchecked Sendable {
    // @unchecked: see the type's summary; every construction site justifies itself.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
