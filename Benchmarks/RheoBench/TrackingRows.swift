import Rheo

/// What assembly tracking costs when it is on (docs/DebuggingAChain.md): the chain and
/// subscription rows again, built and subscribed with `AssemblyTracking.isEnabled` set, each
/// against its untracked row. A release build runs with tracking off unless opted in; a
/// debug build runs with it on, and pays this on top of its own overhead.
func trackingRows() -> [Row] {
    [
        Row(
            name: "tracking.chain.map-filter",
            unit: Row.perElement,
            baseline: "chain.map-filter",
            operations: elementCount,
            expectedChecksum: expectedMapFilterSum(count: elementCount),
            body: { withAssemblyTracking { mapFilterChain(count: elementCount) } }
        ),
        Row(
            name: "tracking.subscribe.just-map-filter",
            unit: Row.perSubscription,
            baseline: "subscribe.just-map-filter",
            operations: subscriptionCount,
            expectedChecksum: 2 * subscriptionCount,
            body: { withAssemblyTracking { justMapFilterSubscriptions(count: subscriptionCount) } }
        ),
    ]
}

/// `body()` with assembly tracking on, and the previous setting restored after it.
private func withAssemblyTracking(_ body: () -> Int) -> Int {
    let wasEnabled = AssemblyTracking.isEnabled
    AssemblyTracking.isEnabled = true
    defer { AssemblyTracking.isEnabled = wasEnabled }
    return body()
}
