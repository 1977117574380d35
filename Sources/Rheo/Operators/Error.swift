extension ObservableType {
    /// A sequence that fails at once with `error`.
    @inlinable public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer(error, entersTrampoline: false) { producer, observer, _ in
            observer.on(.error(producer._state))
        }
    }
}
