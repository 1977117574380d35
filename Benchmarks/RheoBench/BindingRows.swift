import Rheo

/// Rows for the binding layer: what a UI binding costs per element.
func bindingRows() -> [Row] {
    [
        Row(
            name: "driver.map-drive",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            // The relay's initial 0 is replayed as 1, then each accepted i arrives as i + 1.
            expectedChecksum: 1 + elementCount * (elementCount + 1) / 2,
            body: { driverMapDrive(count: elementCount) }
        )
    ]
}

/// What the binder of `driverMapDrive` writes to.
private final class SumTarget {
    var sum = 0
}

/// `count` accepts into a `BehaviorRelay` whose `Driver` is mapped and driven into a
/// `Binder`, all on the main thread: the Driver's and the Binder's `MainScheduler` take
/// their run-at-once path, so no element is dispatched.
private func driverMapDrive(count: Int) -> Int {
    let relay = BehaviorRelay(value: 0)
    let target = SumTarget()
    let binder = Binder(target) { target, value in target.sum += value }
    let subscription = relay.asDriver()
        .map { $0 + 1 }
        .drive(binder)
    for value in 0..<count {
        relay.accept(value)
    }
    subscription.dispose()
    return target.sum
}
