// `zip` of a collection of shared sequences. Result selectors cannot throw: a shared
// sequence never fails. The forms of two to eight sources are generated:
// SharedSequence+Zip+Arity.swift.

extension SharedSequence {
    /// Combines the elements of the shared sequences of `collection` with
    /// `resultSelector`, one element of each per result, in order.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - resultSelector: Forms a result from one element of each, in the collection's
    ///     order. It cannot throw (RxCocoa's can, which would fail a shared sequence).
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the elements of the shared sequences of `collection` into arrays, one
    /// element of each per array, in order.
    ///
    /// - Parameter collection: The shared sequences.
    /// - Returns: The shared sequence of arrays.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable<Element>.zip(collection.map { $0.asObservable() }))
    }
}
