extension ObservableType {
    /// Calls `observableFactory` for every subscription and subscribes to what it returns.
    ///
    /// - Parameters:
    ///   - observableFactory: If it throws, the subscriber receives the error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> {
        _assemble("deferred", file, line) {
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
}
