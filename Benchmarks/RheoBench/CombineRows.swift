import Rheo

/// Rows that combine several sources.
func combineRows() -> [Row] {
    [
        Row(
            name: "combineLatest.2",
            unit: "ns/onNext",
            baseline: "baseline.closure-loop",
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

/// Two sources combined with `+`, `count` `onNext`s alternating between them.
///
/// The sources are `Observable.create` observers kept for the loop (standing in for two
/// `BehaviorSubject(value: 0)`): each is sent its start value before the timed loop's
/// elements, as a behavior subject would send it at subscription.
///
/// - Returns: the sum of the results `onNext` received.
private func combineLatestAlternating(count: Int) -> Int {
    var firstObserver: AnyObserver<Int>?
    var secondObserver: AnyObserver<Int>?
    let first = Observable<Int>.create { observer in
        firstObserver = observer
        observer.onNext(0)
        return Disposables.create()
    }
    let second = Observable<Int>.create { observer in
        secondObserver = observer
        observer.onNext(0)
        return Disposables.create()
    }
    var sum = 0
    let subscription = Observable.combineLatest(first, second) { $0 + $1 }
        .subscribe(onNext: { sum += $0 })
    guard let firstObserver, let secondObserver else {
        return -1
    }
    for i in 0..<count {
        if i & 1 == 0 {
            firstObserver.onNext(i)
        } else {
            secondObserver.onNext(i)
        }
    }
    subscription.dispose()
    return sum
}
