/// What an operator that queues events does when its consumer falls behind: keep
/// everything (RxSwift's behaviour), drop, fail, or make the producer wait.
///
/// Pass one to `observe(on:buffer:)`. Every limit counts waiting elements; terminal events
/// (`completed`, `error`) are never dropped, never wait and never count, and are delivered
/// after the elements that were kept. Every dropped element is counted and reported
/// through `Hooks.droppedElementsHandler`.
///
/// A limit below 1 is bad input: the sequence ends with `RxError.argumentOutOfRange` at
/// subscription, explained through `Hooks.argumentOutOfRangeHandler`.
public struct BufferPolicy: Sendable, Equatable, CustomStringConvertible {
    @usableFromInline enum _Kind: Sendable, Equatable {
        case unbounded, dropNewest, dropOldest, fail, block
    }

    @usableFromInline let _kind: _Kind
    /// How many elements may wait; `Int.max` for `unbounded`.
    public let limit: Int

    @inlinable init(_kind: _Kind, limit: Int) {
        self._kind = _kind
        self.limit = limit
    }

    /// Keeps every element, however many wait: RxSwift's behaviour, and what
    /// `observe(on:)` without a policy does. Memory grows while the consumer is behind.
    public static let unbounded = BufferPolicy(_kind: .unbounded, limit: .max)

    /// An element arriving while `limit` elements wait is dropped: the consumer sees the
    /// oldest elements of a burst.
    public static func dropNewest(limit: Int) -> BufferPolicy {
        BufferPolicy(_kind: .dropNewest, limit: limit)
    }

    /// An element arriving while `limit` elements wait makes room by dropping the oldest
    /// waiting one: the consumer sees the newest elements of a burst.
    public static func dropOldest(limit: Int) -> BufferPolicy {
        BufferPolicy(_kind: .dropOldest, limit: limit)
    }

    /// Only the newest waiting element is kept: exactly `dropOldest(limit: 1)`, and equal
    /// to it. For state that only matters as of now (UI values, positions, progress).
    public static let keepLatest = BufferPolicy(_kind: .dropOldest, limit: 1)

    /// An element arriving while `limit` elements wait ends the sequence with a
    /// `BufferOverflowError`, delivered after the elements that wait; the source is
    /// disposed at once. For work that must not be lost silently.
    public static func fail(limit: Int) -> BufferPolicy {
        BufferPolicy(_kind: .fail, limit: limit)
    }

    /// An element arriving while `limit` elements wait makes the producing thread wait
    /// until the consumer has taken one: nothing is dropped, and the producer is slowed
    /// to the consumer's pace.
    ///
    /// The producer waits only where Rheo can tell that waiting does not stall the
    /// consumer. Where the producing thread is the consumer's (on the queue of a
    /// `SerialDispatchQueueScheduler` or `SerialScheduler`, on the main queue for
    /// `MainScheduler`, `ConcurrentMainScheduler` and `MainActorScheduler`, inside an action
    /// of `CurrentThreadScheduler`, in an operation of a one-at-a-time
    /// `OperationQueueScheduler`, inside the consumer's own delivery, and always on a
    /// virtual-time scheduler such as `TestScheduler`), waiting would never end: the
    /// element is not queued and the sequence ends as with `fail(limit:)`, with a
    /// `BufferOverflowError` whose `reason` is `.waitingWouldDeadlock`. On a
    /// `ConcurrentDispatchQueueScheduler` and on schedulers Rheo does not know, the
    /// producer waits; a scheduler of your own whose actions run on the producing thread
    /// then deadlocks, so prefer `fail(limit:)` there. Disposing the subscription releases
    /// a waiting producer.
    public static func block(limit: Int) -> BufferPolicy {
        BufferPolicy(_kind: .block, limit: limit)
    }

    /// The policy as written in code, as `dropOldest(limit: 8)`; `keepLatest` reads as
    /// `dropOldest(limit: 1)`, which it is.
    public var description: String {
        switch _kind {
        case .unbounded: return "unbounded"
        case .dropNewest: return "dropNewest(limit: \(limit))"
        case .dropOldest: return "dropOldest(limit: \(limit))"
        case .fail: return "fail(limit: \(limit))"
        case .block: return "block(limit: \(limit))"
        }
    }
}

/// The error that ends a sequence whose bounded buffer overflowed: under
/// `BufferPolicy.fail(limit:)`, and under `BufferPolicy.block(limit:)` where waiting
/// would deadlock.
public struct BufferOverflowError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the buffer could not take the element.
    public enum Reason: Equatable, Sendable {
        /// The buffer was full under `fail(limit:)`.
        case overflow
        /// The buffer was full under `block(limit:)`, and the producer runs where the
        /// consumer does, so waiting for room would never end.
        case waitingWouldDeadlock
    }

    /// The operator whose buffer overflowed, as `observe(on:buffer:)`.
    public let operatorName: String
    /// Where the operator was built, when assembly tracking was on.
    public let site: AssemblySite?
    /// The buffer's limit.
    public let limit: Int
    /// Why the element could not wait.
    public let reason: Reason

    /// An error for the buffer of `operatorName` (built at `site`) holding `limit` elements.
    public init(operatorName: String, site: AssemblySite? = nil, limit: Int, reason: Reason = .overflow) {
        self.operatorName = operatorName
        self.site = site
        self.limit = limit
        self.reason = reason
    }

    /// One line naming the operator, its site, the limit and the reason.
    public var description: String {
        let place = site.map { " at \($0.file):\($0.line)" } ?? ""
        switch reason {
        case .overflow:
            return "\(operatorName)\(place): buffer overflow, more than \(limit) elements waiting (BufferPolicy.fail)"
        case .waitingWouldDeadlock:
            return
                "\(operatorName)\(place): buffer of \(limit) full and the producer runs on the consumer's thread, so waiting for room would deadlock (BufferPolicy.block)"
        }
    }
}

/// What `Hooks.droppedElementsHandler` receives: how many elements one subscription of an
/// operator dropped since its last report.
public struct DroppedElementsReport: Sendable, Equatable, CustomStringConvertible {
    /// The operator that dropped them, as `observe(on:buffer:)`.
    public let operatorName: String
    /// Where the operator was built, when assembly tracking was on.
    public let site: AssemblySite?
    /// The policy that dropped them.
    public let policy: BufferPolicy
    /// How many were dropped since the subscription's previous report.
    public let count: Int
    /// How many the subscription has dropped in all, this report's included.
    public let total: Int

    /// A report; Rheo makes these, tests may too.
    public init(operatorName: String, site: AssemblySite?, policy: BufferPolicy, count: Int, total: Int) {
        self.operatorName = operatorName
        self.site = site
        self.policy = policy
        self.count = count
        self.total = total
    }

    /// True for the first report of a subscription.
    public var isFirst: Bool { count == total }

    /// One line, as `observe(on:buffer:) at App/Feed.swift:12 (dropOldest(limit: 8)) dropped 3 elements (5 in all)`.
    public var description: String {
        let place = site.map { " at \($0.file):\($0.line)" } ?? ""
        return "\(operatorName)\(place) (\(policy)) dropped \(count) element\(count == 1 ? "" : "s") (\(total) in all)"
    }
}
