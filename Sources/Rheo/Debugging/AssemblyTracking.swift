import CRheo
import Foundation

/// Switches assembly tracking on and off, and answers what it recorded: where an
/// observable was built, and where an error went.
///
/// While tracking is on, every operator, source, subject, relay, trait and binding records
/// its `AssemblySite`, and every subscription of a tracked observable is traced: each stage
/// becomes a node of a live graph (`SubscriptionGraph`) that counts the events it passes
/// on, errors remember the sites they passed (`trace(of:)`), contract violations name the
/// stage that broke them, and `Resources.liveSubscriptions` lists every live chain.
///
/// On by default in debug builds, off in release builds, where the sites are passed and
/// dropped: an assembly then costs one relaxed load, and a subscription one per stage,
/// with nothing per element. The `RHEO_ASSEMBLY_TRACKING` environment variable (`1` or
/// `0`) overrides the default; set `isEnabled` at startup to decide in code. Observables
/// built while tracking is off have no site, and their subscriptions are not traced.
/// The cost of each mode: docs/DebuggingAChain.md.
public enum AssemblyTracking {
    /// Whether sites are recorded and subscriptions traced. Set it before building the
    /// chains it should cover.
    ///
    /// Switching it off also releases what tracking kept for observables that have ended,
    /// and shrinks its tables to what is still live, so a process that tracked for a while
    /// does not keep that memory. Live observables keep their sites, and chains traced
    /// while it was on stay traced until they end.
    public static var isEnabled: Bool {
        get { _assemblyTrackingIsOn }
        set {
            rheo_assembly_tracking_store(newValue ? 1 : 0)
            if !newValue {
                AssemblyRegistry.shared.releaseEnded()
            }
        }
    }

    /// Decides the default on first use: on in debug builds, off in release builds,
    /// unless `RHEO_ASSEMBLY_TRACKING` says otherwise.
    @usableFromInline @inline(never) static func _decideDefault() -> Bool {
        #if DEBUG
        var on = true
        #else
        var on = false
        #endif
        if let value = ProcessInfo.processInfo.environment["RHEO_ASSEMBLY_TRACKING"] {
            on = ["1", "on", "true", "yes"].contains(value.lowercased())
        }
        // Racing threads compute the same answer; only an undecided state is replaced, so
        // a value set through `isEnabled` meanwhile wins.
        return rheo_assembly_tracking_decide(on ? 1 : 0) == 1
    }

    /// The sites recorded for `observable`, outermost last: one for most observables,
    /// several for stages Rheo fused into one (`map` after `map`). Empty when it was built
    /// while tracking was off.
    public static func sites(of observable: some ObservableConvertibleType) -> [AssemblySite] {
        AssemblyRegistry.shared.sites(of: observable.asObservable())
    }

    /// The sites `error` passed, innermost first: the stage that raised it, each operator
    /// that passed it on (across inner sequences of `flatMap`, `concat`, `catch`, `retry`,
    /// and across schedulers), and the subscription that observed it. Empty for an error no
    /// traced stage passed.
    ///
    /// The trace belongs to the error value: an error sent again (a subject replaying its
    /// error, `retry` resubscribing) is traced from the stage that sends it again, and an
    /// error that two subscribers receive at once on two threads carries the path seen
    /// last. The 4,096 errors traced most recently keep their traces (each keeps its error
    /// alive until then, so that its identity is not reused).
    public static func trace(of error: any Error) -> [AssemblySite] {
        ErrorTraces.shared.trace(of: error)
    }

    /// Drops the traces of recent errors, and with them the errors they keep alive: for a
    /// test that counts live objects (`Resources.total`), in which an error a trace keeps
    /// (`RxError.disposed(object:)` keeps its subject) would count as a leak, and its release
    /// during a later test as a deficit there.
    public static func forgetErrorTraces() {
        ErrorTraces.shared.removeAll()
    }

    /// The live graph of the subscription `disposable` ends, as it is now: nil when the
    /// subscription was not traced or has ended.
    public static func graph(of disposable: Disposable) -> SubscriptionGraph? {
        AssemblyRegistry.shared.root(of: disposable)?.graph()
    }

    /// The sites of the traced stage whose code runs on this thread, and of the stages
    /// downstream of it, ending at the subscription: what a contract violation names.
    static func currentChain() -> [AssemblySite] {
        guard _assemblyTrackingIsOn, let node = TraceNode.current else {
            return []
        }
        return node.chainToSubscription()
    }
}

/// Formats sites one a line, indented, as Rheo's reports print them.
func _describeSites(_ sites: [AssemblySite], indent: String = "    ") -> String {
    sites.map { indent + $0.description }.joined(separator: "\n")
}

/// What assembly tracking keeps process-wide: the sites of live observables, the live
/// subscription roots, and which disposable ends which root. One lock, held only for
/// table operations, never around user code.
@usableFromInline
final class AssemblyRegistry: @unchecked Sendable {
    // @unchecked: every table is read and written under `lock`.
    static let shared = AssemblyRegistry()

    private let lock = Lock()
    // Each entry keeps its object weakly: an identifier is reused once its object ends, so
    // an entry counts only while its reference still leads to the object asked about.
    // Observables do not unregister when they end: a deinit hook would cost every
    // observable of every build a test and a call (measured: 75 instructions per
    // `just.map.filter` subscription), so ended entries are dropped as the table grows.
    private var sitesByObject: [ObjectIdentifier: SiteEntry] = [:]
    private var sitesPrunedAt = 1024
    private var nextSerial = 0
    private var roots: [Int: WeakNode] = [:]
    private var rootsByDisposable: [ObjectIdentifier: (id: Int, node: WeakNode)] = [:]
    private var disposableOfRoot: [Int: ObjectIdentifier] = [:]
    private var nextID = 1

    /// Records `object`'s site from a call's literals.
    @usableFromInline @inline(never)
    static func register(_ object: AnyObject, name: StaticString, file: StaticString, line: UInt) {
        // An empty file: a function value, which has no call site (`flatMap(Observable.just)`);
        // it also drops a site an operator inside recorded.
        if file.utf8CodeUnitCount == 0 {
            let dropped = shared.lock.withLock { shared.sitesByObject.removeValue(forKey: ObjectIdentifier(object)) }
            _ = dropped
            return
        }
        shared.register(object, sites: [AssemblySite("\(name)", file: "\(file)", line: line)])
    }

    /// Records `object`'s site.
    @usableFromInline @inline(never)
    static func register(_ object: AnyObject, site: AssemblySite) {
        shared.register(object, sites: [site])
    }

    /// Drops what was recorded for `object`. (An object that ends needs no call: its entry
    /// stops counting once its weak reference is gone.)
    @usableFromInline @inline(never)
    static func forget(_ object: AnyObject) {
        let dropped = shared.lock.withLock { shared.sitesByObject.removeValue(forKey: ObjectIdentifier(object)) }
        _ = dropped
    }

    private func register(_ object: AnyObject, sites: [AssemblySite]) {
        // A fused stage runs the stages it replaced: it starts with their sites.
        let predecessor = (object as? _FusingStage)?._fusedPredecessor
        let earlier = predecessor.map { self.sites(of: $0) } ?? []
        let (replaced, prune) = lock.withLock { () -> (SiteEntry?, Bool) in
            nextSerial += 1
            let replaced = sitesByObject.updateValue(
                SiteEntry(object: object, sites: earlier + sites, serial: nextSerial), forKey: ObjectIdentifier(object))
            return (replaced, sitesByObject.count >= sitesPrunedAt)
        }
        _ = replaced
        if prune {
            pruneEndedObjects()
        }
    }

    /// Drops the entries whose objects have ended. The weak references are resolved with
    /// no lock held: the strong reference that makes may be the last one, and an ending
    /// subject may end trace nodes, which take this lock.
    private func pruneEndedObjects() {
        let entries = lock.withLock { sitesByObject }
        let ended = entries.filter { $0.value.object == nil }.map(\.key)
        let dropped = lock.withLock { () -> [SiteEntry] in
            let dropped = ended.compactMap { key -> SiteEntry? in
                // Unless another object took the identifier meanwhile (its entry is new).
                guard let entry = sitesByObject[key], entry.serial == entries[key]?.serial else {
                    return nil
                }
                return sitesByObject.removeValue(forKey: key)
            }
            sitesPrunedAt = max(1024, 2 * sitesByObject.count)
            return dropped
        }
        _ = dropped
    }

    /// Drops the entries of ended objects and rebuilds every table at its live size (a
    /// dictionary keeps its largest capacity through removals).
    func releaseEnded() {
        pruneEndedObjects()
        let released = lock.withLock { () -> ([ObjectIdentifier: SiteEntry], [Int: WeakNode]) in
            let old = (sitesByObject, roots)
            sitesByObject = Self.rebuilt(sitesByObject)
            roots = Self.rebuilt(roots)
            rootsByDisposable = Self.rebuilt(rootsByDisposable)
            disposableOfRoot = Self.rebuilt(disposableOfRoot)
            sitesPrunedAt = max(1024, 2 * sitesByObject.count)
            return old
        }
        // The old tables go here, with no lock held (see `pruneEndedObjects`).
        _ = released
    }

    private static func rebuilt<Key, Value>(_ table: [Key: Value]) -> [Key: Value] {
        var copy: [Key: Value] = [:]
        copy.reserveCapacity(table.count)
        for (key, value) in table {
            copy[key] = value
        }
        return copy
    }

    /// How many site entries the registry holds, ended ones included.
    var siteEntryCount: Int {
        lock.withLock { sitesByObject.count }
    }

    /// The capacity of the site table.
    var siteTableCapacity: Int {
        lock.withLock { sitesByObject.capacity }
    }

    func sites(of object: AnyObject) -> [AssemblySite] {
        guard let entry = lock.withLock({ sitesByObject[ObjectIdentifier(object)] }) else {
            return []
        }
        // Resolved unlocked; the caller holds `object`, so this is not its last reference.
        return entry.object === object ? entry.sites : []
    }

    /// A node for a subscription of `object`, downstream of the stage running on this
    /// thread; nil when `object` has no site (built while tracking was off, or internal).
    func node(subscribing object: AnyObject) -> TraceNode? {
        let sites = self.sites(of: object)
        if sites.isEmpty {
            return nil
        }
        return makeNode(sites: sites, isSubscription: false, downstream: TraceNode.current)
    }

    /// A node for a new subscription made at `site` (`subscribe`, `bind`, `drive`).
    func subscriptionNode(_ site: AssemblySite) -> TraceNode {
        makeNode(sites: [site], isSubscription: true, downstream: nil)
    }

    private func makeNode(sites: [AssemblySite], isSubscription: Bool, downstream: TraceNode?) -> TraceNode {
        let id = lock.withLock { () -> Int in
            defer { nextID += 1 }
            return nextID
        }
        let node = TraceNode(id: id, sites: sites, isSubscription: isSubscription, downstream: downstream)
        if let downstream {
            downstream.adopt(node)
        } else {
            lock.withLock { roots[id] = WeakNode(node) }
        }
        return node
    }

    /// Notes that `disposable` ends the subscription rooted at `node`.
    func associate(_ disposable: AnyObject, with node: TraceNode) {
        lock.withLock {
            rootsByDisposable[ObjectIdentifier(disposable)] = (node.id, WeakNode(node))
            disposableOfRoot[node.id] = ObjectIdentifier(disposable)
        }
    }

    func root(of disposable: Disposable) -> TraceNode? {
        guard let object = disposable as AnyObject? else {
            return nil
        }
        // Resolved unlocked: see `TraceNode`'s upstream table.
        let weak = lock.withLock { rootsByDisposable[ObjectIdentifier(object)]?.node }
        return weak?.node
    }

    /// Records what holds the subscription `disposable` ends (a `DisposeBag`, an owner).
    func noteHolder(of disposable: Disposable, _ holder: String) {
        root(of: disposable)?.setHolder(holder)
    }

    /// Records what holds the chain whose stage runs on this thread, unless something is
    /// noted already: for a mechanism that ends a chain from inside it (`take(until:
    /// rx.deallocated)`) rather than holding its disposable.
    func noteHolderOfCurrentChain(_ holder: String) {
        var node = TraceNode.current
        while let downstream = node?.downstream {
            node = downstream
        }
        node?.setHolderIfNone(holder)
    }

    /// A root node ended.
    func rootEnded(_ id: Int) {
        lock.withLock {
            roots[id] = nil
            // Unless the disposable ended first and its identifier now names another's.
            if let disposable = disposableOfRoot.removeValue(forKey: id), rootsByDisposable[disposable]?.id == id {
                rootsByDisposable[disposable] = nil
            }
        }
    }

    /// The id the next node will get: a mark for "subscriptions made after this point".
    var nextNodeID: Int {
        lock.withLock { nextID }
    }

    /// The live roots, oldest first, with ids at or after `mark`.
    func liveRoots(since mark: Int) -> [TraceNode] {
        let weak = lock.withLock { roots.filter { $0.key >= mark }.sorted { $0.key < $1.key }.map(\.value) }
        return weak.compactMap(\.node)
    }
}

/// A weak reference to a node, for tables that must not keep a subscription alive.
struct WeakNode {
    weak var node: TraceNode?

    init(_ node: TraceNode) {
        self.node = node
    }
}

/// A stage that runs the stage before it in its own code (a fused `map` or `filter`), so
/// that stage is never subscribed: its sites come first in this one's.
protocol _FusingStage: AnyObject {
    /// The stage this one replaced, if any.
    var _fusedPredecessor: AnyObject? { get }
}

/// A recorded site list and the object it belongs to, held weakly.
struct SiteEntry {
    weak var object: AnyObject?
    let sites: [AssemblySite]
    /// Tells a new entry under a reused identifier from the one a prune looked at.
    let serial: Int
}
