extension ObservableType {
    /// A sequence that fails at once with `error`.
    @inlinable public static func error(
        _ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("error", file, line) {
            Producer(error, entersTrampoline: false) { producer, observer, _ in
                observer.on(.error(producer._state))
            }
        }
    }

    /// `error(_:)` as a function value (`flatMap(Observable.error)`), which cannot
    /// supply the defaults of `error(_:file:line:)`; a call chooses that one, which
    /// records its site.
    @_disfavoredOverload @inlinable public static func error(_ error: Swift.Error) -> Observable<Element> {
        Self.error(error, file: "", line: 0)
    }
}
