extension SharedSequence {
    /// Sends the elements of each shared sequence of `sequence` in turn, subscribing the
    /// next when the previous completes.
    ///
    /// - Parameters:
    ///   - sequence: The shared sequences, in order.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The concatenated shared sequence.
    @inlinable public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        _assemble("concat", file, line) {
            SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }, file: file, line: line))
        }
    }

    /// Sends the elements of each shared sequence of `collection` in turn, subscribing the
    /// next when the previous completes.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences, in order.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The concatenated shared sequence.
    @inlinable public static func concat<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        _assemble("concat", file, line) {
            SharedSequence(Observable.concat(collection.map { $0.asObservable() }, file: file, line: line))
        }
    }
}
