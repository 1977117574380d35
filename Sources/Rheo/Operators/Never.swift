extension ObservableType {
    /// A sequence that never emits anything, not even a terminal event.
    @inlinable public static func never() -> Observable<Element> {
        Producer((), entersTrampoline: false) { _, _, _ in }
    }
}
