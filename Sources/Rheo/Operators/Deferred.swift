extension ObservableType {
    /// Calls `observableFactory` for every subscription and subscribes to what it returns.
    ///
    /// - Parameter observableFactory: If it throws, the subscriber receives the error.
    @inlinable public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer(observableFactory) { producer, observer, lifetime in
            let source: Observable<Element>
            do {
                source = try producer._state()
            } catch {
                observer.on(.error(error))
                return
            }
            source._subscribe(observer, lifetime)
        }
    }
}
