import Dispatch
import Foundation
import Rheo

/// Elements pushed through `debounce` or `throttle` by one run of their rows.
///
/// A tenth of `elementCount`: every `debounce` element starts a dispatch timer and cancels
/// the one before, microseconds each, so a run stays well under a second.
let timedOperatorCount = elementCount / 10

/// A window no run of `debounce.serial` or `throttle.serial` outlasts: an hour.
let endlessWindow = RxTimeInterval.seconds(3600)

/// Rows of the operators given allocation budgets with the throughput targets: `share(replay: 1)`,
/// `BehaviorRelay.accept`, `withLatestFrom`, `flatMapLatest`, `debounce` and `throttle`.
///
/// The first four are synchronous, compared with `baseline.closure-loop`, and gated by
/// instruction counts too (`Benchmarks/instruction-budgets.tsv`). The two timed operators
/// take their elements from a producer thread; `debounce` starts a timer per element, so it
/// is compared with `baseline.dispatch-async`, while `throttle` within its window only reads
/// the clock, so it is compared with `baseline.closure-loop`.
func budgetRows() -> [Row] {
    let sum = elementCount * (elementCount - 1) / 2
    return [
        Row(
            name: "share.replay1.10",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            expectedChecksum: 10 * sum,
            // Setup: the subject, the share, its connection and ten subscriptions (each
            // with the direct path for elements the connection asks for), 75 allocations in
            // all; none per element.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 80),
            body: { shareReplayLoop(count: elementCount, subscribers: 10) }
        ),
        Row(
            name: "relay.behavior.accept",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            // The initial 0 is replayed at subscription, then every accepted value arrives.
            expectedChecksum: sum,
            // Setup: the relay and one subscription, 8 allocations in all; none per element.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 16),
            body: { behaviorRelayLoop(count: elementCount) }
        ),
        Row(
            name: "withLatestFrom.source",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            // Each source value i is combined with the other source's latest, 1.
            expectedChecksum: sum + elementCount,
            // Setup: the two subjects, the operator, its sink and the subscription, 20
            // allocations in all; none per element.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 32),
            body: { withLatestFromLoop(count: elementCount) }
        ),
        Row(
            name: "flatMapLatest.switch",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: elementCount,
            // Every inner sends its outer value at once.
            expectedChecksum: sum,
            // 6 per element (callgrind's callers of swift_allocObject): 3 where the selector
            // builds the inner with `create`, 2 in the switch (the inner's lifetime and its
            // event closure), 1 when the `create` is subscribed. Setup: 13 allocations.
            allocationBudget: AllocationBudget(perOperation: 6, setup: 32),
            body: { flatMapLatestSwitch(count: elementCount) }
        ),
        Row(
            name: "debounce.serial",
            unit: Row.perElement,
            baseline: "baseline.dispatch-async",
            operations: timedOperatorCount,
            // No timer outlasts the burst: completion sends the last element alone.
            expectedChecksum: timedOperatorCount - 1,
            // 11.06 to 11.2 per element, from run to run: the timer (a DispatchSource, its
            // handler, the pending action) and libdispatch's own work on cancelling it.
            allocationBudget: AllocationBudget(perOperation: 12, setup: 64),
            body: { debounceBurst(count: timedOperatorCount) }
        ),
        Row(
            name: "throttle.serial",
            unit: Row.perElement,
            baseline: "baseline.closure-loop",
            operations: timedOperatorCount,
            // The whole burst falls in the window of its first element, which alone is sent.
            expectedChecksum: 1,
            // Setup: the thread, the scheduler, the window's timer and the chain, 41
            // allocations in all; none per element.
            allocationBudget: AllocationBudget(perOperation: 0, setup: 64),
            body: { throttleBurst(count: timedOperatorCount) }
        ),
    ]
}

/// What a row's subscribers add to, from whichever thread delivers.
///
/// Each row's own synchronization (one delivering thread, then a semaphore) publishes
/// `value` to the thread that reads it.
private final class Total: @unchecked Sendable {
    var value = 0
}

/// `count` elements from a `PublishSubject` through `share(replay: 1)` to `subscribers`
/// summing subscribers; one operation is one `onNext`, delivered to every subscriber.
private func shareReplayLoop(count: Int, subscribers: Int) -> Int {
    let subject = PublishSubject<Int>()
    let shared = subject.share(replay: 1)
    let total = Total()
    let subscriptions = (0..<subscribers).map { _ in
        shared.subscribe(onNext: { total.value += $0 })
    }
    for value in 0..<count {
        subject.onNext(value)
    }
    for subscription in subscriptions {
        subscription.dispose()
    }
    return total.value
}

/// `count` values accepted by a `BehaviorRelay(value: 0)` with one summing subscriber.
private func behaviorRelayLoop(count: Int) -> Int {
    let relay = BehaviorRelay(value: 0)
    let total = Total()
    let subscription = relay.subscribe(onNext: { total.value += $0 })
    for value in 0..<count {
        relay.accept(value)
    }
    subscription.dispose()
    return total.value
}

/// `count` elements from a `PublishSubject` combined by `withLatestFrom` with a
/// `BehaviorSubject(value: 1)` that never changes: one operation is one source element.
private func withLatestFromLoop(count: Int) -> Int {
    let source = PublishSubject<Int>()
    let other = BehaviorSubject(value: 1)
    let total = Total()
    let subscription = source.withLatestFrom(other) { $0 + $1 }
        .subscribe(onNext: { total.value += $0 })
    for value in 0..<count {
        source.onNext(value)
    }
    subscription.dispose()
    return total.value
}

/// `count` elements from a `PublishSubject` through `flatMapLatest`, each mapped to a new
/// inner that sends the element at once and never ends, so every element after the first
/// switches: it disposes the live inner before subscribing the new one.
///
/// The inner is `Observable.create`, as a user wraps a request; `just` would complete before
/// the next element and leave nothing to switch away from.
private func flatMapLatestSwitch(count: Int) -> Int {
    let source = PublishSubject<Int>()
    let total = Total()
    let subscription =
        source
        .flatMapLatest { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                return Disposables.create()
            }
        }
        .subscribe(onNext: { total.value += $0 })
    for value in 0..<count {
        source.onNext(value)
    }
    subscription.dispose()
    return total.value
}

/// A producer thread sends `count` elements through `debounce(endlessWindow)` on a
/// `SerialScheduler`, then completes.
///
/// Every element starts a timer and cancels the one before; with an hour's due time none
/// fires, so what arrives does not depend on timing: the completion sends the last element,
/// `count - 1`, then completes. A due time of zero would race each tick against the next
/// element, and the number of elements sent would vary from run to run.
private func debounceBurst(count: Int) -> Int {
    let scheduler = SerialScheduler(label: "rheo-bench.debounce")
    let total = Total()
    let done = DispatchSemaphore(value: 0)
    let subscription = producerThread(sending: 0..<count, completes: true, signal: nil)
        .debounce(endlessWindow, scheduler: scheduler)
        .subscribe(onNext: { total.value += $0 }, onCompleted: { done.signal() })
    done.wait()
    subscription.dispose()
    return total.value
}

/// A producer thread sends `count` elements, 1 to `count`, through
/// `throttle(endlessWindow)` (latest: true) on a `SerialScheduler`.
///
/// The first element opens an hour's window and is sent at once; each later one replaces
/// the element waiting for the window's end, so only the first, 1, arrives, whatever the
/// timing. The completion would wait for the window, so the producer signals when it is
/// done and the subscription is disposed, which cancels the window's timer.
private func throttleBurst(count: Int) -> Int {
    let scheduler = SerialScheduler(label: "rheo-bench.throttle")
    let total = Total()
    let sent = DispatchSemaphore(value: 0)
    let subscription = producerThread(sending: 1..<count + 1, completes: false, signal: sent)
        .throttle(endlessWindow, scheduler: scheduler)
        .subscribe(onNext: { total.value += $0 })
    sent.wait()
    subscription.dispose()
    return total.value
}

/// An observable that, when subscribed, starts a thread sending `values`, then completing
/// if `completes`, then signalling `signal` if given.
private func producerThread(
    sending values: Range<Int>, completes: Bool, signal: DispatchSemaphore?
)
    -> Observable<Int>
{
    Observable<Int>.create { observer in
        Thread.detachNewThread {
            for value in values { observer.onNext(value) }
            if completes { observer.onCompleted() }
            signal?.signal()
        }
        return Disposables.create()
    }
}
