import Rheo

/// Rows for two-way channels: what a value costs through a channel.
func channelRows() -> [Row] {
    [
        Row(
            name: "channel.roundtrip",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            target: 5,
            operations: elementCount,
            expectedChecksum: elementCount * (elementCount - 1) / 2,
            body: { channelRoundtrip(count: elementCount) }
        ),
        Row(
            name: "channel.relay-binding",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            // The right relay's initial 0, then every value accepted by the left one.
            expectedChecksum: elementCount * (elementCount - 1) / 2,
            // Setup: the relays, their terminals, the binding and the subscriptions, 70
            // allocations in all; none per element.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 128),
            body: { relayBinding(count: elementCount) }
        ),
    ]
}

/// What the subscriber of `channelRoundtrip` adds to.
private final class ChannelSum {
    var sum = 0
}

/// `count` values sent into a channel's leading terminal and observed on its following one.
private func channelRoundtrip(count: Int) -> Int {
    let channel = Channel<Int>()
    let target = ChannelSum()
    let subscription = channel.followingTerminal.subscribe(onNext: { target.sum += $0 })
    let leading = channel.leadingTerminal
    for value in 0..<count {
        leading.onNext(value)
    }
    subscription.dispose()
    return target.sum
}

/// `count` values accepted by a relay bound both ways (`<->`) to another, observed on the
/// other: a write out of one property terminal, through the binding, into the other, whose
/// subscriptions drop its echo.
private func relayBinding(count: Int) -> Int {
    let left = BehaviorRelay(value: 0)
    let right = BehaviorRelay(value: 0)
    let target = ChannelSum()
    // Wrapping addition, so that this closure differs from `channelRoundtrip`'s: the
    // optimizer merges identical closures into one that both call, an extra call per
    // element in that row.
    let subscription = right.subscribe(onNext: { target.sum &+= $0 })
    let binding = left <-> right
    for value in 0..<count {
        left.accept(value)
    }
    binding.dispose()
    subscription.dispose()
    return target.sum
}
