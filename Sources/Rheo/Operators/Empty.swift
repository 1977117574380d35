extension ObservableType {
    /// A sequence that completes at once, with no elements.
    @inlinable public static func empty() -> Observable<Element> {
        ImmediateProducer(()) { _, observer, _ in
            observer.on(.completed)
        }
    }
}
