extension ObservableType {
    /// Maps each element to an `Infallible` and passes on the elements of the most recent
    /// one only, as an `Infallible`, as RxSwift's overload does.
    ///
    /// Chosen over the `Observable` overload when `selector` returns an `Infallible` and
    /// the context does not ask for an `Observable`. The rules are those of the
    /// `Observable` overload. The source itself may still fail, as may a throwing
    /// `selector`: such an error breaks the `Infallible`'s contract, ends it, and its
    /// `subscribe` reports it to `Hooks.defaultErrorHandler`.
    ///
    /// - Parameters:
    ///   - selector: Maps an element to its inner sequence; called on the source's
    ///     thread.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The elements of the latest inner sequence.
    @inlinable public func flatMapLatest<Source: InfallibleType>(
        _ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Source.Element> {
        _assemble("flatMapLatest", file, line) {
            Infallible(raw: _switchLatest(selector))
        }
    }
}
