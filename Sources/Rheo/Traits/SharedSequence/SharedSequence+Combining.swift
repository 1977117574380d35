extension SharedSequence {
    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Sends the elements of each shared sequence of `sequence` in turn, subscribing the
    /// next when the previous completes.
    ///
    /// - Parameter sequence: The shared sequences, in order.
    /// - Returns: The concatenated shared sequence.
    @inlinable public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Sends the elements of each shared sequence of `collection` in turn, subscribing the
    /// next when the previous completes.
    ///
    /// - Parameter collection: The shared sequences, in order.
    /// - Returns: The concatenated shared sequence.
    @inlinable public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Combines the elements of the shared sequences of `collection` with
    /// `resultSelector`, one element of each per result, in order.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - resultSelector: Forms a result from one element of each, in the collection's
    ///     order. It cannot throw (RxCocoa's can, which would fail a shared sequence).
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the elements of the shared sequences of `collection` into arrays, one
    /// element of each per array, in order.
    ///
    /// - Parameter collection: The shared sequences.
    /// - Returns: The shared sequence of arrays.
    @inlinable public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable<Element>.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of the shared sequences of `collection` with
    /// `resultSelector`, each time one of them sends, once all have sent.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - resultSelector: Forms a result from the latest element of each, in the
    ///     collection's order. It cannot throw.
    /// - Returns: The shared sequence of results.
    @inlinable public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable<Result>.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of the shared sequences of `collection` into arrays,
    /// each time one of them sends, once all have sent.
    ///
    /// - Parameter collection: The shared sequences.
    /// - Returns: The shared sequence of arrays.
    @inlinable public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable<Element>.combineLatest(collection.map { $0.asObservable() }))
    }
}
