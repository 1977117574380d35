extension SharedSequence {
    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameters:
    ///   - sources: The shared sequences to merge.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge<Collection: Swift.Collection>(
        _ sources: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        _assemble("merge", file, line) {
            SharedSequence(Observable.merge(sources.map { $0.asObservable() }, file: file, line: line))
        }
    }

    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameters:
    ///   - sources: The shared sequences to merge.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge(
        _ sources: [SharedSequence<SharingStrategy, Element>], file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("merge", file, line) {
            SharedSequence(Observable.merge(sources.map { $0.asObservable() }, file: file, line: line))
        }
    }

    /// Merges the elements of `sources`, as they arrive.
    ///
    /// - Parameters:
    ///   - sources: The shared sequences to merge.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The merged shared sequence; it completes when every source has.
    @inlinable public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        _assemble("merge", file, line) {
            SharedSequence(Observable.merge(sources.map { $0.asObservable() }, file: file, line: line))
        }
    }
}
