import Foundation
import Rheo

/// An `ImmediateSchedulerType` whose actions run only when the test calls `runAll()`,
/// so tests can drive the scheduled paths of operators step by step.
final class ManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: used from the test's thread only; actions run when that thread calls runAll().
    private var queue: [(cancelled: BooleanDisposable, run: () -> Disposable)] = []
    private(set) var scheduledCount = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancelled = BooleanDisposable()
        scheduledCount += 1
        queue.append((cancelled, { action(state) }))
        return cancelled
    }

    /// Runs queued actions, including ones they schedule, until none is left.
    func runAll() {
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if !next.cancelled.isDisposed {
                _ = next.run()
            }
        }
    }
}
