extension Resources {
    /// The graph of every live traced subscription, oldest first.
    ///
    /// A subscription is live from its `subscribe` (or `bind`, `drive`) until the last of
    /// its stages is released. Only subscriptions made while assembly tracking is on are
    /// traced (`AssemblyTracking.isEnabled`); with it off, the list is empty. Where
    /// `Resources.total` says that something leaked, this says which chain and where it
    /// was built.
    public static var liveSubscriptions: [SubscriptionGraph] {
        liveSubscriptions(since: 0)
    }

    /// A mark for "subscriptions made after this point": the id the next traced stage
    /// gets. Read it at the start of a test, and pass it to `liveSubscriptions(since:)` or
    /// `liveSubscriptionsReport(since:)` at its end.
    public static var subscriptionMark: Int {
        AssemblyRegistry.shared.nextNodeID
    }

    /// The graph of every live traced subscription made at or after `mark`, oldest first.
    ///
    /// - Parameter mark: A value of `subscriptionMark`; 0 for every live subscription.
    /// - Returns: The graphs, empty when there are none or tracking is off.
    public static func liveSubscriptions(since mark: Int) -> [SubscriptionGraph] {
        AssemblyRegistry.shared.liveRoots(since: mark).map { $0.graph() }
    }

    /// The live traced subscriptions made at or after `mark`, as text: each graph's
    /// `description`, separated by a blank line. What a leak check prints.
    ///
    /// Says so in a sentence when there are none, and when assembly tracking is off (then
    /// new subscriptions are not traced, and the list cannot show them).
    ///
    /// - Parameter mark: A value of `subscriptionMark`; 0 (the default) for every live
    ///   subscription.
    /// - Returns: The report, never empty.
    public static func liveSubscriptionsReport(since mark: Int = 0) -> String {
        let graphs = liveSubscriptions(since: mark)
        var paragraphs = graphs.map(\.description)
        if !AssemblyTracking.isEnabled {
            paragraphs.insert(
                "Assembly tracking is off, so subscriptions made while it is off are not traced and not listed "
                    + "(turn it on with AssemblyTracking.isEnabled = true or RHEO_ASSEMBLY_TRACKING=1).",
                at: 0)
        }
        if graphs.isEmpty {
            let scope = mark > 0 ? " made since mark \(mark)" : ""
            paragraphs.append("No live traced subscriptions\(scope).")
        }
        return paragraphs.joined(separator: "\n\n")
    }
}
