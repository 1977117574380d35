import Rheo

/// Rows that push elements through a subject to its subscribers.
func subjectRows() -> [Row] {
    let sum = elementCount * (elementCount - 1) / 2
    return [
        Row(
            name: "subject.publish.1",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            target: 2,
            operations: elementCount,
            expectedChecksum: sum,
            // Setup: the subject and one subscription (its lifetime, its observer closure,
            // the direct `onNext` path the subject keeps), 9 allocations in all.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 16),
            body: { publishSubjectLoop(count: elementCount, subscribers: 1) }
        ),
        Row(
            name: "reference.closure-fanout10",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            expectedChecksum: 10 * sum,
            body: { closureFanout(count: elementCount, sinks: 10) }
        ),
        Row(
            name: "subject.publish.10",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            target: 10,
            operations: elementCount,
            expectedChecksum: 10 * sum,
            // Setup: the subject, ten subscriptions and their arrays, 58 allocations in all.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 64),
            body: { publishSubjectLoop(count: elementCount, subscribers: 10) }
        ),
        Row(
            name: "subject.subscribe-dispose",
            unit: Row.perSubscription,
            baseline: "subscribe.just-map-filter",
            operations: subscriptionCount,
            // Each subscription receives one element, 1.
            expectedChecksum: subscriptionCount,
            // 4 per subscription: its lifetime, its observer closure, the direct `onNext`
            // path the subject keeps, and the subject's observer record. Setup: the
            // subject, its weak-reference side table, the box of `sum`.
            allocationBudget: AllocationBudget(perOperation: 4, setup: 16),
            body: { subjectSubscribeDispose(count: subscriptionCount) }
        ),
    ]
}

/// Subscribes `count` times to one `PublishSubject`, sends one element, and disposes: the
/// control path of a subject (subscribe, list, remove), which every `Driver`, relay and
/// `share` subscription goes through.
///
/// - Returns: the sum of the elements the subscribers received.
func subjectSubscribeDispose(count: Int) -> Int {
    var sum = 0
    let subject = PublishSubject<Int>()
    for _ in 0..<count {
        let subscription = subject.subscribe(onNext: { sum += $0 })
        subject.onNext(1)
        subscription.dispose()
    }
    return sum
}

/// Sends `count` elements with `onNext` to a `PublishSubject` with `subscribers` summing
/// subscribers; one operation is one `onNext`, delivered to every subscriber.
///
/// The subject and its subscriptions are made inside the timed region: a handful of
/// allocations, negligible against a million elements.
///
/// - Returns: the sum of the elements all subscribers received.
func publishSubjectLoop(count: Int, subscribers: Int) -> Int {
    var sum = 0
    let subject = PublishSubject<Int>()
    let subscriptions = (0..<subscribers).map { _ in
        subject.subscribe(onNext: { sum += $0 })
    }
    for value in 0..<count {
        subject.onNext(value)
    }
    for subscription in subscriptions {
        subscription.dispose()
    }
    return sum
}

/// The floor for `subject.publish.10`: each element handed to ten subscribers' closures
/// `{ sum += $0 }` in a plain loop, with no Rx at all.
///
/// The closures are the row's own subscribers: each captures `var sum` and pays its
/// exclusivity check, ten per element, where `baseline.closure-loop` pays one for every
/// other element. So this row's ratio to the closure loop is what `subject.publish.10`
/// would measure if delivering cost nothing.
///
/// - Returns: the sum of the elements all closures received.
private func closureFanout(count: Int, sinks: Int) -> Int {
    var sum = 0
    let closures: [(Int) -> Void] = opaque((0..<sinks).map { _ in { sum += $0 } })
    for value in 0..<count {
        for closure in closures {
            closure(value)
        }
    }
    return sum
}
