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
            // 5 per inner subscription (the inner range, and what subscribing it builds:
            // 5,013 a run of 1,000 inners measured, 13 of them setup), none per element. As
            // with the batching observe(on:) rows, a fraction per element is written as a run's
            // allowance: 6 per inner plus setup, so one allocation per element, or two more per
            // inner subscription, fails it.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 6 * flattenOuterCount + 32),
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
