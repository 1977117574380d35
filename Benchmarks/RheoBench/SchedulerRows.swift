import Dispatch
import Foundation
import Rheo

/// Elements or actions handed across threads by one run of a cross-thread row.
let crossThreadCount = 1_000_000 / countDivisor

/// Rows that move work between threads, with their two baselines.
func schedulerRows() -> [Row] {
    let expected = crossThreadCount * (crossThreadCount - 1) / 2
    return [
        Row(
            name: "baseline.dispatch-async",
            unit: Row.perElement,
            baseline: nil,
            operations: crossThreadCount,
            expectedChecksum: expected,
            body: { dispatchAsyncLoop(count: crossThreadCount) }
        ),
        Row(
            name: "observeOn.serial",
            unit: Row.perElement,
            baseline: "baseline.dispatch-async",
            target: 0.1,
            operations: crossThreadCount,
            expectedChecksum: expected,
            // Issue 9's budget: one per element (about 0.02 measured: the scheduler recycles
            // its action objects); setup is the thread, the scheduler, the semaphore and the chain.
            allocationBudget: AllocationBudget(perOperation: 1, setup: 64),
            body: { observeOnSerial(count: crossThreadCount) }
        ),
        Row(
            name: "scheduler.serial.schedule",
            unit: Row.perElement,
            baseline: "baseline.dispatch-async",
            target: 0.1,
            operations: crossThreadCount,
            expectedChecksum: expected,
            body: { serialSchedulerLoop(count: crossThreadCount) }
        ),
        Row(
            name: "baseline.async-stream",
            unit: Row.perElement,
            baseline: nil,
            operations: crossThreadCount,
            expectedChecksum: expected,
            body: { asyncStreamLoop(count: crossThreadCount) }
        ),
    ]
}

/// A value confined to one queue or scheduler at a time, moved between threads by
/// the synchronization the row itself performs (its semaphore).
private final class Confined<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// One `DispatchQueue.async` per element from one thread; the last block signals.
private func dispatchAsyncLoop(count: Int) -> Int {
    let queue = DispatchQueue(label: "rheo-bench.dispatch-async")
    let sum = Confined(0)
    let done = DispatchSemaphore(value: 0)
    for value in 0..<count {
        queue.async {
            sum.value += value
            if value == count - 1 { done.signal() }
        }
    }
    done.wait()
    return sum.value
}

/// An unbounded `AsyncStream`: a producer thread yields, a Task consumes.
private func asyncStreamLoop(count: Int) -> Int {
    let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .unbounded)
    let sum = Confined(0)
    let done = DispatchSemaphore(value: 0)
    Task {
        var total = 0
        for await value in stream { total += value }
        sum.value = total
        done.signal()
    }
    Thread.detachNewThread {
        for value in 0..<count { continuation.yield(value) }
        continuation.finish()
    }
    done.wait()
    return sum.value
}

/// A producer thread pushes elements through `observe(on:)` a `SerialScheduler` into a
/// summing subscriber.
private func observeOnSerial(count: Int) -> Int {
    let scheduler = SerialScheduler(label: "rheo-bench.observe-on")
    let sum = Confined(0)
    let done = DispatchSemaphore(value: 0)
    let source = Observable<Int>.create { observer in
        Thread.detachNewThread {
            for value in 0..<count { observer.onNext(value) }
            observer.onCompleted()
        }
        return Disposables.create()
    }
    let subscription =
        source
        .observe(on: scheduler)
        .subscribe(onNext: { sum.value += $0 }, onCompleted: { done.signal() })
    done.wait()
    subscription.dispose()
    return sum.value
}

/// Actions scheduled from one thread on a `SerialScheduler`; the last one signals.
///
/// The action gets what it needs through the `state` parameter, as RxSwift's scheduler API
/// intends, so it captures nothing and no closure context is allocated per action.
private func serialSchedulerLoop(count: Int) -> Int {
    let scheduler = SerialScheduler(label: "rheo-bench.schedule")
    let context = SchedulerLoopContext(count: count)
    for value in 0..<count {
        _ = scheduler.schedule((value, context)) { value, context in
            context.sum += value
            if value == context.count - 1 { context.done.signal() }
            return Disposables.create()
        }
    }
    context.done.wait()
    return context.sum
}

/// What the scheduled actions of `serialSchedulerLoop` share; the scheduler runs them one
/// at a time, and the semaphore publishes `sum` to the waiting thread.
private final class SchedulerLoopContext: @unchecked Sendable {
    let count: Int
    var sum = 0
    let done = DispatchSemaphore(value: 0)

    init(count: Int) { self.count = count }
}
