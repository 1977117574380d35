/// A value carried across a concurrency boundary that the compiler cannot prove safe.
///
/// Used only where the bridge itself guarantees confinement (a value handed to one task
/// and not touched by the sender afterwards, or an object that is thread-safe by its own
/// design); each use says why at the point of use.
@usableFromInline
struct _UncheckedSendableBox<Value>: @unchecked Sendable {
    // @unchecked: see the type's summary; every construction site justifies itself.
    @usableFromInline let _value: Value

    @inlinable init(_ value: Value) {
        self._value = value
    }
}
