extension ObservableType {
    /// A sequence that never emits anything, not even a terminal event.
    @inlinable public static func never(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        _assemble("never", file, line) {
            Producer((), entersTrampoline: false) { _, _, _ in }
        }
    }
}
