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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result, file: StaticString = #fileID,
        line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        _assemble("zip", file, line) {
            SharedSequence<SharingStrategy, Result>(
                _completingOnError(
                    Observable<Result>.zip(
                        collection.map { $0.asObservable() }, resultSelector: resultSelector, file: file, line: line)))
        }
    }

    /// Combines the elements of the shared sequences of `collection` into arrays, one
    /// element of each per array, in order.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The shared sequence of arrays.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        _assemble("zip", file, line) {
            SharedSequence<SharingStrategy, [Element]>(
                Observable<Element>.zip(collection.map { $0.asObservable() }, file: file, line: line))
        }
    }
}
