/// Rows that do a scenario's work without Rheo, for the ratio column.
func baselineRows() -> [Row] {
    [
        Row(
            name: "baseline.closure-loop",
            unit: Row.perElement,
            baseline: nil,
            operations: elementCount,
            expectedChecksum: expectedMapFilterSum(count: elementCount),
            body: { closureLoop(count: elementCount) }
        )
    ]
}

/// The floor for `chain.map-filter`: its three closures called in a plain loop.
///
/// The closures reach the loop through `opaque` so each call stays indirect,
/// as it is when the library holds a user's closure; nothing else slows the
/// loop down. They travel inside a struct because a closure passed directly
/// as a generic value comes back wrapped in reabstraction thunks, a cost the
/// library does not pay. The sink captures `var sum` exactly as the Rheo row's
/// `onNext` does, so both pay the same exclusivity check per call.
///
/// - Returns: the sum of the even values of `(0..<count).map { $0 + 1 }`.
private func closureLoop(count: Int) -> Int {
    var sum = 0
    let closures = opaque(
        MapFilterSink(
            transform: { $0 + 1 },
            predicate: { $0 % 2 == 0 },
            sink: { sum += $0 }
        ))
    for i in 0..<count {
        let x = closures.transform(i)
        if closures.predicate(x) { closures.sink(x) }
    }
    return sum
}

/// The closures of `closureLoop`, kept at their concrete function types.
private struct MapFilterSink {
    let transform: (Int) -> Int
    let predicate: (Int) -> Bool
    let sink: (Int) -> Void
}
