import Rheo

/// Rows that combine several sources.
func combineRows() -> [Row] {
    [
        Row(
            name: "combineLatest.2",
            unit: "ns/onNext",
            baseline: "baseline.closure-loop",
            target: 8,
            operations: elementCount,
            expectedChecksum: expectedCombineLatestSum(count: elementCount),
            // Setup: the two subjects, the operator, its sink with one lifetime per source, and
            // the subscription, 25 allocations in all; none per element.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 32),
            body: { combineLatestAlternating(count: elementCount) }
        ),
        Row(
            name: "zip.2",
            unit: "ns/onNext",
            baseline: "baseline.closure-loop",
            operations: elementCount,
            expectedChecksum: expectedZipSum(count: elementCount),
            // Setup: the two subjects, the operator, its sink with one lifetime per source, each
            // source's queue buffer (made by its first element, reused after) and the
            // subscription, 25 allocations in all; none per element.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 32),
            body: { zipAlternating(count: elementCount) }
        ),
    ]
}

/// What `combineLatestAlternating` adds up, computed without Rheo: both sources start at
/// 0 (one result, 0), then value `i` goes to the first source for even `i` and to the
/// second for odd `i`, and each sends a result, the sum of the latest of both.
func expectedCombineLatestSum(count: Int) -> Int {
    var first = 0
    var second = 0
    var sum = 0
    for i in 0..<count {
        if i % 2 == 0 { first = i } else { second = i }
        sum += first + second
    }
    return sum
}

/// What `zipAlternating` adds up, computed without Rheo: value `i` goes to the first source
/// for even `i` and to the second for odd `i`, so each odd `i` completes a pair,
/// `(i - 1) + i`.
func expectedZipSum(count: Int) -> Int {
    var sum = 0
    for i in stride(from: 1, to: count, by: 2) {
        sum += (i - 1) + i
    }
    return sum
}

/// Two `BehaviorSubject(value: 0)`s combined with `+`, `count` `onNext`s alternating
/// between them.
///
/// - Returns: the sum of the results `onNext` received.
private func combineLatestAlternating(count: Int) -> Int {
    let first = BehaviorSubject(value: 0)
    let second = BehaviorSubject(value: 0)
    var sum = 0
    let subscription = Observable.combineLatest(first, second) { $0 + $1 }
        .subscribe(onNext: { sum += $0 })
    for i in 0..<count {
        if i & 1 == 0 {
            first.onNext(i)
        } else {
            second.onNext(i)
        }
    }
    subscription.dispose()
    return sum
}

/// Two `PublishSubject`s zipped with `&+`, `count` `onNext`s alternating between them, so
/// neither source's queue ever holds more than one element.
///
/// Publish subjects and wrapping additions, where `combineLatestAlternating` has behavior
/// subjects and `+`: functions and closures that compile to the same code but for the
/// functions they call are merged by the optimizer into one, called through a thunk or
/// with the callee as a parameter, which slowed `combineLatest.2` down by about 13%.
///
/// - Returns: the sum of the results `onNext` received.
private func zipAlternating(count: Int) -> Int {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var sum = 0
    let subscription = Observable.zip(first, second) { $0 &+ $1 }
        .subscribe(onNext: { sum &+= $0 })
    for i in 0..<count {
        if i & 1 == 0 {
            first.onNext(i)
        } else {
            second.onNext(i)
        }
    }
    subscription.dispose()
    return sum
}
