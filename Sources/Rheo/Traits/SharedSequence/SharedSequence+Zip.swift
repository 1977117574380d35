// `zip` of a collection of shared sequences. A result selector may throw, as RxCocoa's
// may; a shared sequence cannot fail, so the error is reported and the sequence completes
// (`_completingOnError`). The forms of two to eight sources are generated:
// SharedSequence+Zip+Arity.swift.

extension SharedSequence {
    /// Combines the elements of the shared sequences of `collection` with
    /// `resultSelector`, one element of each per result, in order.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - resultSelector: Forms a result from one element of each, in the collection's
    ///     order. If it throws, the error goes to `Hooks.defaultErrorHandler` and the
    ///     sequence completes (a shared sequence cannot fail; RxCocoa passes the error on
    ///     to the subscriber).
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            _completingOnError(
                Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)))
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
