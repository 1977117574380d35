extension ObservableType {
    /// Maps an element to a sequence and passes on its elements, ignoring the source's
    /// elements that arrive while that sequence is still running.
    ///
    /// `selector` is called only for the elements that start an inner sequence. The result
    /// completes when the source and the running inner have completed; the first error (from
    /// the source, the inner, or `selector`) is passed on at once and disposes everything.
    ///
    /// - Parameters:
    ///   - selector: Maps an element to its inner sequence; called on the source's
    ///     thread. If it throws, the result fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The elements of the inner sequences that were started.
    @inlinable public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Source.Element> {
        _assemble("flatMapFirst", file, line) {
            _merge(limit: 1, dropsWhenBusy: true, selector: selector)
        }
    }
}
