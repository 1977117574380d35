import Rheo

/// Rows for the binding layer: what a UI binding costs per element.
func bindingRows() -> [Row] {
    [
        Row(
            name: "driver.map-drive",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            target: 5,
            operations: elementCount,
            // The relay's initial 0 is replayed as 1, then each accepted i arrives as i + 1.
            expectedChecksum: 1 + elementCount * (elementCount + 1) / 2,
            body: { driverMapDrive(count: elementCount) }
        ),
        Row(
            name: "driver.map-drive-onNext",
            unit: Row.perElement,
            baseline: "driver.map-drive",
            operations: elementCount,
            expectedChecksum: 1 + elementCount * (elementCount + 1) / 2,
            body: { driverMapDriveOnNext(count: elementCount) }
        ),
        Row(
            name: "driver.map-drive-mainactor",
            unit: Row.perElement,
            baseline: "driver.map-drive-onNext",
            operations: elementCount,
            expectedChecksum: 1 + elementCount * (elementCount + 1) / 2,
            body: { driverMapDriveMainActor(count: elementCount) }
        ),
        Row(
            name: "driver.combineLatest-drive",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            // Both relays start at 0 (one result, 0); then the values alternate between them.
            expectedChecksum: expectedCombineLatestSum(count: elementCount),
            body: { driverCombineLatestDrive(count: elementCount) }
        ),
        Row(
            name: "infallible.distinct-takeWhile-subscribe",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            expectedChecksum: elementCount * (elementCount - 1) / 2,
            body: { infallibleDistinctTakeWhile(count: elementCount) }
        ),
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

/// `driverMapDrive` with `drive(onNext:)` given a plain closure instead of a `Binder`:
/// the baseline of `driverMapDriveMainActor`.
private func driverMapDriveOnNext(count: Int) -> Int {
    let relay = BehaviorRelay(value: 0)
    let target = SumTarget()
    let subscription = relay.asDriver()
        .map { $0 + 1 }
        .drive(onNext: { value in target.sum += value })
    for value in 0..<count {
        relay.accept(value)
    }
    subscription.dispose()
    return target.sum
}

/// What the main-actor closure of `driverMapDriveMainActor` writes to.
@MainActor
private final class MainActorSumTarget {
    var sum = 0
}

/// `driverMapDriveOnNext` with a `@MainActor` closure (its main-actor overload): the cost of the
/// main-actor overload's check per element, against that row.
private func driverMapDriveMainActor(count: Int) -> Int {
    // Rows run on the main thread.
    MainActor.assumeIsolated {
        let relay = BehaviorRelay(value: 0)
        let target = MainActorSumTarget()
        let subscription = relay.asDriver()
            .map { $0 + 1 }
            .drive(onNext: { @MainActor value in target.sum += value })
        for value in 0..<count {
            relay.accept(value)
        }
        subscription.dispose()
        return target.sum
    }
}

/// `count` accepts alternating between two `BehaviorRelay`s whose `Driver`s are combined
/// with a result selector and driven into a `Binder`, all on the main thread.
private func driverCombineLatestDrive(count: Int) -> Int {
    let first = BehaviorRelay(value: 0)
    let second = BehaviorRelay(value: 0)
    let target = SumTarget()
    let binder = Binder(target) { target, value in target.sum += value }
    let subscription = Driver.combineLatest(first.asDriver(), second.asDriver()) { $0 + $1 }
        .drive(binder)
    for value in 0..<count {
        if value.isMultiple(of: 2) {
            first.accept(value)
        } else {
            second.accept(value)
        }
    }
    subscription.dispose()
    return target.sum
}

/// `count` elements through an `Infallible`'s per-element closure operators
/// (`distinctUntilChanged(_:)` with a key selector and `take(while:)`) into
/// `subscribe(onNext:)`.
private func infallibleDistinctTakeWhile(count: Int) -> Int {
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription = subject.asInfallible(onErrorJustReturn: -1)
        .distinctUntilChanged { $0 }
        .take(while: { $0 >= 0 })
        .subscribe(onNext: { sum += $0 })
    for value in 0..<count {
        subject.onNext(value)
    }
    subscription.dispose()
    return sum
}
