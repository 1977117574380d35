/// Work queued on a thread's trampoline: a `CurrentThreadScheduler` action, or the next
/// steps of a synchronous source (`from`, `range`, ...).
@usableFromInline
class TrampolineTask {
    @usableFromInline init() {}

    /// Runs the task on `trampoline`, the current thread's, which is running.
    ///
    /// - Returns: True to be queued again, behind the work queued meanwhile.
    @usableFromInline func runOnTrampoline(_ trampoline: Trampoline) -> Bool {
        _abstractMethod()
    }
}

/// The current-thread trampoline, as RxSwift's `CurrentThreadScheduler` runs it.
///
/// The outermost `subscribe` of an operator on a thread (`Producer._subscribe`) and the
/// first `CurrentThreadScheduler.schedule` on a thread run their work at once, with the
/// trampoline marked running, and then drain, in FIFO order, every task queued on it
/// meanwhile; while it runs, work for the current-thread scheduler is only queued. So
/// nested synchronous sources interleave step by step, and a source's events arrive after
/// the `subscribe` that started it has returned, as in RxSwift.
///
/// Each thread has one `Trampoline`, made on first use and kept in thread-local storage
/// until the thread ends, so entering it allocates nothing. Only its own thread touches it.
///
/// Bounded stack (docs/Contracts.md rule 3): queued work runs from the drain loop, not
/// from the call that queued it.
///
/// Its fields skip Swift's dynamic exclusivity checks: only its own thread touches them,
/// never across a call that could touch them too, and every `Producer` subscription reads
/// and writes them, where each check cost a `swift_beginAccess` (about 75 instructions).
@usableFromInline
final class Trampoline {
    /// Whether the trampoline is running on its thread: queued work will run before the
    /// outermost call returns.
    @exclusivity(unchecked) @usableFromInline var _isRunning = false
    /// How many tasks are queued. Read by a synchronous source after each element: while
    /// it is 0, the source keeps going in a loop, which is what one trampoline step per
    /// element would do when nothing else is queued.
    @exclusivity(unchecked) @usableFromInline var _pendingCount = 0
    // A ring buffer of the queued tasks, each retained once (by `passRetained`); a task
    // that asks to run again keeps its reference and goes to the back, so a step costs no
    // reference counting. `capacity` is a power of two.
    @exclusivity(unchecked) private var tasks: UnsafeMutablePointer<Unmanaged<TrampolineTask>>
    @exclusivity(unchecked) private var capacity = 16
    @exclusivity(unchecked) private var head = 0

    fileprivate init() {
        tasks = .allocate(capacity: capacity)
    }

    deinit {
        tasks.deallocate()
    }

    /// Whether a task is queued behind the one running.
    @inlinable var hasPending: Bool {
        _pendingCount != 0
    }

    /// The current thread's trampoline, made on first use.
    @usableFromInline static var current: Trampoline {
        currentUnmanaged.takeUnretainedValue()
    }

    /// The current thread's trampoline, made on first use, without a retain: the thread's
    /// storage holds it until the thread ends (`withSeparateTrampoline` keeps the one it
    /// puts there alive while it is there), so a caller that uses it only until it returns
    /// may borrow it with `_withUnsafeGuaranteedRef`, saving a retain and a release.
    @usableFromInline static var currentUnmanaged: Unmanaged<Trampoline> {
        if let pointer = trampolineKey.value {
            return Unmanaged<Trampoline>.fromOpaque(pointer)
        }
        return Unmanaged.passUnretained(makeCurrent())
    }

    /// Makes the current thread's trampoline and keeps it in the thread's storage.
    private static func makeCurrent() -> Trampoline {
        let trampoline = Trampoline()
        // Released by the key's destructor when the thread ends.
        trampolineKey.setValue(Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    /// Whether the current thread's trampoline is running, without making one.
    static var isRunningOnCurrentThread: Bool {
        guard let pointer = trampolineKey.value else {
            return false
        }
        return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()._isRunning
    }

    /// Queues `task` behind the queued ones. The trampoline must be running.
    @usableFromInline func enqueue(_ task: TrampolineTask) {
        push(Unmanaged.passRetained(task))
    }

    private func push(_ task: Unmanaged<TrampolineTask>) {
        if _pendingCount == capacity {
            grow()
        }
        (tasks + ((head + _pendingCount) & (capacity - 1))).initialize(to: task)
        _pendingCount += 1
    }

    private func grow() {
        let newTasks = UnsafeMutablePointer<Unmanaged<TrampolineTask>>.allocate(capacity: capacity * 2)
        let firstPart = capacity - head
        (newTasks).moveInitialize(from: tasks + head, count: firstPart)
        (newTasks + firstPart).moveInitialize(from: tasks, count: head)
        tasks.deallocate()
        tasks = newTasks
        head = 0
        capacity *= 2
    }

    /// Runs `task` on the current thread's trampoline: queued if the trampoline is running,
    /// otherwise at once, with the trampoline running, followed by the drain.
    @usableFromInline static func schedule(_ task: TrampolineTask) {
        let trampoline = current
        if trampoline._isRunning {
            trampoline.enqueue(task)
            return
        }
        trampoline._isRunning = true
        if task.runOnTrampoline(trampoline) {
            trampoline.enqueue(task)
        }
        trampoline.drainAndStop()
    }

    /// Runs the queued tasks in order, including those they queue, then marks the
    /// trampoline stopped. Called by the outermost caller, the one that set `isRunning`.
    @usableFromInline func drainAndStop() {
        while _pendingCount != 0 {
            let task = (tasks + head).move()
            head = (head + 1) & (capacity - 1)
            _pendingCount -= 1
            if task._withUnsafeGuaranteedRef({ $0.runOnTrampoline(self) }) {
                push(task)
            } else {
                task.release()
            }
        }
        head = 0
        _isRunning = false
    }
}

extension Trampoline {
    /// Runs `body` with a trampoline of its own on this thread, set aside the one running:
    /// the body of `CurrentThreadScheduler.withSeparateTrampoline(_:)`, which says why.
    static func withSeparateTrampoline<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let outer = trampolineKey.value,
            Unmanaged<Trampoline>.fromOpaque(outer).takeUnretainedValue()._isRunning
        else {
            return try body()
        }
        let separate = Trampoline()
        trampolineKey.setValue(Unmanaged.passUnretained(separate).toOpaque())
        defer {
            trampolineKey.setValue(outer)
        }
        return try withExtendedLifetime(separate) {
            try body()
        }
    }
}

// The key of the per-thread trampolines; its destructor releases a thread's trampoline when
// the thread exits.
private let trampolineKey = ThreadLocalKey(releasesObjects: true)

/// The remaining steps of one subscription of a synchronous source (`from`, `range`,
/// `generate`, `repeatElement` on the `CurrentThreadScheduler`), queued on the thread's
/// trampoline.
///
/// RxSwift sends each element, and the completion, as one trampoline step. `steps` does
/// the same, except that it keeps going in a loop while nothing else is queued on the
/// trampoline (then the next step would run at once anyway), and returns as soon as
/// something is: the source then queues itself behind that work. The events and their
/// interleaving with other queued work are RxSwift's; the loop keeps the speed of a
/// plain `for` loop when nothing interleaves.
@usableFromInline
final class TrampolineSourceLoop<State>: TrampolineTask {
    /// What the source needs to make its next step (an iterator, an offset). Only the
    /// trampoline's thread touches it, one step at a time: Swift's dynamic exclusivity
    /// check on each step would buy nothing.
    @exclusivity(unchecked) @usableFromInline var _state: State
    /// Sends events, starting from `state`, until the source ends (returns false) or the
    /// trampoline has other work queued (returns true: queue the source again). Formed in
    /// the source's specialized code; checks for disposal before each event.
    @usableFromInline let _steps: (inout State, Trampoline) -> Bool

    @inlinable init(
        state: State, steps: @escaping (inout State, Trampoline) -> Bool
    ) {
        self._state = state
        self._steps = steps
        super.init()
    }

    @usableFromInline override func runOnTrampoline(_ trampoline: Trampoline) -> Bool {
        _steps(&_state, trampoline)
    }
}
