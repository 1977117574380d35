import Dispatch
import Foundation
import Rheo

/// Scaling rows, named `NAME@PARAM`: one scenario measured at several sizes of one
/// quantity, to show how the cost per unit grows with it (docs/BenchmarkMethod.md).
///
/// Each family's unit is chosen so that a flat cost reads as a flat median: per element,
/// per stage and element, per delivery. The first row of a family compares with the
/// baseline of the row it scales (`baseline.closure-loop`, `baseline.dispatch-async`);
/// every later row compares with that first row, so its ratio reads directly as growth:
/// 1x is flat, 2x means each unit costs twice what it costs at the smallest size.
///
/// Every run moves between 1,000,000 and 10,000,000 units, so a full run of all the
/// scaling rows (12 runs each) takes well under a minute.
func scalingRows() -> [Row] {
    chainLengthRows() + stageCountRows() + subscriberCountRows() + producerCountRows()
}

/// `chain.map-filter@N`: `chain.map-filter` with N elements per subscription.
///
/// A run repeats the chain until it has pushed at least 1,000,000 elements (1,000 chains
/// of 1,000 elements, 10 of 100,000, one of 10,000,000), so every run lasts long enough
/// to time; building and subscribing each chain is part of the cost, which is what a short
/// sequence pays. Flat from 100,000 up means no per-element cost grows with the length.
private func chainLengthRows() -> [Row] {
    let lengths = [1000, 100_000, 10_000_000]
    return lengths.map { length in
        let chains = max(1, 1_000_000 / length)
        return Row(
            name: "chain.map-filter@\(length)",
            unit: Row.perElement,
            baseline: length == lengths[0] ? "baseline.closure-loop" : "chain.map-filter@\(lengths[0])",
            operations: chains * length,
            expectedChecksum: chains * expectedMapFilterSum(count: length),
            body: {
                var checksum = 0
                for _ in 0..<chains { checksum &+= mapFilterChain(count: length) }
                return checksum
            }
        )
    }
}

/// Elements pushed through every stage by a `chain.map@N` run.
let stageScalingElements = 1_000_000

/// `chain.map@N`: `range(0, 1,000,000)` through N `map` stages built in a loop.
///
/// One operation is one element through one stage (`ns/stage-element`), so a constant
/// cost per stage gives a flat median; at 1 stage the range and the subscriber weigh on
/// the one stage, so the median falls a little before it flattens.
private func stageCountRows() -> [Row] {
    let stageCounts = [1, 4, 16, 64]
    return stageCounts.map { stages in
        Row(
            name: "chain.map@\(stages)",
            unit: "ns/stage-element",
            baseline: stages == stageCounts[0] ? "baseline.closure-loop" : "chain.map@\(stageCounts[0])",
            operations: stageScalingElements * stages,
            expectedChecksum: expectedMapStagesSum(count: stageScalingElements, stages: stages),
            body: { mapStagesChain(count: stageScalingElements, stages: stages) }
        )
    }
}

/// What `mapStagesChain` adds up, computed without closures: stage `k` adds `k`, so
/// every element `i` arrives as `i + 1 + 2 + ... + stages`.
private func expectedMapStagesSum(count: Int, stages: Int) -> Int {
    // In closed form, like the rows' other sums: a loop over 1,000,000 elements per row
    // would make building the registry cost more than a `--run-once` run under callgrind.
    let added = stages * (stages + 1) / 2
    return count * (count - 1) / 2 + count * added
}

/// Pushes `count` elements through range, `stages` chained maps and subscribe.
///
/// The stages are built in a loop from one closure literal, each capturing its own
/// increment passed through `opaque`: the compiler can neither merge the stages nor fold
/// their additions into one, so every stage makes its calls at run time, as in a chain
/// whose length is known only then.
///
/// - Returns: the sum of the elements `onNext` received.
private func mapStagesChain(count: Int, stages: Int) -> Int {
    var sum = 0
    var chain = Observable.range(start: 0, count: count)
    for stage in 1...stages {
        let increment = opaque(stage)
        chain = chain.map { $0 + increment }
    }
    let subscription = chain.subscribe(onNext: { sum += $0 })
    subscription.dispose()
    return sum
}

/// `subject.publish@N`: a `PublishSubject` with N subscribers.
///
/// One operation is one delivery, an element reaching one subscriber, so the median is
/// flat when every subscriber costs the same. The element count falls as subscribers
/// rise, keeping a run at 1,000,000 deliveries for one subscriber and 10,000,000 for the
/// rest; subscribing (made inside the timed region, as in `subject.publish.10`) stays
/// below 1% of a run.
private func subscriberCountRows() -> [Row] {
    let subscriberCounts = [1, 10, 100, 1000]
    return subscriberCounts.map { subscribers in
        let elements = subscribers <= 10 ? 1_000_000 : 10_000_000 / subscribers
        return Row(
            name: "subject.publish@\(subscribers)",
            unit: "ns/delivery",
            baseline: subscribers == subscriberCounts[0]
                ? "baseline.closure-loop" : "subject.publish@\(subscriberCounts[0])",
            operations: elements * subscribers,
            expectedChecksum: subscribers * (elements * (elements - 1) / 2),
            body: { publishSubjectLoop(count: elements, subscribers: subscribers) }
        )
    }
}

/// Elements handed to `observe(on:)` by one `observeOn.serial@N` run, all producers together.
let producerScalingElements = 1_000_000

/// `observeOn.serial@N`: N producer threads push 1,000,000 elements in all through
/// `observe(on:)` a `SerialScheduler`.
///
/// `observe(on:)`, like every operator, must receive its events one at a time (the Rx
/// grammar), so the producers cannot call one observer directly. Each producer is a
/// `create` source on a thread of its own, and the sources are joined by `merge`, which
/// serializes them without holding a lock while delivering: what a user writes to feed
/// one scheduler from several threads. The row thus measures merge's serialization under
/// contention plus the hand-over to the scheduler; `@1` runs the same merge with one
/// source, so the family's only variable is the number of producers. On this 2-core
/// machine, 2 producers and the scheduler's thread already share the cores.
private func producerCountRows() -> [Row] {
    let producerCounts = [1, 2, 4]
    let count = producerScalingElements
    return producerCounts.map { producers in
        Row(
            name: "observeOn.serial@\(producers)",
            unit: Row.perElement,
            baseline: producers == producerCounts[0]
                ? "baseline.dispatch-async" : "observeOn.serial@\(producerCounts[0])",
            // The target: contention costs at most twice one producer's price.
            target: producers == 4 ? 2 : nil,
            operations: count,
            expectedChecksum: count * (count - 1) / 2,
            // The budget: at most 0.05 allocations per element under contention, given as a
            // run's allowance (0.05 x 1,000,000) over 0 per element; merge queues contended
            // events in slots, a segment per 256 (0.01-0.02 per element measured).
            allocationBudget: producers == 4
                ? AllocationBudget(perOperation: 0, setup: count / 20) : nil,
            body: { observeOnSerialProducers(count: count, producers: producers) }
        )
    }
}

/// A sum written only on the scheduler's thread and read after the completion's semaphore
/// signal, which orders the two.
private final class ScalingSum: @unchecked Sendable {
    var value = 0
}

/// `producers` threads send the values `0..<count` between them (producer `p` sends
/// `p`, `p + producers`, ...) through `merge` and `observe(on:)` a `SerialScheduler`
/// into a summing subscriber.
///
/// The producers wait on a semaphore until all of them are subscribed, then start
/// together, so their elements contend for the merge rather than arrive one thread
/// after another.
///
/// - Returns: the sum of the elements `onNext` received.
private func observeOnSerialProducers(count: Int, producers: Int) -> Int {
    let scheduler = SerialScheduler(label: "rheo-bench.observe-on-producers")
    let sum = ScalingSum()
    let done = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    let sources = (0..<producers).map { first in
        Observable<Int>.create { observer in
            Thread.detachNewThread {
                start.wait()
                var value = first
                while value < count {
                    observer.onNext(value)
                    value += producers
                }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
    let subscription = Observable.merge(sources)
        .observe(on: scheduler)
        .subscribe(onNext: { sum.value += $0 }, onCompleted: { done.signal() })
    for _ in 0..<producers { start.signal() }
    done.wait()
    subscription.dispose()
    return sum.value
}
