extension SharedSequence {
    /// Sends the elements of each shared sequence of `sequence` in turn, subscribing the
    /// next when the previous completes.
    ///
    /// - Parameter sequence: The shared sequences, in order.
    /// - Returns: The concatenated shared sequence.
    @inlinable public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Sends the elements of each shared sequence of `collection` in turn, subscribing the
    /// next when the previous completes.
    ///
    /// - Parameter collection: The shared sequences, in order.
    /// - Returns: The concatenated shared sequence.
    @inlinable public static func concat<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}
