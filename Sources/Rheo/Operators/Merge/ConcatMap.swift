extension ObservableType {
    /// Maps each element to a sequence and concatenates those sequences: each one is
    /// subscribed when the previous one has completed, in the order of the source's
    /// elements.
    ///
    /// As in RxSwift, `selector` is called when an element arrives, also while an inner
    /// sequence runs: the inner it returns waits in order for its turn, and a selector
    /// error fails the result at once. The result completes when the source and every
    /// inner have completed; the first error (from the source, an inner, or `selector`) is
    /// passed on at once and disposes everything. Inners are subscribed in a loop, so any
    /// number of inners that complete synchronously run without growing the stack.
    ///
    /// - Parameter selector: Maps an element to its inner sequence. If it throws, the result
    ///   fails with that error.
    /// - Returns: The concatenated elements of the inner sequences.
    @inlinable public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        _merge(limit: 1, dropsWhenBusy: false, selector: selector)
    }
}
