/// The state of one `refCount()` sequence, owned by its queue-drain: the current
/// connection, the subject generation it feeds, and how many subscribers count on it.
///
/// Each connection of a `multicast` connectable feeds one subject, numbered by a
/// generation that grows with each subject made. When the source ends, the connection
/// drops its subject *before* passing the terminal event on (as RxSwift's `Connection`
/// does), so a subscriber arriving meanwhile lands on one of two subjects, and the
/// generation tells which:
/// - the connection's own subject: it receives that subject's terminal event, counts on
///   the ending connection like the subscribers before it, and starts nothing (RxSwift
///   gives it the old subject's terminal event too);
/// - a fresh subject: the connection it would count on has ended, though its subscribers
///   may not have been told yet (their terminal events are still on the way, queued behind
///   this subscriber). It starts a new connection, a fresh subscription to the source,
///   which is what RxSwift gives it once the terminal event has reset the count. (Arriving
///   before that reset, RxSwift counts it on the ended connection and never connects its
///   subject: it waits for ever, until a later subscriber happens to connect.)
///
/// Only a terminal event from the subject the current connection feeds ends the current
/// connection: one reaching a subscriber that sits on an older subject does not, or it
/// would disconnect subscribers of the new subject before their source spoke. Connectables
/// other than `multicast`'s report generation 0 throughout, which leaves RxSwift's
/// behaviour (one connection per count from 0) unchanged.
///
/// Methods only change the state and say what to do; the owner connects and disposes after
/// they return, so a connection's synchronous events may re-enter the machine.
@usableFromInline
struct RefCountStateMachine {
    /// What a counted subscriber holds: the connection it counts on and the generation of
    /// the subject it subscribed to.
    @usableFromInline struct Ticket {
        @usableFromInline let _epoch: UInt64
        @usableFromInline let _generation: UInt64

        @inlinable init(epoch: UInt64, generation: UInt64) {
            self._epoch = epoch
            self._generation = generation
        }
    }

    /// What to do after a counted subscriber's terminal event.
    @usableFromInline enum TerminateAction {
        /// Nothing: it was not the current connection's; the subscriber keeps its ticket
        /// and counts until it leaves.
        case none
        /// The current connection ended: dispose it (if made yet); the ticket is spent.
        case disconnect(Disposable?)
    }

    /// What to do after a subscriber is counted.
    @usableFromInline enum SubscribeAction {
        /// Nothing: the current connection serves it.
        case join
        /// Dispose `ended` (the connection that ended, if any), then connect for `epoch`.
        case connect(epoch: UInt64, ended: Disposable?)
    }

    // How many subscribers count on the current connection; 0 when there is none.
    @usableFromInline var _count = 0
    // Numbers the connections; a ticket of an earlier one counts no more.
    @usableFromInline var _epoch: UInt64 = 0
    // The generation of the subject `_connection` feeds.
    @usableFromInline var _generation: UInt64 = 0
    @usableFromInline var _connection: Disposable?

    @inlinable init() {}

    /// A subscriber has subscribed to the subject of `generation` and not ended at once:
    /// count it, and say whether to connect.
    @inlinable mutating func subscribed(generation: UInt64) -> (Ticket, SubscribeAction) {
        var ended: Disposable?
        if _count > 0, generation > _generation {
            // A newer subject: the current connection has ended and dropped its own.
            ended = _connection
            _count = 0
            _epoch &+= 1
            _connection = nil
        }
        _count += 1
        let ticket = Ticket(epoch: _epoch, generation: generation)
        if _count == 1 {
            return (ticket, .connect(epoch: _epoch, ended: ended))
        }
        return (ticket, .join)
    }

    /// The connection for `epoch` feeding the subject of `generation` is made: true if it is
    /// kept as the current one, false if it must be disposed (every subscriber left, or the
    /// source ended, before a connectable handed it over).
    @inlinable mutating func connected(_ connection: Disposable, generation: UInt64, epoch: UInt64) -> Bool {
        guard epoch == _epoch, _count > 0 else {
            return false
        }
        if _connection == nil {
            _connection = connection
            _generation = generation
        }
        return true
    }

    /// A counted subscriber leaves: the connection to dispose if it was the last one.
    @inlinable mutating func released(_ ticket: Ticket) -> Disposable? {
        guard ticket._epoch == _epoch else {
            return nil
        }
        _count -= 1
        if _count > 0 {
            return nil
        }
        let connection = _connection
        _connection = nil
        return connection
    }

    /// A counted subscriber receives a terminal event. The first one from the current
    /// connection's subject ends that connection, and the count starts over, so that the
    /// next subscriber (one subscribing in response to the event included) connects again.
    @inlinable mutating func terminated(_ ticket: Ticket) -> TerminateAction {
        guard ticket._epoch == _epoch, ticket._generation == _generation else {
            return .none
        }
        _count = 0
        _epoch &+= 1
        let connection = _connection
        _connection = nil
        return .disconnect(connection)
    }
}
