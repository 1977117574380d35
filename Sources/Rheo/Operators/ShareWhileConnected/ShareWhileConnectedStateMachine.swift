/// The state of one `share(replay: 0 or 1, scope: .whileConnected)` sequence, guarded by
/// its lock: the current connection and how many subscribers count on it.
///
/// A connection is current from its first subscriber until its source ends or its last
/// subscriber leaves, whichever comes first; after that the next subscriber starts a new
/// one. Counting, choosing the connection and forgetting it happen under one lock, so a
/// subscriber either joins a live connection (and is counted before anyone can find it
/// empty) or starts a fresh one, never one that is being torn down (RxSwift's
/// `ShareWhileConnected` takes its lock for the same reason).
@usableFromInline
struct ShareWhileConnectedStateMachine<Connection: AnyObject> {
    /// What a new subscriber does after the lock is released.
    @usableFromInline enum SubscribeAction {
        /// Join the running connection.
        case join(Connection)
        /// Join the new connection, then connect it to the source: it is the first.
        case connect(Connection)
    }

    @usableFromInline var _connection: Connection?
    // The subscribers of `_connection` that have not left; 0 when there is none.
    @usableFromInline var _subscribers = 0

    @inlinable init() {}

    /// A subscriber arrives: it counts on the current connection, or on one made by
    /// `makeConnection` (which must not call user code: it runs under the lock).
    @inlinable mutating func subscribe(makeConnection: () -> Connection) -> SubscribeAction {
        _subscribers += 1
        if let connection = _connection {
            return .join(connection)
        }
        let connection = makeConnection()
        _connection = connection
        return .connect(connection)
    }

    /// A subscriber counted on `connection` leaves; true if it was the last one of the
    /// current connection, which is then forgotten and must be disconnected from its
    /// source. A subscriber of a connection that already ended changes nothing.
    @inlinable mutating func unsubscribe(from connection: Connection) -> Bool {
        guard _connection === connection else {
            return false
        }
        _subscribers -= 1
        if _subscribers > 0 {
            return false
        }
        _connection = nil
        return true
    }

    /// `connection`'s source sent its terminal event: forget it, so that the next
    /// subscriber (one subscribing in response to that event included) starts a new one.
    @inlinable mutating func terminate(_ connection: Connection) {
        guard _connection === connection else {
            return
        }
        _connection = nil
        _subscribers = 0
    }
}
