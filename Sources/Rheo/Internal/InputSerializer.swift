/// The queue-drain serializer of operators with several inputs (source events, timer ticks,
/// sampler events): inputs submitted from any thread are handled one at a time, in order per
/// submitting thread, and never under a lock (docs/Contracts.md rule 2).
///
/// A `DrainQueue` whose items box one input each: the protocol (and its limits) is
/// `DrainQueue`'s; this file only gives it the shape most users want, an input and the
/// handler that receives it whether it runs in place or from the queue. An uncontended
/// input costs two atomic operations; only contended inputs allocate (the box). Handling
/// moves between threads: a timer tick that arrives while the source's thread is inside is
/// handled by that thread, right after.
@usableFromInline
typealias InputSerializer<Input> = DrainQueue<InputBox<Input>>

/// An input that arrived while another thread was inside its `InputSerializer`, waiting in
/// the queue.
@usableFromInline
final class InputBox<Input>: QueuedItem {
    @usableFromInline let _input: Input

    @inlinable init(_ input: Input) {
        self._input = input
        super.init()
    }

    /// A box for `input`, made out of line: the per-event paths call this only when the
    /// queue is busy, and inlining the allocation there would make them too big to inline.
    @inlinable @inline(never) static func _makeSlowPath(_ input: Input) -> InputBox<Input> {
        InputBox(input)
    }
}

extension DrainQueue {
    /// Hands `input` to `handle`, now if nothing else is inside, else after the inputs
    /// already queued; `handle` runs on whichever thread is draining.
    ///
    /// For paths that are not per-event: the closure costs a retain of what it captures per
    /// call (see `DrainHandler`); per-event paths use `submit(_:inline:handler:)`.
    @inlinable @inline(__always)
    func submit<Input>(_ input: Input, _ handle: (Input) -> Void) where Item == InputBox<Input> {
        submit(inline: { handle(input) }, orEnqueue: { InputBox._makeSlowPath(input) }, drain: { handle($0._input) })
    }

    /// Handles an input with `handleNow` if nothing else is inside, else queues `input` for
    /// `handler`, after the inputs already queued.
    ///
    /// The per-event form: `handleNow` receives the input in whatever form the caller has
    /// it (`input` is built only when the input is queued), and nothing is retained.
    @inlinable @inline(__always)
    func submit<Input, Handler: DrainHandler>(
        _ input: @autoclosure () -> Input, inline handleNow: () -> Void, handler: Handler
    ) where Item == InputBox<Input>, Handler.Queued == Item {
        submit(inline: handleNow, orEnqueue: { InputBox._makeSlowPath(input()) }, handler: handler)
    }

    /// `claim(orEnqueue:)` for an input: the first phase of a two-phase submission.
    @inlinable @inline(__always)
    func claim<Input>(orEnqueue input: @autoclosure () -> Input) -> DrainClaim where Item == InputBox<Input> {
        claim(orEnqueue: { InputBox._makeSlowPath(input()) })
    }

    /// `holding(_:drain:)` for inputs: runs `body` with the serializer held (it must be
    /// idle), then handles the inputs submitted meanwhile.
    @inlinable
    func holding<Input>(_ body: () -> Void, _ handle: (Input) -> Void) where Item == InputBox<Input> {
        holding(body, drain: { handle($0._input) })
    }
}
