extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: If it throws, the sequence fails with that error.
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // A fused stage (`FusedStages.swift`).
        _FusedState.make(_FusedState(after: asObservable(), kind: .filter, predicate: predicate))
    }
}
