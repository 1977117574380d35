#if canImport(Observation)
import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension Observable {
    /// A sequence of the values `read` returns from `@Observable` objects: the current
    /// value at subscribe time, then one value per change transaction.
    ///
    /// Built on `withObservationTracking`: `read` runs with tracking, and the first change
    /// of any observable property it read schedules a re-read on `scheduler`, which sends
    /// the value and registers the tracking again.
    ///
    /// ```swift
    /// @Observable final class Profile { var name = "Ada" }
    /// let profile = Profile()
    /// Observable.observe { profile.name }
    ///     .subscribe(onNext: { print($0) })   // "Ada" at once, then each change
    /// ```
    ///
    /// - Where it runs: the first value is read and sent synchronously on the subscribing
    ///   thread, inside `subscribe` (as `BehaviorRelay` and RxCocoa's KVO `observe` with
    ///   `.initial` send theirs); every later value is read and sent on `scheduler`.
    ///   Subscribe on the thread the model lives on (the main thread for a main-actor
    ///   model, which is what the default `MainScheduler` is for).
    /// - Coalescing: Observation notifies once per registration, when the first of the
    ///   read properties is about to change (in its `willSet`, on the mutating thread).
    ///   Every mutation of the read properties from that one until the re-read runs on
    ///   `scheduler` is coalesced into one element: the values at the time of the re-read.
    ///   The last value is never lost: a mutation made after a re-read has registered the
    ///   tracking again triggers a new re-read. Equal values are sent too (use
    ///   `distinctUntilChanged()` to drop them).
    /// - Threads: because Observation notifies before the new value is stored, the re-read
    ///   must run after the mutating code has returned. Mutate the model on the thread or
    ///   queue `scheduler` runs on (the main thread with `MainScheduler`): the re-read is
    ///   queued behind the mutation. On a `MainScheduler` or `ConcurrentMainScheduler` the
    ///   re-read is always dispatched to the main queue, never run inside the mutation.
    ///   A mutation made on another thread races with the re-read, which may read the old
    ///   value and lose the new one, as it would race with any other reader of the model.
    /// - A scheduler that runs the re-read at once inside the mutation
    ///   (`CurrentThreadScheduler` when the mutating thread is not already in its
    ///   trampoline) would read the value from before the change: the sequence then fails
    ///   with `RxError.argumentOutOfRange`, explained through
    ///   `Hooks.argumentOutOfRangeHandler`.
    /// - The sequence never completes on its own; `read`'s errors cannot happen (it does
    ///   not throw). Disposing the subscription cancels a pending re-read; the tracking
    ///   that Observation still holds (it has no way to unregister) references the
    ///   subscription weakly, so the model never keeps it alive, and the next change after
    ///   disposal does nothing.
    ///
    /// - Parameters:
    ///   - scheduler: Where the values after the first are read and sent. The default is
    ///     `MainScheduler.instance`.
    ///   - read: Reads the value from one or more `@Observable` objects. Runs on the
    ///     subscribing thread first, then on `scheduler`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: An observable of the values.
    public static func observe(
        on scheduler: ImmediateSchedulerType = MainScheduler.instance, _ read: @escaping () -> Element,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("observe(on:)", file, line) {
            _observe(on: scheduler, echo: nil, read)
        }
    }

    /// `observe(on:_:)`, whose subscriptions leave out the echoes of the writes made
    /// through `echo` (see `ObservationWriteEcho`).
    static func _observe(
        on scheduler: ImmediateSchedulerType, echo: ObservationWriteEcho?, _ read: @escaping () -> Element
    ) -> Observable<Element> {
        Producer((scheduler: scheduler, echo: echo, read: read)) { producer, observer, lifetime in
            let sink = ObservationTrackingSink(
                read: producer._state.read, scheduler: producer._state.scheduler, echo: producer._state.echo,
                observer: observer)
            lifetime.setSubscription(sink)
            sink.start()
        }
    }
}

/// One subscription of `Observable.observe`: reads with tracking, and re-reads on the
/// scheduler after each notification.
///
/// States, under `lock`: `running` while a read and its delivery are under way (the
/// observer is called one event at a time: a notification meanwhile sets `dirty`, and the
/// run schedules the next re-read when it ends); `scheduled` while a re-read waits on the
/// scheduler. Observation calls the notification at most once per registration, so at most
/// one re-read is pending.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class ObservationTrackingSink<Element>: Disposable, @unchecked Sendable {
    // @unchecked: the mutable state is only touched under `lock`; `read` and `observer` are
    // only called by the one run under way (`running`).
    private let lock = Lock()
    private var read: (() -> Element)?
    private var observer: EventSink<Element>?
    private var running = false
    private var dirty = false
    private var disposed = false
    // The thread calling `scheduleReread()` from a notification, while it does: a re-read
    // that runs on it then runs inside the notification, before the value is stored.
    private var notifyingThread: Int?
    private let scheduler: ImmediateSchedulerType
    private let echo: ObservationWriteEcho?
    private let pending = SerialDisposable()

    init(
        read: @escaping () -> Element, scheduler: ImmediateSchedulerType, echo: ObservationWriteEcho?,
        observer: EventSink<Element>
    ) {
        self.read = read
        self.echo = echo
        self.observer = observer
        // The main schedulers run an action at once when called on the main queue, which
        // is where a main-actor model is mutated: inside the mutation, before the store.
        if scheduler is MainScheduler || scheduler is ConcurrentMainScheduler {
            self.scheduler = MainScheduler.asyncInstance
        } else {
            self.scheduler = scheduler
        }
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Reads and sends the first value, on the subscribing thread.
    func start() {
        run()
    }

    /// Reads with tracking and sends the value, unless disposed or already running.
    private func run() {
        run(delivering: true)
    }

    /// Reads with tracking; sends the value if `delivering`.
    private func run(delivering: Bool) {
        let current = lock.withLock { () -> (() -> Element, EventSink<Element>)? in
            guard !disposed, let read, let observer else { return nil }
            if running {
                dirty = true
                return nil
            }
            running = true
            return (read, observer)
        }
        guard let (read, observer) = current else { return }
        let value = withObservationTracking(read) { [weak self] in
            self?.changed()
        }
        if delivering {
            observer.on(.next(value))
        }
        let again = lock.withLock { () -> Bool in
            running = false
            defer { dirty = false }
            return dirty && !disposed
        }
        if again {
            // The change has completed (it was made while the value was being delivered,
            // or on another thread): the re-read may run at once.
            scheduleReread()
        }
    }

    /// Observation's notification: a read property is about to change, on the mutating
    /// thread. Runs no user code; schedules the re-read.
    private func changed() {
        let schedule = lock.withLock { () -> Bool in
            guard !disposed else { return false }
            if running {
                dirty = true
                return false
            }
            return true
        }
        guard schedule else { return }
        if let echo, echo.isWritingOnThisThread {
            // The echo of a write through the terminal: once the write has stored the
            // value, register the tracking again, without sending the value.
            echo.afterWrite { [weak self] in
                self?.run(delivering: false)
            }
            return
        }
        lock.withLock { notifyingThread = Platform.currentThreadID }
        scheduleReread()
        lock.withLock { notifyingThread = nil }
    }

    /// Schedules the re-read on the scheduler. At most one is pending: Observation
    /// notifies once per registration, and the re-read registers again.
    private func scheduleReread() {
        pending.disposable = scheduler.schedule(()) { [weak self] _ in
            self?.rereadUnlessInsideTheNotification()
            return Disposables.create()
        }
    }

    private func rereadUnlessInsideTheNotification() {
        let inside = lock.withLock { () -> Bool in
            notifyingThread == Platform.currentThreadID
        }
        if inside {
            fail(
                "Observable.observe: the scheduler ran the re-read inside the change notification, "
                    + "before the new value is stored; use a scheduler that runs it later "
                    + "(MainScheduler, a serial queue), or mutate inside its trampoline")
        } else {
            run()
        }
    }

    private func fail(_ message: String) {
        let observer = lock.withLock { () -> EventSink<Element>? in
            guard !disposed else { return nil }
            return self.observer
        }
        observer?.on(.error(RxError.argumentOutOfRange(reporting: message)))
    }

    func dispose() {
        let released = lock.withLock { () -> ((() -> Element)?, EventSink<Element>?) in
            disposed = true
            defer {
                read = nil
                observer = nil
            }
            return (read, observer)
        }
        // Released after unlocking: the closures may hold user objects with deinits.
        _ = released
        pending.dispose()
    }
}

#endif
