import CRheo

infix operator <-> : DefaultPrecedence

/// Binds two terminals both ways, as ReactiveCocoa's `RACChannelTo(a) = RACChannelTo(b)`:
/// values coming out of each terminal are sent into the other.
///
/// - At bind time the right-hand side's current value wins: what the left-hand side
///   replays when subscribed is dropped, and what the right-hand side replays is sent into
///   the left-hand side.
/// - After that, changes flow both ways, and on through other bindings (a <-> b, b <-> c).
///   Property terminals do not echo writes, so a value travels once around and never back
///   to its sender.
/// - One serializer per binding handles both directions, one value at a time, never under
///   a lock. A value that comes out of a side after the binding has written to that side
///   is stale and dropped, so writes at both ends from different threads end with both
///   sides on the same value.
/// - A completion or error coming out of either terminal is sent into the other one, and
///   ends the binding.
///
/// - Returns: A disposable that stops the propagation both ways.
public func <-> <Element>(lhs: ChannelTerminal<Element>, rhs: ChannelTerminal<Element>) -> Disposable {
    ChannelBinding(lhs, rhs).start()
}

/// Binds a control property and a relay both ways (see `<->` on terminals); the relay's
/// value wins at bind time.
///
/// - Returns: A disposable that stops the propagation both ways.
@inlinable public func <-> <Property: ControlPropertyType>(
    lhs: Property, rhs: BehaviorRelay<Property.Element>
) -> Disposable {
    lhs.channelTerminal <-> rhs.channelTerminal
}

/// Binds two control properties both ways (see `<->` on terminals); the right-hand side's
/// value wins at bind time.
///
/// - Returns: A disposable that stops the propagation both ways.
@inlinable public func <-> <Left: ControlPropertyType, Right: ControlPropertyType>(lhs: Left, rhs: Right) -> Disposable
where Left.Element == Right.Element {
    lhs.channelTerminal <-> rhs.channelTerminal
}

/// Binds a relay and a terminal both ways (see `<->` on terminals); the terminal's value
/// wins at bind time: `relay <-> model.observationChannel(\.name)`.
///
/// - Returns: A disposable that stops the propagation both ways.
@inlinable public func <-> <Element>(lhs: BehaviorRelay<Element>, rhs: ChannelTerminal<Element>) -> Disposable {
    lhs.channelTerminal <-> rhs
}

/// Binds a terminal and a relay both ways (see `<->` on terminals); the relay's value
/// wins at bind time.
///
/// - Returns: A disposable that stops the propagation both ways.
@inlinable public func <-> <Element>(lhs: ChannelTerminal<Element>, rhs: BehaviorRelay<Element>) -> Disposable {
    lhs <-> rhs.channelTerminal
}

/// Binds a control property and a terminal both ways (see `<->` on terminals); the
/// terminal's value wins at bind time.
///
/// - Returns: A disposable that stops the propagation both ways.
@inlinable public func <-> <Property: ControlPropertyType>(
    lhs: Property, rhs: ChannelTerminal<Property.Element>
) -> Disposable {
    lhs.channelTerminal <-> rhs
}

/// Binds a terminal and a control property both ways (see `<->` on terminals); the
/// control property's value wins at bind time.
///
/// - Returns: A disposable that stops the propagation both ways.
@inlinable public func <-> <Property: ControlPropertyType>(
    lhs: ChannelTerminal<Property.Element>, rhs: Property
) -> Disposable {
    lhs <-> rhs.channelTerminal
}

/// Binds two relays both ways (see `<->` on terminals); the right-hand side's value wins
/// at bind time.
///
/// - Returns: A disposable that stops the propagation both ways.
@inlinable public func <-> <Element>(lhs: BehaviorRelay<Element>, rhs: BehaviorRelay<Element>) -> Disposable {
    lhs.channelTerminal <-> rhs.channelTerminal
}

/// The state of one `<->` binding.
///
/// Each value coming out of a side is tagged with how many writes the binding had made
/// to that side when it came out, and submitted to the binding's serializer. The
/// serializer's handler sends a value into the other side only if no write to its own
/// side happened since (else the side's value has been replaced by the binding, and the
/// value is stale), and counts each write before making it. So whichever side changed
/// last, as the serializer sees it, decides both sides.
final class ChannelBinding<Element>: @unchecked Sendable {
    // @unchecked: the write counters are atomic; the rest is `let` or thread-safe.
    // First stored property: reached by address (see `writes`). Do not reorder.
    var _writes = rheo_channel_writes()

    private let left: ChannelTerminal<Element>
    private let right: ChannelTerminal<Element>
    private let inputs = InputSerializer<Input>()
    private let leftSubscription = SingleAssignmentDisposable()
    private let rightSubscription = SingleAssignmentDisposable()
    private let stopped = BooleanDisposable()

    struct Input {
        let fromLeft: Bool
        let tag: Int
        let event: Event<Element>
    }

    init(_ left: ChannelTerminal<Element>, _ right: ChannelTerminal<Element>) {
        self.left = left
        self.right = right
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    // The counters sit at the object's stable address, as the C atomics need (see
    // `_atomicState(of:)` and docs/UnsafeAssumptions.md).
    var writes: UnsafeMutablePointer<rheo_channel_writes> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: rheo_channel_writes.self)
    }

    /// Subscribes to both sides with the serializer held, so that the values they replay
    /// wait; then marks what the left side replayed as stale and handles the queue.
    /// Called once, right after `init`: nothing can submit before it subscribes, so the
    /// serializer is idle, as `holding` requires.
    func start() -> Disposable {
        inputs.holding({
            leftSubscription.setDisposable(left.subscribe { [self] event in submit(event, fromLeft: true) })
            rightSubscription.setDisposable(right.subscribe { [self] event in submit(event, fromLeft: false) })
            // The right-hand side's replayed value is about to replace the left-hand side's.
            rheo_channel_writes_increment_acq_rel(writes, true)
        }) { handle($0) }
        return Disposables.create { [self] in
            stop()
        }
    }

    private func submit(_ event: Event<Element>, fromLeft: Bool) {
        let tag = rheo_channel_writes_load_acquire(writes, fromLeft)
        inputs.submit(Input(fromLeft: fromLeft, tag: tag, event: event)) { handle($0) }
    }

    private func handle(_ input: Input) {
        guard !stopped.isDisposed else { return }
        let target = input.fromLeft ? right : left
        switch input.event {
        case .next:
            guard input.tag == rheo_channel_writes_load_acquire(writes, input.fromLeft) else {
                return
            }
            rheo_channel_writes_increment_acq_rel(writes, !input.fromLeft)
            target.on(input.event)
        case .error, .completed:
            stop()
            target.on(input.event)
        }
    }

    private func stop() {
        stopped.dispose()
        leftSubscription.dispose()
        rightSubscription.dispose()
    }
}
