/// When a test observable was subscribed and unsubscribed, in virtual time, as RxTest's
/// `Subscription`.
///
/// A subscription still active has `unsubscribe == Int.max` (shown as "Infinity").
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The time of the subscription.
    public let subscribe: TestTime

    /// The time of the unsubscription; `Int.max` while the subscription is active.
    public let unsubscribe: TestTime

    /// A subscription at `subscribe` that has not ended.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        unsubscribe = .max
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// The interval, as `(200 : 1000)` or `(200 : Infinity)`.
    public var debugDescription: String {
        "(\(subscribe) : \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
    }
}
