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
            // The budget: one per element (about 0.02 measured: the scheduler recycles
            // its action objects); setup is the thread, the scheduler, the semaphore and the chain.
            allocationBudget: AllocationBudget(perOperation: 1, setup: 64),
            body: { observeOnLoop(count: crossThreadCount, scheduler: SerialScheduler(label: "rheo-bench.observe-on")) }
        ),
        Row(
            name: "scheduler.serial.schedule",
            unit: Row.perElement,
            baseline: "baseline.dispatch-async",
            target: 0.1,
            operations: crossThreadCount,
            expectedChecksum: expected,
            body: { scheduleLoop(count: crossThreadCount, scheduler: SerialScheduler(label: "rheo-bench.schedule")) }
        ),
        Row(
            name: "scheduler.dispatch-serial.schedule",
            unit: Row.perElement,
            baseline: "baseline.dispatch-async",
            target: 0.1,
            operations: crossThreadCount,
            expectedChecksum: expected,
            // The budget: Rheo allocates exactly one object per action (the action object);
            // Dispatch adds two per drained batch (the block and its continuation), and how
            // many batches there are depends on how well the drain keeps up: 1.00 to 1.09 per
            // action measured, and up to 3 if the drain caught up after every action. A
            // budget of 2 per action cannot flake on timing and still fails a return to the
            // 4 per action that one `DispatchQueue.async` per action cost.
            allocationBudget: AllocationBudget(perOperation: 2, setup: 64),
            body: { dispatchSerialScheduleLoop(count: crossThreadCount) }
        ),
        observeOnBatchRow("observeOn.dispatch-serial", target: 0.1) {
            SerialDispatchQueueScheduler(internalSerialQueueName: "rheo-bench.dispatch-observe-on")
        },
        observeOnBatchRow("observeOn.main", target: 0.1, onMainRunLoop: true) { MainScheduler.instance },
        observeOnBatchRow("observeOn.concurrent-main", onMainRunLoop: true) { ConcurrentMainScheduler.instance },
        observeOnBatchRow("observeOn.dispatch-concurrent", target: 0.1) {
            ConcurrentDispatchQueueScheduler(
                queue: DispatchQueue(label: "rheo-bench.observe-on-concurrent", attributes: .concurrent))
        },
        observeOnBatchRow("observeOn.operation-queue", target: 0.1) {
            OperationQueueScheduler(operationQueue: OperationQueue())
        },
        Row(
            name: "scheduler.dispatch-concurrent.schedule",
            unit: Row.perElement,
            baseline: "baseline.dispatch-async",
            operations: crossThreadCount,
            expectedChecksum: expected,
            // One `async` per action, as `baseline.dispatch-async`: 3.00 measured, the
            // action object and Dispatch's two (the block copied from the closure, whose
            // context is the action itself, and the queue's continuation, freed on the
            // queue's thread and so never found in the producer's cache).
            allocationBudget: AllocationBudget(perOperation: 3, setup: 64),
            body: {
                // Over a serial queue, so that the sum needs no lock: the cost of one
                // submission per action, next to `baseline.dispatch-async`.
                scheduleLoop(
                    count: crossThreadCount,
                    scheduler: ConcurrentDispatchQueueScheduler(
                        queue: DispatchQueue(label: "rheo-bench.dispatch-concurrent")))
            }
        ),
        Row(
            name: "scheduler.operation-queue.schedule",
            unit: Row.perElement,
            baseline: "baseline.dispatch-async",
            operations: crossThreadCount,
            expectedChecksum: expected,
            // 14.00-15.21 measured: Rheo's action object and `Operation` subclass, and
            // twelve or more inside swift-corelibs-foundation (the operation's lock and state,
            // the queue's work item, group and dispatch per operation; more when its workers
            // come and go, which depends on load). Only Rheo's 2 are fixed; the budget leaves
            // room for the rest and still fails if Rheo's part grows by more than one.
            allocationBudget: AllocationBudget(perOperation: 16, setup: 64),
            body: { operationQueueScheduleLoop(count: crossThreadCount) }
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

/// An `observe(on:)` row on one of Rheo's schedulers of real queues: `observeOnLoop` over
/// `crossThreadCount` elements, against `baseline.dispatch-async`, with the batching budget.
private func observeOnBatchRow(
    _ name: String, target: Double? = nil, onMainRunLoop: Bool = false,
    scheduler makeScheduler: @escaping () -> ImmediateSchedulerType
) -> Row {
    Row(
        name: name,
        unit: Row.perElement,
        baseline: "baseline.dispatch-async",
        target: target,
        operations: crossThreadCount,
        expectedChecksum: crossThreadCount * (crossThreadCount - 1) / 2,
        allocationBudget: observeOnBatchBudget,
        body: { observeOnLoop(count: crossThreadCount, scheduler: makeScheduler(), onMainRunLoop: onMainRunLoop) }
    )
}

/// The allocation budget of the `observe(on:)` rows on real schedulers: at most 0.05
/// allocations per element, given as a run's allowance (0.05 x the elements, plus the
/// setup of thread, scheduler, semaphore and chain) over 0 per element, since
/// `AllocationBudget` counts whole allocations per operation. Events are handed over in
/// batches (one scheduled action per run of events, the buffer a segment per 1,024), so
/// one allocation per element, the cost of an action per event, fails it.
let observeOnBatchBudget = AllocationBudget(perOperation: 0, setup: crossThreadCount / 20 + 64)

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

/// A producer thread pushes elements through `observe(on:)` `scheduler` into a summing
/// subscriber.
///
/// - Parameter onMainRunLoop: For a scheduler of the main queue (`MainScheduler.instance`,
///   `ConcurrentMainScheduler.instance`): wait on the main thread by running `RunLoop.main`.
///   The benchmark runs its rows on the main thread, and on Linux the main dispatch queue is
///   drained only by that thread's run loop (or `dispatchMain()`, which never returns), so
///   the row runs the run loop until `onCompleted` arrives, where the other rows wait on
///   the semaphore alone. Each `run(mode:before: .distantFuture)` returns after one drain
///   of the main queue, as an app's main run loop runs: a nearer date would make
///   swift-corelibs-foundation create and cancel a timeout timer on every call, two
///   wake-ups of Dispatch's manager thread per drain (4,300 context switches in a run of
///   this row, 0.79 CPUs busy, against 22 and 1.77 for `observeOn.dispatch-serial`), a
///   cost of the waiting loop that no app pays. One timer for the whole row bounds a wait
///   in which nothing arrives. The run loop's own work per wake-up (a few allocations) is
///   part of what a main-thread subscriber pays, and so part of the row.
/// - Returns: the sum of the elements `onNext` received, or -1 if the main queue was not
///   drained to completion within `mainQueueTimeout`.
private func observeOnLoop(count: Int, scheduler: some ImmediateSchedulerType, onMainRunLoop: Bool = false) -> Int {
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
    if onMainRunLoop {
        precondition(Thread.isMainThread, "the observeOn rows of the main queue must run on the main thread")
        let timedOut = Confined(false)
        let watchdog = DispatchWorkItem { timedOut.value = true }
        DispatchQueue.main.asyncAfter(deadline: .now() + mainQueueTimeout, execute: watchdog)
        while done.wait(timeout: .now()) == .timedOut {
            guard !timedOut.value, RunLoop.main.run(mode: .default, before: .distantFuture) else {
                subscription.dispose()
                return -1
            }
        }
        watchdog.cancel()
    } else {
        done.wait()
    }
    subscription.dispose()
    return sum.value
}

/// How long `observeOnLoop` runs the main run loop before it gives up on the main queue:
/// far beyond a run's milliseconds, short enough that a regression that stops draining
/// fails the row with a wrong checksum instead of hanging the benchmark.
private let mainQueueTimeout: TimeInterval = 60

/// Actions scheduled from one thread on `scheduler`, the disposables dropped; the last one
/// signals.
///
/// The action gets what it needs through the `state` parameter, as RxSwift's scheduler API
/// intends, so it captures nothing and no closure context is allocated per action.
private func scheduleLoop(count: Int, scheduler: some ImmediateSchedulerType) -> Int {
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

/// What the scheduled actions of `scheduleLoop` share; the scheduler runs them one
/// at a time, and the semaphore publishes `sum` to the waiting thread.
private final class SchedulerLoopContext: @unchecked Sendable {
    let count: Int
    var sum = 0
    let done = DispatchSemaphore(value: 0)

    init(count: Int) { self.count = count }
}

/// `scheduleLoop` on a `SerialDispatchQueueScheduler`: a row, and the burst of
/// `--peak-memory`.
private func dispatchSerialScheduleLoop(count: Int) -> Int {
    scheduleLoop(
        count: count, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "rheo-bench.dispatch-schedule"))
}

/// `rheo-bench --peak-memory`: the peak resident-memory growth of a burst of
/// `crossThreadCount` actions scheduled from one thread on a `SerialDispatchQueueScheduler`
/// (disposables dropped), waiting until the last has run.
///
/// Measured on Linux from `/proc/self/status`: the peak (`VmHWM`) is reset first by
/// writing 5 to `/proc/self/clear_refs`, and the growth is the peak after the burst minus
/// the resident size (`VmRSS`) before it. One burst only, with nothing before it: memory
/// the allocator keeps after a first burst would hide the growth of a second.
///
/// Without `/proc` (Apple platforms), from `getrusage`: the process's peak, which cannot be
/// reset, after the burst minus before it. The burst is the first thing the process does
/// beyond building the rows, so it sets the peak; the line says which measure it is.
///
/// - Returns: the exit status: 0 (also where neither source answers: it says so).
func runPeakMemory() -> Int32 {
    let before: Int
    let peakAfter: () -> Int
    let measure: String
    if let resident = memoryStatus("VmRSS") {
        resetPeakMemory()
        before = memoryStatus("VmRSS") ?? resident
        peakAfter = { memoryStatus("VmHWM") ?? 0 }
        measure = ""
    } else if let peak = peakResidentKilobytes() {
        before = peak
        peakAfter = { peakResidentKilobytes() ?? peak }
        measure = " (getrusage: the process's peak, which cannot be reset here)"
    } else {
        print(
            "scheduler.dispatch-serial: peak memory not measured on this platform "
                + "(neither /proc/self/status nor getrusage answers)")
        return 0
    }
    let expected = crossThreadCount * (crossThreadCount - 1) / 2
    let checksum = dispatchSerialScheduleLoop(count: crossThreadCount)
    let peak = peakAfter()
    precondition(checksum == expected, "dispatch-serial burst checksum \(checksum) != \(expected)")
    let megabytes = Double(peak - before) / 1024
    print(
        "scheduler.dispatch-serial: a burst of \(crossThreadCount) actions grew the peak RSS by "
            + "\(Int(megabytes.rounded())) MB\(measure)")
    return 0
}

/// The value in kB of `field` (`VmRSS`, `VmHWM`) in `/proc/self/status`; nil if unreadable.
///
/// Read with `fgets`: `/proc` files report a size of 0, which Foundation's file reading
/// takes at its word.
func memoryStatus(_ field: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
    }
    return nil
}

/// Resets the process's peak resident size (`VmHWM`) to its current size (Linux 4.0+).
func resetPeakMemory() {
    guard let file = fopen("/proc/self/clear_refs", "w") else { return }
    fputs("5", file)
    fclose(file)
}

/// `scheduleLoop` on an `OperationQueueScheduler` whose queue runs one operation at a
/// time, in order.
private func operationQueueScheduleLoop(count: Int) -> Int {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    return scheduleLoop(count: count, scheduler: OperationQueueScheduler(operationQueue: queue))
}
