#if canImport(Observation)
import Observation
import Rheo

/// Rows for the Observation bridge: what one change of an `@Observable` property costs
/// through `Observable.observe`, against `withObservationTracking` used by hand.
func observationRows() -> [Row] {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
        return []
    }
    let expected = observationChangeCount * (observationChangeCount - 1) / 2
    return [
        Row(
            name: "baseline.observation-tracking",
            unit: Row.perElement,
            baseline: nil,
            operations: observationChangeCount,
            expectedChecksum: expected,
            body: { observationTrackingByHand(count: observationChangeCount) }
        ),
        Row(
            name: "observation.bridge",
            unit: Row.perElement,
            baseline: "baseline.observation-tracking",
            operations: observationChangeCount,
            expectedChecksum: expected,
            body: { observationBridge(count: observationChangeCount) }
        ),
    ]
}

/// Changes made by one run of an Observation row: each costs a few hundred nanoseconds.
private let observationChangeCount = 100_000 / countDivisor

/// The model both rows change: one tracked property.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable private final class BenchModel {
    var value = -1
}

/// What the Observation rows' subscriber adds to.
private final class ObservationSum {
    var sum = 0
}

/// By hand, per change: register the tracking while reading the value, change it (the
/// notification sets a flag), and read the new value at the next registration.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
private func observationTrackingByHand(count: Int) -> Int {
    let model = BenchModel()
    let changed = ObservationFlag()
    var sum = 0
    for value in 0..<count {
        let read = withObservationTracking {
            model.value
        } onChange: {
            changed.set()
        }
        if read >= 0 {
            sum += read
        }
        model.value = value
    }
    let last = withObservationTracking {
        model.value
    } onChange: {
    }
    return changed.isSet ? sum + last : -1
}

/// Through `Observable.observe` on `CurrentThreadScheduler`, per change: the change runs
/// as a trampoline action (one `schedule`), so the re-read it schedules is queued behind
/// it, then runs (reading and registering the tracking again) and delivers the value to
/// the subscriber. The trampoline is the scheduler with no thread hop: the row measures
/// the bridge, not a queue.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
private func observationBridge(count: Int) -> Int {
    let model = BenchModel()
    let target = ObservationSum()
    let scheduler = CurrentThreadScheduler.instance
    let subscription = Observable.observe(on: scheduler) { model.value }
        .subscribe(onNext: { value in
            if value >= 0 {
                target.sum += value
            }
        })
    for value in 0..<count {
        _ = scheduler.schedule(value) { value in
            model.value = value
            return Disposables.create()
        }
    }
    subscription.dispose()
    return target.sum
}

/// Set by the baseline's change notifications (which must be `@Sendable`).
private final class ObservationFlag: @unchecked Sendable {
    // @unchecked: the benchmark sets and reads it on one thread.
    private(set) var isSet = false

    func set() {
        isSet = true
    }
}
#else
/// No Observation module: no rows.
func observationRows() -> [Row] {
    []
}
#endif
