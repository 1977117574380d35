import Dispatch
import Rheo

/// Rows that consume a sequence through the async/await bridge, compared with an
/// `AsyncStream` fed by hand (`baseline.async-stream`, in `schedulerRows()`).
func asyncRows() -> [Row] {
    let expected = crossThreadCount * (crossThreadCount - 1) / 2
    return [
        // `range` is synchronous: reading `values` in the task runs it to completion into
        // the stream's buffer, then the loop drains the buffer.
        Row(
            name: "async.values",
            unit: Row.perElement,
            baseline: "baseline.async-stream",
            target: 1,
            operations: crossThreadCount,
            expectedChecksum: expected,
            body: { valuesLoop(Observable.range(start: 0, count: crossThreadCount)) }
        ),
        // The same elements produced on another thread while the task consumes them, as
        // in the baseline.
        Row(
            name: "async.values.cross-thread",
            unit: Row.perElement,
            baseline: "baseline.async-stream",
            operations: crossThreadCount,
            expectedChecksum: expected,
            body: {
                valuesLoop(
                    Observable.range(start: 0, count: crossThreadCount)
                        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default)))
            }
        ),
    ]
}

/// The task's sum, published to the waiting thread by the row's semaphore.
private final class AsyncRowResult: @unchecked Sendable {
    var sum = 0
}

/// Sums `source` in a `for try await` loop over `values`, in a task; -1 on an error.
private func valuesLoop(_ source: Observable<Int>) -> Int {
    let result = AsyncRowResult()
    let done = DispatchSemaphore(value: 0)
    let stream = source.values
    Task {
        var total = 0
        do {
            for try await value in stream { total += value }
        } catch {
            total = -1
        }
        result.sum = total
        done.signal()
    }
    done.wait()
    return result.sum
}
