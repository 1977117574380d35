import Rheo

/// Outer elements of `flatMap.merge`; each one expands to `flattenInnerCount` inner elements.
let flattenOuterCount = 1000 / countDivisor

/// Inner elements per outer element of `flatMap.merge`.
let flattenInnerCount = 1000

/// Rows of the flattening operators.
func flattenRows() -> [Row] {
    [
        Row(
            name: "flatMap.merge",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            target: 8,
            operations: flattenOuterCount * flattenInnerCount,
            // Every inner range sends 0..<flattenInnerCount.
            expectedChecksum: flattenOuterCount * (flattenInnerCount * (flattenInnerCount - 1) / 2),
            body: { flatMapMerge(outer: flattenOuterCount, inner: flattenInnerCount) }
        )
    ]
}

/// `range(0..<outer).flatMap { _ in range(0..<inner) }`, summed in `onNext`.
///
/// Every inner range is synchronous, so each inner element takes the merge's uncontended
/// path: one trip through its queue-drain serializer, without allocating. The chain is
/// built inside the timed region, as a user pays for it.
///
/// - Returns: the sum of the elements `onNext` received.
private func flatMapMerge(outer: Int, inner: Int) -> Int {
    var sum = 0
    let subscription = Observable.range(start: 0, count: outer)
        .flatMap { _ in Observable.range(start: 0, count: inner) }
        .subscribe(onNext: { sum += $0 })
    subscription.dispose()
    return sum
}
