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
            body: { combineLatestAlternating(count: elementCount) }
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
