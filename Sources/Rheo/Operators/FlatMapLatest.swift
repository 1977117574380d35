extension ObservableType {
    /// Maps each element to a sequence and passes on the elements of the most recent one
    /// only.
    ///
    /// Each element disposes the previous inner sequence and subscribes the new one. The
    /// result completes when the source has completed and the latest inner has completed
    /// too; an error from the source, from the latest inner or from `selector` is passed on
    /// at once and disposes everything. Events an earlier inner sends after the switch, even
    /// from another thread, are dropped.
    ///
    /// - Parameters:
    ///   - selector: Maps an element to its inner sequence; called on the source's
    ///     thread. If it throws, the result fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The elements of the latest inner sequence.
    @inlinable public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Source.Element> {
        _assemble("flatMapLatest", file, line) {
            _switchLatest(selector)
        }
    }
}
