#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread as a trampoline, as RxSwift's `CurrentThreadScheduler`.
///
/// The first `schedule` on a thread runs its action at once and then drains, in FIFO
/// order, everything scheduled meanwhile on that thread; a `schedule` made while the
/// trampoline runs only enqueues. Recursion through it therefore uses a loop, not the
/// stack. The per-thread state lives in pthread thread-local storage.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: no stored state; the trampoline lives in thread-local storage.
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether a `schedule` call on this thread would run its action at once (no
    /// trampoline is running on this thread).
    public static var isScheduleRequired: Bool {
        pthread_getspecific(trampolineKey) == nil
    }

    /// Schedules `action` on the current thread's trampoline.
    ///
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let current = pthread_getspecific(trampolineKey) {
            let queue = Unmanaged<TrampolineQueue>.fromOpaque(current).takeUnretainedValue()
            let item = ScheduledItem(state: state, action: action)
            queue.items.append(item)
            return item
        }
        let queue = TrampolineQueue()
        pthread_setspecific(trampolineKey, Unmanaged.passUnretained(queue).toOpaque())
        defer {
            pthread_setspecific(trampolineKey, nil)
        }
        let disposable = action(state)
        queue.drain()
        return disposable
    }
}

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, nil)
    precondition(result == 0, "pthread_key_create failed with \(result)")
    return key
}()

/// The queue of one thread's running trampoline. Only its own thread touches it.
private final class TrampolineQueue {
    // Slots before `head` are nil: an item is released as soon as it has run.
    var items: [ScheduledItemType?] = []
    var head = 0

    func drain() {
        while head < items.count {
            let item = items[head]
            items[head] = nil
            head += 1
            // Compact occasionally so a long recursion keeps the buffer small.
            if head >= 1024, head * 2 >= items.count {
                items.removeFirst(head)
                head = 0
            }
            item?.invoke()
        }
        items.removeAll()
        head = 0
    }
}

/// A scheduled action that has not run yet.
protocol ScheduledItemType: Cancelable {
    func invoke()
}

/// An action with its state, cancellable until it runs.
final class ScheduledItem<State>: ScheduledItemType, @unchecked Sendable {
    // @unchecked: immutable fields; cancellation goes through the thread-safe SingleAssignmentDisposable.
    private let state: State
    private let action: (State) -> Disposable
    private let disposable = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        disposable.isDisposed
    }

    func invoke() {
        if !disposable.isDisposed {
            disposable.setDisposable(action(state))
        }
    }

    func dispose() {
        disposable.dispose()
    }
}
