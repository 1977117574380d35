import Rheo

/// Every row, in run order; a baseline comes before the rows compared with it.
///
/// To add a row, append it here (or add a `fooRows()` function in a file of
/// its own and list it): a name, a unit, the baseline's name, the operation
/// count, the expected checksum computed in plain Swift, and the body.
func allRows() -> [Row] {
    baselineRows() + chainRows() + subscriptionRows() + trackingRows() + subjectRows() + flattenRows() + combineRows()
        + bindingRows()
        + channelRows() + schedulerRows() + asyncRows()
        + observationRows()
        + budgetRows()
        + scalingRows() + synchronizationRows()
}

/// Elements pushed through a chain by one run of a per-element row.
///
/// A million makes one run take milliseconds, far above clock resolution,
/// while a full run of the benchmark stays within seconds. `--run-once` may divide it
/// (`countDivisor`), as it may every shared count.
let elementCount = 1_000_000 / countDivisor

/// Chains built, subscribed and disposed by one run of a per-subscription row.
let subscriptionCount = 100_000 / countDivisor

/// Rows that push many elements through one subscription.
func chainRows() -> [Row] {
    [
        Row(
            name: "chain.map-filter",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            target: 2.5,
            operations: elementCount,
            expectedChecksum: expectedMapFilterSum(count: elementCount),
            // Setup: the range, the two operators and the subscription, 8 allocations in all.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 16),
            body: { mapFilterChain(count: elementCount) }
        ),
        Row(
            name: "reference.closure-chain10",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            expectedChecksum: expectedMap10Sum(count: elementCount),
            body: { closureChain10(count: elementCount) }
        ),
        Row(
            name: "chain.map10",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            target: 5,
            operations: elementCount,
            expectedChecksum: expectedMap10Sum(count: elementCount),
            // Setup: the range, ten operators and the subscription, 24 allocations in all.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 48),
            body: { map10Chain(count: elementCount) }
        ),
        Row(
            name: "create.subscribe",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            expectedChecksum: elementCount * (elementCount - 1) / 2,
            // Setup: the observable, its sink and the subscription; none per element.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 16),
            body: { createSubscribe(count: elementCount) }
        ),
    ]
}

/// Rows that measure the fixed cost of building and subscribing a chain.
func subscriptionRows() -> [Row] {
    [
        Row(
            name: "subscribe.just-map-filter",
            unit: Row.perSubscription,
            baseline: nil,
            operations: subscriptionCount,
            // Each subscription sees just(1) mapped to 2.
            expectedChecksum: 2 * subscriptionCount,
            // 6 per subscription: one object per operator (3), the subscription's lifetime, the
            // subscriber's event closure, and one event closure for the fused map-filter
            // stage. The target is 4; docs/Benchmarks.md, "Targets this design misses",
            // says what stands in the way. The budget holds the line against regressions.
            // Setup: 1 allocation outside the loop (the box of the captured `sum`).
            allocationBudget: AllocationBudget(perOperation: 6, setup: 16),
            body: { justMapFilterSubscriptions(count: subscriptionCount) }
        )
    ]
}

/// The sum of the even values among 1...count, computed without closures:
/// what `range(0, count).map { $0 + 1 }.filter { $0 % 2 == 0 }` adds up.
///
/// In closed form, 2 + 4 + ... + 2k = k(k + 1) for k = count / 2: a loop would make building
/// the registry (`chain.map-filter@10000000` sums ten million) cost more than a
/// `--run-once` run under callgrind.
func expectedMapFilterSum(count: Int) -> Int {
    let evens = count / 2
    return evens * (evens + 1)
}

/// The sum of `i + 55` for `i` in `0..<count`, computed without closures: what
/// `range(0, count)` through `map { $0 + 1 }`, ..., `map { $0 + 10 }` adds up.
func expectedMap10Sum(count: Int) -> Int {
    var sum = 0
    for i in 0..<count {
        sum += i + 55
    }
    return sum
}

/// A reference for `chain.map10`: ten stages chained by hand, each a closure that calls
/// its transform and then the next stage, with no Rx machinery at all.
///
/// Each stage makes two indirect calls, as an operator stage does when the stages are
/// joined at run time; its ratio to `baseline.closure-loop` shows how much of a
/// ten-stage chain's cost is this machine's cost of such calls rather than Rheo's.
private func closureChain10(count: Int) -> Int {
    var sum = 0
    let transforms: [(Int) -> Int] = opaque([
        { $0 + 1 }, { $0 + 2 }, { $0 + 3 }, { $0 + 4 }, { $0 + 5 },
        { $0 + 6 }, { $0 + 7 }, { $0 + 8 }, { $0 + 9 }, { $0 + 10 },
    ])
    var stage: (Int) -> Void = { sum += $0 }
    for transform in transforms.reversed() {
        let next = stage
        stage = { next(transform($0)) }
    }
    let first = opaque(stage)
    for i in 0..<count { first(i) }
    return sum
}

/// Pushes `count` elements through range, ten chained maps and subscribe: what a
/// long chain of stateless operators costs per element and per stage.
///
/// The ten closures differ, as in real code: ten identical ones would be folded into
/// one body that each of them calls, an extra call per stage that only a benchmark has.
///
/// - Returns: the sum of the elements `onNext` received.
private func map10Chain(count: Int) -> Int {
    var sum = 0
    let subscription = Observable.range(start: 0, count: count)
        .map { $0 + 1 }
        .map { $0 + 2 }
        .map { $0 + 3 }
        .map { $0 + 4 }
        .map { $0 + 5 }
        .map { $0 + 6 }
        .map { $0 + 7 }
        .map { $0 + 8 }
        .map { $0 + 9 }
        .map { $0 + 10 }
        .subscribe(onNext: { sum += $0 })
    subscription.dispose()
    return sum
}

/// Pushes `count` elements through range, map, filter and subscribe.
///
/// The chain is built inside the timed region on purpose: building it is a
/// handful of allocations, negligible against a million elements, and it is
/// what a user pays.
///
/// - Returns: the sum of the elements `onNext` received.
func mapFilterChain(count: Int) -> Int {
    var sum = 0
    let subscription = Observable.range(start: 0, count: count)
        .map { $0 + 1 }
        .filter { $0 % 2 == 0 }
        .subscribe(onNext: { sum += $0 })
    subscription.dispose()
    return sum
}

/// `count` elements sent by an `Observable.create` body to `subscribe(onNext:)`: the path of
/// every sequence a user wraps by hand.
///
/// - Returns: the sum of the elements `onNext` received.
private func createSubscribe(count: Int) -> Int {
    var sum = 0
    let subscription = Observable<Int>.create { observer in
        for value in 0..<count {
            observer.onNext(value)
        }
        observer.onCompleted()
        return Disposables.create()
    }
    .subscribe(onNext: { sum += $0 })
    subscription.dispose()
    return sum
}

/// Builds, subscribes and disposes `count` chains of just, map and filter.
///
/// - Returns: the sum of the elements `onNext` received across all subscriptions.
func justMapFilterSubscriptions(count: Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        let subscription = Observable.just(1)
            .map { $0 + 1 }
            .filter { _ in true }
            .subscribe(onNext: { sum += $0 })
        subscription.dispose()
    }
    return sum
}
