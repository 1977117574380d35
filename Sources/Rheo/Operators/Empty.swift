extension ObservableType {
    /// A sequence that completes at once, with no elements.
    @inlinable public static func empty(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        _assemble("empty", file, line) {
            Producer((), entersTrampoline: false) { _, observer, _ in
                observer.on(.completed)
            }
        }
    }
}
