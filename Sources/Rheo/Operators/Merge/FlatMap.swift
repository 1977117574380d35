extension ObservableType {
    /// Maps each element to a sequence and merges the elements of all those sequences, as
    /// they arrive.
    ///
    /// Each inner sequence is subscribed as soon as its element arrives; none is dropped or
    /// queued. The result completes when the source and every inner have completed; the
    /// first error (from the source, an inner, or `selector`) is passed on at once and
    /// disposes every subscription. The source's subscription is disposed as soon as the
    /// source completes.
    ///
    /// Inners may send from different threads at once: their events are serialized without
    /// a lock held while the observer runs (queue-drain), so the observer receives one event
    /// at a time. An inner event that arrives while nobody else is delivering is delivered
    /// in place, without allocating.
    ///
    /// - Parameters:
    ///   - selector: Maps an element to its inner sequence; called on the source's
    ///     thread. If it throws, the result fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged sequence of the inner sequences' elements.
    @inlinable public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Source.Element> {
        _assemble("flatMap", file, line) {
            _merge(limit: Int.max, dropsWhenBusy: false, selector: selector)
        }
    }
}
