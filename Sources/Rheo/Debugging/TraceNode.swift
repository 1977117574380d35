import CRheo
import Foundation

/// One traced stage of a running subscription: a subscription of an observable with a
/// site, or the subscription call itself (`subscribe`, `bind`, `drive`) at the root.
///
/// Nodes form the live graph of a chain. A node holds the node downstream of it (the stage
/// it sends its events to) strongly and its upstream nodes weakly, so a chain's graph lives
/// exactly as long as the closures of its stages: the tracing wrapper of each stage holds
/// its node. When an upstream node ends (an inner sequence of `flatMap` completes), its
/// final counts stay with the node downstream, so the graph shows inner subscriptions as
/// they came and went.
final class TraceNode: @unchecked Sendable {
    // @unchecked: the mutable state (counts, upstream lists, holder) is read and written
    // under `lock`; the rest is immutable.
    let id: Int
    let sites: [AssemblySite]
    let isSubscription: Bool
    let downstream: TraceNode?
    let startedAt: UInt64

    private let lock = Lock()
    private var elements = 0
    private var errors = 0
    private var completions = 0
    // By id, so that an ended node is removed by its id: loading a weak reference makes
    // a strong one, whose release could end a node (and run its deinit) under the lock.
    private var upstream: [Int: WeakNode] = [:]
    private var ended: [EndedStage] = []
    private var endedDropped = 0
    private var holder: String?

    /// How many ended upstream subscriptions a node keeps for its graph.
    static let endedKept = 16

    init(id: Int, sites: [AssemblySite], isSubscription: Bool, downstream: TraceNode?) {
        self.id = id
        self.sites = sites
        self.isSubscription = isSubscription
        self.downstream = downstream
        self.startedAt = DispatchTime.now().uptimeNanoseconds
    }

    deinit {
        guard let downstream else {
            AssemblyRegistry.shared.rootEnded(id)
            return
        }
        // What the graph shows of this stage from now on. A record, not a graph: a chain
        // that ends ends stage by stage, and each graph would copy the ones before it.
        // Every upstream node has ended already (each held this one), so `upstream` is empty.
        let age = Double(DispatchTime.now().uptimeNanoseconds &- startedAt) / 1e9
        downstream.upstreamEnded(
            id,
            EndedStage(
                id: id, sites: sites, isSubscription: isSubscription, age: age,
                counts: (elements, errors, completions), ended: ended, endedDropped: endedDropped))
    }

    // MARK: The stage running on this thread

    /// The traced stage whose code runs on this thread.
    static var current: TraceNode? {
        guard let pointer = rheo_trace_current() else {
            return nil
        }
        return Unmanaged<TraceNode>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` as the code of `node` (nil: of no traced stage), then restores the
    /// stage that ran before. `node` must outlive the call.
    @inline(__always)
    static func running<Result>(_ node: TraceNode?, _ body: () -> Result) -> Result {
        let pointer = node.map { UnsafeMutableRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
        let previous = rheo_trace_exchange_current(pointer)
        defer { _ = rheo_trace_exchange_current(previous) }
        return body()
    }

    // MARK: Events

    /// Passes `event`, which this stage emits, to `observer`, the stage downstream:
    /// counts it, adds this stage to an error's trace, and runs the downstream code as
    /// the downstream node's.
    func deliver<Element>(_ event: inout Event<Element>, to observer: EventSink<Element>) {
        switch event {
        case .next:
            lock.withLock { elements += 1 }
        case .error(let error):
            lock.withLock { errors += 1 }
            var passed = sites
            if let downstream, downstream.isSubscription {
                passed += downstream.sites
            }
            ErrorTraces.shared.record(error, passing: passed)
        case .completed:
            lock.withLock { completions += 1 }
        }
        TraceNode.running(downstream) {
            observer.forward(&event)
        }
    }

    // MARK: The graph

    func adopt(_ node: TraceNode) {
        lock.withLock { upstream[node.id] = WeakNode(node) }
    }

    private func upstreamEnded(_ id: Int, _ stage: EndedStage) {
        lock.withLock {
            upstream[id] = nil
            ended.append(stage)
            if ended.count > TraceNode.endedKept {
                ended.removeFirst()
                endedDropped += 1
            }
        }
    }

    func setHolder(_ description: String) {
        lock.withLock { holder = description }
    }

    /// `setHolder`, unless a holder is noted already.
    func setHolderIfNone(_ description: String) {
        lock.withLock {
            if holder == nil {
                holder = description
            }
        }
    }

    /// The sites from this stage down to the subscription, this stage first.
    func chainToSubscription() -> [AssemblySite] {
        var sites: [AssemblySite] = []
        var node: TraceNode? = self
        while let next = node {
            sites += next.sites
            node = next.downstream
        }
        return sites
    }

    /// The graph of this node and everything upstream of it, as it is now.
    func graph() -> SubscriptionGraph {
        let (counts, weakUpstream, endedStages, dropped, holder) = lock.withLock {
            (
                (elements, errors, completions), upstream.sorted { $0.key < $1.key }.map(\.value), ended,
                endedDropped, self.holder
            )
        }
        // Resolved unlocked: the strong references this makes may be the last ones.
        let live = weakUpstream.compactMap(\.node)
        // Upstream snapshots are taken after unlocking: each node locks only itself.
        let age = Double(DispatchTime.now().uptimeNanoseconds &- startedAt) / 1e9
        var graph = SubscriptionGraph(
            root: SubscriptionGraph.Node(
                id: id, sites: sites, isSubscription: isSubscription, isLive: true, age: age),
            holder: holder)
        for child in live {
            graph.attach(child.graph())
        }
        for child in endedStages {
            graph.attach(child.graph())
        }
        graph.endedNotShown += dropped
        graph.rootCounts = counts
        return graph
    }
}

/// What a graph keeps of a stage that ended: its final counts and the stages that ended
/// upstream of it, frozen.
final class EndedStage: @unchecked Sendable {
    // @unchecked: immutable.
    let id: Int
    let sites: [AssemblySite]
    let isSubscription: Bool
    let age: Double
    let counts: (Int, Int, Int)
    let ended: [EndedStage]
    let endedDropped: Int

    init(
        id: Int, sites: [AssemblySite], isSubscription: Bool, age: Double, counts: (Int, Int, Int),
        ended: [EndedStage], endedDropped: Int
    ) {
        self.id = id
        self.sites = sites
        self.isSubscription = isSubscription
        self.age = age
        self.counts = counts
        self.ended = ended
        self.endedDropped = endedDropped
    }

    func graph() -> SubscriptionGraph {
        var graph = SubscriptionGraph(
            root: SubscriptionGraph.Node(id: id, sites: sites, isSubscription: isSubscription, isLive: false, age: age),
            holder: nil)
        for child in ended {
            graph.attach(child.graph())
        }
        graph.endedNotShown += endedDropped
        graph.rootCounts = counts
        return graph
    }
}

/// The traces of the most recent errors that traced stages passed, keyed by the address
/// of the error's box (docs/UnsafeAssumptions.md: an `any Error` is one reference).
///
/// Bounded: the `capacity` errors recorded or passed on most recently keep their traces,
/// and each entry keeps its error alive so that its address is not reused meanwhile. An
/// error whose entry was dropped while it was still travelling (more than `capacity`
/// other errors traced in between) starts a new trace where it is next passed on.
final class ErrorTraces: @unchecked Sendable {
    // @unchecked: every field is read and written under `lock`.
    static let shared = ErrorTraces()
    static let capacity = 4096

    private struct Entry {
        let error: any Error
        var sites: [AssemblySite]
        var stamp: Int
    }

    private let lock = Lock()
    private var entries: [UInt: Entry] = [:]
    // Keys in the order they were last used, with the stamp of that use; a key used again
    // later has a newer stamp in `entries`, and its older place here is skipped.
    private var order: [(key: UInt, stamp: Int)] = []
    private var orderStart = 0
    private var nextStamp = 0

    private static func key(_ error: any Error) -> UInt {
        // `as any Error` keeps the existential closed: passed bare to the generic
        // `unsafeBitCast`, it is opened (SE-0352), and the cast then reads the error's value
        // (trapping for a type that is not one word) instead of its box's address.
        unsafeBitCast(error as any Error, to: UInt.self)
    }

    /// Forgets every trace.
    func removeAll() {
        let dropped = lock.withLock { () -> [UInt: Entry] in
            defer {
                entries = [:]
                order = []
                orderStart = 0
            }
            return entries
        }
        // Released here, unlocked: an error's deinit may be user code.
        _ = dropped
    }

    /// Adds `sites` to `error`'s trace. A site already in the trace (the error sent again
    /// by a stage it passed before) cuts the trace back to that site.
    func record(_ error: any Error, passing sites: [AssemblySite]) {
        let key = ErrorTraces.key(error)
        let dropped: [Entry] = lock.withLock {
            nextStamp += 1
            var entry = entries[key] ?? Entry(error: error, sites: [], stamp: 0)
            entry.stamp = nextStamp
            for site in sites {
                if let index = entry.sites.firstIndex(of: site) {
                    entry.sites.removeSubrange((index + 1)...)
                } else {
                    entry.sites.append(site)
                }
            }
            entries[key] = entry
            order.append((key, nextStamp))
            // An error passed again (a subject replaying it, `retry` on a cached error)
            // leaves its older places behind: keep only the live ones once they pile up.
            if order.count - orderStart > 2 * ErrorTraces.capacity {
                order = order[orderStart...].filter { entries[$0.key]?.stamp == $0.stamp }
                orderStart = 0
            }
            return evictOverCapacity()
        }
        // The evicted errors are released here, unlocked: a deinit may be user code.
        _ = dropped
    }

    /// Drops the least recently used entries beyond `capacity`; call with `lock` held.
    private func evictOverCapacity() -> [Entry] {
        var dropped: [Entry] = []
        while entries.count > ErrorTraces.capacity, orderStart < order.count {
            let (key, stamp) = order[orderStart]
            orderStart += 1
            if let entry = entries[key], entry.stamp == stamp {
                dropped.append(entries.removeValue(forKey: key)!)
            }
        }
        // Compacts the order list once its dead half is large.
        if orderStart > 2 * ErrorTraces.capacity, orderStart * 2 > order.count {
            order.removeFirst(orderStart)
            orderStart = 0
        }
        return dropped
    }

    /// How many places the use order holds, the stale ones included: for the test that
    /// keeps it bounded.
    var orderLength: Int {
        lock.withLock { order.count - orderStart }
    }

    func trace(of error: any Error) -> [AssemblySite] {
        let key = ErrorTraces.key(error)
        return lock.withLock { entries[key]?.sites ?? [] }
    }
}
