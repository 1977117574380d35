#if canImport(Observation)

/// The echo suppression of one observation terminal (`observationChannel(_:)`): a value
/// sent into the terminal is written to the property, and Observation's notification of
/// that write is the echo, which the terminal's subscribers must not receive.
///
/// Mechanism: `write(_:)` marks the calling thread as writing for this terminal (a
/// `ChannelEcho` mark) while it sets the property. A subscription of the terminal that is
/// notified on that thread during the write (in the property's `willSet`) does not schedule
/// a re-read: it asks to run once the value is stored, and then registers its tracking
/// again without sending the value. So the write's own notification is consumed on the
/// writing thread, and the next change, from anywhere, is tracked. A subscription whose
/// re-read was already pending when the write came (a change made just before it) sends
/// the value read then, the written one: the subscriber sees the value it wrote once more,
/// which a `<->` binding writes to the other side, where it ends (as `ChannelEcho`).
final class ObservationWriteEcho: @unchecked Sendable {
    // @unchecked: `pending` is only touched under `lock`; `echo` is thread-safe.
    private let echo = ChannelEcho()
    private let lock = Lock()
    private var pending: [() -> Void] = []

    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the calling thread is inside `write(_:)` of this terminal.
    var isWritingOnThisThread: Bool {
        ChannelWriteMark.currentIfAny?.writer == ObjectIdentifier(echo)
    }

    /// Runs `body` (which sets the property) with the calling thread marked as writing for
    /// this terminal, then what the notified subscriptions asked to run after the write.
    func write(_ body: () -> Void) {
        echo.write(body)
        let after = lock.withLock { () -> [() -> Void] in
            defer { pending = [] }
            return pending
        }
        for action in after {
            action()
        }
    }

    /// Runs `action` when the write under way on this thread has stored its value.
    func afterWrite(_ action: @escaping () -> Void) {
        lock.withLock { pending.append(action) }
    }
}
#endif
