extension SharedSequence {
    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge(
        _ sources: [SharedSequence<SharingStrategy, Element>]
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}
