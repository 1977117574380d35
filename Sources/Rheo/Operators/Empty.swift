extension ObservableType {
    /// A sequence that completes at once, with no elements.
    @inlinable public static func empty() -> Observable<Element> {
        Producer((), entersTrampoline: false) { _, observer, _ in
            observer.on(.completed)
        }
    }
}
