extension ObservableType {
    /// The source's events, or, if the source completes without an element, `other`'s.
    ///
    /// The source is disposed when it completes; `other` is subscribed then, and only if
    /// the source sent no element. An error from the source ends the sequence without
    /// subscribing `other`. Each subscription keeps its own "seen an element" record.
    ///
    /// - Parameter other: The sequence to continue with when the source is empty.
    /// - Returns: The source's elements, or `other`'s if it had none.
    @inlinable public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        asObservable()._switchIfEmpty(other)
    }
}
