extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// - Parameters:
    ///   - predicate: If it throws, the sequence fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func filter(
        _ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("filter", file, line) {
            // A fused stage (`FusedStages.swift`).
            _FusedState.make(_FusedState(after: asObservable(), kind: .filter, predicate: predicate))
        }
    }
}
