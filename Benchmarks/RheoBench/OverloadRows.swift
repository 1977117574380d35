import CMallocCounter
import Dispatch
import Foundation
import Rheo

/// One scenario of `rheo-bench --overload`: a producer far faster than its consumer behind
/// `observe(on:)` or `observe(on:buffer:)` (docs/SlowConsumers.md).
private struct OverloadScenario {
    /// The name printed, as `overload.observeOn.dropOldest-1024`.
    let name: String
    /// The policy; `.unbounded` runs the plain `observe(on:)`.
    let policy: BufferPolicy
}

/// The scenarios, the unbounded one last: the allocator keeps some of what a run freed, and
/// the bounded runs are too small to be hidden by what the unbounded one would leave.
private let overloadScenarios = [
    OverloadScenario(name: "overload.observeOn.dropOldest-1024", policy: .dropOldest(limit: 1_024)),
    OverloadScenario(name: "overload.observeOn.block-1024", policy: .block(limit: 1_024)),
    OverloadScenario(name: "overload.observeOn.unbounded", policy: .unbounded),
]

/// The most elements the unbounded run's producer sends, whatever the duration: enough to
/// show the unbounded queue's growth without taking the machine's memory. The bounded runs
/// have no cap: their memory is what they are measured for.
private let overloadElementCap = 10_000_000

/// `rheo-bench --overload`: for each scenario, a producer thread sends as fast as it can for
/// `seconds` into `observe(on:buffer:)` on a
/// `SerialDispatchQueueScheduler`, whose observer spends about 100 times the producer's
/// time per element (a spin, calibrated first); then the subscription is disposed, dropping
/// whatever still waits. Prints the peak resident-memory growth, and how many elements
/// were sent, delivered, dropped (`Hooks.droppedElementsHandler`) and still waiting.
///
/// Memory is measured as in `--peak-memory`: on Linux the peak (`VmHWM`) is reset before each
/// run and the growth is the peak after it minus the resident size before it; glibc is asked
/// to return freed memory (`malloc_trim`) between runs. Without `/proc`, memory is not
/// reported. `filter` keeps the scenarios whose name contains it.
///
/// - Returns: the exit status: 0; 1 if a bounded scenario left more than its limit (and the
///   element in delivery) waiting, or grew the peak resident size by more than 16 MB; 2 if
///   `filter` matches no scenario.
func runOverload(seconds duration: Double, filter: String?) -> Int32 {
    let scenarios = overloadScenarios.filter { scenario in filter.map { scenario.name.contains($0) } ?? true }
    if scenarios.isEmpty {
        printError("rheo-bench: no overload scenario contains '\(filter ?? "")'; they are:")
        for scenario in overloadScenarios { printError("  \(scenario.name)") }
        return 2
    }
    let producerNanoseconds = calibrateProducer()
    let consumerNanoseconds = max(100 * producerNanoseconds, 1_000)
    print(
        "overload: producer about \(producerNanoseconds) ns/element, consumer spins \(consumerNanoseconds) ns/element, "
            + "\(duration) s per run")
    var failed = false
    for scenario in scenarios {
        trimHeap()
        let before = memoryStatus("VmRSS")
        resetPeakMemory()
        let outcome = runOverloadScenario(
            policy: scenario.policy, seconds: duration, consumerNanoseconds: consumerNanoseconds)
        let peak = memoryStatus("VmHWM")
        let growthKilobytes = before.flatMap { before in peak.map { max(0, $0 - before) } }
        let growth = growthKilobytes.map(describeKilobytes) ?? "not measured"
        print(
            "\(scenario.name): peak RSS +\(growth); sent \(outcome.sent)\(outcome.capped ? " (capped)" : "") "
                + "in \(String(format: "%.2f", outcome.producerSeconds)) s, "
                + "delivered \(outcome.delivered), dropped \(outcome.dropped), waiting at the end \(outcome.waiting)")
        guard scenario.policy != .unbounded else { continue }
        if outcome.waiting > scenario.policy.limit + 1 {
            printError(
                "rheo-bench: FAILED: \(scenario.name) left \(outcome.waiting) elements waiting, more than its limit "
                    + "and the element in delivery")
            failed = true
        }
        if let growthKilobytes, growthKilobytes > overloadBoundedGrowthLimitKilobytes {
            printError(
                "rheo-bench: FAILED: \(scenario.name) grew the peak resident size by \(growth), more than "
                    + "\(describeKilobytes(overloadBoundedGrowthLimitKilobytes)): a bounded buffer's memory is flat")
            failed = true
        }
    }
    return failed ? 1 : 0
}

/// The most a bounded scenario may grow the peak resident size: its buffer holds 1,025
/// integers (8 kB); the rest is the allocator's and Dispatch's working set, under 1 MB
/// in every run so far, while the unbounded scenario grows by about 150 MB in its first
/// 0.3 s.
private let overloadBoundedGrowthLimitKilobytes = 16 * 1_024

/// `kilobytes` as `812 kB` below 10 MB, else as `122 MB`.
private func describeKilobytes(_ kilobytes: Int) -> String {
    kilobytes < 10 * 1_024 ? "\(kilobytes) kB" : "\(kilobytes / 1_024) MB"
}

/// What one run counted.
private struct OverloadOutcome {
    let sent: Int
    let delivered: Int
    let dropped: Int
    /// Sent, and neither delivered nor dropped: what the buffer held when the run ended
    /// (for a bounded policy, at most its limit, plus the element being delivered).
    var waiting: Int { sent - delivered - dropped }
    /// Whether the producer stopped at `overloadElementCap` before the time was up.
    let capped: Bool
    /// How long the producer sent, in seconds: the duration asked for, or less if capped.
    let producerSeconds: Double
}

/// One run: `seconds` of a producer thread sending into `observe(on:buffer: policy)`, whose
/// observer spins `consumerNanoseconds` per element.
private func runOverloadScenario(
    policy: BufferPolicy, seconds: Double, consumerNanoseconds: UInt64
)
    -> OverloadOutcome
{
    let counts = OverloadCounts()
    let previous = Hooks.droppedElementsHandler
    Hooks.droppedElementsHandler = { counts.addDropped($0.count) }
    defer { Hooks.droppedElementsHandler = previous }
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo-bench.overload")
    let subject = PublishSubject<Int>()
    let subscription = subject.observe(on: scheduler, buffer: policy)
        .subscribe(onNext: { _ in
            spin(nanoseconds: consumerNanoseconds)
            counts.addDelivered()
        })
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    let finished = DispatchSemaphore(value: 0)
    let producer = Thread {
        var sent = 0
        let cap = policy == .unbounded ? overloadElementCap : Int.max
        while sent < cap {
            subject.onNext(sent)
            sent += 1
            if sent % 1_024 == 0, DispatchTime.now().uptimeNanoseconds >= deadline { break }
        }
        counts.setSent(sent)
        finished.signal()
    }
    let started = DispatchTime.now().uptimeNanoseconds
    producer.start()
    finished.wait()
    let producerSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    // Disposal reports the drops not yet reported and releases what waits; an action
    // queued behind the drain then runs after the drain's last delivery and report.
    subscription.dispose()
    let idle = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
        idle.signal()
        return Disposables.create()
    }
    idle.wait()
    return counts.snapshot(
        capped: policy == .unbounded && counts.sent >= overloadElementCap, producerSeconds: producerSeconds)
}

/// The producer's time per element into the plain `observe(on:)` with an observer that
/// does nothing, over 20 ms: what the consumer's spin is a multiple of.
private func calibrateProducer() -> UInt64 {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rheo-bench.overload-calibration")
    let subject = PublishSubject<Int>()
    let delivered = OverloadCounts()
    let subscription = subject.observe(on: scheduler).subscribe(onNext: { _ in delivered.addDelivered() })
    let start = DispatchTime.now().uptimeNanoseconds
    var sent = 0
    while DispatchTime.now().uptimeNanoseconds - start < 20_000_000 {
        for value in 0..<1_024 { subject.onNext(value) }
        sent += 1_024
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    subscription.dispose()
    return max(1, elapsed / UInt64(sent))
}

/// Busy-waits `nanoseconds`: a consumer that is slow for CPU work, not asleep.
private func spin(nanoseconds: UInt64) {
    let end = DispatchTime.now().uptimeNanoseconds + nanoseconds
    while DispatchTime.now().uptimeNanoseconds < end {}
}

/// Asks glibc to return freed memory to the system, so that one run's leftovers do not
/// count as resident before the next.
private func trimHeap() {
    rheo_malloc_trim()
}

/// The counts of one run, from the producer, the consumer and the hook.
private final class OverloadCounts: @unchecked Sendable {
    // @unchecked: every field is only touched under `lock`.
    private let lock = NSLock()
    private var _sent = 0
    private var _delivered = 0
    private var _dropped = 0

    func setSent(_ value: Int) { lock.withLock { _sent = value } }
    func addDelivered() { lock.withLock { _delivered += 1 } }
    func addDropped(_ value: Int) { lock.withLock { _dropped += value } }
    var sent: Int { lock.withLock { _sent } }

    func snapshot(capped: Bool, producerSeconds: Double) -> OverloadOutcome {
        lock.withLock {
            OverloadOutcome(
                sent: _sent, delivered: _delivered, dropped: _dropped, capped: capped, producerSeconds: producerSeconds)
        }
    }
}
