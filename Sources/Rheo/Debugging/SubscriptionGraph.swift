import Foundation

/// A picture of one subscription chain at a moment: its traced stages as nodes labelled
/// with their sites, and the events each stage passed to the next as edges.
///
/// The root is the stage furthest downstream (the `subscribe` call when the chain has
/// one); edges point downstream, from the stage that sends to the stage that receives.
/// Inner subscriptions (`flatMap`'s, `concat`'s, `retry`'s) appear while they live and,
/// the most recent 16 per stage, after they end, marked ended with their final counts.
/// Render it with `dot()`, `mermaid()` or `svg()`.
public struct SubscriptionGraph: Sendable, CustomStringConvertible {
    /// One traced stage.
    public struct Node: Sendable, Hashable, Identifiable {
        /// Unique in the process, in order of subscription.
        public let id: Int
        /// Where the stage was built; several for stages Rheo fused into one.
        public let sites: [AssemblySite]
        /// Whether this is the subscription call (`subscribe`, `bind`, `drive`) rather than
        /// an operator.
        public let isSubscription: Bool
        /// Whether the stage's subscription was still live when the graph was taken.
        public let isLive: Bool
        /// Seconds since the stage was subscribed.
        public let age: Double

        /// The first line of the node's label: the operator names, outermost last.
        public var name: String {
            sites.map(\.name).joined(separator: " + ")
        }
    }

    /// The events one stage passed to the next.
    public struct Edge: Sendable, Hashable {
        /// The node that sent them (upstream).
        public let from: Int
        /// The node that received them (downstream).
        public let to: Int
        /// `next` events passed.
        public let elements: Int
        /// `error` events passed.
        public let errors: Int
        /// `completed` events passed.
        public let completions: Int
    }

    /// The stage furthest downstream.
    public private(set) var root: Node
    /// Every node, the root first, then upstream stages in the order they were attached.
    public private(set) var nodes: [Node]
    /// Every edge.
    public private(set) var edges: [Edge] = []
    /// What holds the subscription (a `DisposeBag`, an owner's lifetime), when Rheo saw it
    /// being handed over; nil when nothing Rheo knows of holds it.
    public let holder: String?
    /// Ended inner subscriptions left out because a stage keeps only the most recent 16.
    public internal(set) var endedNotShown = 0

    /// What the root has sent downstream, for the edge its parent graph draws to it.
    var rootCounts = (0, 0, 0)

    init(root: Node, holder: String?) {
        self.root = root
        self.nodes = [root]
        self.holder = holder
    }

    /// Adds `upstream`, a graph of a stage sending to this graph's root.
    mutating func attach(_ upstream: SubscriptionGraph) {
        nodes += upstream.nodes
        edges += upstream.edges
        edges.append(
            Edge(
                from: upstream.root.id, to: root.id, elements: upstream.rootCounts.0,
                errors: upstream.rootCounts.1, completions: upstream.rootCounts.2))
        endedNotShown += upstream.endedNotShown
    }

    /// The stages as an indented tree, the root first and each upstream stage below the
    /// stage it sends to, with sites, counts and state: what the leak report prints.
    public var description: String {
        var lines: [String] = []
        func visit(_ node: Node, depth: Int, edge: Edge?) {
            let indent = String(repeating: "  ", count: depth)
            var line = indent + (depth == 0 ? "" : "<- ") + node.sites.map(\.description).joined(separator: ", then ")
            if let edge {
                line += " [\(edge.elements) next, \(edge.errors) error, \(edge.completions) completed]"
            }
            if !node.isLive {
                line += " (ended)"
            }
            lines.append(line)
            for upstreamEdge in edges where upstreamEdge.to == node.id {
                if let upstream = nodes.first(where: { $0.id == upstreamEdge.from }) {
                    visit(upstream, depth: depth + 1, edge: upstreamEdge)
                }
            }
        }
        visit(root, depth: 0, edge: nil)
        var header = String(format: "subscription #%d, live %.3f s, ", root.id, root.age)
        header +=
            holder.map { "held by \($0)" }
            ?? "held by nothing Rheo knows of (a cycle, or a disposable never disposed)"
        if endedNotShown > 0 {
            lines.append("(\(endedNotShown) older ended inner subscriptions not shown)")
        }
        return ([header] + lines).joined(separator: "\n")
    }
}
