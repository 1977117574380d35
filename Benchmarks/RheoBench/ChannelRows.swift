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
        )
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
