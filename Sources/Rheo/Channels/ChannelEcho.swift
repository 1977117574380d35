import CRheo

/// The echo suppression of one property terminal: a value sent into the terminal is
/// written to the property, and the property's notification of that write is the echo,
/// which the terminal's subscribers must not receive.
///
/// Mechanism: `write(_:)` marks the calling thread as writing for this terminal, with a
/// generation number unique to the write. While the mark stands, each subscription drops
/// the *first* value it receives on that thread, and only that one. A property whose
/// notifications are serialized in the order of its writes (Rheo's relays and subjects
/// are: the value is stored and the notification queued under one lock) notifies the
/// writing thread of its own write first, if it notifies on that thread at all; values
/// written meanwhile by other threads, even if this thread delivers them, come after it
/// and pass. If another thread happens to be delivering the property's notifications
/// when the write is made, that thread delivers the echo, after the mark is gone, and it
/// passes: a subscriber then sees the value it wrote once more. A binding (`<->`) takes
/// it for a change and writes the same value to the other side, which ends there.
///
/// Marks nest (a write made while another is under way, on the same thread, restores the
/// outer mark when it ends) and cost no lock: the mark lives in a per-thread object.
@usableFromInline
final class ChannelEcho: @unchecked Sendable {
    // @unchecked: no stored state; the marks are per thread.

    @usableFromInline init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Runs `body` (which writes the property) with the calling thread marked as writing
    /// for this terminal.
    @usableFromInline func write(_ body: () -> Void) {
        let mark = ChannelWriteMark.current
        let saved = (mark.writer, mark.generation)
        mark.writer = ObjectIdentifier(self)
        mark.generation = channelWriteGenerations.next()
        defer { (mark.writer, mark.generation) = saved }
        body()
    }

    /// Whether a value received now by a subscription is the echo of a write through this
    /// terminal. `suppressedGeneration` is the subscription's own record of the write whose
    /// echo it dropped last; it is updated when this returns true.
    @usableFromInline func isEcho(_ suppressedGeneration: inout Int) -> Bool {
        guard let mark = ChannelWriteMark.currentIfAny,
            mark.writer == ObjectIdentifier(self),
            suppressedGeneration != mark.generation
        else {
            return false
        }
        suppressedGeneration = mark.generation
        return true
    }
}

/// The calling thread's write mark: which terminal it is writing for, and the write's
/// generation. Created on a thread's first write, released when the thread exits.
final class ChannelWriteMark {
    var writer: ObjectIdentifier?
    var generation = 0

    /// The calling thread's mark, created if needed.
    static var current: ChannelWriteMark {
        if let existing = currentIfAny {
            return existing
        }
        let mark = ChannelWriteMark()
        channelWriteMarkKey.setValue(Unmanaged.passRetained(mark).toOpaque())
        return mark
    }

    /// The calling thread's mark, nil if the thread never wrote through a terminal.
    static var currentIfAny: ChannelWriteMark? {
        channelWriteMarkKey.value.map {
            Unmanaged<ChannelWriteMark>.fromOpaque($0).takeUnretainedValue()
        }
    }
}

// The key of the per-thread marks; the destructor releases a thread's mark when it exits.
private let channelWriteMarkKey = ThreadLocalKey(releasesObjects: true)

/// Write generations, unique across threads (0 is never handed out).
private let channelWriteGenerations = ChannelGenerationCounter()

final class ChannelGenerationCounter: @unchecked Sendable {
    // @unchecked: its only state is an atomic word.
    // First stored property: reached by address.
    var _counter = rheo_atomic_intptr()

    func next() -> Int {
        rheo_atomic_intptr_fetch_add_acq_rel(_atomicState(of: self), 1) + 1
    }
}
