import CRheo

/// The queue-drain serializer of operators with several inputs (source events, timer ticks,
/// sampler events): inputs submitted from any thread are handled one at a time, in order per
/// submitting thread, and never under a lock (docs/Contracts.md rule 2).
///
/// Algorithm: the fast-path queue-drain of RxJava's serializers (`HalfSerializer`,
/// `ObservableSampleTimed`) on a `DrainQueue`. A submitter that finds the queue idle
/// claims it with one compare-exchange and handles its input in place, with no allocation
/// and no queueing; a submitter that finds it busy boxes its input (the box carries its
/// own queue link) and pushes it, and whoever moves the work counter from 0 drains until
/// nothing was missed. So an uncontended input costs two atomic operations; only
/// contended inputs allocate (the box).
///
/// Limits: handling moves between threads. An input that arrives while another thread is
/// handling one is handled by that thread, right after, instead of blocking its own thread
/// (a timer tick may thus be delivered on the source's thread). Submitting from inside a
/// handler (reentrancy) only enqueues, so the stack does not grow.
@usableFromInline
final class InputSerializer<Input>: @unchecked Sendable { // @unchecked: its only state is the DrainQueue; inputs cross threads only through it.
    // Sendable: its only state is the DrainQueue, built for any thread; an input crosses
    // threads only through the queue.
    @usableFromInline let _drain = DrainQueue()

    @usableFromInline init() {}

    /// Hands `input` to `handle`, now if nothing else is inside, else after the inputs
    /// already queued; `handle` runs on whichever thread is draining.
    @inlinable @inline(__always)
    func submit(_ input: Input, _ handle: (Input) -> Void) {
        if _drain.tryEnterInline() {
            handle(input)
            let missed = _drain.exitInline()
            if missed != 0 {
                _drainSlowPath(missed: missed, handle)
            }
        } else {
            _enqueueSlowPath(input, handle)
        }
    }

    @inlinable @inline(never)
    func _enqueueSlowPath(_ input: Input, _ handle: (Input) -> Void) {
        if _drain.push(Box(input)) {
            _drainSlowPath(missed: 1, handle)
        }
    }

    @inlinable @inline(never)
    func _drainSlowPath(missed: Int, _ handle: (Input) -> Void) {
        _drain.drain(missed: missed) { item in
            handle(unsafeDowncast(item, to: Box.self).input)
        }
    }

    /// An input that arrived while another thread was inside, waiting in the queue.
    @usableFromInline final class Box: QueuedItem {
        @usableFromInline let input: Input

        @inlinable init(_ input: Input) {
            self.input = input
            super.init()
        }
    }
}
